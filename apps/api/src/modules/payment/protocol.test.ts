import { describe, expect, it } from 'vitest';
import { decimalToFen, fenToDecimal } from '@shop/contracts/money';
import { ACK, isAck } from './protocol.ts';

describe('wire protocol', () => {
  it('writes and reads Alipay-style yuan exactly, refusing anything else', () => {
    for (const fen of [0, 1, 10, 99, 100, 499900, 123456789]) expect(decimalToFen(fenToDecimal(fen))).toBe(fen);
    expect(fenToDecimal(499950)).toBe('4999.50');
    expect(decimalToFen('4999.5')).toBe(499950);
    expect(decimalToFen('4999')).toBe(499900);
    for (const bad of ['', '-1.00', '1.001', '1e3', ' 1.00', 'abc']) expect(decimalToFen(bad)).toBeNull();
  });

  it("knows each gateway's acknowledgement and nothing else", () => {
    expect(isAck('wechat', ACK.wechat.status, ACK.wechat.body)).toBe(true);
    expect(isAck('wechat', 204, '')).toBe(true);
    expect(isAck('wechat', 200, '{"code":"FAIL"}')).toBe(false);
    expect(isAck('wechat', 500, ACK.wechat.body)).toBe(false);
    expect(isAck('rsa2', 200, 'success')).toBe(true);
    expect(isAck('rsa2', 200, 'SUCCESS')).toBe(false);
    expect(isAck('hmac', 200, 'SUCCESS')).toBe(true);
    expect(isAck('hmac', 200, 'fail')).toBe(false);
  });
});

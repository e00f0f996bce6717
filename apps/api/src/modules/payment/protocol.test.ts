import { describe, expect, it } from 'vitest';
import { ACK, fenOfYuan, isAck, yuan } from './protocol.ts';
import { LOTTERY_PRIZES, lotteryPrize } from './lottery.service.ts';

describe('wire protocol', () => {
  it('writes and reads Alipay-style yuan exactly, refusing anything else', () => {
    for (const fen of [0, 1, 10, 99, 100, 499900, 123456789]) expect(fenOfYuan(yuan(fen))).toBe(fen);
    expect(yuan(499950)).toBe('4999.50');
    expect(fenOfYuan('4999.5')).toBe(499950);
    expect(fenOfYuan('4999')).toBe(499900);
    for (const bad of ['', '-1.00', '1.001', '1e3', ' 1.00', 'abc']) expect(fenOfYuan(bad)).toBeNull();
  });

  it('knows each gateway\'s acknowledgement and nothing else', () => {
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

describe('post-payment lottery', () => {
  it('is stable per order and secret, and spreads over the prizes', () => {
    const secret = 'lottery-secret-0123456789-abcdefghijklmn';
    expect(lotteryPrize(secret, '261122000000000001')).toEqual(lotteryPrize(secret, '261122000000000001'));
    const counts = new Map<number, number>();
    for (let i = 0; i < 2000; i++) {
      const p = lotteryPrize(secret, String(261122000000000000n + BigInt(i)));
      counts.set(p.points, (counts.get(p.points) ?? 0) + 1);
    }
    for (const prize of LOTTERY_PRIZES) expect(counts.get(prize.points) ?? 0).toBeGreaterThan(0);
    // About 45 % 谢谢参与 (no prize).
    expect(counts.get(0)! / 2000).toBeGreaterThan(0.38);
    expect(counts.get(0)! / 2000).toBeLessThan(0.52);
  });
});

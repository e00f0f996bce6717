import { describe, expect, it } from 'vitest';
import { BUY_NOW_TTL_MS, signBuyNowToken, verifyBuyNowToken } from './buy-now-token.ts';

const line = { skuCd: 'S25-BLACK-1', qtyCnt: 2, subTyp: 0, actCd: null, options: { serviceIds: [], giftIds: [], chCd: 1, ordTyp: 1 }, owner: 'Aabc' };
const NOW = 1_800_000_000_000;

describe('buy-now token', () => {
  it('carries the line for 30 minutes', () => {
    const { token, exp } = signBuyNowToken('s3cret', line, NOW);
    expect(exp).toBe(NOW + BUY_NOW_TTL_MS);
    expect(verifyBuyNowToken('s3cret', token, NOW + BUY_NOW_TTL_MS - 1)).toEqual({ ...line, exp });
    expect(verifyBuyNowToken('s3cret', token, NOW + BUY_NOW_TTL_MS)).toBeNull();
  });

  it('refuses another secret, a changed line and garbage', () => {
    const { token } = signBuyNowToken('s3cret', line, NOW);
    expect(verifyBuyNowToken('other', token, NOW)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ ...line, qtyCnt: 5, exp: NOW + 1e6 })).toString('base64url');
    expect(verifyBuyNowToken('s3cret', `${forged}.${token.split('.')[1]}`, NOW)).toBeNull();
    for (const bad of ['', '.', 'abc', 'a.b', `${token}x`]) expect(verifyBuyNowToken('s3cret', bad, NOW)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { LOTTERY_PRIZES, lotteryPrize } from './lottery.service.ts';

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

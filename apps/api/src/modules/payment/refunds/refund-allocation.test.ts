import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateRefund } from './refund-allocation.ts';

describe('allocateRefund', () => {
  it('takes the newest payment first, then the older one', () => {
    expect(
      allocateRefund(150_00, [
        { payNo: 'balance', left: 100_00 },
        { payNo: 'deposit', left: 100_00 },
      ]),
    ).toEqual([
      { payNo: 'balance', amount: 100_00 },
      { payNo: 'deposit', amount: 50_00 },
    ]);
  });

  it('refuses more than the payments have left, zero, negative and fractions', () => {
    expect(allocateRefund(201, [{ payNo: 'a', left: 200 }])).toBeNull();
    expect(allocateRefund(0, [{ payNo: 'a', left: 200 }])).toBeNull();
    expect(allocateRefund(-1, [{ payNo: 'a', left: 200 }])).toBeNull();
    expect(allocateRefund(1.5, [{ payNo: 'a', left: 200 }])).toBeNull();
  });

  it('skips a payment with nothing left', () => {
    expect(
      allocateRefund(50, [
        { payNo: 'a', left: 0 },
        { payNo: 'b', left: 80 },
      ]),
    ).toEqual([{ payNo: 'b', amount: 50 }]);
  });

  it('never gives back more than a payment took, in whole fen, summing to what was asked (random refund sequences)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 12 }),
        (taken, asks) => {
          const refunded = taken.map(() => 0);
          for (const ask of asks) {
            const shares = allocateRefund(
              ask,
              taken.map((t, i) => ({ payNo: String(i), left: t - refunded[i]! })),
            );
            const leftBefore = taken.reduce((s, t, i) => s + t - refunded[i]!, 0);
            if (!shares) {
              expect(ask).toBeGreaterThan(leftBefore);
              continue;
            }
            expect(shares.reduce((s, x) => s + x.amount, 0)).toBe(ask);
            for (const s of shares) {
              expect(Number.isInteger(s.amount) && s.amount > 0).toBe(true);
              refunded[Number(s.payNo)]! += s.amount;
            }
          }
          for (const [i, t] of taken.entries()) expect(refunded[i]).toBeLessThanOrEqual(t);
        },
      ),
    );
  });
});

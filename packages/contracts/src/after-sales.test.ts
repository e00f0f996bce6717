import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterSalesRefusal, linePaidShares, unitsShare, type EligibilityFacts } from './after-sales.ts';
import { priceOrder, type PricingLine } from './pricing.ts';

const DAY = 24 * 3600 * 1000;

describe('after-sales windows and rules', () => {
  const base: EligibilityFacts = { type: 'return', deliveredAt: 1_800_000_000_000, now: 0, categoryCode: 'tvs', bespoke: false };
  it('the window ends at delivery + 7 (return) / 15 (exchange) days, that millisecond still inside', () => {
    const at = (type: 'return' | 'exchange', ms: number) => afterSalesRefusal({ ...base, type, now: base.deliveredAt! + ms });
    expect(at('return', 7 * DAY)).toBeNull();
    expect(at('return', 7 * DAY + 1)).toBe('已超过签收后 7 天的退货期限');
    expect(at('exchange', 15 * DAY)).toBeNull();
    expect(at('exchange', 15 * DAY + 1)).toBe('已超过签收后 15 天的换货期限');
    expect(afterSalesRefusal({ ...base, deliveredAt: null })).toBe('订单签收后才能申请售后');
  });
  it('opened sealed goods and bespoke goods only for a fault; exchange only for a fault', () => {
    const now = base.deliveredAt! + DAY;
    expect(afterSalesRefusal({ ...base, now, categoryCode: 'earbuds', opened: true, reason: 'no_reason' })).toMatch(/已拆封或已激活的无线耳机/);
    expect(afterSalesRefusal({ ...base, now, categoryCode: 'earbuds', opened: true, reason: 'quality' })).toBeNull();
    expect(afterSalesRefusal({ ...base, now, categoryCode: 'tvs', opened: true, reason: 'no_reason' })).toBeNull();
    expect(afterSalesRefusal({ ...base, now, bespoke: true, reason: 'wrong_purchase' })).toBe('定制商品非质量问题不支持退货');
    expect(afterSalesRefusal({ ...base, now, type: 'exchange', reason: 'no_reason' })).toBe('换货不支持该原因');
  });
});

describe('the refund a return is owed (property)', () => {
  const line = fc.record({
    unitPrice: fc.integer({ min: 1, max: 2_000_000 }),
    qty: fc.integer({ min: 1, max: 5 }),
    pointsLimitPerPiece: fc.integer({ min: 0, max: 50_000 }),
    inScope: fc.boolean(),
  });
  const order = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    coupon: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 500_000 }), threshold: fc.integer({ min: 0, max: 1_000_000 }) })),
    points: fc.integer({ min: 0, max: 200_000 }),
    tradeIn: fc.integer({ min: 0, max: 300_000 }),
    // Random partial returns: per line, how the units are split into requests.
    splits: fc.array(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }), { minLength: 4, maxLength: 4 }),
  });

  it('random orders with coupons, points and trade-in, random partial returns: never more than paid, whole fen, all returned = paid', () => {
    fc.assert(
      fc.property(order, (o) => {
        const lines: PricingLine[] = o.lines.map((l, i) => ({
          skuCode: `S${i}`,
          spuCode: l.inScope ? 'IN' : `OUT${i}`,
          categoryCodes: [],
          unitPrice: l.unitPrice,
          origUnitPrice: l.unitPrice,
          qty: l.qty,
          pointsLimitPerPiece: l.pointsLimitPerPiece,
        }));
        const priced = priceOrder({
          lines,
          coupon: o.coupon
            ? { id: 1, kind: 'amount', amount: o.coupon.amount, discount: 0, threshold: o.coupon.threshold, scope: { type: 'spu', codes: ['IN'] } }
            : null,
          points: { requested: o.points, balance: o.points },
          tradeInCredit: o.tradeIn,
        });
        // The shares stored at order time add up to the order's totals.
        expect(priced.lines.reduce((s, l) => s + l.pointsShare, 0)).toBe(priced.pointsUsed);
        expect(priced.lines.reduce((s, l) => s + l.tradeInShare, 0)).toBe(priced.tradeInCredit);
        const paid = priced.payable;
        const shares = linePaidShares(
          priced.lines.map((l, i) => ({
            lineId: i,
            qty: l.qty,
            goodsAmt: l.goods - l.ladderDiscount,
            serviceAmt: l.services,
            couponShare: l.couponShare,
            pointsShare: l.pointsShare,
            tradeInShare: l.tradeInShare,
          })),
          paid,
        );
        expect(shares.reduce((a, b) => a + b, 0)).toBe(paid);
        let refunded = 0;
        priced.lines.forEach((l, i) => {
          let done = 0;
          for (const want of o.splits[i] ?? []) {
            const q = Math.min(want, l.qty - done);
            if (q <= 0) break;
            const r = unitsShare(shares[i]!, l.qty, done, q);
            expect(Number.isInteger(r) && r >= 0).toBe(true);
            refunded += r;
            done += q;
            expect(refunded).toBeLessThanOrEqual(paid);
          }
          // Whatever is left of the line is returned last.
          if (done < l.qty) refunded += unitsShare(shares[i]!, l.qty, done, l.qty - done);
        });
        expect(refunded).toBe(paid);
      }),
      { numRuns: 500 },
    );
  });

  it('unitsShare: equal parts differ by at most a fen and sum exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (total, n) => {
        const parts = Array.from({ length: n }, (_, k) => unitsShare(total, n, k, 1));
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

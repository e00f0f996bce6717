import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, bestCoupon, couponDiscountOn, priceOrder, type PricingCoupon, type PricingLine } from './pricing.ts';

const phone: PricingLine = {
  skuCode: 'P-1',
  spuCode: 'P',
  categoryCodes: ['smartphones', 'smartphone-tablet'],
  qty: 1,
  unitPrice: 599900,
  origUnitPrice: 619900,
  pointsLimitPerPiece: 10000,
};
const kase: PricingLine = {
  skuCode: 'C-1',
  spuCode: 'C',
  categoryCodes: ['cases', 'accessories'],
  qty: 3,
  unitPrice: 9900,
  origUnitPrice: 9900,
  ladder: [
    { fullCnt: 3, discount: 900 },
    { fullCnt: 2, discount: 950 },
  ],
};
const all100: PricingCoupon = { id: 1, kind: 'amount', amount: 10000, discount: 1000, threshold: 100000, scope: { type: 'all' } };

describe('pricing engine', () => {
  it('adds goods and services, applies the ladder, a coupon, points and trade-in in that order', () => {
    const r = priceOrder({
      lines: [{ ...phone, services: [{ code: 'EW1', price: 29900 }] }, kase],
      coupon: all100,
      points: { requested: 5000, balance: 8000 },
      tradeInCredit: 150000,
    });
    expect(r.goodsTotal).toBe(599900 + 29700);
    expect(r.ladderDiscount).toBe(29700 - 3 * 8910); // 3 pieces: 9 折
    expect(r.servicesTotal).toBe(29900);
    expect(r.couponDiscount).toBe(10000);
    expect(r.pointsUsed).toBe(5000);
    expect(r.tradeInCredit).toBe(150000);
    expect(r.payable).toBe(599900 + 3 * 8910 + 29900 - 10000 - 5000 - 150000);
    expect(r.priceSaving).toBe(20000);
    expect(r.lines.reduce((s, l) => s + l.couponShare, 0)).toBe(10000);
  });

  it('refuses a coupon below its threshold or without goods in scope, with a Chinese reason', () => {
    const cheap = priceOrder({ lines: [kase], coupon: all100 });
    expect(cheap.couponApplied).toBe(false);
    expect(cheap.couponRefusal).toBe('适用商品未满1000元，无法使用该优惠券');
    const tvOnly = priceOrder({ lines: [phone], coupon: { ...all100, scope: { type: 'category', codes: ['tvs'] } } });
    expect(tvOnly.couponRefusal).toBe('订单中没有可使用该优惠券的商品');
    expect(tvOnly.payable).toBe(599900);
  });

  it('a discount coupon takes its per-mille off the goods in scope, rounded to the fen', () => {
    expect(couponDiscountOn({ ...all100, kind: 'discount', discount: 950, threshold: 0 }, 12345)).toBe(617);
  });

  it('a pre-sale line charges its deposit now and leaves the balance (price − deposit − swell); no coupon or points on it', () => {
    const r = priceOrder({
      lines: [{ ...phone, presale: { deposit: 20000, swellAmt: 30000 } }],
      coupon: { ...all100, threshold: 0 },
      points: { requested: 9999, balance: 9999 },
    });
    expect(r.payable).toBe(20000);
    expect(r.balanceDue).toBe(599900 - 50000);
    expect(r.couponDiscount).toBe(0);
    expect(r.pointsUsed).toBe(0);
  });

  it('points stay within balance, request and the lines’ limits', () => {
    expect(priceOrder({ lines: [phone], points: { requested: 50000, balance: 30000 } }).pointsUsed).toBe(10000);
    expect(priceOrder({ lines: [kase], points: { requested: 500, balance: 500 } }).pointsUsed).toBe(0);
  });

  it('preselects the coupon that takes the most off (older one on a tie)', () => {
    const coupons: PricingCoupon[] = [
      { ...all100, id: 7 },
      { id: 3, kind: 'amount', amount: 30000, discount: 1000, threshold: 500000, scope: { type: 'category', codes: ['smartphones'] } },
      { id: 5, kind: 'amount', amount: 30000, discount: 1000, threshold: 0, scope: { type: 'spu', codes: ['P'] } },
      { id: 9, kind: 'amount', amount: 99999, discount: 1000, threshold: 0, scope: { type: 'spu', codes: ['TV'] } },
    ];
    expect(bestCoupon([phone], coupons)?.id).toBe(3);
    expect(bestCoupon([kase], coupons.slice(1, 3).concat(coupons[3]!))).toBeNull();
  });

  it('allocate splits exactly, in proportion', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  const lineArb = fc.record({
    skuCode: fc.constantFrom('A', 'B', 'C'),
    spuCode: fc.constantFrom('P', 'Q'),
    categoryCodes: fc.constant(['smartphones']),
    qty: fc.integer({ min: 1, max: 5 }),
    unitPrice: fc.integer({ min: 1, max: 3_000_000 }),
    origUnitPrice: fc.integer({ min: 1, max: 3_000_000 }),
    ladder: fc.array(fc.record({ fullCnt: fc.integer({ min: 1, max: 5 }), discount: fc.integer({ min: 1, max: 1000 }) }), { maxLength: 3 }),
    services: fc.array(fc.record({ code: fc.constant('S'), price: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 2 }),
    pointsLimitPerPiece: fc.integer({ min: 0, max: 100_000 }),
    presale: fc.option(fc.record({ deposit: fc.integer({ min: 1, max: 100_000 }), swellAmt: fc.integer({ min: 0, max: 200_000 }) }), { nil: undefined }),
  });
  const couponArb = fc.option(
    fc.record({
      id: fc.nat(),
      kind: fc.constantFrom('amount' as const, 'discount' as const),
      amount: fc.integer({ min: 0, max: 5_000_000 }),
      discount: fc.integer({ min: 1, max: 1000 }),
      threshold: fc.integer({ min: 0, max: 1_000_000 }),
      scope: fc.constantFrom({ type: 'all' as const }, { type: 'spu' as const, codes: ['P'] }),
    }),
    { nil: null },
  );

  it('property: amounts are whole fen, never negative; deductions never exceed what they deduct from; payable adds up', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        couponArb,
        fc.nat({ max: 500_000 }),
        fc.nat({ max: 500_000 }),
        fc.nat({ max: 10_000_000 }),
        (lines, coupon, requested, balance, tradeIn) => {
          const r = priceOrder({ lines, coupon, points: { requested, balance }, tradeInCredit: tradeIn });
          for (const v of [r.payable, r.couponDiscount, r.pointsUsed, r.tradeInCredit, r.ladderDiscount, r.goodsTotal, r.balanceDue]) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(r.couponDiscount + r.ladderDiscount).toBeLessThanOrEqual(r.goodsTotal);
          expect(r.pointsUsed).toBeLessThanOrEqual(Math.min(requested, balance));
          expect(r.lines.reduce((s, l) => s + l.couponShare, 0)).toBe(r.couponDiscount);
          expect(r.payable).toBe(r.goodsTotal - r.ladderDiscount + r.servicesTotal - r.couponDiscount - r.pointsUsed - r.tradeInCredit + r.shipping);
        },
      ),
    );
  });

  it('property: allocate sums exactly and never hands a zero weight anything', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 8 }), (total, weights) => {
        const out = allocate(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(out.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
        out.forEach((x, i) => {
          if (weights[i] === 0) expect(x).toBe(0);
        });
      }),
    );
  });
});

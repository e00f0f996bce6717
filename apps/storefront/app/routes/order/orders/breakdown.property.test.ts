/**
 * Property test (issue #14, totals that add up): over random carts — regular lines with site
 * and flash prices, tiered ladders, services, bundles (items at their bundle prices), a
 * pre-sale line, coupons, points and trade-in — the breakdown the engine computes at order
 * time adds up to the payable amount, the order's stored columns give back the very same
 * breakdown, and every view's rows (checkout, pay page, order list and detail, messages)
 * print numbers that add up to the total the page shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYuan } from '@shop/contracts/money';
import {
  breakdownAddsUp,
  breakdownFromColumns,
  breakdownOf,
  breakdownRows,
  breakdownText,
  pointsEarnedOn,
  priceOrder,
  storedLineGoods,
  type PricingCoupon,
  type PricingInput,
  type PricingLine,
} from '@shop/contracts/pricing';
import { breakdownLines } from './breakdown-view';

const fen = (max: number) => fc.integer({ min: 0, max });
/** '-¥1,234.50' → -123450 (what the shopper reads, back to fen). */
const readYuan = (text: string) => {
  if (text === '免运费') return 0;
  const neg = text.startsWith('-');
  const n = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  return neg ? -n : n;
};

const regularLine = (i: number): fc.Arbitrary<PricingLine[]> =>
  fc
    .record({
      unitPrice: fc.integer({ min: 1, max: 2_000_000 }),
      markup: fen(300_000),
      qty: fc.integer({ min: 1, max: 5 }),
      ladder: fc.option(
        fc.array(fc.record({ fullCnt: fc.integer({ min: 2, max: 5 }), discount: fc.integer({ min: 500, max: 990 }) }), { minLength: 1, maxLength: 3 }),
        {
          nil: undefined,
        },
      ),
      services: fc.array(fen(200_000), { maxLength: 2 }),
      pointsLimit: fen(50_000),
      cat: fc.constantFrom('phones', 'cases', 'tvs'),
      bundle: fc.option(fc.array(fc.record({ bundlePrice: fen(100_000), list: fen(200_000) }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    })
    .map((r) => {
      const main: PricingLine = {
        skuCode: `S-${i}`,
        spuCode: `P-${i}`,
        categoryCodes: [r.cat],
        qty: r.qty,
        unitPrice: r.unitPrice,
        origUnitPrice: r.unitPrice + r.markup,
        ...(r.ladder ? { ladder: r.ladder } : {}),
        services: r.services.map((price, k) => ({ code: `SV${k}`, price })),
        pointsLimitPerPiece: r.pointsLimit,
      };
      // A bundle's items: lines of their own at the bundle price, the main line's quantity.
      const items: PricingLine[] = (r.bundle ?? []).map((b, k) => ({
        skuCode: `S-${i}-B${k}`,
        spuCode: `A-${k}`,
        categoryCodes: ['accessories'],
        qty: r.qty,
        unitPrice: b.bundlePrice,
        origUnitPrice: b.bundlePrice + b.list,
        pointsLimitPerPiece: Math.floor(b.bundlePrice / 10),
      }));
      return [main, ...items];
    });

const presaleLine: fc.Arbitrary<PricingLine[]> = fc
  .record({
    price: fc.integer({ min: 10_000, max: 2_000_000 }),
    depositShare: fc.integer({ min: 1, max: 50 }),
    swellShare: fc.integer({ min: 0, max: 60 }),
    qty: fc.integer({ min: 1, max: 1 }),
  })
  .map((r) => {
    const deposit = Math.max(1, Math.floor((r.price * r.depositShare) / 100));
    return [
      {
        skuCode: 'PRE-1',
        spuCode: 'PRE',
        categoryCodes: ['phones'],
        qty: r.qty,
        unitPrice: r.price,
        origUnitPrice: r.price + 10_000,
        presale: { deposit, swellAmt: Math.floor((r.price * r.swellShare) / 100) },
      },
    ];
  });

const coupon: fc.Arbitrary<PricingCoupon | null> = fc.option(
  fc.record({
    id: fc.integer({ min: 1, max: 100 }),
    kind: fc.constantFrom('amount' as const, 'discount' as const),
    amount: fen(200_000),
    discount: fc.integer({ min: 500, max: 990 }),
    threshold: fen(1_000_000),
    scope: fc.constantFrom<PricingCoupon['scope']>({ type: 'all' }, { type: 'category', codes: ['phones'] }, { type: 'spu', codes: ['P-0'] }),
  }),
  { nil: null },
);

const cart: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.oneof(
    {
      weight: 4,
      arbitrary: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }).chain((xs) => fc.tuple(...xs.map((_, i) => regularLine(i))).map((ls) => ls.flat())),
    },
    { weight: 1, arbitrary: presaleLine },
  ),
  coupon,
  points: fc.record({ requested: fen(500_000), balance: fen(500_000) }),
  tradeInCredit: fen(300_000),
});

describe('the order breakdown (every view adds up)', () => {
  it('adds up to the payable amount, is stored and read back unchanged, and every view prints the same sum', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const r = priceOrder(input);
        const b = breakdownOf(r);

        // Checkout's numbers add up: goods − discounts + services + shipping = total = payable + balance.
        expect(breakdownAddsUp(b)).toBe(true);
        expect(b.payable).toBe(r.payable);
        if (!input.lines.some((l) => l.presale)) expect(b.total).toBe(b.payable);

        // The order stores the engine's amounts; an order without a stored breakdown derives the same one.
        const columns = {
          kind: input.lines.some((l) => l.presale) ? 'presale' : 'normal',
          listAmt: r.listTotal,
          goodsAmt: input.lines.reduce((s, l, i) => s + storedLineGoods(l, r.lines[i]!), 0),
          serviceAmt: r.servicesTotal,
          couponAmt: r.couponDiscount,
          pointsUsed: r.pointsUsed,
          tradeInAmt: r.tradeInCredit,
          shippingAmt: r.shipping,
          payableAmt: r.payable,
          balanceAmt: r.balanceDue,
        };
        expect(breakdownFromColumns(columns)).toEqual(b);

        // The rows every page prints (checkout, pay page, order detail) add up to its total…
        const rows = breakdownRows(b);
        expect(rows.reduce((s, x) => s + x.amount, 0)).toBe(b.total);
        // …and so does the text the shopper reads.
        expect(breakdownLines(b).reduce((s, x) => s + readYuan(x.text), 0)).toBe(b.total);
        // The order list's card: total, list price and the saving it states.
        const saving = b.activityDiscount + b.coupon + b.points + b.tradeIn + b.swell;
        expect(b.goods - saving + b.services + b.shipping).toBe(b.total);
        // The message's text ends with the same total.
        expect(breakdownText(b, (f) => formatYuan(f))).toContain(`订单总额 ${formatYuan(b.total)}`);

        // Each line's coupon share sums to the coupon; bundle items stay whole fen.
        expect(r.lines.reduce((s, l) => s + l.couponShare, 0)).toBe(r.couponDiscount);
        // Points are earned on what was paid, never more than the total allows.
        expect(pointsEarnedOn(b.total, b)).toBe(Math.floor(b.total / 100));
        expect(pointsEarnedOn(b.total + 1_000_000, b)).toBe(Math.floor(b.total / 100));
      }),
      { numRuns: 500 },
    );
  });

  it('reads an order stored with list below the selling price as no discount (never a negative saving)', () => {
    const b = breakdownFromColumns({
      kind: 'normal',
      listAmt: 100_000,
      goodsAmt: 120_000,
      serviceAmt: 0,
      couponAmt: 0,
      pointsUsed: 0,
      tradeInAmt: 0,
      shippingAmt: 0,
      payableAmt: 120_000,
      balanceAmt: 0,
    });
    expect(b).toMatchObject({ goods: 120_000, activityDiscount: 0, total: 120_000 });
    expect(breakdownAddsUp(b)).toBe(true);
  });

  it('shows the reported order the way checkout did: 商品总额 ¥11,498, 活动优惠 -¥550, 订单总额 ¥10,948', () => {
    const b = breakdownFromColumns({
      kind: 'normal',
      listAmt: 1_149_800,
      goodsAmt: 1_094_800,
      serviceAmt: 0,
      couponAmt: 0,
      pointsUsed: 0,
      tradeInAmt: 0,
      shippingAmt: 0,
      payableAmt: 1_094_800,
      balanceAmt: 0,
    });
    expect(breakdownLines(b).map((l) => `${l.label} ${l.text}`)).toEqual(['商品总额 ¥11,498', '活动优惠 -¥550', '优惠券 ¥0', '运费 免运费']);
    expect(b.total).toBe(1_094_800);
  });
});

/**
 * Checkout of activity and restricted lines: pre-sale deposit orders (payable = deposit,
 * balance later, limit 1), flash-sale per-member limit, the student site, TTM products.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { useTestApi } from './harness.ts';
import { addToCart, buyNowToken, confirm, createFixture, dropFixture, shopper, submit, submitBodyFor, type Fixture } from './checkout-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
let f: Fixture;

beforeAll(async () => {
  f = await createFixture(t.database.db);
});
afterAll(async () => {
  await dropFixture(t.database.db, f);
});

const cart = { type: 'cart' } as const;
const orderOf = async (orderNo: string) => (await t.database.db.select().from(schema.orders).where(eq(schema.orders.orderNo, orderNo)))[0]!;

describe('pre-sale', () => {
  it('a deposit order: payable = deposit, balance = price − deposit − swell, balance window stored, limit 1', async () => {
    const s = await shopper(t.baseUrl);
    const source = { type: 'buyNow', token: await buyNowToken(s.b, f.sku.presale, 1, { subTyp: 4, actId: f.act.presale }) } as const;
    const r = await confirm(s.b, { source, points: 1000 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const v = r.body.data;
    expect(v.kind).toBe('presale');
    expect(v.lines[0]).toMatchObject({ unitPrice: 20000, goods: 20000, subTyp: 4, actCd: f.act.presale });
    expect(v.lines[0]!.presale).toEqual({
      deposit: 20000,
      swellAmt: 30000,
      balanceDue: 250000,
      balanceBeginTime: formatBeijingTime(f.balance.beginMs),
      balanceEndTime: formatBeijingTime(f.balance.endMs),
    });
    // No points on a deposit; the deposit is due now, the balance later.
    expect(v.points.maxUsable).toBe(0);
    expect(v.price).toMatchObject({ payable: 20000, balanceDue: 250000, pointsUsed: 0 });
    // Delivery counts from the end of the balance window.
    expect(v.delivery!.dates[0]! > formatBeijingTime(f.balance.endMs).slice(0, 10)).toBe(true);

    const placed = await submit(s.b, submitBodyFor(v, source));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({ kind: 'presale', payableAmt: 20000 });
    const o = await orderOf(placed.body.data.orderNo);
    expect(o).toMatchObject({ kind: 'presale', payableAmt: 20000, balanceAmt: 250000, swellAmt: 30000, goodsAmt: 300000, actCd: f.act.presale });
    expect(o.balanceBeginAt?.getTime()).toBe(Math.floor(f.balance.beginMs / 1000) * 1000);
    expect(o.balanceEndAt?.getTime()).toBe(Math.floor(f.balance.endMs / 1000) * 1000);
    const [line] = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, o.id));
    expect(line).toMatchObject({ deposit: 20000, unitPrice: 300000, subTyp: 4, actCd: f.act.presale });

    // A second pre-sale order of the same member: over the limit of 1.
    const again = { type: 'buyNow', token: await buyNowToken(s.b, f.sku.presale, 1, { subTyp: 4, actId: f.act.presale }) } as const;
    const second = await confirm(s.b, { source: again });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ERR_ORDER_OVER_PURCHASE_LIMIT');
    expect(second.body.message).toBe('预售商品每人限购1件，您已购买过该商品');
  });

  it('a pre-sale line cannot be checked out together with other lines', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.presale, 1, { subTyp: 4, actId: f.act.presale });
    await addToCart(s.b, f.sku.plenty);
    const r = await confirm(s.b, { source: cart });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('预售商品需单独结算，请只选择预售商品后再结算');
  });
});

describe('flash sale', () => {
  it('priced at the flash-sale price; a member trying twice (even at once) gets ERR_ORDER_OVER_PURCHASE_LIMIT', async () => {
    const s = await shopper(t.baseUrl);
    const view = async () => {
      const source = { type: 'buyNow', token: await buyNowToken(s.b, f.sku.flash, 1, { subTyp: 3, actId: f.act.flash }) } as const;
      return { source, v: (await confirm(s.b, { source })).body.data };
    };
    const one = await view();
    const two = await view();
    expect(one.v.kind).toBe('seckill');
    expect(one.v.lines[0]).toMatchObject({ unitPrice: 100000, origUnitPrice: 320000, subTyp: 3, actCd: f.act.flash });
    expect(one.v.price).toMatchObject({ goodsTotal: 100000, priceSaving: 220000, payable: 100000 });
    // Two tokens submitted at the same moment: the member's lock lets one through.
    const answers = await Promise.all([submit(s.b, submitBodyFor(one.v, one.source)), submit(s.b, submitBodyFor(two.v, two.source))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.code).toBe('ERR_ORDER_OVER_PURCHASE_LIMIT');
    expect(refused.body.message).toContain('秒杀商品每人限购1件');
    // Afterwards the view already says so.
    const again = { type: 'buyNow', token: await buyNowToken(s.b, f.sku.flash, 1, { subTyp: 3, actId: f.act.flash }) } as const;
    const r = await confirm(s.b, { source: again });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('ERR_ORDER_OVER_PURCHASE_LIMIT');
  });

  it('a flash sale that ended between the cart and the checkout answers ERR_SECKILL_ENDED', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.flash, 1, { subTyp: 3, actId: f.act.flash });
    const [act] = await t.database.db.select().from(schema.activities).where(eq(schema.activities.actCd, f.act.flash));
    await t.database.db
      .update(schema.activities)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.activities.actCd, f.act.flash));
    try {
      const r = await confirm(s.b, { source: cart });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('ERR_SECKILL_ENDED');
    } finally {
      await t.database.db.update(schema.activities).set({ endAt: act!.endAt }).where(eq(schema.activities.actCd, f.act.flash));
    }
  });
});

describe('restricted products', () => {
  it('the student site sells to verified students only (ERR_STUDENT_ONLY)', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty);
    s.b.cookies.set('siteCd', 'student');
    const r = await confirm(s.b, { source: cart });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('ERR_STUDENT_ONLY');
  });

  it('a TTM product needs the qualification (ERR_TTM_REQUIRED); a verified member’s order is kind ttm', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty);
    await t.database.db.insert(schema.ttmSpus).values({ spuCode: f.spu, hint: '测试邀请码' });
    try {
      const refused = await confirm(s.b, { source: cart });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ERR_TTM_REQUIRED');
      const [m] = await t.database.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.userNo, s.userNo));
      await t.database.db.insert(schema.ttmVerifications).values({ memberId: m!.id, spuCode: f.spu, code: 'H1TEST', verifiedAt: new Date() });
      const v = await confirm(s.b, { source: cart });
      expect(v.status).toBe(200);
      expect(v.body.data.kind).toBe('ttm');
      const placed = await submit(s.b, submitBodyFor(v.body.data, cart));
      expect(placed.body.data.kind).toBe('ttm');
    } finally {
      await t.database.db.delete(schema.ttmVerifications).where(eq(schema.ttmVerifications.spuCode, f.spu));
      await t.database.db.delete(schema.ttmSpus).where(eq(schema.ttmSpus.spuCode, f.spu));
    }
  });
});

/**
 * Checkout: the view (lines, address, delivery dates, coupons, points) and placing the order
 * (one transaction; one-time token; stale price; limits; nothing half-written on failure).
 * The products, activities and coupons are this file's own (checkout-fixtures.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { CheckoutView } from '@shop/contracts/checkout';
import { Browser, useTestApi } from './harness.ts';
import { addToCart, buyNowToken, claim, confirm, createFixture, dropFixture, shopper, submit, submitBodyFor, type Fixture } from './checkout-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
let f: Fixture;

beforeAll(async () => {
  f = await createFixture(t.database.db);
});
afterAll(async () => {
  await dropFixture(t.database.db, f);
});

const cart = { type: 'cart' } as const;
const stockOf = async (skuCode: string) =>
  (await t.database.db.select({ s: schema.skus.stock }).from(schema.skus).where(eq(schema.skus.skuCode, skuCode)))[0]!.s;
const ordersOf = async (memberId: number) => t.database.db.select().from(schema.orders).where(eq(schema.orders.memberId, memberId));
const memberIdOf = async (userNo: string) =>
  (await t.database.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.userNo, userNo)))[0]!.id;
const pointsOf = async (memberId: number) =>
  Number(
    (
      await t.database.db
        .select({ s: sql<string>`coalesce(sum(${schema.pointEntries.delta}), 0)` })
        .from(schema.pointEntries)
        .where(eq(schema.pointEntries.memberId, memberId))
    )[0]!.s,
  );
const cartLines = async (userNo: string) => t.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.ownerKey, userNo));

describe('the checkout view', () => {
  it('shows the cart lines priced by the server, the default address, delivery dates, payment methods and a token', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty, 2);
    const r = await confirm(s.b, { source: cart });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const v = r.body.data;
    expect(v.kind).toBe('normal');
    expect(v.lines).toHaveLength(1);
    expect(v.lines[0]).toMatchObject({
      skuCd: f.sku.plenty,
      spuCd: f.spu,
      qty: 2,
      unitPrice: 300000,
      origUnitPrice: 320000,
      goods: 600000,
      subTyp: 0,
      actCd: null,
      presale: null,
    });
    expect(v.lines[0]!.attrs).toEqual([
      { name: '颜色', value: '幻夜黑' },
      { name: '存储', value: '12GB+256GB' },
    ]);
    expect(v.lines[0]!.image).toMatch(/^\/media\/product\/phone\/bar-[a-z0-9-]+\/front\//);
    expect(v.address?.id).toBe(s.address.id);
    expect(v.delivery?.dates).toHaveLength(7);
    expect(v.delivery?.dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(v.price).toMatchObject({ listTotal: 640000, goodsTotal: 600000, priceSaving: 40000, couponDiscount: 0, pointsUsed: 0, payable: 600000 });
    expect(v.points).toEqual({ balance: 1000, maxUsable: 1000, used: 0 });
    expect(v.payMethods.map((m) => m.code)).toEqual(['wxpay', 'alipay', 'unionpay', 'unionpayint', 'jdpay', 'cmbpay', 'chinaums']);
    expect(v.payMethods.find((m) => m.code === 'cmbpay')?.instalment).toBe(true);
    expect(v.instalments.map((i) => i.periods)).toEqual([3, 6, 12, 24]);
    expect(v.orderToken.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses a visitor (anonymous token) with 401', async () => {
    const b = await new Browser(t.baseUrl).prime();
    await b.post('/api/auth/login/anonymous/token', {});
    const r = await confirm(b, { source: cart });
    expect(r.status).toBe(401);
    const s = await submit(b, { orderToken: 'x'.repeat(43), source: cart, addressId: 1, couponId: null, points: 0, invoice: null, expectedPayable: 1 });
    expect(s.status).toBe(401);
  });

  it('refuses an off-sale and a sold-out SKU with their catalogue codes', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty);
    // Taken off the shelf / sold out after it was put in the cart.
    await addToCart(s.b, f.sku.ten);
    await t.database.db.update(schema.skus).set({ status: 'off_sale' }).where(eq(schema.skus.skuCode, f.sku.ten));
    try {
      const r = await confirm(s.b, { source: cart });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('ERR_ORDER_OFF_SHELF');
    } finally {
      await t.database.db.update(schema.skus).set({ status: 'on_sale' }).where(eq(schema.skus.skuCode, f.sku.ten));
    }
    const forged = await confirm(s.b, { source: { type: 'buyNow', token: FORGED_BUY_NOW } });
    expect(forged.body.code).toBe('ERR_ORDER_TOKEN_EXPIRED');
    // Sold out: stock 0.
    await t.database.db.execute(sql`UPDATE cart_items SET sku_code = ${f.sku.soldOut} WHERE owner_key = ${s.userNo} AND sku_code = ${f.sku.ten}`);
    const sold = await confirm(s.b, { source: cart });
    expect(sold.status).toBe(409);
    expect(sold.body.code).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
    expect(sold.body.message).toBe('产品已失效或产品库存不足');
  });

  it('answers ERR_ORDER_TOKEN_EXPIRED for another shopper’s buy-now token', async () => {
    const a = await shopper(t.baseUrl);
    const b = await shopper(t.baseUrl);
    const token = await buyNowToken(a.b, f.sku.plenty);
    const r = await confirm(b.b, { source: { type: 'buyNow', token } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('ERR_ORDER_TOKEN_EXPIRED');
  });

  it('refuses another member’s address', async () => {
    const a = await shopper(t.baseUrl);
    const b = await shopper(t.baseUrl);
    await addToCart(a.b, f.sku.plenty);
    const r = await confirm(a.b, { source: cart, addressId: b.address.id });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('ERR_DELIVERY_ADDRESS');
    const v = (await confirm(a.b, { source: cart })).body.data;
    const s = await submit(a.b, submitBodyFor(v, cart, { addressId: b.address.id }));
    expect(s.body.code).toBe('ERR_DELIVERY_ADDRESS');
  });
});

/** A buy-now token not signed by the server. */
const FORGED_BUY_NOW = 'eyJza3VDZCI6IkZBS0UifQ.bm90LWEtbWFj';

describe('placing the order', () => {
  it('places an order from the cart: lines, amounts, event, cart emptied, stock taken, token used', async () => {
    const s = await shopper(t.baseUrl);
    const memberId = await memberIdOf(s.userNo);
    await addToCart(s.b, f.sku.plenty, 2);
    const before = await stockOf(f.sku.plenty);
    const v = (await confirm(s.b, { source: cart })).body.data;
    const r = await submit(
      s.b,
      submitBodyFor(v, cart, { remark: '请尽快发货', invoice: { type: 'company', title: '星辰科技有限公司', taxNo: '91350100M000100Y43' } }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ kind: 'normal', payableAmt: 600000 });
    expect(r.body.data.orderNo).toMatch(/^\d{18}$/);
    expect(r.body.data.payDeadlineMs).toBeGreaterThan(Date.now() + 29 * 60_000);

    const [order] = await ordersOf(memberId);
    expect(order).toMatchObject({
      orderNo: r.body.data.orderNo,
      status: 'pending_payment',
      kind: 'normal',
      listAmt: 640000,
      goodsAmt: 600000,
      payableAmt: 600000,
      remark: '请尽快发货',
      deliveryDate: v.delivery!.dates[0],
    });
    expect(order!.invoice).toEqual({ type: 'company', title: '星辰科技有限公司', taxNo: '91350100M000100Y43' });
    expect((order!.address as { receiver: string }).receiver).toBe('张三');
    const lines = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order!.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ skuCode: f.sku.plenty, qty: 2, unitPrice: 300000, goodsAmt: 600000 });
    const events = await t.database.db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, order!.id));
    expect(events.map((e) => [e.kind, e.code, e.description])).toEqual([['status', 'created', '订单已提交']]);
    expect(await stockOf(f.sku.plenty)).toBe(before - 2);
    expect(await cartLines(s.userNo)).toHaveLength(0);
    const [tok] = await t.database.db.select().from(schema.orderTokens).where(eq(schema.orderTokens.token, v.orderToken));
    expect(tok!.orderNo).toBe(r.body.data.orderNo);
  });

  it('a second submit with the same token is 409 ERR_ORDER_DUPLICATE_SUBMIT and makes no second order', async () => {
    const s = await shopper(t.baseUrl);
    const memberId = await memberIdOf(s.userNo);
    await addToCart(s.b, f.sku.plenty);
    const v = (await confirm(s.b, { source: cart })).body.data;
    const body = submitBodyFor(v, cart);
    const first = await submit(s.b, body);
    expect(first.status).toBe(200);
    const second = await submit(s.b, body);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ERR_ORDER_DUPLICATE_SUBMIT');
    expect(second.body.message).toBe('订单已提交，请勿重复提交');
    expect(await ordersOf(memberId)).toHaveLength(1);
  });

  it('two concurrent submits with one token make exactly one order', async () => {
    const s = await shopper(t.baseUrl);
    const memberId = await memberIdOf(s.userNo);
    const source = { type: 'buyNow', token: await buyNowToken(s.b, f.sku.plenty) } as const;
    const v = (await confirm(s.b, { source })).body.data;
    const body = submitBodyFor(v, source);
    const answers = await Promise.all([submit(s.b, body), submit(s.b, body), submit(s.b, body)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('ERR_ORDER_DUPLICATE_SUBMIT');
    expect(await ordersOf(memberId)).toHaveLength(1);
  });

  it('an unknown token and another member’s token answer ERR_ORDER_TOKEN_EXPIRED', async () => {
    const a = await shopper(t.baseUrl);
    const b = await shopper(t.baseUrl);
    await addToCart(a.b, f.sku.plenty);
    await addToCart(b.b, f.sku.plenty);
    const va = (await confirm(a.b, { source: cart })).body.data;
    const vb = (await confirm(b.b, { source: cart })).body.data;
    const stolen = await submit(a.b, submitBodyFor(va, cart, { orderToken: vb.orderToken }));
    expect(stolen.body.code).toBe('ERR_ORDER_TOKEN_EXPIRED');
    const unknown = await submit(a.b, submitBodyFor(va, cart, { orderToken: 'A'.repeat(43) }));
    expect(unknown.body.code).toBe('ERR_ORDER_TOKEN_EXPIRED');
    // The owner's own token still works.
    const late = await submit(a.b, submitBodyFor(va, cart));
    expect(late.status).toBe(200);
  });

  it('a token past its 30 minutes answers ERR_ORDER_TOKEN_EXPIRED', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty);
    const v = (await confirm(s.b, { source: cart })).body.data;
    s.b.cookies.set('shop_clock_offset', String(31 * 60_000));
    const r = await submit(s.b, submitBodyFor(v, cart));
    expect(r.body.code).toBe('ERR_ORDER_TOKEN_EXPIRED');
  });

  it('a tampered payable answers ERR_ORDER_PRICE_MISMATCH and writes nothing', async () => {
    const s = await shopper(t.baseUrl);
    const memberId = await memberIdOf(s.userNo);
    await claim(s.b, f.cpn.all100);
    await addToCart(s.b, f.sku.plenty);
    const v = (await confirm(s.b, { source: cart, points: 1000 })).body.data;
    expect(v.coupons.selectedId).not.toBeNull();
    expect(v.points.used).toBe(1000);
    const stock = await stockOf(f.sku.plenty);
    const r = await submit(s.b, submitBodyFor(v, cart, { expectedPayable: v.price.payable - 100 }));
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('ERR_ORDER_PRICE_MISMATCH');
    expect(r.body.message).toBe('商品价格已变动，请刷新页面后重新下单');
    expect(await ordersOf(memberId)).toHaveLength(0);
    expect(await stockOf(f.sku.plenty)).toBe(stock);
    const [held] = await t.database.db.select().from(schema.memberCoupons).where(eq(schema.memberCoupons.memberId, memberId));
    expect(held!.status).toBe('unused');
    expect(await pointsOf(memberId)).toBe(1000);
    expect(await cartLines(s.userNo)).toHaveLength(1);
    // The token was not used up: the page can reload and submit the right amount with it.
    const again = await submit(s.b, submitBodyFor(v, cart));
    expect(again.status).toBe(200);
  });

  it('a price changed between the view and the submit answers ERR_ORDER_PRICE_MISMATCH', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.cheap);
    const v = (await confirm(s.b, { source: cart })).body.data;
    await t.database.db.update(schema.skus).set({ price: 4900 }).where(eq(schema.skus.skuCode, f.sku.cheap));
    try {
      const r = await submit(s.b, submitBodyFor(v, cart));
      expect(r.body.code).toBe('ERR_ORDER_PRICE_MISMATCH');
    } finally {
      await t.database.db.update(schema.skus).set({ price: 5000 }).where(eq(schema.skus.skuCode, f.sku.cheap));
    }
  });

  it('a failure late in the transaction (points spent when the order row is written) rolls back stock, coupon, cart and order', async () => {
    const s = await shopper(t.baseUrl);
    const memberId = await memberIdOf(s.userNo);
    await claim(s.b, f.cpn.all100);
    await addToCart(s.b, f.sku.plenty);
    const v = (await confirm(s.b, { source: cart, points: 1000 })).body.data;
    const stock = await stockOf(f.sku.plenty);
    // Inside the order's own transaction, right after the order row: 600 points go elsewhere,
    // so spending 1,000 — the last step but one — fails after stock and order were written.
    const fn = `h1_drain_${memberId}`;
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        INSERT INTO point_entries (member_id, delta, kind, note) VALUES (NEW.member_id, -600, 'h1-test', '测试扣减'); RETURN NEW; END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER ${fn} AFTER INSERT ON orders FOR EACH ROW WHEN (NEW.member_id = ${memberId}) EXECUTE FUNCTION ${fn}()`),
    );
    try {
      const r = await submit(s.b, submitBodyFor(v, cart));
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('ERR_POINTS_INSUFFICIENT');
    } finally {
      await t.database.db.execute(sql.raw(`DROP TRIGGER ${fn} ON orders; DROP FUNCTION ${fn}()`));
    }
    expect(await ordersOf(memberId)).toHaveLength(0);
    expect(await stockOf(f.sku.plenty)).toBe(stock);
    expect(await pointsOf(memberId)).toBe(1000);
    const [held] = await t.database.db.select().from(schema.memberCoupons).where(eq(schema.memberCoupons.memberId, memberId));
    expect(held!.status).toBe('unused');
    expect(await cartLines(s.userNo)).toHaveLength(1);
    const [tok] = await t.database.db.select().from(schema.orderTokens).where(eq(schema.orderTokens.token, v.orderToken));
    expect(tok!.usedAt).toBeNull();
  });
});

describe('coupons and points', () => {
  it('preselects the best coupon, lists the unusable one with its reason, and the order uses it', async () => {
    const s = await shopper(t.baseUrl);
    const memberId = await memberIdOf(s.userNo);
    await claim(s.b, f.cpn.all100);
    await claim(s.b, f.cpn.spu300);
    await addToCart(s.b, f.sku.plenty);
    // ¥3,000: only 满1000减100 applies.
    let v = (await confirm(s.b, { source: cart })).body.data;
    const byCode = (list: CheckoutView['coupons']['usable'], code: string) => list.find((c) => c.cpnCd === code);
    expect(byCode(v.coupons.usable, f.cpn.all100)?.saving).toBe(10000);
    expect(byCode(v.coupons.unusable, f.cpn.spu300)?.reason).toBe('适用商品未满5000元，无法使用该优惠券');
    expect(v.coupons.selectedId).toBe(byCode(v.coupons.usable, f.cpn.all100)!.id);
    // ¥6,000: 满5000减300 is better and preselected.
    await addToCart(s.b, f.sku.plenty);
    v = (await confirm(s.b, { source: cart })).body.data;
    const best = byCode(v.coupons.usable, f.cpn.spu300)!;
    expect(v.coupons.bestId).toBe(best.id);
    expect(v.coupons.selectedId).toBe(best.id);
    expect(v.price.couponDiscount).toBe(30000);
    expect(v.price.payable).toBe(570000);
    // No coupon, then the other one by choice.
    expect((await confirm(s.b, { source: cart, couponId: null })).body.data.price.payable).toBe(600000);
    const other = byCode(v.coupons.usable, f.cpn.all100)!;
    expect((await confirm(s.b, { source: cart, couponId: other.id })).body.data.price.couponDiscount).toBe(10000);
    const bad = await confirm(s.b, { source: cart, couponId: 999_999_999 });
    expect(bad.status).toBe(409);
    expect(bad.body.code).toBe('ERR_COUPON_UNUSABLE');

    const r = await submit(s.b, submitBodyFor(v, cart));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [order] = await ordersOf(memberId);
    expect(order).toMatchObject({ couponAmt: 30000, memberCouponId: best.id, payableAmt: 570000 });
    const lines = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order!.id));
    expect(lines[0]!.couponShare).toBe(30000);
    const [used] = await t.database.db.select().from(schema.memberCoupons).where(eq(schema.memberCoupons.id, best.id));
    expect(used).toMatchObject({ status: 'used', orderNo: r.body.data.orderNo });
  });

  it('a coupon that no longer applies at submit answers ERR_COUPON_UNUSABLE', async () => {
    const s = await shopper(t.baseUrl);
    await claim(s.b, f.cpn.all100);
    await addToCart(s.b, f.sku.cheap);
    const v = (await confirm(s.b, { source: cart })).body.data;
    expect(v.coupons.usable).toHaveLength(0);
    const held = v.coupons.unusable.find((c) => c.cpnCd === f.cpn.all100)!;
    const r = await submit(s.b, submitBodyFor(v, cart, { couponId: held.id }));
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('ERR_COUPON_UNUSABLE');
  });

  it('points are capped by the balance and by useIntegrationLim, and the order spends them in the ledger', async () => {
    const s = await shopper(t.baseUrl);
    const memberId = await memberIdOf(s.userNo);
    await addToCart(s.b, f.sku.cheap);
    // ¥50: at most 10 % = 500 points although the member holds 1,000.
    const v = (await confirm(s.b, { source: cart, points: 5000 })).body.data;
    expect(v.points).toEqual({ balance: 1000, maxUsable: 500, used: 500 });
    expect(v.price.payable).toBe(4500);
    const over = await submit(s.b, submitBodyFor(v, cart, { points: 800 }));
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('ERR_POINTS_INSUFFICIENT');
    expect(over.body.message).toBe('本单最多可使用500积分抵扣');
    const r = await submit(s.b, submitBodyFor(v, cart));
    expect(r.status).toBe(200);
    expect(await pointsOf(memberId)).toBe(500);
    const spent = await t.database.db
      .select()
      .from(schema.pointEntries)
      .where(and(eq(schema.pointEntries.memberId, memberId), eq(schema.pointEntries.kind, 'order_spend')));
    expect(spent.map((e) => [e.delta, e.orderNo])).toEqual([[-500, r.body.data.orderNo]]);
    const [order] = await ordersOf(memberId);
    expect(order).toMatchObject({ pointsUsed: 500, payableAmt: 4500 });
  });
});

describe('submit input', () => {
  it('a company invoice with a bad tax number answers 400 with the Chinese message', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty);
    const v = (await confirm(s.b, { source: cart })).body.data;
    const r = await submit(s.b, submitBodyFor(v, cart, { invoice: { type: 'company', title: '星辰科技有限公司', taxNo: '91350100M000100Y44' } }));
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('纳税人识别号格式不正确');
  });

  it('a delivery date outside the offered ones answers ERR_DELIVERY_DATE', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty);
    const v = (await confirm(s.b, { source: cart })).body.data;
    const r = await submit(s.b, submitBodyFor(v, cart, { deliveryDate: '2020-01-01' }));
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('ERR_DELIVERY_DATE');
  });
});

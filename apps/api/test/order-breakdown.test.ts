/**
 * Issue #14, totals that add up and bundles, against the real PostgreSQL: a bundle is priced,
 * stocked, ordered and shown as one unit with its items (each item's stock reserved in the
 * order's transaction; one item out of stock refuses it in the cart, at checkout and at
 * submit); the submit, the order list, the order detail and the pay page answer the same
 * breakdown; points are earned on what was paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { CartView } from '@shop/contracts/cart';
import type { OrderDetail, OrderPage } from '@shop/contracts/order';
import type { PaymentDue } from '@shop/contracts/payment';
import { breakdownAddsUp } from '@shop/contracts/pricing';
import { useTestApi } from './harness.ts';
import { addToCart, claim, confirm, createFixture, dropFixture, shopper, submit, submitBodyFor, type Fixture } from './checkout-fixtures.ts';
import { lifecycleFor, orderRow, pay, placeOrder, stockOf, type TestLifecycle } from './order-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
const db = () => t.database.db;
let f: Fixture;
let life: TestLifecycle;
const cart = { type: 'cart' } as const;

/** The accessories of the test bundles: a case and a charger in stock, a strap sold out. */
const acc = { kase: '', charger: '', soldOut: '' };
const bundle = { ok: '', short: '' };

beforeAll(async () => {
  f = await createFixture(db());
  life = lifecycleFor(t);
  const tag = f.tag;
  acc.kase = `H14A${tag}-CASE`;
  acc.charger = `H14A${tag}-CHG`;
  acc.soldOut = `H14A${tag}-STRAP`;
  bundle.ok = `H14BDL${tag}-OK`;
  bundle.short = `H14BDL${tag}-SHORT`;
  const [p] = await db()
    .insert(schema.products)
    .values({ type: 'accessory', categoryCode: 'h1-test', launchedAt: new Date(), spuCode: `H14A${tag}`, name: 'H14 测试配件' })
    .returning({ id: schema.products.id });
  const sku = (skuCode: string, name: string, price: number, stock: number) => ({
    skuCode,
    productId: p!.id,
    name,
    attrs: { 颜色: '黑色' },
    colorName: '黑色',
    colorHex: '#1d1d1f',
    price,
    origPrice: price,
    stock,
  });
  await db()
    .insert(schema.skus)
    .values([sku(acc.kase, 'H14 保护壳', 19900, 100), sku(acc.charger, 'H14 充电器', 24900, 100), sku(acc.soldOut, 'H14 表带', 9900, 0)]);
  await db()
    .insert(schema.bundles)
    .values([
      {
        code: bundle.ok,
        name: 'H14 保护充电套装',
        mainSpuCode: f.spu,
        items: [
          { skuCode: acc.kase, bundlePrice: 9900 },
          { skuCode: acc.charger, bundlePrice: 14900 },
        ],
      },
      {
        code: bundle.short,
        name: 'H14 表带套装',
        mainSpuCode: f.spu,
        items: [
          { skuCode: acc.kase, bundlePrice: 9900 },
          { skuCode: acc.soldOut, bundlePrice: 4900 },
        ],
      },
    ]);
});

afterAll(async () => {
  await db()
    .delete(schema.bundles)
    .where(inArray(schema.bundles.code, [bundle.ok, bundle.short]));
  await dropFixture(db(), f);
});

describe('a bundle', () => {
  it('is priced in the cart, at checkout and in the order as one unit with its items, and reserves every item', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty, 2, { bundleCode: bundle.ok });

    // The cart: the line carries its items at their bundle prices and totals them.
    const c = (await s.b.post<CartView>('/api/cart/cart/getCart/pc', {})).body.data;
    const line = c.cartInfos.find((l) => l.skuCd === f.sku.plenty)!;
    expect(line.bundle).toMatchObject({ code: bundle.ok, problem: null });
    expect(line.bundle!.items.map((i) => [i.skuCd, i.bundlePrice])).toEqual([
      [acc.kase, 9900],
      [acc.charger, 14900],
    ]);
    expect(line.lineTotal).toBe(2 * (300000 + 9900 + 14900));

    const stock = { main: await stockOf(db(), f.sku.plenty), kase: await stockOf(db(), acc.kase), charger: await stockOf(db(), acc.charger) };
    const v = (await confirm(s.b, { source: cart, couponId: null })).body.data;
    expect(v.lines.map((l) => [l.skuCd, l.qty, l.unitPrice, l.bundle?.role ?? null])).toEqual([
      [f.sku.plenty, 2, 300000, 'main'],
      [acc.kase, 2, 9900, 'item'],
      [acc.charger, 2, 14900, 'item'],
    ]);
    // 商品总额 at list prices (phone ¥3,200, case ¥199, charger ¥249), the bundle's saving as 活动优惠.
    expect(v.breakdown).toMatchObject({ goods: 2 * (320000 + 19900 + 24900), activityDiscount: 2 * (20000 + 10000 + 10000), payable: 2 * 324800 });
    expect(breakdownAddsUp(v.breakdown)).toBe(true);

    const r = await submit(s.b, submitBodyFor(v, cart));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.breakdown).toEqual(v.breakdown);
    expect(await stockOf(db(), f.sku.plenty)).toBe(stock.main - 2);
    expect(await stockOf(db(), acc.kase)).toBe(stock.kase - 2);
    expect(await stockOf(db(), acc.charger)).toBe(stock.charger - 2);

    // The order's lines: the bundle price split over them in whole fen, summing to what was charged.
    const order = await orderRow(db(), r.body.data.orderNo);
    const lines = await db().select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
    expect(lines.map((l) => [l.skuCode, l.bundleRole, l.bundleGroup, l.goodsAmt])).toEqual([
      [f.sku.plenty, 'main', 0, 600000],
      [acc.kase, 'item', 0, 19800],
      [acc.charger, 'item', 0, 29800],
    ]);
    expect(lines.reduce((n, l) => n + l.goodsAmt, 0)).toBe(order.payableAmt);

    // The detail shows the items under the bundle.
    const d = (await s.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: r.body.data.orderNo })).body.data;
    expect(d.lines.map((l) => [l.skuCd, l.bundle?.role, l.tag])).toEqual([
      [f.sku.plenty, 'main', '套装'],
      [acc.kase, 'item', null],
      [acc.charger, 'item', null],
    ]);

    // Cancelled: every item's stock comes back.
    const cancelled = await s.b.post('/api/order/orderInfo/cancelOrder', { ordNo: r.body.data.orderNo });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(db(), acc.kase)).toBe(stock.kase);
    expect(await stockOf(db(), acc.charger)).toBe(stock.charger);
  });

  it('with an item out of stock cannot be bought: the cart and checkout say why, nothing is reserved', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty, 1, { bundleCode: bundle.short });
    const c = (await s.b.post<CartView>('/api/cart/cart/getCart/pc', {})).body.data;
    expect(c.cartInfos[0]!.bundle!.problem).toBe('套装「H14 表带套装」中的H14 表带库存不足，该套装暂无法购买');

    const v = await confirm(s.b, { source: cart });
    expect(v.status).toBe(409);
    expect(v.body).toMatchObject({
      success: false,
      code: 'ERR_ORDER_CHECK_STOCK_EMPTY',
      message: '套装「H14 表带套装」中的H14 表带库存不足，该套装暂无法购买',
    });
  });

  it('whose item sells out between the view and the submit is refused in the order transaction, with nothing reserved', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty, 2, { bundleCode: bundle.ok });
    const v = (await confirm(s.b, { source: cart })).body.data;
    const mainBefore = await stockOf(db(), f.sku.plenty);
    const kaseBefore = await stockOf(db(), acc.kase);
    await db().update(schema.skus).set({ stock: 1 }).where(eq(schema.skus.skuCode, acc.charger));
    try {
      const r = await submit(s.b, submitBodyFor(v, cart));
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 'ERR_ORDER_CHECK_STOCK_EMPTY' });
      expect(r.body.message).toContain('H14 充电器');
      expect(await stockOf(db(), f.sku.plenty)).toBe(mainBefore);
      expect(await stockOf(db(), acc.kase)).toBe(kaseBefore);
      expect(await stockOf(db(), acc.charger)).toBe(1);
    } finally {
      await db().update(schema.skus).set({ stock: 100 }).where(eq(schema.skus.skuCode, acc.charger));
    }
  });

  it('that is not the product’s own is refused at checkout with ERR_BUNDLE_CONFLICT', async () => {
    const s = await shopper(t.baseUrl);
    // Written straight into the cart (the add call checks it): a bundle of another product.
    await addToCart(s.b, f.sku.cheap, 1);
    await db()
      .update(schema.cartItems)
      .set({ options: { serviceIds: [], giftIds: [], chCd: 1, ordTyp: 1, bundleCode: 'BDL-S25U-PROTECT' } })
      .where(eq(schema.cartItems.ownerKey, s.userNo));
    const v = await confirm(s.b, { source: cart });
    expect(v.status).toBe(409);
    expect(v.body.code).toBe('ERR_BUNDLE_CONFLICT');
  });
});

describe('one breakdown', () => {
  it('the submit, the order list, the order detail and the pay page answer the same breakdown, with coupon and points', async () => {
    const s = await shopper(t.baseUrl);
    await claim(s.b, f.cpn.all100);
    const placed = await placeOrder(s, f.sku.plenty, { qty: 1, points: 500 });
    const b = placed.breakdown;
    expect(b).toEqual(placed.view.breakdown);
    expect(b).toMatchObject({ goods: 320000, activityDiscount: 20000, coupon: 10000, points: 500, total: 289500, payable: 289500 });
    expect(breakdownAddsUp(b)).toBe(true);

    const list = (await s.b.post<OrderPage>('/api/order/orderInfo/getPortalOrders', { tab: 'all' })).body.data;
    const card = list.list.find((o) => o.orderNo === placed.orderNo)!;
    expect(card.breakdown).toEqual(b);
    expect(card.total).toBe(b.total);
    const d = (await s.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: placed.orderNo })).body.data;
    expect(d.breakdown).toEqual(b);
    const due = await s.b.get<PaymentDue>(`/api/order/pay/due/${placed.orderNo}`);
    expect(due.status, JSON.stringify(due.body)).toBe(200);
    expect(due.body.data.breakdown).toEqual(b);
    expect(due.body.data.amount).toBe(b.payable);
  });

  it('an order placed before breakdowns were stored shows the one derived from its amounts, adding up', async () => {
    const s = await shopper(t.baseUrl);
    const placed = await placeOrder(s, f.sku.plenty, { qty: 2, couponId: null });
    await db().update(schema.orders).set({ breakdown: null }).where(eq(schema.orders.orderNo, placed.orderNo));
    const d = (await s.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: placed.orderNo })).body.data;
    expect(d.breakdown).toEqual(placed.breakdown);
    expect(d.breakdown).toMatchObject({ goods: 640000, activityDiscount: 40000, total: 600000 });
  });

  it('the pay page of another member’s order answers 404', async () => {
    const s = await shopper(t.baseUrl);
    const other = await shopper(t.baseUrl);
    const placed = await placeOrder(s, f.sku.plenty, { couponId: null });
    expect((await other.b.get(`/api/order/pay/due/${placed.orderNo}`)).status).toBe(404);
  });
});

describe('points', () => {
  it('are earned on the amount paid, not on the list price', async () => {
    const s = await shopper(t.baseUrl);
    await claim(s.b, f.cpn.all100);
    const placed = await placeOrder(s, f.sku.plenty, { points: 800 });
    // List ¥3,200; paid ¥3,000 − ¥100 coupon − ¥8 points = ¥2,892.
    expect(placed.breakdown.payable).toBe(289200);
    await pay(db(), life, placed.orderNo, 'full', placed.payableAmt);
    for (let i = 0; i < 10; i++) {
      const moved = await s.b.post<{ moved: string }>(`/api/dev/orders/${placed.orderNo}/advance`, {});
      if (moved.body.data?.moved === 'delivered') break;
    }
    const done = await s.b.post<{ pointsEarned: number }>('/api/order/orderInfo/confirmReceipt', { ordNo: placed.orderNo });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.pointsEarned).toBe(2892);
    const row = await orderRow(db(), placed.orderNo);
    const earned = await db().select().from(schema.pointEntries).where(eq(schema.pointEntries.orderNo, placed.orderNo));
    expect(earned.filter((e) => e.kind === 'order_earn').map((e) => e.delta)).toEqual([2892]);
    expect(row.status).toBe('completed');
  });
});

/**
 * The member's orders: counts per tab, pages, detail, history, logistics (the simulated
 * carrier advanced step by step through the dev route up to delivered), confirm receipt
 * (completed, points earned), and another member's order answering 404 on every call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import { AUTO_CONFIRM_DAYS, type LogisticsView, type OrderCounts, type OrderDetail, type OrderPage } from '@shop/contracts/order';
import { Browser, useTestApi } from './harness.ts';
import { createFixture, dropFixture, shopper, type Fixture, type Shopper } from './checkout-fixtures.ts';
import { lifecycleFor, orderRow, pay, placeOrder, type TestLifecycle } from './order-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
let f: Fixture;
let life: TestLifecycle;
const db = () => t.database.db;

beforeAll(async () => {
  f = await createFixture(db());
  life = lifecycleFor(t);
});
afterAll(async () => {
  await dropFixture(db(), f);
});

const counts = async (s: Shopper) => (await s.b.post<OrderCounts>('/api/order/orderInfo/getOrderCnt', {})).body.data;
const list = (s: Shopper, body: object) => s.b.post<OrderPage>('/api/order/orderInfo/getPortalOrders', body);
const detail = (s: Shopper, ordNo: string) => s.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo });
const advance = (b: Browser, orderNo: string) => b.post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`, {});
const pointsOf = async (memberId: number) =>
  Number(
    (
      await db()
        .select({ s: sql<string>`coalesce(sum(${schema.pointEntries.delta}), 0)` })
        .from(schema.pointEntries)
        .where(eq(schema.pointEntries.memberId, memberId))
    )[0]!.s,
  );

describe('the order list', () => {
  it('counts and lists the orders per tab, newest first, in pages of at most 20', async () => {
    const s = await shopper(t.baseUrl);
    expect(await counts(s)).toEqual({ all: 0, pendingPayment: 0, pendingShipment: 0, pendingReceipt: 0, completed: 0, cancelled: 0 });
    const a = await placeOrder(s, f.sku.plenty);
    const b = await placeOrder(s, f.sku.plenty, { qty: 2 });
    const c = await placeOrder(s, f.sku.cheap);
    await pay(db(), life, b.orderNo, 'full', b.payableAmt);
    await s.b.post('/api/order/orderInfo/cancelOrder', { ordNo: c.orderNo });
    const p = await placeOrder(s, f.sku.presale, { extra: { subTyp: 4, actId: f.act.presale } });
    await pay(db(), life, p.orderNo, 'deposit', p.payableAmt);

    expect(await counts(s)).toEqual({ all: 4, pendingPayment: 2, pendingShipment: 1, pendingReceipt: 0, completed: 0, cancelled: 1 });

    const all = await list(s, { tab: 'all', pageNo: 1, pageSize: 2 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.list.map((o) => o.orderNo)).toEqual([p.orderNo, c.orderNo]);
    const page2 = await list(s, { tab: 'all', pageNo: 2, pageSize: 2 });
    expect(page2.body.data.list.map((o) => o.orderNo)).toEqual([b.orderNo, a.orderNo]);

    const pending = (await list(s, { tab: 'pendingPayment' })).body.data;
    expect(pending.list.map((o) => o.orderNo).sort()).toEqual([a.orderNo, p.orderNo].sort());
    const cardA = pending.list.find((o) => o.orderNo === a.orderNo)!;
    expect(cardA).toMatchObject({ status: 'pending_payment', statusLabel: '待付款', actions: ['pay', 'cancel'], dueNow: a.payableAmt, qtyTotal: 1 });
    expect(cardA.payRemainingMs).toBeGreaterThan(0);
    expect(cardA.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cardA.lines[0]).toMatchObject({ skuCd: f.sku.plenty, qty: 1, unitPrice: 300000 });
    expect(cardA.lines[0]!.image).toMatch(/^\/media\/product\//);
    expect(cardA.lines[0]!.attrs).toEqual(expect.arrayContaining([{ name: '颜色', value: '幻夜黑' }]));
    const cardP = pending.list.find((o) => o.orderNo === p.orderNo)!;
    expect(cardP).toMatchObject({ status: 'deposit_paid', statusLabel: '待付尾款', actions: [] });
    expect(cardP.lines[0]!.tag).toBe('预售');

    const shipping = (await list(s, { tab: 'pendingShipment' })).body.data;
    expect(shipping.list.map((o) => o.orderNo)).toEqual([b.orderNo]);
    expect(shipping.list[0]).toMatchObject({ statusLabel: '待发货', actions: ['cancelRefund'], paidAmt: b.payableAmt });

    const bad = await list(s, { tab: 'nope', pageSize: 50 });
    expect(bad.status).toBe(400);
    const big = await list(s, { pageSize: 21 });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('每页最多20条');
  });

  it('keeps orders placed more than 180 days ago in the history list only', async () => {
    const s = await shopper(t.baseUrl);
    const old = await placeOrder(s, f.sku.plenty);
    const recent = await placeOrder(s, f.sku.plenty);
    await db()
      .update(schema.orders)
      .set({ createdAt: new Date(Date.now() - 200 * 24 * 3600_000) })
      .where(eq(schema.orders.orderNo, old.orderNo));
    expect((await counts(s)).all).toBe(1);
    expect((await list(s, {})).body.data.list.map((o) => o.orderNo)).toEqual([recent.orderNo]);
    const history = await s.b.post<OrderPage>('/api/order/orderInfo/getHistoryOrders', {});
    expect(history.status).toBe(200);
    expect(history.body.data.list.map((o) => o.orderNo)).toEqual([old.orderNo]);
    expect((await detail(s, old.orderNo)).status).toBe(200);
  });
});

describe('an order from payment to completion', () => {
  it('ships, travels, is delivered, and confirming receipt completes it with points', async () => {
    const s = await shopper(t.baseUrl);
    const placed = await placeOrder(s, f.sku.plenty, { qty: 2 });
    const d0 = (await detail(s, placed.orderNo)).body.data;
    expect(d0).toMatchObject({ status: 'pending_payment', logistics: null, presale: null, remark: '' });
    expect(d0.address).toMatchObject({ receiver: '张三', region: '上海市 浦东新区' });
    expect(d0.address.mobileMasked).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(d0.timeline.map((e) => e.code)).toEqual(['created']);
    expect(d0.amounts.goodsAmt).toBe(600000);

    // Not paid yet: no logistics step.
    expect((await advance(s.b, placed.orderNo)).status).toBe(409);
    await pay(db(), life, placed.orderNo, 'full', placed.payableAmt);
    const before = await s.b.get<LogisticsView>(`/api/order/logistics/${placed.orderNo}`);
    expect(before.body.data).toMatchObject({ carrier: null, trackingNo: null, events: [], delivered: false });

    const moves: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await advance(s.b, placed.orderNo);
      if (r.status !== 200) break;
      moves.push(r.body.data.moved);
      if (r.body.data.moved === 'shipped') {
        expect((await counts(s)).pendingReceipt).toBe(1);
        // Not delivered yet: receipt cannot be confirmed.
        const early = await s.b.post('/api/order/orderInfo/confirmReceipt', { ordNo: placed.orderNo });
        expect(early.status).toBe(409);
      }
    }
    expect(moves).toEqual(['shipped', 'tracking', 'tracking', 'tracking', 'delivered']);

    const lg = (await s.b.get<LogisticsView>(`/api/order/logistics/${placed.orderNo}`)).body.data;
    expect(lg.carrier).toMatch(/顺丰速运|京东物流/);
    expect(lg.trackingNo).toMatch(/^(SF|JDX)\d{13}$/);
    expect(lg.delivered).toBe(true);
    expect(lg.events).toHaveLength(5);
    expect(lg.events[0]!.code).toBe('signed');
    expect(lg.events[0]!.description).toContain('已签收');
    expect(lg.events.at(-1)!.code).toBe('picked_up');
    expect(lg.route[0]).toBe('深圳市');
    expect(lg.route.join(' ')).toContain('浦东新区');

    const d1 = (await detail(s, placed.orderNo)).body.data;
    expect(d1).toMatchObject({ status: 'delivered', actions: ['confirmReceipt', 'logistics'] });
    expect(d1.logistics).toMatchObject({ carrier: lg.carrier, trackingNo: lg.trackingNo });
    expect(d1.logistics!.latest!.code).toBe('signed');
    expect(d1.timeline.map((e) => e.code)).toEqual(['created', 'paid', 'shipped', 'delivered']);

    const row = await orderRow(db(), placed.orderNo);
    const points = await pointsOf(row.memberId);
    const done = await s.b.post<OrderDetail & { pointsEarned: number }>('/api/order/orderInfo/confirmReceipt', { ordNo: placed.orderNo });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'completed', statusLabel: '已完成', pointsEarned: Math.floor(row.paidAmt / 100) });
    expect(await pointsOf(row.memberId)).toBe(points + Math.floor(row.paidAmt / 100));
    const twice = await s.b.post('/api/order/orderInfo/confirmReceipt', { ordNo: placed.orderNo });
    expect(twice.status).toBe(409);
    expect(await pointsOf(row.memberId)).toBe(points + Math.floor(row.paidAmt / 100));
    expect((await counts(s)).completed).toBe(1);
    expect((await advance(s.b, placed.orderNo)).status).toBe(409);
  });
});

describe("another member's order", () => {
  it('answers 404 ERR_ORDER_NOT_FOUND on every call, like one that does not exist', async () => {
    const owner = await shopper(t.baseUrl);
    const other = await shopper(t.baseUrl);
    const placed = await placeOrder(owner, f.sku.plenty);
    const calls = [
      () => other.b.post('/api/order/orderInfo/getPortalOrderDetails', { ordNo: placed.orderNo }),
      () => other.b.post('/api/order/orderInfo/cancelOrder', { ordNo: placed.orderNo }),
      () => other.b.post('/api/order/orderInfo/confirmReceipt', { ordNo: placed.orderNo }),
      () => other.b.get(`/api/order/logistics/${placed.orderNo}`),
    ];
    for (const call of calls) {
      const r = await call();
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, code: 'ERR_ORDER_NOT_FOUND', message: '订单不存在' });
    }
    const missing = await other.b.post('/api/order/orderInfo/getPortalOrderDetails', { ordNo: '999999999999999999' });
    expect(missing.status).toBe(404);
    expect((await list(other, {})).body.data.total).toBe(0);
    expect((await orderRow(db(), placed.orderNo)).status).toBe('pending_payment');
  });

  it('and the order calls need a signed-in member', async () => {
    const visitor = await new Browser(t.baseUrl).prime();
    const r = await visitor.post('/api/order/orderInfo/getOrderCnt', {});
    expect(r.status).toBe(401);
  });
});

describe('automatic receipt confirmation', () => {
  /** Places, pays and delivers one order; then moves its delivery `days` back. */
  async function deliveredDaysAgo(s: Shopper, days: number) {
    const placed = await placeOrder(s, f.sku.plenty);
    await pay(db(), life, placed.orderNo, 'full', placed.payableAmt);
    for (let i = 0; i < 10; i++) if ((await advance(s.b, placed.orderNo)).body.data.moved === 'delivered') break;
    await db()
      .update(schema.orders)
      .set({ deliveredAt: new Date(Date.now() - days * 24 * 3600_000) })
      .where(eq(schema.orders.orderNo, placed.orderNo));
    return placed.orderNo;
  }

  it(`completes an order ${AUTO_CONFIRM_DAYS} days after delivery with its points; a more recent delivery waits`, async () => {
    const s = await shopper(t.baseUrl);
    const overdue = await deliveredDaysAgo(s, AUTO_CONFIRM_DAYS + 1);
    const recent = await deliveredDaysAgo(s, AUTO_CONFIRM_DAYS - 1);
    const row = await orderRow(db(), overdue);
    const points = await pointsOf(row.memberId);

    expect(await life.completeOverdue(new Date())).toBeGreaterThanOrEqual(1);
    const d = (await detail(s, overdue)).body.data;
    expect(d.status).toBe('completed');
    expect(d.timeline.at(-1)!.description).toBe(`签收满 ${AUTO_CONFIRM_DAYS} 天，系统已自动确认收货，获得 ${Math.floor(row.paidAmt / 100)} 积分`);
    expect(await pointsOf(row.memberId)).toBe(points + Math.floor(row.paidAmt / 100));
    expect((await detail(s, recent)).body.data.status).toBe('delivered');

    // Once: a second sweep earns nothing more, and the member's own confirmation is refused.
    await life.completeOverdue(new Date());
    expect(await pointsOf(row.memberId)).toBe(points + Math.floor(row.paidAmt / 100));
    expect((await s.b.post('/api/order/orderInfo/confirmReceipt', { ordNo: overdue })).status).toBe(409);
  });
});

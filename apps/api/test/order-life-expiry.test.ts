/**
 * The payment timeout and the member's cancel: an unpaid order past its deadline is
 * cancelled by the sweep (time moved by the test) and gives back SKU stock, flash-sale
 * stock, the coupon and the points; the per-order job handler does the same for one order;
 * a pre-sale order whose balance window closed unpaid is cancelled with its deposit kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import { useTestApi } from './harness.ts';
import { claim, createFixture, dropFixture, shopper, type Fixture } from './checkout-fixtures.ts';
import { lifecycleFor, orderRow, pay, placeOrder, stockOf, type TestLifecycle } from './order-fixtures.ts';

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

const pointsOf = async (memberId: number) =>
  Number(
    (
      await db()
        .select({ s: sql<string>`coalesce(sum(${schema.pointEntries.delta}), 0)` })
        .from(schema.pointEntries)
        .where(eq(schema.pointEntries.memberId, memberId))
    )[0]!.s,
  );
const actStockOf = async (actCd: string, skuCode: string) =>
  (
    await db()
      .select({ n: schema.activitySkus.actStock })
      .from(schema.activitySkus)
      .innerJoin(schema.activities, eq(schema.activities.id, schema.activitySkus.activityId))
      .where(and(eq(schema.activities.actCd, actCd), eq(schema.activitySkus.skuCode, skuCode)))
  )[0]!.n;
/** Moves one order's pay deadline into the past (its timeout is due now). */
const backdate = (orderNo: string) =>
  db()
    .update(schema.orders)
    .set({ payDeadline: new Date(Date.now() - 1000) })
    .where(eq(schema.orders.orderNo, orderNo));
const couponStatus = async (id: number) =>
  (await db().select({ s: schema.memberCoupons.status }).from(schema.memberCoupons).where(eq(schema.memberCoupons.id, id)))[0]!.s;

describe('the payment timeout', () => {
  it('cancels an unpaid order at its deadline and gives back stock, coupon and points', async () => {
    const s = await shopper(t.baseUrl);
    await claim(s.b, f.cpn.all100);
    const stock0 = await stockOf(db(), f.sku.plenty);
    const placed = await placeOrder(s, f.sku.plenty, { qty: 2, points: 300 });
    const row = await orderRow(db(), placed.orderNo);
    expect(row.memberCouponId).not.toBeNull();
    expect(row.pointsUsed).toBe(300);
    expect(await stockOf(db(), f.sku.plenty)).toBe(stock0 - 2);
    expect(await couponStatus(row.memberCouponId!)).toBe('used');
    const points = await pointsOf(row.memberId);

    // Before its deadline the sweep leaves it alone.
    await life.cancelExpired(new Date());
    expect((await orderRow(db(), placed.orderNo)).status).toBe('pending_payment');

    // Time moved by the test: this order's deadline is now past (the database is shared with
    // other test files, so the sweep runs at the real time rather than half an hour ahead).
    await backdate(placed.orderNo);
    expect(await life.cancelExpired(new Date())).toBeGreaterThanOrEqual(1);
    const after = await orderRow(db(), placed.orderNo);
    expect(after).toMatchObject({ status: 'cancelled', cancelReason: '订单超时未支付，已自动取消' });
    expect(await stockOf(db(), f.sku.plenty)).toBe(stock0);
    expect(await couponStatus(row.memberCouponId!)).toBe('unused');
    expect(await pointsOf(row.memberId)).toBe(points + 300);

    // A second sweep (or the job arriving late) changes nothing more.
    await life.cancelExpired(new Date());
    expect(await life.expireJob(placed.orderNo)).toBe(false);
    expect(await stockOf(db(), f.sku.plenty)).toBe(stock0);
    expect(await pointsOf(row.memberId)).toBe(points + 300);

    // The detail tells the shopper why.
    const d = await s.b.post<{ status: string; cancelReason: string; actions: string[] }>('/api/order/orderInfo/getPortalOrderDetails', {
      ordNo: placed.orderNo,
    });
    expect(d.body.data).toMatchObject({ status: 'cancelled', cancelReason: '订单超时未支付，已自动取消', actions: [] });
  });

  it('gives a flash-sale order its activity stock back (the job handler path, server clock moved)', async () => {
    const s = await shopper(t.baseUrl);
    const act0 = await actStockOf(f.act.flash, f.sku.flash);
    const stock0 = await stockOf(db(), f.sku.flash);
    const placed = await placeOrder(s, f.sku.flash, { extra: { subTyp: 3, actId: f.act.flash } });
    expect(await actStockOf(f.act.flash, f.sku.flash)).toBe(act0! - 1);
    const row = await orderRow(db(), placed.orderNo);
    expect(row.kind).toBe('seckill');

    // The job fires early: nothing happens.
    expect(await life.expireJob(placed.orderNo)).toBe(false);
    expect((await orderRow(db(), placed.orderNo)).status).toBe('pending_payment');
    // The server clock moved past the deadline (test hook): the job cancels it.
    t.clock.offsetMs = row.payDeadline.getTime() - Date.now() + 5000;
    expect(await life.expireJob(placed.orderNo)).toBe(true);
    t.clock.offsetMs = 0;
    expect((await orderRow(db(), placed.orderNo)).status).toBe('cancelled');
    expect(await actStockOf(f.act.flash, f.sku.flash)).toBe(act0);
    expect(await stockOf(db(), f.sku.flash)).toBe(stock0);
  });

  it('cancels a pre-sale order whose balance window closed unpaid, keeping the deposit', async () => {
    const s = await shopper(t.baseUrl);
    const stock0 = await stockOf(db(), f.sku.presale);
    const placed = await placeOrder(s, f.sku.presale, { extra: { subTyp: 4, actId: f.act.presale } });
    const row = await orderRow(db(), placed.orderNo);
    expect(await pay(db(), life, placed.orderNo, 'deposit', row.payableAmt)).toBe('applied');

    // Deposit paid: the payment deadline no longer applies.
    expect(await life.expireOne(placed.orderNo, new Date(row.payDeadline.getTime() + 1000))).toBe(false);
    expect((await orderRow(db(), placed.orderNo)).status).toBe('deposit_paid');

    const d0 = await s.b.post<{ presale: { phase: string; unpaidRule: string; depositPaid: boolean } }>('/api/order/orderInfo/getPortalOrderDetails', {
      ordNo: placed.orderNo,
    });
    expect(d0.body.data.presale).toMatchObject({ phase: 'before', depositPaid: true });
    expect(d0.body.data.presale.unpaidRule).toContain('定金不予退还');

    // The balance window closes (moved into the past for this order only), then the sweep runs.
    await db()
      .update(schema.orders)
      .set({ balanceBeginAt: new Date(Date.now() - 3 * 3600_000), balanceEndAt: new Date(Date.now() - 1000) })
      .where(eq(schema.orders.orderNo, placed.orderNo));
    expect(await life.cancelExpired(new Date())).toBeGreaterThanOrEqual(1);
    const after = await orderRow(db(), placed.orderNo);
    expect(after).toMatchObject({ status: 'cancelled', cancelReason: '尾款未在规定时间内支付，定金不予退还', paidAmt: row.payableAmt });
    expect(await stockOf(db(), f.sku.presale)).toBe(stock0);
  });
});

describe('the member cancels', () => {
  it('an unpaid order (everything given back), but not a paid one', async () => {
    const s = await shopper(t.baseUrl);
    const stock0 = await stockOf(db(), f.sku.plenty);
    const placed = await placeOrder(s, f.sku.plenty, { points: 200 });
    const row = await orderRow(db(), placed.orderNo);
    const points = await pointsOf(row.memberId);
    const r = await s.b.post<{ status: string; cancelReason: string; timeline: { code: string }[] }>('/api/order/orderInfo/cancelOrder', {
      ordNo: placed.orderNo,
      reason: '不想要了',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.status).toBe('cancelled');
    expect(r.body.data.cancelReason).toBe('用户取消（不想要了）');
    expect(r.body.data.timeline.map((e) => e.code)).toContain('cancelled');
    expect(await stockOf(db(), f.sku.plenty)).toBe(stock0);
    expect(await pointsOf(row.memberId)).toBe(points + 200);

    const again = await s.b.post('/api/order/orderInfo/cancelOrder', { ordNo: placed.orderNo });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ERR_ORDER_STATUS');

    const paid = await placeOrder(s, f.sku.plenty);
    await pay(db(), life, paid.orderNo, 'full', paid.payableAmt);
    // A paid order's cancel needs a reason (its refund is tested in order-cancel-refund.test.ts).
    const no = await s.b.post('/api/order/orderInfo/cancelOrder', { ordNo: paid.orderNo });
    expect(no.status).toBe(400);
    expect(no.body.message).toBe('请选择取消原因');
    expect((await orderRow(db(), paid.orderNo)).status).toBe('paid');
  });

  it('with bad input gets a Chinese 400, not a 500', async () => {
    const s = await shopper(t.baseUrl);
    const r = await s.b.post('/api/order/orderInfo/cancelOrder', { ordNo: 'abc' });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('订单号不正确');
    const long = await s.b.post('/api/order/orderInfo/cancelOrder', { ordNo: '123456789012345678', reason: '长'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('取消原因最多100个字');
  });
});

/**
 * Cancel and refund before shipment (issue #17 item 1) against the real database and the sandbox
 * gateways over real HTTP: a member cancels a paid order with a reason, what the order held goes
 * back, the money goes back through the gateway that took it (WeChat Pay, Alipay, an imitation
 * provider), the gateway's signed refund notification settles it exactly once (a replay changes
 * nothing, a forged one is refused), the query fallback settles one whose notification never
 * came, ten concurrent cancels make one refund, another member's order is not found, and a
 * refund the gateway failed is sent again by staff.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@shop/db';
import type { AdminOrderDetail } from '@shop/contracts/admin-orders';
import type { OrderDetail } from '@shop/contracts/order';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, useTestApi } from './harness.ts';
import { createPayment, member, orderRow, placeOrder, pressSandbox, waitForStatus, PAY_TEST_SKU } from './payment-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });

type Method = 'wxpay' | 'alipay' | 'jdpay';

/** A member's order for one phone, paid in the sandbox with `method`. */
async function paidOrder(method: Method = 'wxpay') {
  const m = await member(t);
  const placed = await placeOrder(m);
  const p = await createPayment(m.b, placed.orderNo, method);
  expect((await pressSandbox(p.qrContent ?? p.cashierUrl!, 'confirm')).status).toBeLessThan(400);
  expect((await waitForStatus(m.b, p.payNo, true)).status).toBe('paid');
  return { m, orderNo: placed.orderNo as string, payNo: p.payNo, amount: p.amount };
}

const detailOf = async (b: Browser, ordNo: string) => b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo });
const cancel = (b: Browser, ordNo: string, reason?: string) =>
  b.post<OrderDetail>('/api/order/orderInfo/cancelOrder', { ordNo, ...(reason ? { reason } : {}) });
const stockOf = async (sku: string) => Number((await t.database.pool.query('SELECT stock FROM skus WHERE sku_code = $1', [sku])).rows[0].stock);
const refundRows = (orderNo: string) => t.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderNo, orderNo));

/** Polls the member's order until its status is `status` (the sandbox notifies within a second or two). */
async function waitForOrder(b: Browser, ordNo: string, status: string, timeoutMs = 15_000): Promise<OrderDetail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const d = (await detailOf(b, ordNo)).body.data;
    if (d.status === status || Date.now() > until) return d;
    await new Promise((res) => setTimeout(res, 200));
  }
}

describe('the member cancels a paid order', () => {
  it.each<Method>(['wxpay', 'alipay', 'jdpay'])(
    '%s: refunding, the money back through the gateway, then 已退款; stock back; the member told',
    async (method) => {
      const { m, orderNo, payNo, amount } = await paidOrder(method);
      const before = await detailOf(m.b, orderNo);
      expect(before.body.data.actions).toEqual(['cancelRefund']);
      const stock = await stockOf(PAY_TEST_SKU);

      const res = await cancel(m.b, orderNo, '不想要了');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'refunding', statusLabel: '退款中', actions: [], cancelReason: '用户取消（不想要了）' });
      expect(await stockOf(PAY_TEST_SKU)).toBe(stock + 1);

      const done = await waitForOrder(m.b, orderNo, 'refunded');
      expect(done).toMatchObject({ status: 'refunded', statusLabel: '已退款', refundedAmt: amount });
      expect(done.refunds).toEqual([expect.objectContaining({ amount, method, status: 'succeeded', statusLabel: '已退款' })]);
      expect(done.timeline.map((e) => e.description).join('\n')).toMatch(/退款 ¥[\d,.]+ 已原路退回/);
      const [row] = await refundRows(orderNo);
      expect(row).toMatchObject({ payNo, amount, status: 'succeeded', requestKey: `cancel:${orderNo}` });
      expect(row!.providerRefundNo).toBeTruthy();
      // The settlement came by notification, logged as applied once.
      const logged = await t.database.db
        .select()
        .from(schema.paymentNotifications)
        .where(and(eq(schema.paymentNotifications.payNo, payNo), eq(schema.paymentNotifications.outcome, 'refund-applied')));
      expect(logged).toHaveLength(1);
      const inbox = await t.database.pool.query('SELECT title FROM system_messages WHERE body LIKE $1 ORDER BY id', [`%${orderNo}%`]);
      expect(inbox.rows.map((r) => r.title)).toEqual(expect.arrayContaining(['订单已取消，退款处理中', '退款成功']));
    },
  );

  it('needs a reason; the list shows the order under 已取消; a second cancel is refused and refunds nothing more', async () => {
    const { m, orderNo } = await paidOrder();
    const none = await cancel(m.b, orderNo);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ success: false, code: 'ERR_CANCEL_REASON_REQUIRED', message: '请选择取消原因' });
    expect((await orderRow(t, orderNo)).status).toBe('paid');
    expect(await refundRows(orderNo)).toHaveLength(0);

    expect((await cancel(m.b, orderNo, '商品选错/多选')).status).toBe(200);
    const again = await cancel(m.b, orderNo, '不想要了');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_ORDER_STATUS', message: '订单已取消' });
    expect(await refundRows(orderNo)).toHaveLength(1);
    const list = await m.b.post<{ list: { orderNo: string }[] }>('/api/order/orderInfo/getPortalOrders', { tab: 'cancelled' });
    expect(list.body.data.list.map((o) => o.orderNo)).toContain(orderNo);
  });

  it('ten cancels at once: one succeeds, nine are refused, one refund of the amount paid', async () => {
    const { m, orderNo, amount } = await paidOrder();
    const replies = await Promise.all(Array.from({ length: 10 }, () => cancel(m.b, orderNo, '不想要了')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(9);
    const rows = await refundRows(orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(amount);
    await waitForOrder(m.b, orderNo, 'refunded');
    const trades = await t.database.pool.query('SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS sum FROM sandbox_refunds WHERE out_trade_no = $1', [
      rows[0]!.payNo,
    ]);
    expect(trades.rows[0]).toEqual({ n: 1, sum: amount });
  });

  it("another member's order is not found, and nothing moves", async () => {
    const { orderNo } = await paidOrder();
    const stranger = await member(t);
    const res = await cancel(stranger.b, orderNo, '不想要了');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'ERR_ORDER_NOT_FOUND' });
    expect((await orderRow(t, orderNo)).status).toBe('paid');
  });

  it('a shipped order cannot be cancelled: the member is told to use after-sales', async () => {
    const { m, orderNo } = await paidOrder();
    expect((await m.b.post(`/api/dev/orders/${orderNo}/advance`, {})).status).toBe(200);
    const res = await cancel(m.b, orderNo, '不想要了');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('订单已发货，不可取消，请在收货后申请售后');
    expect(await refundRows(orderNo)).toHaveLength(0);
  });
});

describe('refund notifications', () => {
  it('a replayed notification changes nothing; a forged one is refused and logged', async () => {
    const { m, orderNo, payNo } = await paidOrder('wxpay');
    await cancel(m.b, orderNo, '不想要了');
    await waitForOrder(m.b, orderNo, 'refunded');
    const [note] = await t.database.db
      .select()
      .from(schema.paymentNotifications)
      .where(and(eq(schema.paymentNotifications.payNo, payNo), eq(schema.paymentNotifications.outcome, 'refund-applied')));
    const headers = note!.headers as Record<string, string>;
    const post = (body: string) => fetch(`${t.baseUrl}/api/order/pay/refund-notify/wxpay`, { method: 'POST', headers, body });

    const replay = await post(note!.body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    const forged = await post(note!.body.replace(/"ciphertext":"(.)/, (_m, c: string) => `"ciphertext":"${c === 'A' ? 'B' : 'A'}`));
    expect(forged.status).toBe(401);

    const rows = await refundRows(orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
    const outcomes = (await t.database.db.select().from(schema.paymentNotifications).where(eq(schema.paymentNotifications.method, 'wxpay')))
      .filter(
        (n) =>
          n.payNo === payNo ||
          (n.outcome.startsWith('refund-rejected') &&
            n.body === note!.body.replace(/"ciphertext":"(.)/, (_m, c: string) => `"ciphertext":"${c === 'A' ? 'B' : 'A'}`)),
      )
      .map((n) => n.outcome);
    expect(outcomes.filter((o) => o === 'refund-applied')).toHaveLength(1);
    expect(outcomes).toContain('refund-duplicate');
    expect(outcomes).toContain('refund-rejected-signature');
    expect((await detailOf(m.b, orderNo)).body.data.refundedAmt).toBe(rows[0]!.amount);
  });
});

describe('a payment that came too late', () => {
  it('is owed back on the refund desk in the closing transaction (late:<payNo>), sent, and settled by its notification', async () => {
    const m = await member(t);
    const placed = await placeOrder(m);
    const p = await createPayment(m.b, placed.orderNo, 'wxpay');
    expect((await cancel(m.b, placed.orderNo)).status).toBe(200);
    // The shopper pays anyway: the whole payment is given back through the ledger.
    expect((await pressSandbox(p.qrContent!, 'confirm')).status).toBe(200);
    await expect
      .poll(async () => (await refundRows(placed.orderNo)).map((r) => [r.requestKey, r.status]), { timeout: 15_000 })
      .toEqual([[`late:${p.payNo}`, 'succeeded']]);
    const [row] = await refundRows(placed.orderNo);
    expect(row).toMatchObject({ payNo: p.payNo, amount: p.amount });
    const outcomes = (await t.database.db.select().from(schema.paymentNotifications).where(eq(schema.paymentNotifications.payNo, p.payNo))).map(
      (n) => n.outcome,
    );
    expect(outcomes).toEqual(expect.arrayContaining(['refunded', 'refund-applied']));
    expect(outcomes.filter((o) => o.startsWith('refund-rejected'))).toEqual([]);
    // The cancelled order stays cancelled; its detail lists the refund as a late payment given
    // back, outside what the order took and refunded (已支付 ¥0 and no 已退款: the figures add up).
    expect((await orderRow(t, placed.orderNo)).status).toBe('cancelled');
    const d = (await detailOf(m.b, placed.orderNo)).body.data;
    expect(d.refunds).toEqual([expect.objectContaining({ amount: p.amount, late: true, statusLabel: '已退款' })]);
    expect(d.amounts.paidAmt).toBe(0);
    expect(d.refundedAmt).toBe(0);
  });
});

/** A signed-in staff member of `role`, one-time password replaced. */
async function staff(role: string) {
  const account = await createStaffAccount(t.database, { name: `退款${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: 'Lantern-2026-ok' })).status).toBe(200);
  return { b, account };
}

describe('staff', () => {
  it('财务 cancels a paid order with its refund; audited; 仓储 may not', async () => {
    const { m, orderNo, amount } = await paidOrder('alipay');
    const { b: wh } = await staff('仓储');
    expect((await wh.post(`/api/admin/orders/${orderNo}/cancel`, { reason: '仓库缺货' })).status).toBe(403);
    const { b, account } = await staff('财务');
    const before = await b.get<AdminOrderDetail>(`/api/admin/orders/${orderNo}`);
    expect(before.body.data.can).toEqual({ ship: true, cancel: false, cancelRefund: true, retryRefund: false });
    const res = await b.post<AdminOrderDetail>(`/api/admin/orders/${orderNo}/cancel`, { reason: '仓库缺货' });
    expect(res.status).toBe(200);
    expect(res.body.data.order.status).toBe('refunding');
    expect(res.body.data.refunds).toEqual([expect.objectContaining({ amount, methodName: '支付宝', retried: false })]);
    const audit = await t.database.pool.query('SELECT staff_id, action, before, after FROM staff_audit_log WHERE target = $1', [`order:${orderNo}`]);
    expect(audit.rows).toEqual([
      { staff_id: account.id, action: 'order.cancelled', before: { status: 'paid' }, after: { status: 'refunding', reason: '仓库缺货', refund: amount } },
    ]);
    expect((await waitForOrder(m.b, orderNo, 'refunded')).cancelReason).toBe('商城取消（仓库缺货）');
  });

  it('a refund the gateway failed: 退款异常, staff send it again (new refund number), then 已退款', async () => {
    const { m, orderNo, payNo, amount } = await paidOrder('wxpay');
    const switched = await fetch(`${t.baseUrl}/api/sandbox/wxpay/test/refund-behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outTradeNo: payNo, outcome: 'failed', suppressNotify: false }),
    });
    expect(switched.status).toBe(200);
    await cancel(m.b, orderNo, '不想要了');
    const failed = await waitForOrder(m.b, orderNo, 'refund_failed');
    expect(failed).toMatchObject({ status: 'refund_failed', statusLabel: '退款异常', actions: [] });
    const { b } = await staff('财务');
    const d = await b.get<AdminOrderDetail>(`/api/admin/orders/${orderNo}`);
    expect(d.body.data.can.retryRefund).toBe(true);
    expect(d.body.data.refunds[0]).toMatchObject({ status: 'failed', failureReason: expect.any(String) });

    // 仓储 and 客服 do not hold refunds.write: 403 in the envelope, the refund not sent again, no audit row.
    const refundsBefore = await refundRows(orderNo);
    for (const role of ['仓储', '客服']) {
      const refused = await (await staff(role)).b.post(`/api/admin/orders/${orderNo}/refund-retry`, {});
      expect(refused.status, role).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', data: { permission: 'refunds.write' } });
    }
    expect(await refundRows(orderNo)).toEqual(refundsBefore);
    expect((await orderRow(t, orderNo)).status).toBe('refund_failed');
    expect((await t.database.pool.query('SELECT 1 FROM staff_audit_log WHERE target = $1', [`order:${orderNo}`])).rowCount).toBe(0);

    await fetch(`${t.baseUrl}/api/sandbox/wxpay/test/refund-behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outTradeNo: payNo, outcome: 'success', suppressNotify: false }),
    });
    const retried = await b.post<AdminOrderDetail>(`/api/admin/orders/${orderNo}/refund-retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body.data.refunds.map((r) => r.retried)).toEqual([true, false]);
    const done = await waitForOrder(m.b, orderNo, 'refunded');
    expect(done.refundedAmt).toBe(amount);
    expect(done.refunds).toHaveLength(1);
    const again = await b.post(`/api/admin/orders/${orderNo}/refund-retry`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_ORDER_STATUS', message: '订单当前没有失败的退款' });
  });

  it('no notification comes: the sweep asks the gateway and settles the refund', async () => {
    const { m, orderNo, payNo } = await paidOrder('jdpay');
    const switched = await fetch(`${t.baseUrl}/api/sandbox/jdpay/test/refund-behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outTradeNo: payNo, outcome: 'success', suppressNotify: true }),
    });
    expect(switched.status).toBe(200);
    await cancel(m.b, orderNo, '不想要了');
    await new Promise((res) => setTimeout(res, 1_500));
    expect((await orderRow(t, orderNo)).status).toBe('refunding');
    // A minute later by the server's clock, the sweep queries what has not been settled.
    t.clock.offsetMs = 60_000;
    expect((await m.b.post('/api/dev/refunds/sweep', {})).status).toBe(200);
    expect((await orderRow(t, orderNo)).status).toBe('refunded');
    expect((await refundRows(orderNo))[0]!.queriedAt).not.toBeNull();
  });
});

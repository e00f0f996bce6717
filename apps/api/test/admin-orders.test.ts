/**
 * The console's 订单 and 概览 (issue #16) against the real database: orders placed and paid
 * through the shop's own checkout and sandbox gateway, then listed, read, shipped and cancelled
 * by staff (the list by member number too, for 会员详情's 全部订单). Each endpoint with good input, bad input (400 in Chinese, nothing written), a role
 * that is not allowed (403, nothing changed, no audit row); a second ship refused; the
 * dashboard's figures checked against the orders this test makes.
 */
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderPage, Dashboard } from '@shop/contracts/admin-orders';
import type { OrderDetail } from '@shop/contracts/order';
import { beijingDate } from '@shop/contracts/beijing-time';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, useTestApi, type Reply } from './harness.ts';
import { createPayment, member, orderRow, placeOrder, pressSandbox, waitForStatus, PAY_TEST_SKU } from './payment-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
const NEW_PASSWORD = 'Lantern-2026-ok';

/** A signed-in staff member of `role`, one-time password replaced. */
async function staff(role: string) {
  const account = await createStaffAccount(t.database, { name: `订单${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD })).status).toBe(200);
  return { b, account };
}

/** A member with an order placed (unpaid), or paid through the sandbox wxpay gateway. */
async function order(paid: boolean) {
  const m = await member(t);
  const placed = await placeOrder(m);
  if (paid) {
    const p = await createPayment(m.b, placed.orderNo, 'wxpay');
    expect((await pressSandbox(p.qrContent!, 'confirm')).status).toBe(200);
    expect((await waitForStatus(m.b, p.payNo)).status).toBe('paid');
  }
  return { m, orderNo: placed.orderNo as string };
}

const auditCount = async (target?: string) =>
  Number(
    (
      await t.database.pool.query(
        target ? 'SELECT count(*) AS n FROM staff_audit_log WHERE target = $1' : 'SELECT count(*) AS n FROM staff_audit_log',
        target ? [target] : [],
      )
    ).rows[0].n,
  );
const auditRows = async (target: string) =>
  (await t.database.pool.query('SELECT staff_id, actor, action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [target])).rows;

function expect400(res: Reply, message: string | RegExp) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
  expect(res.body.message).toMatch(message);
}
function expect403(res: Reply) {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', message: '当前角色无权执行该操作' });
}

describe('order list', () => {
  it('filters by order number, member phone, status, pay method and day; sorts and pages', async () => {
    const { b } = await staff('客服');
    const a = await order(true);
    const bOrder = await order(false);
    const one = await b.get<AdminOrderPage>(`/api/admin/orders?orderNo=${a.orderNo}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('no-store');
    expect(one.body.data).toMatchObject({ total: 1, totalCapped: false });
    const row = await orderRow(t, a.orderNo);
    expect(one.body.data.list[0]).toMatchObject({
      orderNo: a.orderNo,
      status: 'paid',
      statusLabel: '待发货',
      memberMobile: `${a.m.mobile.slice(0, 3)}****${a.m.mobile.slice(7)}`,
      receiver: '王五',
      paidAmt: row.paidAmt,
      payMethods: ['wxpay'],
      carrier: null,
    });
    // The member's phone finds only their orders; the breakdown's total is the one the shop shows.
    const mine = await b.get<AdminOrderPage>(`/api/admin/orders?mobile=${bOrder.m.mobile}`);
    expect(mine.body.data.list.map((r) => r.orderNo)).toEqual([bOrder.orderNo]);
    const shop = await bOrder.m.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: bOrder.orderNo });
    expect(mine.body.data.list[0]).toMatchObject({ total: shop.body.data.total, qtyTotal: shop.body.data.qtyTotal });
    expect((await b.get<AdminOrderPage>('/api/admin/orders?mobile=13900000000')).body.data).toMatchObject({ total: 0, list: [] });
    // Status and pay method.
    const paidWx = await b.get<AdminOrderPage>(`/api/admin/orders?mobile=${a.m.mobile}&status=paid&payMethod=wxpay`);
    expect(paidWx.body.data.list.map((r) => r.orderNo)).toEqual([a.orderNo]);
    expect((await b.get<AdminOrderPage>(`/api/admin/orders?mobile=${a.m.mobile}&payMethod=alipay`)).body.data.total).toBe(0);
    expect((await b.get<AdminOrderPage>(`/api/admin/orders?orderNo=${bOrder.orderNo}&status=paid`)).body.data.total).toBe(0);
    // Days are Beijing days, both ends included.
    const today = beijingDate(Date.now());
    const day = await b.get<AdminOrderPage>(`/api/admin/orders?orderNo=${a.orderNo}&from=${today}&to=${today}`);
    expect(day.body.data.total).toBe(1);
    expect((await b.get<AdminOrderPage>(`/api/admin/orders?orderNo=${a.orderNo}&from=2020-01-01&to=2020-01-02`)).body.data.total).toBe(0);
    // Sort and paging over today's orders.
    const asc = await b.get<AdminOrderPage>(`/api/admin/orders?from=${today}&sort=createdAt&pageSize=100`);
    const times = asc.body.data.list.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    const byPaid = await b.get<AdminOrderPage>(`/api/admin/orders?from=${today}&sort=-paidAmt&pageSize=100`);
    const paid = byPaid.body.data.list.map((r) => r.paidAmt);
    expect(paid).toEqual([...paid].sort((x, y) => y - x));
    const p2 = await b.get<AdminOrderPage>(`/api/admin/orders?from=${today}&pageSize=1&page=2`);
    expect(p2.body.data).toMatchObject({ page: 2, pageSize: 1 });
    expect(p2.body.data.list[0]!.orderNo).toBe((await b.get<AdminOrderPage>(`/api/admin/orders?from=${today}&pageSize=2`)).body.data.list[1]!.orderNo);
  });

  it('filters by member number (会员详情’s 全部订单): only that member’s orders, with the other filters', async () => {
    const { b } = await staff('客服');
    const a = await order(true);
    const second = await placeOrder(a.m);
    const other = await order(false);
    const memberId = (await orderRow(t, a.orderNo)).memberId;
    const all = await b.get<AdminOrderPage>(`/api/admin/orders?memberId=${memberId}`);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((r) => r.orderNo)).toEqual([second.orderNo, a.orderNo]);
    expect(all.body.data.list.every((r) => r.memberId === memberId)).toBe(true);
    expect(all.body.data.list.map((r) => r.orderNo)).not.toContain(other.orderNo);
    expect((await b.get<AdminOrderPage>(`/api/admin/orders?memberId=${memberId}&status=paid`)).body.data.list.map((r) => r.orderNo)).toEqual([a.orderNo]);
    // With another member's phone, nothing matches both.
    expect((await b.get<AdminOrderPage>(`/api/admin/orders?memberId=${memberId}&mobile=${other.m.mobile}`)).body.data.total).toBe(0);
    expect((await b.get<AdminOrderPage>('/api/admin/orders?memberId=999999999')).body.data).toMatchObject({ total: 0, list: [] });
    expect400(await b.get('/api/admin/orders?memberId=abc'), '会员编号须为正整数');
    expect400(await b.get('/api/admin/orders?memberId=0'), '会员编号须为正整数');
    expect400(await b.get('/api/admin/orders?memberId=1.5'), '会员编号须为正整数');
    const { b: editor } = await staff('内容编辑');
    expect403(await editor.get(`/api/admin/orders?memberId=${memberId}`));
  });

  it('answers bad filters with 400 in Chinese', async () => {
    const { b } = await staff('客服');
    expect400(await b.get('/api/admin/orders?orderNo=12ab'), '订单号须为18位数字');
    expect400(await b.get('/api/admin/orders?mobile=123'), '手机号须为11位数字');
    expect400(await b.get('/api/admin/orders?status=lost'), '订单状态不正确');
    expect400(await b.get('/api/admin/orders?payMethod=cash'), '支付方式不正确');
    expect400(await b.get('/api/admin/orders?from=2026-02-30'), '开始日期不是有效日期');
    expect400(await b.get('/api/admin/orders?from=2026-03-02&to=2026-03-01'), '开始日期不能晚于结束日期');
    expect400(await b.get('/api/admin/orders?sort=mobile'), '排序方式不正确');
    expect400(await b.get('/api/admin/orders?pageSize=500'), '每页最多100条');
  });

  it('refuses a role without orders.read (403 in the envelope) and anyone not signed in (401)', async () => {
    const { b } = await staff('内容编辑');
    expect403(await b.get('/api/admin/orders'));
    expect403(await b.get('/api/admin/reports/dashboard'));
    const anon = await new Browser(t.baseUrl).prime();
    expect((await anon.get('/api/admin/orders')).status).toBe(401);
    // A member's token is no staff session.
    const { m } = await order(false);
    expect((await m.b.get('/api/admin/orders')).status).toBe(401);
  });
});

describe('order detail', () => {
  it('shows lines and the breakdown exactly as the member sees them, payments, messages and events', async () => {
    const { b } = await staff('客服');
    const { m, orderNo } = await order(true);
    const res = await b.get<AdminOrderDetail>(`/api/admin/orders/${orderNo}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    const shop = await m.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: orderNo });
    expect(d.order.breakdown).toEqual(shop.body.data.breakdown);
    expect(d.order.lines).toEqual(shop.body.data.lines);
    expect(d.order.amounts).toEqual(shop.body.data.amounts);
    expect(d.order.lines[0]!.skuCd).toBe(PAY_TEST_SKU);
    expect(d.payments).toEqual([
      expect.objectContaining({ method: 'wxpay', methodName: '微信支付', status: 'paid', stage: 'full', amount: d.order.amounts.payableAmt }),
    ]);
    expect(d.messages.map((x) => x.title)).toContain('订单支付成功');
    expect(d.events.map((e) => e.code).sort()).toEqual(shop.body.data.timeline.map((e) => e.code).sort());
    expect(d.events.map((e) => e.code)).toContain('paid');
    expect(d.can).toEqual({ ship: true, cancel: false, cancelRefund: true, retryRefund: false });
  });

  it('answers 404 for an order that does not exist and 400 for a malformed number', async () => {
    const { b } = await staff('客服');
    const res = await b.get('/api/admin/orders/999999999999999999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'ERR_ORDER_NOT_FOUND', message: '订单不存在' });
    expect400(await b.get('/api/admin/orders/12345'), '订单号须为18位数字');
  });

  it('refuses a role without orders.read: 403 in the envelope, no audit row', async () => {
    const { b, account } = await staff('内容编辑');
    const { orderNo } = await order(true);
    const all = await auditCount();
    const res = await b.get(`/api/admin/orders/${orderNo}`);
    expect403(res);
    expect(res.body.data).toEqual({ permission: 'orders.read' });
    expect(await auditCount(`order:${orderNo}`)).toBe(0);
    expect(await auditCount()).toBe(all);
    const { rows } = await t.database.pool.query('SELECT action FROM staff_audit_log WHERE staff_id = $1 AND action LIKE $2', [account.id, 'order%']);
    expect(rows).toEqual([]);
  });
});

describe('shipping', () => {
  it('ships a paid order through the logistics adapter once; the member sees tracking and a message; audited', async () => {
    const { b, account } = await staff('仓储');
    const { m, orderNo } = await order(true);
    const res = await b.post<AdminOrderDetail>(`/api/admin/orders/${orderNo}/ship`, { carrier: 'SF', trackingNo: 'sf1234567890123' });
    expect(res.status).toBe(200);
    expect(res.body.data.order).toMatchObject({ status: 'shipped', logistics: { carrier: '顺丰速运', trackingNo: 'SF1234567890123' } });
    expect(res.body.data.can).toEqual({ ship: false, cancel: false, cancelRefund: false, retryRefund: false });
    // The member's own order page and logistics view show the waybill; the first tracking step is there.
    const detail = await m.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: orderNo });
    expect(detail.body.data).toMatchObject({ status: 'shipped', logistics: { carrier: '顺丰速运', trackingNo: 'SF1234567890123' } });
    const track = await m.b.get<{ events: { code: string }[]; trackingNo: string }>(`/api/order/logistics/${orderNo}`);
    expect(track.body.data.trackingNo).toBe('SF1234567890123');
    expect(track.body.data.events.map((e) => e.code)).toEqual(['picked_up']);
    expect(res.body.data.messages.map((x) => x.title)).toContain('订单已发货');
    const audit = await auditRows(`order:${orderNo}`);
    expect(audit).toEqual([
      expect.objectContaining({
        staff_id: account.id,
        action: 'order.shipped',
        before: { status: 'paid' },
        after: { status: 'shipped', carrier: '顺丰速运', trackingNo: 'SF1234567890123' },
      }),
    ]);
    // Shipping again: refused, nothing changed, no second audit row.
    const again = await b.post(`/api/admin/orders/${orderNo}/ship`, { carrier: 'JD', trackingNo: 'JDX1234567890123' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'ERR_ORDER_STATUS', message: '订单已发货，请勿重复发货' });
    expect((await orderRow(t, orderNo)).trackingNo).toBe('SF1234567890123');
    expect(await auditCount(`order:${orderNo}`)).toBe(1);
  });

  it('two staff shipping the same order at once: one applies, the other is refused', async () => {
    const { b } = await staff('仓储');
    const { b: b2 } = await staff('超级管理员');
    const { orderNo } = await order(true);
    const [x, y] = await Promise.all([
      b.post(`/api/admin/orders/${orderNo}/ship`, { carrier: 'SF', trackingNo: 'SF1111111111111' }),
      b2.post(`/api/admin/orders/${orderNo}/ship`, { carrier: 'YTO', trackingNo: 'YT2222222222222' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(await auditCount(`order:${orderNo}`)).toBe(1);
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_no = $1 AND e.code = 'shipped'",
      [orderNo],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses an unpaid order, bad input (400 in Chinese) and a role without shipping.write, changing nothing', async () => {
    const { b } = await staff('仓储');
    const { orderNo } = await order(false);
    const unpaid = await b.post(`/api/admin/orders/${orderNo}/ship`, { carrier: 'SF', trackingNo: 'SF1234567890123' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({ code: 'ERR_ORDER_STATUS', message: '订单待付款，不能发货' });
    const paid = await order(true);
    const before = await auditCount();
    expect400(await b.post(`/api/admin/orders/${paid.orderNo}/ship`, { carrier: 'UPS', trackingNo: 'SF1234567890123' }), '请选择承运商');
    expect400(await b.post(`/api/admin/orders/${paid.orderNo}/ship`, { carrier: 'SF', trackingNo: '' }), '请输入运单号');
    expect400(await b.post(`/api/admin/orders/${paid.orderNo}/ship`, { carrier: 'SF', trackingNo: 'JDX1234567890123' }), '顺丰速运运单号格式不正确');
    expect400(await b.post(`/api/admin/orders/${paid.orderNo}/ship`, { carrier: 'SF', trackingNo: 'SF-123' }), '运单号只能包含字母和数字');
    const { b: cs } = await staff('客服');
    const beforeCs = await auditCount();
    expect403(await cs.post(`/api/admin/orders/${paid.orderNo}/ship`, { carrier: 'SF', trackingNo: 'SF1234567890123' }));
    expect(await auditCount()).toBe(beforeCs);
    expect(before).toBeLessThanOrEqual(beforeCs);
    const row = await orderRow(t, paid.orderNo);
    expect(row).toMatchObject({ status: 'paid', carrier: null, trackingNo: null });
    expect(await auditCount(`order:${paid.orderNo}`)).toBe(0);
  });
});

describe('cancelling', () => {
  it('cancels an unpaid order with a reason: stock back, the member told, audited', async () => {
    const { b, account } = await staff('财务');
    const { m, orderNo } = await order(false);
    const stockBefore = Number((await t.database.pool.query('SELECT stock FROM skus WHERE sku_code = $1', [PAY_TEST_SKU])).rows[0].stock);
    const res = await b.post<AdminOrderDetail>(`/api/admin/orders/${orderNo}/cancel`, { reason: ' 客户来电要求取消 ' });
    expect(res.status).toBe(200);
    expect(res.body.data.order).toMatchObject({ status: 'cancelled', cancelReason: '商城取消（客户来电要求取消）' });
    const stockAfter = Number((await t.database.pool.query('SELECT stock FROM skus WHERE sku_code = $1', [PAY_TEST_SKU])).rows[0].stock);
    expect(stockAfter).toBe(stockBefore + 1);
    const shop = await m.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: orderNo });
    expect(shop.body.data.status).toBe('cancelled');
    expect(res.body.data.messages.map((x) => x.title)).toContain('订单已取消');
    expect(await auditRows(`order:${orderNo}`)).toEqual([
      expect.objectContaining({
        staff_id: account.id,
        action: 'order.cancelled',
        before: { status: 'pending_payment' },
        after: { status: 'cancelled', reason: '客户来电要求取消' },
      }),
    ]);
    const again = await b.post(`/api/admin/orders/${orderNo}/cancel`, { reason: '再次取消' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_ORDER_STATUS', message: '订单已取消' });
    expect(await auditCount(`order:${orderNo}`)).toBe(1);
  });

  it('refuses a shipped order, a missing reason and a role without refunds.write, changing nothing', async () => {
    const { b } = await staff('财务');
    const paid = await order(true);
    expect((await paid.m.b.post(`/api/dev/orders/${paid.orderNo}/advance`, {})).status).toBe(200);
    const r = await b.post(`/api/admin/orders/${paid.orderNo}/cancel`, { reason: '不想要了' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'ERR_ORDER_STATUS', message: '订单已发货，不可取消，请在收货后申请售后' });
    expect((await orderRow(t, paid.orderNo)).status).toBe('shipped');
    const unpaid = await order(false);
    expect400(await b.post(`/api/admin/orders/${unpaid.orderNo}/cancel`, {}), '请填写取消原因');
    expect400(await b.post(`/api/admin/orders/${unpaid.orderNo}/cancel`, { reason: '短' }), '取消原因至少2个字');
    expect400(await b.post(`/api/admin/orders/${unpaid.orderNo}/cancel`, { reason: '长'.repeat(101) }), '取消原因最多100个字');
    const { b: wh } = await staff('仓储');
    expect403(await wh.post(`/api/admin/orders/${unpaid.orderNo}/cancel`, { reason: '仓库缺货' }));
    expect((await orderRow(t, unpaid.orderNo)).status).toBe('pending_payment');
    expect(await auditCount(`order:${unpaid.orderNo}`)).toBe(0);
    expect(await auditCount(`order:${paid.orderNo}`)).toBe(0);
  });
});

describe('dashboard', () => {
  it("counts today's orders, paid orders and money taken, and the best sellers, from the orders placed", async () => {
    const { b } = await staff('财务');
    const before = (await b.get<Dashboard>('/api/admin/reports/dashboard')).body.data;
    const paid = [await order(true), await order(true)];
    await order(false);
    const res = await b.get<Dashboard>('/api/admin/reports/dashboard');
    expect(res.status).toBe(200);
    const after = res.body.data;
    const amounts = await Promise.all(paid.map(async (p) => (await orderRow(t, p.orderNo)).paidAmt));
    const taken = amounts.reduce((x, y) => x + y, 0);
    expect(after.today).toBe(beijingDate(Date.now()));
    expect(after.todayFigures.orders - before.todayFigures.orders).toBe(3);
    expect(after.todayFigures.paidOrders - before.todayFigures.paidOrders).toBe(2);
    expect(after.todayFigures.paidAmount - before.todayFigures.paidAmount).toBe(taken);
    expect(after.todayFigures.buyers - before.todayFigures.buyers).toBe(3);
    expect(after.last30.orders - before.last30.orders).toBe(3);
    expect(after.last30.paidAmount - before.last30.paidAmount).toBe(taken);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)).toMatchObject({ day: after.today, orders: after.todayFigures.orders, paidAmount: after.todayFigures.paidAmount });
    const units = (d: Dashboard) => d.topProducts.find((p) => p.skuCode === PAY_TEST_SKU)?.units ?? 0;
    expect(units(after) - units(before)).toBe(2);
    // No beacon in this test: visitors unchanged, and the conversion follows them (null without any).
    expect(after.todayFigures.visitors).toBe(before.todayFigures.visitors);
    expect(after.conversion.today).toBe(after.todayFigures.visitors ? after.todayFigures.orders / after.todayFigures.visitors : null);
    expect(after.orderPayRate).toBeGreaterThan(0);
    expect(after.orderPayRate).toBeLessThanOrEqual(1);
  });

  it('lists on-sale SKUs at or below their stock alert level', async () => {
    const { b } = await staff('财务');
    const { rows } = await t.database.pool.query("SELECT sku_code, stock, low_stock FROM skus WHERE status = 'on_sale' ORDER BY stock, sku_code LIMIT 1");
    const sku = rows[0] as { sku_code: string; stock: number; low_stock: number };
    await t.database.pool.query('UPDATE skus SET low_stock = stock WHERE sku_code = $1', [sku.sku_code]);
    try {
      const d = (await b.get<Dashboard>('/api/admin/reports/dashboard')).body.data;
      expect(d.stockAlerts).toContainEqual({ skuCode: sku.sku_code, name: expect.any(String), stock: sku.stock, lowStock: sku.stock });
      for (const a of d.stockAlerts) expect(a.stock).toBeLessThanOrEqual(a.lowStock);
    } finally {
      await t.database.pool.query('UPDATE skus SET low_stock = $2 WHERE sku_code = $1', [sku.sku_code, sku.low_stock]);
    }
  });

  it('refuses a role without reports.read', async () => {
    const { b } = await staff('仓储');
    expect403(await b.get('/api/admin/reports/dashboard'));
  });
});

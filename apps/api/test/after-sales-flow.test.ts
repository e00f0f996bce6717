/**
 * Returns and exchanges after delivery (issue #17 items 2 and 3) against the real database and
 * the sandbox gateways over real HTTP: a member applies for part of an order with a picture,
 * staff approve, the member ships back, staff inspect and refund through the gateway that took
 * the money (exactly once, the line's paid share to the fen, the rest of the line later adding up
 * to what was paid), an exchange ships a new unit with its stock reserved, and every refusal —
 * windows, quantities, pictures, states, another member's request, staff without the permission —
 * answers in Chinese with nothing written.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@shop/db';
import type { AdminAfterSalesDetail, AdminAfterSalesPage, AfterSalesApplyView, AfterSalesDetail } from '@shop/contracts/after-sales';
import { pngFile } from '../../../test-support/pictures.ts';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, useTestApi } from './harness.ts';
import { member, PAY_TEST_SKU, payAndDeliver, placeOrder } from './payment-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });

type Member = Awaited<ReturnType<typeof member>>;

/** An order of `qty` phones placed through checkout, paid in the sandbox, carried to delivered. */
async function deliveredOrder(qty = 2, m?: Member) {
  const who = m ?? (await member(t));
  const { orderNo } = await placeOrder(who, PAY_TEST_SKU, { qty });
  const payNo = await payAndDeliver(who.b, orderNo);
  const [row] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.orderNo, orderNo));
  expect(row!.status).toBe('delivered');
  const [line] = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, row!.id));
  return { m: who, orderNo, paid: row!.paidAmt, lineId: line!.id, payNo };
}

async function picture(b: Browser): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngFile(24, 24))], { type: 'image/png' }), 'photo.png');
  const res = await b.request<{ url: string }>('POST', '/api/sys/upload?fileMeta=after-sales', { form });
  expect(res.status).toBe(200);
  return res.body.data.url;
}

async function staff(role: string) {
  const account = await createStaffAccount(t.database, { name: `售后${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: 'Lantern-2026-ok' })).status).toBe(200);
  return { b, account };
}

const apply = (b: Browser, body: Record<string, unknown>) => b.post<{ reqNo: string; status: string }>('/api/member/afterSales/apply', body);
const detail = (b: Browser, reqNo: string) => b.get<AfterSalesDetail>(`/api/member/afterSales/detail/${reqNo}`);

async function waitFor(b: Browser, reqNo: string, status: string, ms = 15_000): Promise<AfterSalesDetail> {
  const until = Date.now() + ms;
  for (;;) {
    const d = (await detail(b, reqNo)).body.data;
    if (d.status === status || Date.now() > until) return d;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a return, end to end', () => {
  it('one of two units with a picture: approve, ship back, inspect, refund once; the second unit later; together exactly what was paid', async () => {
    const { m, orderNo, paid, lineId } = await deliveredOrder(2);
    const view = await m.b.get<AfterSalesApplyView>(`/api/member/afterSales/apply/${orderNo}?type=return`);
    expect(view.status).toBe(200);
    expect(view.body.data.lines).toEqual([expect.objectContaining({ lineId, qty: 2, available: 2, refusal: null, sealed: true })]);
    expect(view.body.data.reasons.map((r) => r.code)).toContain('no_reason');

    const pic = await picture(m.b);
    // Opened phone, no fault: refused by the opened-seal rule, nothing written.
    const sealed = await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'no_reason', opened: true, pictures: [pic] });
    expect(sealed.status).toBe(409);
    expect(sealed.body.message).toMatch(/已拆封或已激活的手机，非质量问题不支持退货/);

    const token = `tok${randomText(10)}`;
    const body = { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'no_reason', description: '不想要了', pictures: [pic], clientToken: token };
    const first = await apply(m.b, body);
    expect(first.status).toBe(200);
    // The same submit again (a double click): the same request, no second one.
    expect((await apply(m.b, body)).body.data.reqNo).toBe(first.body.data.reqNo);
    const reqNo = first.body.data.reqNo;
    const d0 = (await detail(m.b, reqNo)).body.data;
    expect(d0).toMatchObject({
      status: 'submitted',
      statusTitle: '待审核',
      pictures: [pic],
      qty: 1,
      refundAmt: Math.floor(paid / 2),
      can: { cancel: true, ship: false },
    });

    const cs = await staff('客服');
    const wh = await staff('仓储');
    const fin = await staff('财务');
    // 仓储 cannot approve; 客服 can. Refused calls write nothing.
    expect((await wh.b.post(`/api/admin/after-sales/${reqNo}/approve`, {})).status).toBe(403);
    expect((await cs.b.post(`/api/admin/after-sales/${reqNo}/refund`, {})).status).toBe(403);
    const approved = await cs.b.post<AdminAfterSalesDetail>(`/api/admin/after-sales/${reqNo}/approve`, { note: '' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'awaiting_return', can: { approve: false } });
    expect((await cs.b.post(`/api/admin/after-sales/${reqNo}/approve`, {})).body.code).toBe('ERR_AFTER_SALES_STATUS');

    const bad = await m.b.post(`/api/member/afterSales/${reqNo}/ship`, { method: 'courier', carrier: 'SF', trackingNo: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('顺丰速运快递单号格式不正确');
    const shipped = await m.b.post<AfterSalesDetail>(`/api/member/afterSales/${reqNo}/ship`, {
      method: 'courier',
      carrier: 'SF',
      trackingNo: 'sf1234567890123',
    });
    expect(shipped.body.data).toMatchObject({
      status: 'awaiting_inspection',
      returnCarrier: '顺丰速运',
      returnTrackingNo: 'SF1234567890123',
      can: { cancel: false },
    });

    expect((await wh.b.post(`/api/admin/after-sales/${reqNo}/inspect`, { result: 'fail' })).body.message).toBe('验货不通过须填写原因（至少2个字）');
    expect((await wh.b.post<AdminAfterSalesDetail>(`/api/admin/after-sales/${reqNo}/inspect`, { result: 'pass' })).body.data.can.refund).toBe(true);

    // Ten refunds at once: one applies; one ledger row of the unit's share.
    const replies = await Promise.all(Array.from({ length: 10 }, () => fin.b.post(`/api/admin/after-sales/${reqNo}/refund`, {})));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(9);
    const rows = await t.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.requestKey, `after-sale:${reqNo}`));
    expect(rows.map((r) => r.amount)).toEqual([Math.floor(paid / 2)]);

    const done = await waitFor(m.b, reqNo, 'completed');
    expect(done).toMatchObject({ status: 'completed', statusTitle: '已完成', refundAmt: Math.floor(paid / 2) });
    expect(done.steps.every((s) => s.state === 'done')).toBe(true);
    expect(done.timeline.map((e) => e.statusTitle)).toEqual(['已完成', '退款中', '验货通过', '待验货', '待寄回', '待审核']);
    const audit = await t.database.pool.query('SELECT action FROM staff_audit_log WHERE target = $1 ORDER BY id', [`after-sales:${reqNo}`]);
    expect(audit.rows.map((r) => r.action)).toEqual(['after_sales.approved', 'after_sales.inspected', 'after_sales.refunded']);
    const told = await t.database.pool.query('SELECT title FROM system_messages WHERE body LIKE $1 ORDER BY id', [`%${reqNo}%`]);
    expect(told.rows.map((r) => r.title)).toEqual(['售后申请已提交', '售后申请审核通过', '商品已验货通过', '退款处理中', '退货退款完成']);

    // The second unit: its share is the rest, so the two refunds add up to what was paid.
    const second = await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'quality', description: '屏幕有坏点' });
    expect(second.status).toBe(200);
    const r2 = second.body.data.reqNo;
    await cs.b.post(`/api/admin/after-sales/${r2}/approve`, {});
    await m.b.post(`/api/member/afterSales/${r2}/ship`, { method: 'pickup' });
    await wh.b.post(`/api/admin/after-sales/${r2}/inspect`, { result: 'pass', note: '确有坏点' });
    expect((await fin.b.post(`/api/admin/after-sales/${r2}/refund`, {})).status).toBe(200);
    const done2 = await waitFor(m.b, r2, 'completed');
    expect(done2.refundAmt + done.refundAmt).toBe(paid);
    expect(done2.returnMethod).toBe('pickup');
    // Nothing left to ask for.
    const third = await apply(m.b, { orderNo, type: 'exchange', lines: [{ lineId, qty: 1 }], reason: 'quality' });
    expect(third.body.code).toBe('ERR_AFTER_SALES_DUPLICATE');
    const sum = await t.database.pool.query("SELECT coalesce(sum(amount), 0)::int AS s FROM refunds WHERE order_no = $1 AND status = 'succeeded'", [orderNo]);
    expect(sum.rows[0].s).toBe(paid);
  });
});

describe('points earned and returns', () => {
  const pointsOf = async (orderNo: string, kind: string) =>
    Number(
      (
        await t.database.pool.query('SELECT coalesce(sum(delta), 0)::int AS s FROM point_entries WHERE (order_no = $1 OR note LIKE $2) AND kind = $3', [
          orderNo,
          `%${orderNo}%`,
          kind,
        ])
      ).rows[0].s,
    );

  /** Approve, ship back by pickup, inspect and refund a return of one unit; answers the request when 已完成. */
  async function returnOne(m: Member, orderNo: string, lineId: number) {
    const reqNo = (await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'quality', description: '屏幕有坏点' })).body.data.reqNo;
    const admin = await staff('超级管理员');
    await admin.b.post(`/api/admin/after-sales/${reqNo}/approve`, {});
    await m.b.post(`/api/member/afterSales/${reqNo}/ship`, { method: 'pickup' });
    await admin.b.post(`/api/admin/after-sales/${reqNo}/inspect`, { result: 'pass' });
    expect((await admin.b.post(`/api/admin/after-sales/${reqNo}/refund`, {})).status).toBe(200);
    return waitFor(m.b, reqNo, 'completed');
  }

  it('an order completed before the return gives back the points earned on the refund; one completed after earns only on what is kept', async () => {
    const before = await deliveredOrder(2);
    const confirmed = await before.m.b.post<{ pointsEarned: number }>('/api/order/orderInfo/confirmReceipt', { ordNo: before.orderNo });
    expect(confirmed.status).toBe(200);
    const earned = await pointsOf(before.orderNo, 'order_earn');
    expect(earned).toBe(Math.floor(before.paid / 100));
    const done = await returnOne(before.m, before.orderNo, before.lineId);
    expect(await pointsOf(before.orderNo, 'after_sale_clawback')).toBe(-Math.floor(done.refundAmt / 100));
    expect(done.timeline.map((e) => e.text)).toContain(`扣回订单完成时赠送的积分 ${Math.floor(done.refundAmt / 100)}`);

    const after = await deliveredOrder(2);
    const kept = await returnOne(after.m, after.orderNo, after.lineId);
    expect((await after.m.b.post('/api/order/orderInfo/confirmReceipt', { ordNo: after.orderNo })).status).toBe(200);
    expect(await pointsOf(after.orderNo, 'order_earn')).toBe(Math.floor((after.paid - kept.refundAmt) / 100));
    expect(await pointsOf(after.orderNo, 'after_sale_clawback')).toBe(0);
  });
});

describe('an exchange', () => {
  it('inspected, then shipped with a new unit reserved from stock; the member confirms; 已完成', async () => {
    const { m, orderNo, lineId } = await deliveredOrder(1);
    const reqNo = (await apply(m.b, { orderNo, type: 'exchange', lines: [{ lineId, qty: 1 }], reason: 'quality', description: '无法开机' })).body.data.reqNo;
    const admin = await staff('超级管理员');
    await admin.b.post(`/api/admin/after-sales/${reqNo}/approve`, {});
    await m.b.post(`/api/member/afterSales/${reqNo}/ship`, { method: 'pickup' });
    await admin.b.post(`/api/admin/after-sales/${reqNo}/inspect`, { result: 'pass' });
    expect((await admin.b.post(`/api/admin/after-sales/${reqNo}/refund`, {})).body.code).toBe('ERR_AFTER_SALES_STATUS');
    const stock = async () => Number((await t.database.pool.query('SELECT stock FROM skus WHERE sku_code = $1', [PAY_TEST_SKU])).rows[0].stock);
    const before = await stock();
    const badWaybill = await admin.b.post(`/api/admin/after-sales/${reqNo}/ship-exchange`, { carrier: 'SF', trackingNo: 'X1' });
    expect(badWaybill.status).toBe(400);
    const shipped = await admin.b.post<AdminAfterSalesDetail>(`/api/admin/after-sales/${reqNo}/ship-exchange`, {
      carrier: 'SF',
      trackingNo: 'SF1234567890123',
    });
    expect(shipped.body.data).toMatchObject({ status: 'exchange_shipped', exchangeCarrier: '顺丰速运', exchangeTrackingNo: 'SF1234567890123' });
    expect(await stock()).toBe(before - 1);
    const confirmed = await m.b.post<AfterSalesDetail>(`/api/member/afterSales/${reqNo}/confirm`, {});
    expect(confirmed.body.data).toMatchObject({ status: 'completed', refundAmt: 0 });
    expect((await m.b.post(`/api/member/afterSales/${reqNo}/confirm`, {})).body.code).toBe('ERR_AFTER_SALES_STATUS');
  });
});

describe('refusals', () => {
  it('bad input, foreign pictures, too many units, states, and another member all refused in Chinese; nothing written', async () => {
    const { m, orderNo, lineId } = await deliveredOrder(1);
    const other = await member(t);
    const count = async () =>
      Number((await t.database.pool.query('SELECT count(*)::int AS n FROM after_sales_requests WHERE order_no = $1', [orderNo])).rows[0].n);

    expect((await apply(m.b, { orderNo, type: 'return', lines: [], reason: 'quality' })).body.message).toBe('请选择申请售后的商品');
    expect((await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }] })).body.message).toBe('请选择售后原因');
    expect((await apply(m.b, { orderNo, type: 'exchange', lines: [{ lineId, qty: 1 }], reason: 'no_reason' })).body.message).toMatch(/换货不支持该原因/);
    const many = await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 2 }], reason: 'quality' });
    expect(many).toMatchObject({ status: 409, body: { code: 'ERR_AFTER_SALES_QTY' } });
    const tenPics = Array.from({ length: 10 }, (_, i) => `/media/uploads/abcdefgh${i}.webp`);
    expect((await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'quality', pictures: tenPics })).body.message).toBe(
      '最多上传9张图片',
    );
    const theirs = await picture(other.b);
    const foreign = await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'quality', pictures: [theirs] });
    expect(foreign).toMatchObject({ status: 400, body: { code: 'ERR_AFTER_SALES_PICTURES' } });
    expect((await apply(other.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'quality' })).status).toBe(404);
    expect((await apply(m.b, { orderNo, type: 'return', lines: [{ lineId: 999999999, qty: 1 }], reason: 'quality' })).body.message).toBe('订单中没有该商品');
    expect(await count()).toBe(0);

    const reqNo = (await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'quality' })).body.data.reqNo;
    // Another member: 404 on every member call.
    expect((await detail(other.b, reqNo)).status).toBe(404);
    expect((await other.b.post(`/api/member/afterSales/${reqNo}/cancel`, {})).status).toBe(404);
    expect((await other.b.post(`/api/member/afterSales/${reqNo}/ship`, { method: 'pickup' })).status).toBe(404);
    // Not yet approved: cannot ship back.
    expect((await m.b.post(`/api/member/afterSales/${reqNo}/ship`, { method: 'pickup' })).body.code).toBe('ERR_AFTER_SALES_STATUS');
    const cancelled = await m.b.post<AfterSalesDetail>(`/api/member/afterSales/${reqNo}/cancel`, {});
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', statusTitle: '已撤销' });
    // The units are free again.
    expect((await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'quality' })).status).toBe(200);

    // Past the windows: delivered 15 days and one millisecond ago.
    await t.database.pool.query("UPDATE orders SET delivered_at = now() - interval '15 days 1 second' WHERE order_no = $1", [orderNo]);
    const late = await m.b.get<AfterSalesApplyView>(`/api/member/afterSales/apply/${orderNo}?type=exchange`);
    expect(late.body.data.lines[0]!.refusal).toBe('已超过签收后 15 天的换货期限');
    expect((await apply(m.b, { orderNo, type: 'exchange', lines: [{ lineId, qty: 1 }], reason: 'quality' })).body.code).toBe('ERR_AFTER_SALES_NOT_ALLOWED');
  });

  it('the console queue filters and counts, shows SLA ages, and 404s an unknown number', async () => {
    const { m, orderNo, lineId } = await deliveredOrder(1);
    const reqNo = (await apply(m.b, { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'damaged' })).body.data.reqNo;
    const { b } = await staff('客服');
    const page = await b.get<AdminAfterSalesPage>(`/api/admin/after-sales?orderNo=${orderNo}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ total: 1, statusCounts: { submitted: 1 } });
    const row = page.body.data.list[0]!;
    expect(row).toMatchObject({
      reqNo,
      statusTitle: '待审核',
      reasonTitle: '收到商品破损或少件',
      overdue: false,
      memberMobile: expect.stringMatching(/^1\d{2}\*{4}\d{4}$/),
    });
    expect(row.slaDueAt! - row.statusSince).toBe(24 * 3600_000);
    expect((await b.get<AdminAfterSalesPage>(`/api/admin/after-sales?orderNo=${orderNo}&overdue=true`)).body.data.total).toBe(0);
    await t.database.pool.query("UPDATE after_sales_requests SET status_since = now() - interval '25 hours' WHERE req_no = $1", [reqNo]);
    const overdue = await b.get<AdminAfterSalesPage>(`/api/admin/after-sales?orderNo=${orderNo}&overdue=true`);
    expect(overdue.body.data.list.map((r) => [r.reqNo, r.overdue])).toEqual([[reqNo, true]]);
    expect((await b.get(`/api/admin/after-sales?status=nope`)).body.message).toBe('售后状态不正确');
    expect((await b.get('/api/admin/after-sales/AS00000000000000')).status).toBe(404);
    expect((await b.post('/api/admin/after-sales/AS00000000000000/reject', { reason: '不符合' })).status).toBe(404);
    const rejected = await b.post<AdminAfterSalesDetail>(`/api/admin/after-sales/${reqNo}/reject`, { reason: '照片显示人为损坏' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '照片显示人为损坏' });
    expect((await detail(m.b, reqNo)).body.data).toMatchObject({ statusTitle: '已驳回', rejectReason: '照片显示人为损坏' });
  });
});

describe('a role without the permission', () => {
  /** The request's row as stored, to compare before and after the refused calls. */
  const rowOf = async (reqNo: string) =>
    (await t.database.pool.query('SELECT row_to_json(r) AS row FROM after_sales_requests r WHERE req_no = $1', [reqNo])).rows[0].row as Record<string, unknown>;
  /** What the refused staff members wrote to the audit log besides signing in. */
  const writesBy = async (ids: number[]) =>
    (
      await t.database.pool.query(
        "SELECT action FROM staff_audit_log WHERE staff_id = ANY($1) AND action NOT IN ('staff.login.succeeded', 'staff.password.changed')",
        [ids],
      )
    ).rows;

  it('gets 403 in the envelope on every console call, changes nothing and leaves no audit row', async () => {
    // One request awaiting review, one shipped back and awaiting inspection: each refused call would otherwise apply.
    const a = await deliveredOrder(1);
    const submitted = (await apply(a.m.b, { orderNo: a.orderNo, type: 'return', lines: [{ lineId: a.lineId, qty: 1 }], reason: 'quality' })).body.data.reqNo;
    const b = await deliveredOrder(1);
    const returned = (await apply(b.m.b, { orderNo: b.orderNo, type: 'exchange', lines: [{ lineId: b.lineId, qty: 1 }], reason: 'quality' })).body.data.reqNo;
    const admin = await staff('超级管理员');
    expect((await admin.b.post(`/api/admin/after-sales/${returned}/approve`, {})).status).toBe(200);
    expect((await b.m.b.post(`/api/member/afterSales/${returned}/ship`, { method: 'pickup' })).status).toBe(200);

    const editor = await staff('内容编辑');
    const cs = await staff('客服');
    const wh = await staff('仓储');
    const before = { submitted: await rowOf(submitted), returned: await rowOf(returned) };
    const calls: [Awaited<ReturnType<typeof staff>>, string, string, string, unknown?][] = [
      [editor, 'GET', '/api/admin/after-sales', 'orders.read'],
      [editor, 'GET', `/api/admin/after-sales/${submitted}`, 'orders.read'],
      [wh, 'POST', `/api/admin/after-sales/${submitted}/approve`, 'after-sales.review', { note: '无权限' }],
      [wh, 'POST', `/api/admin/after-sales/${submitted}/reject`, 'after-sales.review', { reason: '无权限驳回' }],
      [editor, 'POST', `/api/admin/after-sales/${submitted}/reject`, 'after-sales.review', { reason: '无权限驳回' }],
      [cs, 'POST', `/api/admin/after-sales/${returned}/inspect`, 'shipping.write', { result: 'pass' }],
      [cs, 'POST', `/api/admin/after-sales/${returned}/ship-exchange`, 'shipping.write', { carrier: 'SF', trackingNo: 'SF1234567890123' }],
      [wh, 'POST', `/api/admin/after-sales/${returned}/refund`, 'refunds.write', {}],
      [cs, 'POST', `/api/admin/after-sales/${returned}/refund-retry`, 'refunds.write', {}],
      [wh, 'POST', `/api/admin/after-sales/${returned}/refund-retry`, 'refunds.write', {}],
    ];
    for (const [who, method, path, permission, json] of calls) {
      const res = await who.b.request(method, path, { json });
      expect(res.status, `${who.account.roleName} ${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', message: '当前角色无权执行该操作', data: { permission } });
    }
    expect(await rowOf(submitted)).toEqual(before.submitted);
    expect(await rowOf(returned)).toEqual(before.returned);
    expect(before.returned.status).toBe('awaiting_inspection');
    expect((await detail(a.m.b, submitted)).body.data.status).toBe('submitted');
    expect(await t.database.pool.query('SELECT 1 FROM staff_audit_log WHERE target = $1', [`after-sales:${submitted}`])).toMatchObject({ rowCount: 0 });
    const returnedAudit = await t.database.pool.query('SELECT action FROM staff_audit_log WHERE target = $1', [`after-sales:${returned}`]);
    expect(returnedAudit.rows.map((r) => r.action)).toEqual(['after_sales.approved']);
    expect(await writesBy([editor.account.id, cs.account.id, wh.account.id])).toEqual([]);
  });
});

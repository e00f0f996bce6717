/**
 * E-invoices (issue #17 item 4) against the real database and the sandbox gateways over real
 * HTTP: an order placed with an invoice request is invoiced exactly once when it completes, the
 * PDF reads back with the Chinese text, the numbers and the amounts; a member asks for an invoice
 * after purchase or changes the title before issue, and may not once it is issued; another
 * member's order or invoice answers 404; a return refunded after issue produces a red-letter
 * invoice and a new blue one for what remains paid, once. The console's 订单详情 shows 客服 and
 * 仓储 where the invoice stands.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@shop/db';
import { amountInCapitals, type AdminInvoicePage, type OrderInvoice } from '@shop/contracts/invoice';
import { fenToDecimal } from '@shop/contracts/money';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import type { AdminOrderDetail } from '@shop/contracts/admin-orders';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, useTestApi } from './harness.ts';
import { member, PAY_TEST_SKU, payAndDeliver, placeOrder } from './payment-fixtures.ts';
import { pdfText } from '../../../test-support/pdf-text.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
type Member = Awaited<ReturnType<typeof member>>;

const COMPANY = { type: 'company', title: '深圳示例科技有限公司', taxNo: '91440300MA5G8XK2A6', email: 'fp@example.com' } as const;

/** An order of `qty` phones placed with `invoice`, paid in the sandbox, carried to delivered. */
async function deliveredOrder(invoice: Record<string, unknown> | null, qty = 1, m?: Member) {
  const who = m ?? (await member(t));
  const { orderNo } = await placeOrder(who, PAY_TEST_SKU, { qty, invoice });
  await payAndDeliver(who.b, orderNo);
  const [row] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.orderNo, orderNo));
  expect(row!.status).toBe('delivered');
  const [line] = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, row!.id));
  return { m: who, orderNo, paid: row!.paidAmt, line: line! };
}

const invoiceOf = (b: Browser, orderNo: string) => b.get<OrderInvoice>(`/api/member/invoices/order/${orderNo}`);
const ask = (b: Browser, orderNo: string, body: unknown) => b.request<OrderInvoice>('PUT', `/api/member/invoices/order/${orderNo}`, { json: body });
const confirm = (b: Browser, orderNo: string) => b.post('/api/order/orderInfo/confirmReceipt', { ordNo: orderNo });
const invoiceRows = (orderNo: string) => t.database.db.select().from(schema.invoices).where(eq(schema.invoices.orderNo, orderNo)).orderBy(schema.invoices.id);

async function download(b: Browser, url: string) {
  const res = await fetch(t.baseUrl + url, { headers: { cookie: b.cookieHeader(), 'x-forwarded-for': b.ip } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('the blue invoice on completion', () => {
  it('is issued once when the member confirms receipt; the PDF carries seller, buyer, lines, tax and 价税合计 in capitals', async () => {
    const { m, orderNo, paid, line } = await deliveredOrder(COMPANY);
    const before = (await invoiceOf(m.b, orderNo)).body.data;
    expect(before).toMatchObject({ state: 'waiting', stateLabel: '待开票（订单完成后开具）', invoices: [], canChange: true, canRequest: false });
    expect(before.request).toMatchObject({ type: 'company', title: COMPANY.title, taxNo: COMPANY.taxNo });

    expect((await confirm(m.b, orderNo)).status).toBe(200);
    // A second confirm is refused by the order; the invoice stays one.
    expect((await confirm(m.b, orderNo)).status).toBe(409);
    const rows = await invoiceRows(orderNo);
    expect(rows).toHaveLength(1);
    const blue = rows[0]!;
    expect(blue).toMatchObject({ kind: 'blue', status: 'issued', title: COMPANY.title, taxNo: COMPANY.taxNo, total: paid });
    expect(blue.invoiceNo).toMatch(/^\d{20}$/);
    expect(blue.amount + blue.tax).toBe(paid);
    expect(blue.amount).toBe(Math.round((paid * 100) / 113));

    const after = (await invoiceOf(m.b, orderNo)).body.data;
    expect(after).toMatchObject({ state: 'issued', stateLabel: '已开具', canChange: false, canRequest: false });
    expect(after.note).toMatch(/发票已开具，抬头不可修改/);
    expect(after.invoices).toEqual([
      expect.objectContaining({ invoiceNo: blue.invoiceNo, kind: 'blue', total: paid, pdfUrl: `/api/member/invoices/${blue.invoiceNo}/pdf` }),
    ]);

    const pdf = await download(m.b, after.invoices[0]!.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${blue.invoiceNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`电子发票_${blue.invoiceNo}.pdf`)}`,
    );
    const text = await pdfText(pdf.bytes);
    // A long name wraps inside its cell: the line's name is looked for with the breaks taken out.
    expect(text.replace(/\s+/g, '')).toContain(line.skuName.replace(/\s+/g, ''));
    for (const s of [
      '电子发票（普通发票）',
      `发票号码：${blue.invoiceNo}`,
      COMPANY.title,
      COMPANY.taxNo,
      '星辰电子（中国）有限公司',
      '91440300MA5G8XK2A6',
      '13%',
      fenToDecimal(blue.amount),
      fenToDecimal(blue.tax),
      `价税合计（大写）：${amountInCapitals(paid)}`,
      `¥${fenToDecimal(paid)}`,
      `订单号 ${orderNo}`,
      '开票人',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('红字');
  });

  it('an order without an invoice request is not invoiced; the member asks after completion and it is issued at once', async () => {
    const { m, orderNo, paid } = await deliveredOrder(null);
    expect((await invoiceOf(m.b, orderNo)).body.data).toMatchObject({ state: 'none', stateLabel: '未申请', request: null, canRequest: true, canChange: false });
    await confirm(m.b, orderNo);
    expect(await invoiceRows(orderNo)).toEqual([]);
    const asked = await ask(m.b, orderNo, { type: 'personal', title: '张三' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ state: 'issued', request: { type: 'personal', title: '张三', taxNo: null } });
    const rows = await invoiceRows(orderNo);
    expect(rows).toMatchObject([{ kind: 'blue', type: 'personal', title: '张三', total: paid }]);
    const again = await ask(m.b, orderNo, { type: 'personal', title: '李四' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ERR_INVOICE_ALREADY_ISSUED');
    expect(again.body.message).toBe('发票已开具，抬头不可修改；如需重开请联系客服冲红后重新开具');
    expect(await invoiceRows(orderNo)).toHaveLength(1);
  });
});

describe('the member’s request before issue', () => {
  it('changes the title before completion; the invoice is made out to the new one; bad input answers in Chinese with nothing written', async () => {
    const { m, orderNo } = await deliveredOrder({ type: 'personal', title: '个人' });
    const bad = await ask(m.b, orderNo, { type: 'company', title: '深圳示例科技有限公司', taxNo: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/纳税人识别号应为15、18或20位数字或大写字母/);
    const noTitle = await ask(m.b, orderNo, { type: 'company', title: '', taxNo: COMPANY.taxNo });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toMatch(/请输入单位名称/);
    const badMail = await ask(m.b, orderNo, { ...COMPANY, email: 'not-mail' });
    expect(badMail.body.message).toMatch(/请输入正确的邮箱地址/);
    const badOrder = await ask(m.b, 'x1', COMPANY);
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toMatch(/订单号不正确/);
    expect(await t.database.db.select().from(schema.invoiceRequests).where(eq(schema.invoiceRequests.orderNo, orderNo))).toEqual([]);

    const changed = await ask(m.b, orderNo, { ...COMPANY, taxNo: COMPANY.taxNo.toLowerCase() });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      state: 'waiting',
      request: { type: 'company', title: COMPANY.title, taxNo: COMPANY.taxNo, email: COMPANY.email },
    });
    // 专票 is for enterprise-verified members (企业认证); this member is not one.
    const special = await ask(m.b, orderNo, SPECIAL);
    expect(special.status).toBe(403);
    expect(special.body.code).toBe('ERR_INVOICE_SPECIAL_NOT_ALLOWED');
    await confirm(m.b, orderNo);
    expect(await invoiceRows(orderNo)).toMatchObject([{ type: 'company', title: COMPANY.title, taxNo: COMPANY.taxNo, email: COMPANY.email }]);
  });

  it('refuses an unpaid order and one paid more than 180 days ago', async () => {
    const m = await member(t);
    const { orderNo: unpaid } = await placeOrder(m);
    expect((await invoiceOf(m.b, unpaid)).body.data).toMatchObject({ canRequest: false, note: '订单支付后可申请开票' });
    const r = await ask(m.b, unpaid, { type: 'personal', title: '个人' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'ERR_INVOICE_ORDER_NOT_PAID', message: '订单支付后才能申请开票' });

    const { m: m2, orderNo } = await deliveredOrder(null);
    await t.database.db
      .update(schema.orders)
      .set({ paidAt: new Date(Date.now() - 181 * 24 * 3600 * 1000) })
      .where(eq(schema.orders.orderNo, orderNo));
    const late = await ask(m2.b, orderNo, { type: 'personal', title: '个人' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ERR_INVOICE_REQUEST_EXPIRED');
  });

  it("another member's order and invoice answer 404, as unknown ones do; signed out answers 401", async () => {
    const { m, orderNo } = await deliveredOrder(COMPANY);
    await confirm(m.b, orderNo);
    const [blue] = await invoiceRows(orderNo);
    const other = await member(t);
    expect((await invoiceOf(other.b, orderNo)).status).toBe(404);
    const r = await ask(other.b, orderNo, { type: 'personal', title: '冒名' });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('ERR_ORDER_NOT_FOUND');
    expect(await t.database.db.select().from(schema.invoiceRequests).where(eq(schema.invoiceRequests.orderNo, orderNo))).toEqual([]);
    const pdf = await download(other.b, `/api/member/invoices/${blue!.invoiceNo}/pdf`);
    expect(pdf.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(pdf.bytes))).toMatchObject({ code: 'ERR_INVOICE_NOT_FOUND', message: '发票不存在' });
    expect((await download(m.b, '/api/member/invoices/99999999999999999999/pdf')).status).toBe(404);
    expect((await download(m.b, '/api/member/invoices/abc/pdf')).status).toBe(400);
    const anonymous = await new Browser(t.baseUrl).prime();
    expect((await download(anonymous, `/api/member/invoices/${blue!.invoiceNo}/pdf`)).status).toBe(401);
  });
});

async function staff(role: string) {
  const account = await createStaffAccount(t.database, { name: `开票${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: 'Lantern-2026-ok' })).status).toBe(200);
  return b;
}

describe('the console’s 订单详情 (orders.read)', () => {
  it('客服 and 仓储, who may not open 发票, see where the invoice stands, its number and issue time; a role without orders.read gets 403', async () => {
    const { m, orderNo, paid } = await deliveredOrder(COMPANY);
    const cs = await staff('客服');
    const wh = await staff('仓储');
    const invoiceSeen = async (b: Browser) => {
      const r = await b.get<AdminOrderDetail>(`/api/admin/orders/${orderNo}`);
      expect(r.status).toBe(200);
      return r.body.data.invoice;
    };
    expect(await invoiceSeen(cs)).toEqual({ state: 'waiting', stateLabel: '待开票（订单完成后开具）', invoices: [] });
    expect((await cs.get('/api/admin/invoices')).status).toBe(403);

    await confirm(m.b, orderNo);
    const [blue] = await invoiceRows(orderNo);
    const issued = {
      state: 'issued',
      stateLabel: '已开具',
      invoices: [
        {
          invoiceNo: blue!.invoiceNo,
          kind: 'blue',
          kindLabel: '蓝字发票',
          status: 'issued',
          statusLabel: '已开具',
          total: paid,
          issuedAt: formatBeijingTime(blue!.issuedAt.getTime()),
        },
      ],
    };
    expect(await invoiceSeen(cs)).toEqual(issued);
    expect(await invoiceSeen(wh)).toEqual(issued);

    const none = await deliveredOrder(null);
    expect((await cs.get<AdminOrderDetail>(`/api/admin/orders/${none.orderNo}`)).body.data.invoice).toEqual({
      state: 'none',
      stateLabel: '未申请',
      invoices: [],
    });
    const editor = await staff('内容编辑');
    expect((await editor.get(`/api/admin/orders/${orderNo}`)).status).toBe(403);
  }, 60_000);
});

describe('red-letter on a refund after issue', () => {
  it('a returned unit of a completed, invoiced order: one red-letter invoice cancelling the blue one and a new blue one for what remains', async () => {
    const { m, orderNo, paid, line } = await deliveredOrder(COMPANY, 2);
    await confirm(m.b, orderNo);
    const [blue] = await invoiceRows(orderNo);
    expect(blue!.total).toBe(paid);

    const reqNo = (
      await m.b.post<{ reqNo: string }>('/api/member/afterSales/apply', {
        orderNo,
        type: 'return',
        lines: [{ lineId: line.id, qty: 1 }],
        reason: 'quality',
        description: '屏幕有坏点',
      })
    ).body.data.reqNo;
    const admin = await staff('超级管理员');
    await admin.post(`/api/admin/after-sales/${reqNo}/approve`, {});
    await m.b.post(`/api/member/afterSales/${reqNo}/ship`, { method: 'pickup' });
    await admin.post(`/api/admin/after-sales/${reqNo}/inspect`, { result: 'pass' });
    expect((await admin.post(`/api/admin/after-sales/${reqNo}/refund`, {})).status).toBe(200);
    let rows = await invoiceRows(orderNo);
    for (let i = 0; i < 75 && rows.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 200));
      rows = await invoiceRows(orderNo);
    }
    const [req] = await t.database.db.select().from(schema.afterSalesRequests).where(eq(schema.afterSalesRequests.reqNo, reqNo));
    expect(req!.status).toBe('completed');
    expect(rows.map((r) => [r.kind, r.status, r.total])).toEqual([
      ['blue', 'reversed', paid],
      ['red', 'issued', -paid],
      ['blue', 'issued', paid - req!.refundAmt],
    ]);
    const red = rows[1]!;
    expect(red).toMatchObject({ redOf: blue!.invoiceNo, cause: `refund:${reqNo}`, title: COMPANY.title, amount: -blue!.amount, tax: -blue!.tax });
    expect(rows[2]!.lines).toEqual([expect.objectContaining({ qty: 1 })]);

    const view = (await invoiceOf(m.b, orderNo)).body.data;
    expect(view.state).toBe('issued');
    expect(view.invoices.map((i) => i.kindLabel)).toEqual(['蓝字发票', '红字发票', '蓝字发票']);
    const text = await pdfText((await download(m.b, view.invoices[1]!.pdfUrl)).bytes);
    expect(text).toContain('红字');
    expect(text).toContain(`对应蓝字发票号码：${blue!.invoiceNo}`);
    expect(text).toContain(`价税合计（大写）：${amountInCapitals(-paid)}`);
    expect(text).toContain(`-${fenToDecimal(blue!.amount)}`);
  }, 60_000);
});

const SPECIAL = {
  type: 'special',
  title: COMPANY.title,
  taxNo: COMPANY.taxNo,
  bankName: '招商银行深圳分行',
  bankAccount: '755912345678901',
  regAddress: '深圳市南山区科技园南区1号',
  regPhone: '0755-12345678',
} as const;

/** Makes the order's member enterprise-verified (企业认证), as the verification flow would. */
async function verifyEnterprise(orderNo: string) {
  const [o] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.orderNo, orderNo));
  await t.database.db.insert(schema.enterpriseVerifications).values({
    memberId: o!.memberId,
    email: `${randomText(8)}@example.com`,
    company: COMPANY.title,
    programmeCode: 'E2E',
    verifiedAt: new Date(),
  });
}

const auditRows = (orderNo: string) =>
  t.database.pool.query('SELECT action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [`invoice-request:${orderNo}`]).then((r) => r.rows);

describe('专票 and the console’s 发票 (财务)', () => {
  it('an enterprise member asks for a 专票; 客服 cannot review (403, nothing changed, no audit); 财务 rejects with a reason, the member corrects it, 财务 approves, and it is issued at completion', async () => {
    const { m, orderNo, paid } = await deliveredOrder(null);
    expect((await invoiceOf(m.b, orderNo)).body.data.specialAllowed).toBe(false);
    await verifyEnterprise(orderNo);
    expect((await invoiceOf(m.b, orderNo)).body.data.specialAllowed).toBe(true);
    const bad = await ask(m.b, orderNo, { ...SPECIAL, bankAccount: '12ab', regPhone: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/银行账号应为8至30位数字|注册电话格式不正确/);
    const asked = await ask(m.b, orderNo, SPECIAL);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      state: 'waiting',
      stateLabel: '待财务审核',
      request: { type: 'special', review: 'pending_review', bankName: SPECIAL.bankName },
    });

    const cs = await staff('客服');
    const fin = await staff('财务');
    for (const [method, path, body] of [
      ['GET', '/api/admin/invoices', undefined],
      ['GET', '/api/admin/invoice-requests', undefined],
      ['POST', `/api/admin/invoice-requests/${orderNo}/approve`, {}],
      ['POST', `/api/admin/invoice-requests/${orderNo}/reject`, { reason: '开户行有误' }],
    ] as const) {
      const r = await cs.request(method, path, body ? { json: body } : {});
      expect(r.status, path).toBe(403);
    }
    expect((await download(cs, '/api/admin/invoices/26442000000000000001/pdf')).status).toBe(403);
    expect(await auditRows(orderNo)).toEqual([]);
    expect((await t.database.db.select().from(schema.invoiceRequests).where(eq(schema.invoiceRequests.orderNo, orderNo)))[0]!.review).toBe('pending_review');

    const queue = await fin.get<{ list: { orderNo: string; review: string }[]; pending: number }>('/api/admin/invoice-requests');
    expect(queue.status).toBe(200);
    expect(queue.headers.get('cache-control')).toBe('no-store');
    expect(queue.body.data.list.map((r) => r.orderNo)).toContain(orderNo);
    expect(queue.body.data.pending).toBeGreaterThanOrEqual(1);
    const noReason = await fin.post(`/api/admin/invoice-requests/${orderNo}/reject`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/请填写驳回原因/);
    const rejected = await fin.post<{ request: { review: string; rejectReason: string } }>(`/api/admin/invoice-requests/${orderNo}/reject`, {
      reason: '开户行与账号不符',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.request).toMatchObject({ review: 'rejected', rejectReason: '开户行与账号不符' });
    expect((await fin.post(`/api/admin/invoice-requests/${orderNo}/approve`, {})).body.code).toBe('ERR_INVOICE_REVIEW_STATUS');
    expect((await fin.post('/api/admin/invoice-requests/123456789012345678/approve', {})).status).toBe(404);
    expect((await invoiceOf(m.b, orderNo)).body.data).toMatchObject({ stateLabel: '已驳回', request: { rejectReason: '开户行与账号不符' }, canChange: true });

    expect((await ask(m.b, orderNo, { ...SPECIAL, bankName: '招商银行深圳科技园支行' })).body.data.request).toMatchObject({
      review: 'pending_review',
      rejectReason: null,
    });
    const approved = await fin.post<{ request: { review: string }; issuedInvoiceNo: string | null }>(`/api/admin/invoice-requests/${orderNo}/approve`, {});
    expect(approved.body.data).toMatchObject({ request: { review: 'approved' }, issuedInvoiceNo: null });
    expect(await auditRows(orderNo)).toEqual([
      { action: 'invoice.special.rejected', before: { review: 'pending_review' }, after: { review: 'rejected', reason: '开户行与账号不符' } },
      { action: 'invoice.special.approved', before: { review: 'pending_review' }, after: { review: 'approved' } },
    ]);

    await confirm(m.b, orderNo);
    const [issued] = await invoiceRows(orderNo);
    expect(issued).toMatchObject({ type: 'special', bankName: '招商银行深圳科技园支行', total: paid });
    const list = await fin.get<AdminInvoicePage>(`/api/admin/invoices?orderNo=${orderNo}&type=special&kind=blue&status=issued`);
    // the row carries what the console's CSV export writes: buyer, amounts and when
    expect(list.body.data).toMatchObject({
      total: 1,
      list: [
        {
          invoiceNo: issued!.invoiceNo,
          orderNo,
          kindLabel: '蓝字发票',
          typeLabel: '增值税专用发票',
          title: SPECIAL.title,
          taxNo: SPECIAL.taxNo,
          amount: issued!.amount,
          tax: issued!.tax,
          total: paid,
          statusLabel: '已开具',
          issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        },
      ],
    });
    const [listed] = list.body.data.list;
    expect(listed!.amount).toBeGreaterThan(0);
    expect(listed!.tax).toBeGreaterThan(0);
    expect(listed!.amount + listed!.tax).toBe(paid);
    expect((await fin.get<{ total: number }>(`/api/admin/invoices?orderNo=${orderNo}&kind=red`)).body.data.total).toBe(0);
    expect((await fin.get('/api/admin/invoices?from=2026-13-01')).status).toBe(400);
    const detail = await fin.get<{ lines: unknown[]; amountInCapitals: string; adminPdfUrl: string }>(`/api/admin/invoices/${issued!.invoiceNo}`);
    expect(detail.body.data).toMatchObject({ amountInCapitals: amountInCapitals(paid), lines: [expect.objectContaining({ ratePercent: 13 })] });
    const pdf = await download(fin, detail.body.data.adminPdfUrl);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    for (const s of ['电子发票（增值税专用发票）', '招商银行深圳科技园支行 755912345678901', '深圳市南山区科技园南区1号 0755-12345678'])
      expect(text).toContain(s);
  }, 60_000);
});

/**
 * 服务工单 of the back office (issue #16) against the real database: the list with its filters
 * (status, type, the member's phone, the day opened) and paging, the detail, a reply (on the
 * member's ticket page and in their message centre, audited, a 待处理 ticket becomes 处理中) and
 * status changes along the allowed steps (audited; a closed ticket takes no reply and no
 * change). Bad input answers 400 in Chinese with nothing written; a role without tickets.write
 * gets 403 in the envelope, nothing changed, no audit row.
 */
import { describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, freshMobile, randomText, signIn, useTestApi, type Reply } from './harness.ts';

const t = useTestApi();

interface Row {
  ticketNo: string;
  memberId: number;
  memberMobile: string | null;
  category: string;
  categoryTitle: string;
  status: string;
  statusTitle: string;
  summary: string;
  replied: boolean;
  createdAt: number;
}
interface Detail extends Omit<Row, 'summary' | 'replied'> {
  content: string;
  reply: string | null;
  replies: { id: number; body: string; at: number }[];
  nextStatuses: string[];
}
interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A 客服 (or `role`) made by the admin:create path, signed in with the one-time password replaced. */
async function signedInStaff(role = '客服') {
  const account = await createStaffAccount(t.database, { name: `工单${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: 'Harbour-2026-ok' })).status).toBe(200);
  return { b, account };
}

/** A shopper signed in through SMS who opens a ticket from the shop's own endpoint. */
async function shopperWithTicket(content = '收到的耳机左耳没有声音，怎么处理？', category = 'product') {
  const shopper = new Browser(t.baseUrl);
  const mobile = freshMobile();
  await signIn(shopper, mobile);
  const opened = await shopper.post<{ ticketNo: string }>('/api/member/support/saveTicket', { category, content });
  expect(opened.status).toBe(200);
  return { shopper, mobile, ticketNo: opened.body.data.ticketNo };
}

const auditOf = async (ticketNo: string) =>
  (
    await t.database.pool.query<{ actor: string; action: string; before: unknown; after: unknown }>(
      'SELECT actor, action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id',
      [`ticket:${ticketNo}`],
    )
  ).rows;
const ticketRow = async (ticketNo: string) =>
  (await t.database.pool.query<{ status: string; reply: string | null }>('SELECT status, reply FROM support_tickets WHERE ticket_no = $1', [ticketNo]))
    .rows[0]!;

function expect400(res: Reply, message: string | RegExp) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
  expect(res.body.message).toMatch(message);
}

describe('ticket list', () => {
  it('filters by the member phone, status, type and day; the phone masked; pages', async () => {
    const { b } = await signedInStaff();
    const first = await shopperWithTicket('第一张工单：发票抬头写错了', 'order');
    const second = await first.shopper.post<{ ticketNo: string }>('/api/member/support/saveTicket', {
      category: 'delivery',
      content: '第二张工单：快递一直没有更新',
    });
    const other = await shopperWithTicket();
    const masked = `${first.mobile.slice(0, 3)}****${first.mobile.slice(7)}`;

    const mine = await b.get<Page<Row>>(`/api/admin/service/tickets?mobile=${first.mobile}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body.data.total).toBe(2);
    expect(mine.body.data.list.map((r) => r.ticketNo)).toEqual([second.body.data.ticketNo, first.ticketNo]);
    expect(mine.body.data.list[1]).toMatchObject({
      memberMobile: masked,
      category: 'order',
      categoryTitle: '订单问题',
      status: 'open',
      statusTitle: '待处理',
      replied: false,
    });
    expect(JSON.stringify(mine.body)).not.toContain(first.mobile);

    const delivery = await b.get<Page<Row>>(`/api/admin/service/tickets?mobile=${first.mobile}&category=delivery`);
    expect(delivery.body.data.list.map((r) => r.ticketNo)).toEqual([second.body.data.ticketNo]);
    const paged = await b.get<Page<Row>>(`/api/admin/service/tickets?mobile=${first.mobile}&pageSize=1&page=2`);
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data.list.map((r) => r.ticketNo)).toEqual([first.ticketNo]);

    // Today (Beijing) finds it; a day long past does not.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const byDay = await b.get<Page<Row>>(`/api/admin/service/tickets?ticketNo=${other.ticketNo}&from=${today}&to=${today}`);
    expect(byDay.body.data.list.map((r) => r.ticketNo)).toEqual([other.ticketNo]);
    const past = await b.get<Page<Row>>(`/api/admin/service/tickets?ticketNo=${other.ticketNo}&to=2020-01-01`);
    expect(past.body.data.total).toBe(0);
    const closed = await b.get<Page<Row>>(`/api/admin/service/tickets?ticketNo=${other.ticketNo}&status=closed`);
    expect(closed.body.data.total).toBe(0);
    const unknownPhone = await b.get<Page<Row>>(`/api/admin/service/tickets?mobile=${freshMobile()}`);
    expect(unknownPhone.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('refuses bad filters with a Chinese message', async () => {
    const { b } = await signedInStaff();
    expect400(await b.get('/api/admin/service/tickets?mobile=123'), '手机号须为11位数字');
    expect400(await b.get('/api/admin/service/tickets?status=waiting'), '工单状态不正确');
    expect400(await b.get('/api/admin/service/tickets?category=phone'), '问题类型不正确');
    expect400(await b.get('/api/admin/service/tickets?from=2026-02-30'), '开始日期不是有效日期');
    expect400(await b.get('/api/admin/service/tickets?from=2026-03-02&to=2026-03-01'), '开始日期不能晚于结束日期');
    expect400(await b.get('/api/admin/service/tickets?pageSize=500'), '每页最多100条');
  });
});

describe('ticket detail and reply', () => {
  it('the reply reaches the member: on their ticket page and in their messages; 待处理 becomes 处理中; audited', async () => {
    const { b, account } = await signedInStaff();
    const { shopper, ticketNo } = await shopperWithTicket();

    const detail = await b.get<Detail>(`/api/admin/service/tickets/${ticketNo}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      ticketNo,
      content: '收到的耳机左耳没有声音，怎么处理？',
      reply: null,
      replies: [],
      status: 'open',
      nextStatuses: ['processing', 'resolved', 'closed'],
    });

    const replied = await b.post<Detail>(`/api/admin/service/tickets/${ticketNo}/reply`, { content: '  请在售后页面申请换货，我们会优先处理。  ' });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ status: 'processing', statusTitle: '处理中', reply: '请在售后页面申请换货，我们会优先处理。' });
    expect(replied.body.data.replies.map((r) => r.body)).toEqual(['请在售后页面申请换货，我们会优先处理。']);

    // The member's own ticket and message centre.
    const own = await shopper.get<{ status: string; statusTitle: string; reply: string }>(`/api/member/support/ticket/${ticketNo}`);
    expect(own.body.data).toMatchObject({ status: 'processing', statusTitle: '处理中', reply: '请在售后页面申请换货，我们会优先处理。' });
    const inbox = await shopper.post<{ list: { id: number; title: string; summary: string; read: boolean }[]; unread: number }>('/api/member/sysMsg/list', {});
    const message = inbox.body.data.list.find((m) => m.title === '您的服务工单有新回复');
    expect(message).toMatchObject({ summary: '请在售后页面申请换货，我们会优先处理。', read: false });
    const opened = await shopper.get<{ link: string }>(`/api/member/sysMsg/detail/${message!.id}`);
    expect(opened.body.data.link).toBe(`/Personalcenter/Personal_support?ticket=${ticketNo}`);

    // A second reply keeps the status and is sent as well.
    const again = await b.post<Detail>(`/api/admin/service/tickets/${ticketNo}/reply`, { content: '已为您登记，换货单号稍后短信通知。' });
    expect(again.body.data.status).toBe('processing');
    expect(again.body.data.replies).toHaveLength(2);

    const audit = await auditOf(ticketNo);
    expect(audit.map((a) => a.action)).toEqual(['ticket.replied', 'ticket.replied']);
    expect(audit[0]).toMatchObject({
      actor: account.name,
      before: { status: 'open', reply: null },
      after: { status: 'processing', reply: '请在售后页面申请换货，我们会优先处理。', messageId: message!.id },
    });
  });

  it('refuses an empty or too long reply, an unknown or malformed ticket; nothing written', async () => {
    const { b } = await signedInStaff();
    const { ticketNo } = await shopperWithTicket();
    expect400(await b.post(`/api/admin/service/tickets/${ticketNo}/reply`, {}), '请填写回复内容');
    expect400(await b.post(`/api/admin/service/tickets/${ticketNo}/reply`, { content: ' 好 ' }), '回复内容至少2个字');
    expect400(await b.post(`/api/admin/service/tickets/${ticketNo}/reply`, { content: '长'.repeat(1001) }), '回复内容最多1000个字');
    expect400(await b.get('/api/admin/service/tickets/abc'), '工单号不正确');
    const unknown = await b.post('/api/admin/service/tickets/ST00000000000000/reply', { content: '您好，已处理' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'ERR_ADMIN_TICKET_NOT_FOUND', message: '服务工单不存在' });
    expect(await ticketRow(ticketNo)).toEqual({ status: 'open', reply: null });
    expect(await auditOf(ticketNo)).toEqual([]);
  });
});

describe('ticket status', () => {
  it('moves 待处理 → 处理中 → 已解决 → 已关闭, audited; the member sees each; a closed ticket takes no reply and no change', async () => {
    const { b } = await signedInStaff();
    const { shopper, ticketNo } = await shopperWithTicket();
    const memberStatus = async () => (await shopper.get<{ statusTitle: string }>(`/api/member/support/ticket/${ticketNo}`)).body.data.statusTitle;

    for (const [status, title] of [
      ['processing', '处理中'],
      ['resolved', '已解决'],
      ['closed', '已关闭'],
    ] as const) {
      const res = await b.post<Detail>(`/api/admin/service/tickets/${ticketNo}/status`, { status });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status, statusTitle: title });
      expect(await memberStatus()).toBe(title);
    }
    const audit = await auditOf(ticketNo);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['ticket.status.changed', { status: 'open' }, { status: 'processing' }],
      ['ticket.status.changed', { status: 'processing' }, { status: 'resolved' }],
      ['ticket.status.changed', { status: 'resolved' }, { status: 'closed' }],
    ]);

    const reopen = await b.post(`/api/admin/service/tickets/${ticketNo}/status`, { status: 'processing' });
    expect(reopen.status).toBe(409);
    expect(reopen.body).toMatchObject({ code: 'ERR_ADMIN_TICKET_STATUS', data: { status: 'closed', allowed: [] } });
    const reply = await b.post(`/api/admin/service/tickets/${ticketNo}/reply`, { content: '补充说明一下' });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'ERR_ADMIN_TICKET_CLOSED', message: '该工单已关闭，不能再回复' });
    expect(await ticketRow(ticketNo)).toEqual({ status: 'closed', reply: null });
    expect(await auditOf(ticketNo)).toHaveLength(3);
  });

  it('refuses a step that does not exist and a status that is not one', async () => {
    const { b } = await signedInStaff();
    const { ticketNo } = await shopperWithTicket();
    const same = await b.post(`/api/admin/service/tickets/${ticketNo}/status`, { status: 'open' });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('工单当前状态不能改为所选状态');
    expect400(await b.post(`/api/admin/service/tickets/${ticketNo}/status`, { status: 'done' }), '请选择工单状态');
    expect(await ticketRow(ticketNo)).toEqual({ status: 'open', reply: null });
    expect(await auditOf(ticketNo)).toEqual([]);
  });
});

interface EntRow {
  code: string;
  company: string;
  memberMobile: string | null;
  mobileMasked: string;
  status: string;
  statusTitle: string;
  quoteAmount: number | null;
  quoteNote: string | null;
  nextStatuses: string[];
  totalQty: number;
}

/** A shopper who files an enterprise purchase request from the shop's own endpoint. */
async function shopperWithRequest(company = `星河科技${randomText(3)}有限公司`) {
  const shopper = new Browser(t.baseUrl);
  const mobile = freshMobile();
  await signIn(shopper, mobile);
  const filed = await shopper.post<{ code: string }>('/api/member/entBuy/save', {
    company,
    contact: '王经理',
    mobile: '13912345678',
    items: [{ name: 'S25 Ultra 12GB+256GB', qty: 20 }],
    budget: 50_000_000,
  });
  expect(filed.status).toBe(200);
  return { shopper, mobile, company, code: filed.body.data.code };
}
const entAudit = async (code: string) =>
  (
    await t.database.pool.query<{ action: string; before: unknown; after: unknown }>(
      'SELECT action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id',
      [`enterprise:${code}`],
    )
  ).rows;
const entRow = async (code: string) =>
  (await t.database.pool.query<{ status: string; quote_amount: string | null }>('SELECT status, quote_amount FROM enterprise_requests WHERE code = $1', [code]))
    .rows[0]!;

describe('enterprise purchase requests', () => {
  it('lists by phone, company and status; quotes (in the member messages, 已报价, audited); closes; a closed one takes no quote', async () => {
    const { b } = await signedInStaff();
    const { shopper, mobile, company, code } = await shopperWithRequest();

    const byPhone = await b.get<Page<EntRow>>(`/api/admin/service/enterprise?mobile=${mobile}`);
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data.list).toHaveLength(1);
    expect(byPhone.body.data.list[0]).toMatchObject({
      code,
      company,
      mobileMasked: '139****5678',
      status: 'submitted',
      statusTitle: '已提交',
      totalQty: 20,
      quoteAmount: null,
    });
    const byCompany = await b.get<Page<EntRow>>(`/api/admin/service/enterprise?company=${encodeURIComponent(company.slice(2, 8))}&status=submitted`);
    expect(byCompany.body.data.list.map((r) => r.code)).toContain(code);
    const quotedOnly = await b.get<Page<EntRow>>(`/api/admin/service/enterprise?code=${code}&status=quoted`);
    expect(quotedOnly.body.data.total).toBe(0);

    const quoted = await b.post<EntRow>(`/api/admin/service/enterprise/${code}/quote`, { amount: 12_345_600, note: '含三年延保，30天内有效。' });
    expect(quoted.status).toBe(200);
    expect(quoted.body.data).toMatchObject({
      status: 'quoted',
      statusTitle: '已报价',
      quoteAmount: 12_345_600,
      quoteNote: '含三年延保，30天内有效。',
      nextStatuses: ['closed'],
    });
    const own = await shopper.get<{ status: string; quote: unknown }>(`/api/member/entBuy/detail/${code}`);
    expect(own.body.data.status).toBe('quoted');
    // The member's own request shows the quote.
    expect(own.body.data.quote).toEqual({ amount: 12_345_600, note: '含三年延保，30天内有效。', quotedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    const inbox = await shopper.post<{ list: { title: string; summary: string }[] }>('/api/member/sysMsg/list', {});
    const message = inbox.body.data.list.find((m) => m.title === '您的企业采购申请已报价');
    expect(message?.summary).toContain('¥123,456');

    const closed = await b.post<EntRow>(`/api/admin/service/enterprise/${code}/status`, { status: 'closed' });
    expect(closed.body.data).toMatchObject({ status: 'closed', nextStatuses: [] });
    const again = await b.post(`/api/admin/service/enterprise/${code}/quote`, { amount: 100, note: '再次报价' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ERR_ADMIN_ENT_CLOSED');
    expect((await entAudit(code)).map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'enterprise.quoted',
        { status: 'submitted', quoteAmount: null, quoteNote: null },
        { status: 'quoted', quoteAmount: 12_345_600, quoteNote: '含三年延保，30天内有效。', messageId: expect.any(Number) },
      ],
      ['enterprise.status.changed', { status: 'quoted' }, { status: 'closed' }],
    ]);
  });

  it('refuses bad input and impossible steps with nothing written', async () => {
    const { b } = await signedInStaff();
    const { code } = await shopperWithRequest();
    expect400(await b.post(`/api/admin/service/enterprise/${code}/quote`, { note: '报价' }), '请输入报价金额');
    expect400(await b.post(`/api/admin/service/enterprise/${code}/quote`, { amount: 12.5, note: '报价' }), '报价金额须为整数（分）');
    expect400(await b.post(`/api/admin/service/enterprise/${code}/quote`, { amount: 0, note: '报价' }), '报价金额须大于0');
    expect400(await b.post(`/api/admin/service/enterprise/${code}/quote`, { amount: 100 }), '请填写报价说明');
    expect400(await b.get('/api/admin/service/enterprise?status=waiting'), '申请状态不正确');
    const toQuoted = await b.post(`/api/admin/service/enterprise/${code}/status`, { status: 'quoted' });
    expect(toQuoted.status).toBe(409);
    expect(toQuoted.body.code).toBe('ERR_ADMIN_ENT_STATUS');
    const unknown = await b.get('/api/admin/service/enterprise/EB00000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ERR_ADMIN_ENT_NOT_FOUND');
    expect(await entRow(code)).toEqual({ status: 'submitted', quote_amount: null });
    expect(await entAudit(code)).toEqual([]);
  });
});

describe('a role without tickets.write', () => {
  it('gets 403 in the envelope on every call, changes nothing and leaves no audit row', async () => {
    const { b } = await signedInStaff('仓储');
    const { ticketNo } = await shopperWithTicket();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/service/tickets'],
      ['GET', `/api/admin/service/tickets/${ticketNo}`],
      ['POST', `/api/admin/service/tickets/${ticketNo}/reply`, { content: '无权限的回复' }],
      ['POST', `/api/admin/service/tickets/${ticketNo}/status`, { status: 'closed' }],
    ];
    for (const [method, path, json] of calls) {
      const res = await b.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', data: { permission: 'tickets.write' } });
    }
    expect(await ticketRow(ticketNo)).toEqual({ status: 'open', reply: null });
    expect(await auditOf(ticketNo)).toEqual([]);

    const { code } = await shopperWithRequest();
    for (const [method, path, json] of [
      ['GET', '/api/admin/service/enterprise'],
      ['GET', `/api/admin/service/enterprise/${code}`],
      ['POST', `/api/admin/service/enterprise/${code}/quote`, { amount: 100, note: '无权限报价' }],
      ['POST', `/api/admin/service/enterprise/${code}/status`, { status: 'closed' }],
    ] as [string, string, unknown?][]) {
      const res = await b.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await entRow(code)).toEqual({ status: 'submitted', quote_amount: null });
    expect(await entAudit(code)).toEqual([]);
  });

  it('is refused without a staff session (401): a member token is not enough', async () => {
    const { shopper } = await shopperWithTicket();
    const res = await shopper.get('/api/admin/service/tickets');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('ERR_ADMIN_NOT_SIGNED_IN');
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { MessageDetail, MessagePage, UnreadCount } from '@shop/contracts/inbox';
import { createMessageService } from '../src/modules/member/inbox/messages.service.ts';
import { unreadMessageCountOf } from '../src/modules/member/inbox/unread-count.ts';
import { Browser, signIn, useTestApi } from './harness.ts';
import { inboxMember } from './inbox-fixtures.ts';

const t = useTestApi();
const base = '/api/member/sysMsg';
const list = (b: Browser, body: unknown = {}) => b.post<MessagePage>(`${base}/list`, body);
const unread = async (b: Browser) => (await b.get<UnreadCount>(`${base}/unreadCnt`)).body.data!.unread;

describe('system messages', () => {
  it('a new member finds one unread welcome message about the welcome points', async () => {
    const b = new Browser(t.baseUrl);
    await signIn(b);
    expect(await unread(b)).toBe(1);
    const page = (await list(b)).body.data!;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ kind: 'account', title: '欢迎加入星辰会员', read: false });
    expect(page.list[0]!.summary).toContain('1000 积分');
  });

  it('sends to one member, lists newest first with unread marks, detail marks read once, count drops', async () => {
    const svc = createMessageService({ database: t.database });
    const a = await inboxMember(t.baseUrl, t.database.db);
    const other = await inboxMember(t.baseUrl, t.database.db);
    const first = await svc.send(
      a.id,
      { kind: 'order', title: '订单已支付', body: '您的订单已支付成功，我们将尽快发货。', link: '/Personalcenter/Personalcenter_order' },
      new Date(Date.now() - 2000),
    );
    const second = await svc.send(a.id, { title: '欢迎加入', body: '欢迎成为会员' }, new Date(Date.now() - 1000));
    expect(await unread(a.b)).toBe(2);
    expect(await unread(other.b)).toBe(0);
    expect(await unreadMessageCountOf(t.database, a.id)).toBe(2);

    const page = (await list(a.b)).body.data!;
    expect(page).toMatchObject({ total: 2, unread: 2, pageNo: 1, pageSize: 10 });
    expect(page.list.map((m) => m.id)).toEqual([second, first]);
    expect(page.list[1]).toMatchObject({ kind: 'order', title: '订单已支付', read: false, broadcast: false });
    expect(page.list[1].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const d1 = await a.b.get<MessageDetail>(`${base}/detail/${first}`);
    expect(d1.status).toBe(200);
    expect(d1.body.data).toMatchObject({ id: first, body: '您的订单已支付成功，我们将尽快发货。', link: '/Personalcenter/Personalcenter_order', read: true });
    const [read1] = await t.database.db
      .select()
      .from(schema.systemMessageReads)
      .where(and(eq(schema.systemMessageReads.memberId, a.id), eq(schema.systemMessageReads.messageId, first)));
    t.clock.offsetMs = 60_000;
    expect((await a.b.get(`${base}/detail/${first}`)).status).toBe(200);
    const reads = await t.database.db
      .select()
      .from(schema.systemMessageReads)
      .where(and(eq(schema.systemMessageReads.memberId, a.id), eq(schema.systemMessageReads.messageId, first)));
    expect(reads).toHaveLength(1);
    expect(reads[0]!.readAt.getTime()).toBe(read1!.readAt.getTime());
    expect(await unread(a.b)).toBe(1);
    expect((await list(a.b)).body.data!.list.map((m) => m.read)).toEqual([false, true]);
  });

  it('broadcasts reach members who joined before them; mark all read', async () => {
    const svc = createMessageService({ database: t.database });
    const before = await svc.broadcast({ kind: 'activity', title: '旧公告', body: '加入前的广播' }, new Date(Date.now() - 3600_000));
    const a = await inboxMember(t.baseUrl, t.database.db);
    const b = await inboxMember(t.baseUrl, t.database.db);
    // Sent now: after A and B joined (a future time would reach members of later tests too).
    const bc = await svc.broadcast({ kind: 'activity', title: '双十一活动', body: '全场满减' }, new Date());
    await svc.send(a.id, { title: '私信', body: '只给 A' }, new Date());
    const pa = (await list(a.b, { pageSize: 20 })).body.data!;
    expect(pa.list.some((m) => m.id === before)).toBe(false);
    expect(pa.list.find((m) => m.id === bc)).toMatchObject({ broadcast: true, read: false });
    expect(await unread(a.b)).toBeGreaterThanOrEqual(2);
    expect((await b.b.get(`${base}/detail/${before}`)).status).toBe(404);

    // B reading the broadcast does not read it for A.
    expect((await b.b.get(`${base}/detail/${bc}`)).status).toBe(200);
    const aUnread = await unread(a.b);
    expect(aUnread).toBeGreaterThanOrEqual(2);

    const all = await a.b.post<{ marked: number; unread: number }>(`${base}/readAll`);
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ marked: aUnread, unread: 0 });
    expect(await unread(a.b)).toBe(0);
    expect((await a.b.post<{ marked: number }>(`${base}/readAll`)).body.data!.marked).toBe(0);
    expect((await list(a.b, { pageSize: 20 })).body.data!.list.every((m) => m.read)).toBe(true);
  });

  it("another member's message answers 404; bad ids and pages answer 400; visitors get no messages", async () => {
    const svc = createMessageService({ database: t.database });
    const a = await inboxMember(t.baseUrl, t.database.db);
    const b = await inboxMember(t.baseUrl, t.database.db);
    const id = await svc.send(a.id, { title: 'A 的消息', body: '私密内容' });
    const foreign = await b.b.get(`${base}/detail/${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, code: 'ERR_MESSAGE_NOT_FOUND', message: '消息不存在或已被删除' });
    expect(JSON.stringify(foreign.body)).not.toContain('私密内容');
    expect((await list(b.b)).body.data!.list.some((m) => m.id === id)).toBe(false);
    // Reading it as B did not read it for A.
    expect(await unread(a.b)).toBe(1);

    for (const bad of ['abc', '0', '-1', '1.5']) {
      const r = await a.b.get(`${base}/detail/${bad}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('消息编号不正确');
    }
    const big = await list(a.b, { pageSize: 21 });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('每页最多20条');
    expect((await list(a.b, { pageNo: 0 })).status).toBe(400);

    const visitor = await new Browser(t.baseUrl).prime();
    expect((await list(visitor)).status).toBe(401);
    expect((await visitor.get(`${base}/detail/${id}`)).status).toBe(401);
    expect((await visitor.post(`${base}/readAll`)).status).toBe(401);
    const anon = new Browser(t.baseUrl);
    await anon.prime();
    await anon.post('/api/auth/login/anonymous/token');
    expect((await anon.get<UnreadCount>(`${base}/unreadCnt`)).body.data).toEqual({ unread: 0 });
    expect((await anon.post(`${base}/list`)).status).toBe(401);
  });

  it('the dev route sends to the caller or broadcasts, and validates input', async () => {
    const a = await inboxMember(t.baseUrl, t.database.db);
    const sent = await a.b.post<{ id: number }>('/api/dev/messages', { title: '测试消息', body: '来自开发接口', link: '/Personalcenter/Personal_homepage' });
    expect(sent.status).toBe(200);
    expect(await unread(a.b)).toBe(1);
    const bad = await a.b.post('/api/dev/messages', { title: '', body: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('请填写消息标题');
    const offsite = await a.b.post('/api/dev/messages', { title: '外链', body: 'x', link: 'https://evil.example/' });
    expect(offsite.status).toBe(400);
    expect(offsite.body.message).toContain('链接须为站内路径');
    const bc = await a.b.post<{ id: number }>('/api/dev/messages', { title: '全员公告', body: '广播', broadcast: true });
    expect(bc.status).toBe(200);
    const [row] = await t.database.db.select().from(schema.systemMessages).where(eq(schema.systemMessages.id, bc.body.data!.id));
    expect(row!.memberId).toBeNull();
    expect(await unread(a.b)).toBe(2);
  });
});

/**
 * 消息 of the back office (issue #16) against the real database: a message to one member (by
 * phone or member number) reaches their inbox and unread count at once; a tag reaches exactly
 * the tagged members; everyone (2,500 members made here) gets it once each although delivery
 * runs twice at the same time and once more after a delivery that stopped half-way; a
 * scheduled message waits for its time (the app's clock moved) and can be cancelled until it
 * starts, then 409. Bad input answers 400 in Chinese with nothing written; a role without
 * messages.send gets 403 with nothing changed and no audit row; every write leaves its audit row.
 */
import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnnouncementDetail } from '@shop/contracts/announcements';
import type { MessagePage, UnreadCount } from '@shop/contracts/inbox';
import { STAFF_PERMISSIONS } from '@shop/contracts/staff';
import { createAnnouncementDelivery } from '../src/modules/announcements/index.ts';
import { createMessageService } from '../src/modules/member/inbox/messages.service.ts';
import { Browser, randomText, useTestApi, type Reply } from './harness.ts';
import { messagesFixtures } from './admin-messages-fixtures.ts';

const t = useTestApi();
const { staffSignedIn, newMember } = messagesFixtures(t);
const madeMembers: number[] = [];

afterAll(async () => {
  // The bulk members of this file are removed again, so the kept test database does not grow run by run.
  if (!madeMembers.length) return;
  await t.database.pool.query('DELETE FROM system_messages WHERE member_id = ANY($1::bigint[])', [madeMembers]);
  await t.database.pool.query('DELETE FROM member_tags WHERE member_id = ANY($1::bigint[])', [madeMembers]);
  await t.database.pool.query('DELETE FROM members WHERE id = ANY($1::bigint[])', [madeMembers]);
});

/** `n` members made in one statement (numbers 10xxxxxxxxx, which no real phone or freshMobile uses), joined at `joinedAt`. */
async function bulkMembers(n: number, joinedAt: Date, tag?: string): Promise<number[]> {
  const run = String(randomInt(0, 10_000)).padStart(4, '0');
  const tagRun = randomText(4);
  const { rows } = await t.database.pool.query<{ id: string }>(
    `INSERT INTO members (user_no, mobile, nickname, sso_uid, created_at, updated_at)
     SELECT 'bulk-' || $2 || '-' || i, '10' || $3 || lpad(i::text, 5, '0'), '批量会员' || i, 'bulk-' || $2 || '-' || i, $4, $4
     FROM generate_series(1, $1::int) AS i RETURNING id`,
    [n, tagRun, run, joinedAt],
  );
  const ids = rows.map((r) => Number(r.id));
  madeMembers.push(...ids);
  if (tag)
    await t.database.pool.query(
      `INSERT INTO member_tags (member_id, code, referrer, platform, created_at) SELECT id, $2, 'test', 'pc', now() FROM unnest($1::bigint[]) AS id`,
      [ids, tag],
    );
  return ids;
}

const delivery = () => createAnnouncementDelivery({ database: t.database, clock: t.clock, inbox: createMessageService({ database: t.database }) });
const rowsOf = async (id: number) =>
  (
    await t.database.pool.query<{ member_id: string; n: number }>(
      'SELECT member_id, count(*)::int AS n FROM system_messages WHERE announcement_id = $1 GROUP BY member_id',
      [id],
    )
  ).rows;
const auditOf = async (target: string) =>
  (await t.database.pool.query('SELECT actor, action, target, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [target])).rows;
const countTitled = async (title: string) =>
  Number((await t.database.pool.query('SELECT count(*) AS n FROM announcements WHERE title = $1', [title])).rows[0].n);
const create = (b: Browser, json: unknown) => b.post<AnnouncementDetail>('/api/admin/messages', json);
const detail = async (b: Browser, id: number) => (await b.get<AnnouncementDetail>(`/api/admin/messages/${id}`)).body.data!;

function expect400(res: Reply, message: string | RegExp) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
  expect(res.body.message).toMatch(message);
}

describe('messages.send', () => {
  it('is granted to 运营 and 客服 (migration 0022) in the vocabulary order; 超级管理员 holds every permission', async () => {
    const { rows } = await t.database.pool.query<{ code: string; permissions: string[] }>('SELECT code, permissions FROM staff_roles ORDER BY sort_order');
    const of = (code: string) => rows.find((r) => r.code === code)!.permissions;
    const order = Object.keys(STAFF_PERMISSIONS);
    for (const code of ['operations', 'customer_service']) {
      expect(of(code)).toContain('messages.send');
      expect([...of(code)].sort((x, y) => order.indexOf(x) - order.indexOf(y))).toEqual(of(code));
    }
    expect(of('super_admin')).toEqual(['*']);
    expect(of('warehouse')).not.toContain('messages.send');
  });
});

describe('a message to one member', () => {
  it('reaches the inbox and the unread count at once, by phone or member number, and is audited', async () => {
    const { b, account } = await staffSignedIn('运营');
    const m = await newMember();
    const unread = async () => (await m.shopper.get<UnreadCount>('/api/member/sysMsg/unreadCnt')).body.data!.unread;
    const before = await unread();

    const res = await create(b, { title: '会员日专享', body: '您的专属优惠已到账', link: '/Personalcenter/coupon', audience: 'member', target: m.mobile });
    expect(res.status).toBe(200);
    const sent = res.body.data!;
    expect(sent).toMatchObject({ audience: 'member', state: 'sent', delivered: 1, read: 0, createdBy: account.name, link: '/Personalcenter/coupon' });
    expect(sent.audienceLabel).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(await unread()).toBe(before + 1);
    const page = (await m.shopper.post<MessagePage>('/api/member/sysMsg/list', { pageNo: 1, pageSize: 20 })).body.data!;
    const mine = page.list.find((x) => x.title === '会员日专享')!;
    expect(mine).toMatchObject({ read: false, broadcast: false });
    expect((await m.shopper.get(`/api/member/sysMsg/detail/${mine.id}`)).body.data).toMatchObject({
      body: '您的专属优惠已到账',
      link: '/Personalcenter/coupon',
    });
    expect(await detail(b, sent.id)).toMatchObject({ delivered: 1, read: 1 });

    const audit = await auditOf(`message:${sent.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: account.name,
      action: 'message.created',
      before: null,
      after: { title: '会员日专享', audience: 'member', state: 'scheduled' },
    });

    const byNo = await create(b, { title: '按会员编号', body: '你好', audience: 'member', target: m.userNo });
    expect(byNo.body.data).toMatchObject({ state: 'sent', delivered: 1 });
    expect(await unread()).toBe(before + 1);
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const { b } = await staffSignedIn('客服');
    const m = await newMember();
    const title = `坏输入${randomText(3)}`;
    const good = { title, body: '内容', audience: 'member', target: m.mobile };
    expect400(await create(b, { ...good, title: '长'.repeat(31) }), '消息标题最多30个字');
    expect400(await create(b, { ...good, title: ' ' }), '请填写消息标题');
    expect400(await create(b, { ...good, body: '长'.repeat(501) }), '消息内容最多500个字');
    expect400(await create(b, { ...good, link: 'https://evil.example.net/x' }), '链接须为本商城路径');
    expect400(await create(b, { ...good, link: 'http://hk.example.com/' }), '链接须为本商城路径');
    expect400(await create(b, { ...good, audience: 'someone' }), '请选择发送对象');
    expect400(await create(b, { ...good, target: '' }), '请填写会员手机号或会员编号');
    expect400(await create(b, { ...good, target: '13000000000' }), '会员不存在：13000000000');
    expect400(await create(b, { ...good, audience: 'tag', target: `无此标签${randomText(3)}` }), /会员标签不存在/);
    expect400(await create(b, { ...good, sendAt: t.clock.nowMs() - 60_000 }), '定时发送时间须晚于当前时间');
    expect400(await create(b, { ...good, sendAt: '明天' }), '发送时间格式不正确');
    expect(await countTitled(title)).toBe(0);
    expect(await countTitled('长'.repeat(31))).toBe(0);
    expect((await create(b, { ...good, link: 'https://hk.example.com/promo' })).status).toBe(200);
    expect(await countTitled(title)).toBe(1);
    expect400(await b.get('/api/admin/messages?state=done'), '状态不正确');
    expect400(await b.get('/api/admin/messages?day=2026/1/1'), '日期格式须为 YYYY-MM-DD');
    expect((await b.get('/api/admin/messages/999999999')).status).toBe(404);
  });
});

describe('a message to a tag', () => {
  it('reaches exactly the tagged members', async () => {
    const { b } = await staffSignedIn('运营');
    const tag = `TAG${randomText(4)}`;
    const tagged = await bulkMembers(3, new Date(), tag);
    const others = await bulkMembers(2, new Date(), `OTHER${randomText(4)}`);
    const res = await create(b, { title: '标签消息', body: '仅标签会员', audience: 'tag', target: tag });
    expect(res.body.data).toMatchObject({ audience: 'tag', audienceLabel: tag, state: 'scheduled', delivered: 0 });
    const id = res.body.data!.id;
    await delivery().deliver(id);
    const rows = await rowsOf(id);
    expect(rows.map((r) => Number(r.member_id)).sort((x, y) => x - y)).toEqual(tagged);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(others.some((o) => rows.some((r) => Number(r.member_id) === o))).toBe(false);
    expect(await detail(b, id)).toMatchObject({ state: 'sent', delivered: 3 });
  });
});

describe('a message to everyone', () => {
  it('reaches each of 2,500 members once, although delivery runs twice at once and after a delivery that stopped', async () => {
    const { b } = await staffSignedIn('超级管理员');
    // Everyone means every member who had joined by the send time: this test lives in the year 2001,
    // so members other tests make now are not reached (their inbox counts stay theirs).
    const joined = new Date(Date.UTC(2001, randomInt(0, 12), randomInt(1, 28), randomInt(0, 23)));
    const mine = await bulkMembers(2500, joined);
    t.clock.offsetMs = joined.getTime() + 60_000 - Date.now();
    const res = await create(b, { title: '全员公告', body: '系统升级通知', audience: 'all', sendAt: t.clock.nowMs() + 60_000 });
    expect(res.body.data).toMatchObject({ audience: 'all', audienceLabel: '全部会员', state: 'scheduled' });
    const id = res.body.data!.id;
    t.clock.offsetMs += 120_000;

    // A delivery that stops after its first page (a crash): the page it committed stays, the state says 发送中.
    const inbox = createMessageService({ database: t.database });
    let pages = 0;
    const crashing = createAnnouncementDelivery({
      database: t.database,
      clock: t.clock,
      inbox: { ...inbox, deliverPage: async (input, tx) => (++pages > 1 ? Promise.reject(new Error('crash')) : inbox.deliverPage(input, tx)) },
    });
    // (The minute sweep of a test server running jobs at the same time may have delivered it first: then nothing crashed.)
    const crashed = await crashing.deliver(id).then(
      () => false,
      (e: Error) => e.message === 'crash',
    );
    const half = await detail(b, id);
    expect(half.state).toBe(crashed ? 'sending' : 'sent');
    expect(half.delivered).toBeGreaterThanOrEqual(1000);
    expect((await b.post(`/api/admin/messages/${id}/cancel`)).status).toBe(409);

    await Promise.all([delivery().deliver(id), delivery().deliver(id)]);
    await delivery().runDue();
    const rows = await rowsOf(id);
    const reached = new Map(rows.map((r) => [Number(r.member_id), r.n]));
    expect(mine.every((m) => reached.get(m) === 1)).toBe(true);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const done = await detail(b, id);
    expect(done).toMatchObject({ state: 'sent', delivered: rows.length });
    expect(done.finishedAt).not.toBeNull();
  }, 60_000);
});

describe('a scheduled message', () => {
  it('is sent at its time, not before; cancelled before it starts it never goes; started → 409', async () => {
    const { b, account } = await staffSignedIn('运营');
    const m = await newMember();
    const at = t.clock.nowMs() + 3600_000;
    const a = (await create(b, { title: '定时消息', body: '一小时后', audience: 'member', target: m.mobile, sendAt: at })).body.data!;
    const c = (await create(b, { title: '将被取消', body: '不会发出', audience: 'member', target: m.mobile, sendAt: at })).body.data!;
    expect(a).toMatchObject({ state: 'scheduled', sendAt: at, delivered: 0 });

    await delivery().runDue();
    expect(await rowsOf(a.id)).toEqual([]);

    const cancelled = await b.post<AnnouncementDetail>(`/api/admin/messages/${c.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled' });
    const audit = await auditOf(`message:${c.id}`);
    expect(audit.map((r) => r.action)).toEqual(['message.created', 'message.cancelled']);
    expect(audit[1]).toMatchObject({ actor: account.name, before: { state: 'scheduled' }, after: { state: 'cancelled' } });
    const again = await b.post(`/api/admin/messages/${c.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('消息已取消');

    t.clock.offsetMs = 3600_000 + 1000;
    await delivery().runDue();
    // An hour on, the first session has timed out: a colleague looks.
    const { b: later } = await staffSignedIn('运营');
    expect(await detail(later, a.id)).toMatchObject({ state: 'sent', delivered: 1 });
    expect(await rowsOf(c.id)).toEqual([]);
    const late = await later.post(`/api/admin/messages/${a.id}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ERR_ADMIN_ANNOUNCEMENT_STARTED', message: '消息已开始发送，不能取消' });
    expect((await auditOf(`message:${a.id}`)).map((r) => r.action)).toEqual(['message.created']);
  });

  it('lists with filters and paging', async () => {
    const { b } = await staffSignedIn('运营');
    const m = await newMember();
    const at = Date.UTC(2030, 4, 1, 2); // 2030-05-01 10:00 Beijing
    const made = (await create(b, { title: '列表筛选', body: '内容', audience: 'member', target: m.userNo, sendAt: at })).body.data!;
    const list = await b.get<{ list: { id: number }[]; total: number; page: number; pageSize: number }>(
      '/api/admin/messages?state=scheduled&audience=member&day=2030-05-01&pageSize=5',
    );
    expect(list.status).toBe(200);
    expect(list.body.data!.list.map((x) => x.id)).toContain(made.id);
    expect(list.body.data).toMatchObject({ page: 1, pageSize: 5 });
    expect((await b.get<{ list: { id: number }[] }>('/api/admin/messages?day=2030-05-02')).body.data!.list.map((x) => x.id)).not.toContain(made.id);
    expect((await b.get<{ list: { id: number }[] }>('/api/admin/messages?state=sent&pageSize=100')).body.data!.list.map((x) => x.id)).not.toContain(made.id);
  });
});

describe('a role without messages.send', () => {
  it('gets 403 in the envelope on every call, changes nothing and leaves no audit row', async () => {
    const { b: allowed } = await staffSignedIn('运营');
    const m = await newMember();
    const scheduled = (await create(allowed, { title: '仓储不能取消', body: '内容', audience: 'member', target: m.mobile, sendAt: t.clock.nowMs() + 3600_000 }))
      .body.data!;
    const { b, account } = await staffSignedIn('仓储');
    const title = `无权限${randomText(3)}`;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/messages'],
      ['GET', `/api/admin/messages/${scheduled.id}`],
      ['POST', '/api/admin/messages', { title, body: '内容', audience: 'member', target: m.mobile }],
      ['POST', `/api/admin/messages/${scheduled.id}/cancel`],
    ];
    for (const [method, path, json] of calls) {
      const res = await b.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', data: { permission: 'messages.send' } });
    }
    expect(await countTitled(title)).toBe(0);
    expect(await detail(allowed, scheduled.id)).toMatchObject({ state: 'scheduled' });
    const { rows } = await t.database.pool.query(
      "SELECT action FROM staff_audit_log WHERE staff_id = $1 AND action NOT IN ('staff.login.succeeded', 'staff.password.changed')",
      [account.id],
    );
    expect(rows).toEqual([]);
    expect((await m.shopper.get('/api/admin/messages')).status).toBe(401);
  });
});

/**
 * 会员 of the back office (issue #16) against the real database: search (masked by default),
 * detail, reveal (members.reveal, audited), points adjustment (reason required, never below
 * zero, also under concurrent adjustments, in the ledger and the audit log), disable / enable (a
 * disabled member cannot sign in and their live session stops working). Every endpoint with bad
 * input (400 in Chinese, nothing written) and with a role that lacks its permission (403 in the
 * envelope, nothing changed, no audit row).
 */
import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS } from '@shop/contracts/staff';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, freshMobile, randomText, signIn, useTestApi, type Reply } from './harness.ts';

const t = useTestApi();

interface Summary {
  id: number;
  userNo: string;
  mobile: string;
  nickname: string;
  realName: string;
  status: 'active' | 'locked';
  roles: string[];
  createdAt: number;
  lastLoginAt: number | null;
}
interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface AuditRow {
  staff_id: number | null;
  actor: string;
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const NEW_PASSWORD = 'Lantern-2026-ok';

/** A signed-in staff member of `role`, one-time password replaced. */
async function staffSignedIn(role = '超级管理员') {
  const account = await createStaffAccount(t.database, { name: `会员测试${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD })).status).toBe(200);
  return { b, account };
}

/** A member made by signing in through SMS (the shop's own path), with a real name set in the database. */
async function newMember(realName = '张三丰') {
  const shopper = new Browser(t.baseUrl);
  const mobile = freshMobile();
  const signed = await signIn(shopper, mobile);
  const { rows } = await t.database.pool.query<{ id: string }>('UPDATE members SET real_name = $2, nickname = $3 WHERE mobile = $1 RETURNING id', [
    mobile,
    realName,
    `星河${randomText(2)}`,
  ]);
  return { shopper, mobile, userNo: signed.user.userNo, id: Number(rows[0]!.id) };
}

const auditOf = async (target: string) =>
  (await t.database.pool.query<AuditRow>('SELECT staff_id, actor, action, target, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [target]))
    .rows;
const balanceOf = async (memberId: number) =>
  Number((await t.database.pool.query('SELECT coalesce(sum(delta), 0) AS n FROM point_entries WHERE member_id = $1', [memberId])).rows[0].n);
const adjustEntries = async (memberId: number) =>
  (await t.database.pool.query("SELECT delta, note FROM point_entries WHERE member_id = $1 AND kind = 'adjust' ORDER BY id", [memberId])).rows;
const statusOf = async (memberId: number) => (await t.database.pool.query('SELECT status FROM members WHERE id = $1', [memberId])).rows[0].status;

function expect400(res: Reply, message: string | RegExp) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
  expect(res.body.message).toMatch(message);
}

describe('members.write', () => {
  it('is granted to 客服 (migration 0017), kept in the vocabulary order', async () => {
    const { rows } = await t.database.pool.query<{ permissions: string[] }>("SELECT permissions FROM staff_roles WHERE code = 'customer_service'");
    const granted = rows[0]!.permissions;
    expect(granted).toContain('members.write');
    expect(granted).not.toContain('members.reveal');
    const order = Object.keys(STAFF_PERMISSIONS);
    expect([...granted].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(granted);
  });
});

describe('member search', () => {
  it('finds a member by full phone, last 4 digits, name, member number and order number; personal data masked', async () => {
    const { b } = await staffSignedIn('客服');
    const m = await newMember('张三丰');
    const masked = `${m.mobile.slice(0, 3)}****${m.mobile.slice(7)}`;

    const byPhone = await b.get<Page<Summary>>(`/api/admin/members?mobile=${m.mobile}`);
    expect(byPhone.status).toBe(200);
    expect(byPhone.headers.get('cache-control')).toBe('no-store');
    expect(byPhone.body.data.total).toBe(1);
    const row = byPhone.body.data.list[0]!;
    expect(row).toMatchObject({ id: m.id, userNo: m.userNo, mobile: masked, realName: '张**', status: 'active' });
    expect(row.nickname).toMatch(/^星\*\*\*.$/);
    expect(JSON.stringify(byPhone.body)).not.toContain(m.mobile);
    expect(JSON.stringify(byPhone.body)).not.toContain('张三丰');

    const byLast4 = await b.get<Page<Summary>>(`/api/admin/members?mobile=${m.mobile.slice(7)}&pageSize=100`);
    expect(byLast4.body.data.list.map((r) => r.id)).toContain(m.id);
    expect(byLast4.body.data.list.every((r) => r.mobile.endsWith(m.mobile.slice(7)))).toBe(true);

    const byName = await b.get<Page<Summary>>(`/api/admin/members?name=${encodeURIComponent('三丰')}&mobile=${m.mobile}`);
    expect(byName.body.data.list.map((r) => r.id)).toEqual([m.id]);
    const byUserNo = await b.get<Page<Summary>>(`/api/admin/members?userNo=${m.userNo}`);
    expect(byUserNo.body.data.list.map((r) => r.id)).toEqual([m.id]);

    // An order of this member, found through the order module's reads.
    const orderNo = `T${randomText(6)}`;
    await t.database.pool.query(
      `INSERT INTO orders (order_no, member_id, list_amt, goods_amt, payable_amt, address, pay_deadline) VALUES ($1, $2, 100, 100, 100, '{}'::jsonb, now() + interval '1 hour')`,
      [orderNo, m.id],
    );
    const byOrder = await b.get<Page<Summary>>(`/api/admin/members?orderNo=${orderNo}`);
    expect(byOrder.body.data.list.map((r) => r.id)).toEqual([m.id]);
    const noOrder = await b.get<Page<Summary>>(`/api/admin/members?orderNo=NONE${randomText(4)}`);
    expect(noOrder.body.data).toMatchObject({ list: [], total: 0 });

    // A name with LIKE wildcards matches literally.
    const wild = await b.get<Page<Summary>>(`/api/admin/members?name=${encodeURIComponent('%_')}`);
    expect(wild.status).toBe(200);
    expect(wild.body.data.list.map((r) => r.id)).not.toContain(m.id);
  });

  it('refuses bad filters with a Chinese message', async () => {
    const { b } = await staffSignedIn('客服');
    expect400(await b.get('/api/admin/members?mobile=12345'), '手机号须为11位完整号码或后4位');
    expect400(await b.get('/api/admin/members?pageSize=1000'), '每页最多100条');
    expect400(await b.get('/api/admin/members?status=gone'), '状态须为 active 或 locked');
    expect400(await b.get(`/api/admin/members?name=${'名'.repeat(40)}`), '姓名或昵称最多32个字符');
  });
});

describe('member detail and reveal', () => {
  it('shows the masked profile, points, coupons, orders and tags; unknown member 404; bad id 400', async () => {
    const { b } = await staffSignedIn('客服');
    const m = await newMember('李四');
    await t.database.pool.query("INSERT INTO member_tags (member_id, code, referrer, platform, created_at) VALUES ($1, 'VIP', 'test', 'pc', now())", [m.id]);
    const res = await b.get<{
      member: Summary & { birthday: string | null };
      points: { balance: number; recent: { kind: string; delta: number }[] };
      starDiamonds: { effective: number; pending: number };
      coupons: { counts: Record<string, number>; unused: unknown[] };
      recentOrders: unknown[];
      tags: { code: string }[];
      verification: { student: unknown; enterprise: unknown };
    }>(`/api/admin/members/${m.id}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.member).toMatchObject({ id: m.id, realName: '李*', mobile: `${m.mobile.slice(0, 3)}****${m.mobile.slice(7)}` });
    expect(d.points.balance).toBe(await balanceOf(m.id));
    expect(d.points.recent.length).toBeGreaterThan(0);
    expect(d.starDiamonds).toEqual({ effective: expect.any(Number), pending: expect.any(Number) });
    expect(d.coupons.counts).toEqual({ unused: expect.any(Number), used: expect.any(Number), expired: expect.any(Number) });
    expect(d.tags.map((x) => x.code)).toEqual(['VIP']);
    expect(d.verification).toEqual({ student: null, enterprise: null });
    expect(JSON.stringify(res.body)).not.toContain(m.mobile);

    const missing = await b.get('/api/admin/members/999999999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'ERR_ADMIN_MEMBER_NOT_FOUND', message: '会员不存在' });
    expect400(await b.get('/api/admin/members/abc'), '会员编号须为数字');
  });

  it('reveals the full personal data only with members.reveal, and audits each reveal', async () => {
    const m = await newMember('王五');
    const { b: cs, account: csAccount } = await staffSignedIn('客服');
    const refused = await cs.post(`/api/admin/members/${m.id}/reveal`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', data: { permission: 'members.reveal' } });
    expect(await auditOf(`member:${m.id}`)).toEqual([]);

    const { b, account } = await staffSignedIn('超级管理员');
    const res = await b.post<{ mobile: string; realName: string }>(`/api/admin/members/${m.id}/reveal`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toMatchObject({ id: m.id, mobile: m.mobile, realName: '王五' });
    await b.post(`/api/admin/members/${m.id}/reveal`);
    const audit = await auditOf(`member:${m.id}`);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ staff_id: account.id, actor: account.name, action: 'member.personal-data.revealed', after: { userNo: m.userNo } });
    expect(audit.some((a) => a.staff_id === csAccount.id)).toBe(false);
    expect(JSON.stringify(audit)).not.toContain(m.mobile);
  });
});

describe('points adjustment', () => {
  it('adds and takes points with a reason, in the ledger and the audit log; the shop shows the new balance', async () => {
    const { b, account } = await staffSignedIn('客服');
    const m = await newMember();
    const start = await balanceOf(m.id);
    const add = await b.post<{ balanceBefore: number; balance: number; entryId: number }>(`/api/admin/members/${m.id}/points`, {
      delta: 500,
      reason: '活动补偿',
    });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({ balanceBefore: start, balance: start + 500 });
    const take = await b.post<{ balance: number }>(`/api/admin/members/${m.id}/points`, { delta: -200, reason: ' 误发扣回 ' });
    expect(take.body.data.balance).toBe(start + 300);
    expect(await adjustEntries(m.id)).toEqual([
      { delta: 500, note: '后台调整：活动补偿' },
      { delta: -200, note: '后台调整：误发扣回' },
    ]);
    const audit = await auditOf(`member:${m.id}`);
    expect(audit.map((a) => a.action)).toEqual(['member.points.adjusted', 'member.points.adjusted']);
    expect(audit[0]).toMatchObject({
      staff_id: account.id,
      before: { points: start },
      after: { points: start + 500, delta: 500, reason: '活动补偿', entryId: add.body.data.entryId },
    });
    // The member's own points page reads the same ledger.
    const shop = await m.shopper.post<{ available: number }>('/api/member/memberPnt/getAvaPntCnt');
    expect(shop.body.data.available).toBe(start + 300);
  });

  it('never goes below zero: refused with 409, nothing written', async () => {
    const { b } = await staffSignedIn('客服');
    const m = await newMember();
    const start = await balanceOf(m.id);
    const res = await b.post(`/api/admin/members/${m.id}/points`, { delta: -(start + 1), reason: '扣减过多' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      code: 'ERR_ADMIN_POINTS_BELOW_ZERO',
      message: '积分余额不足，调整后积分不能小于0',
      data: { balance: start },
    });
    expect(await balanceOf(m.id)).toBe(start);
    expect(await auditOf(`member:${m.id}`)).toEqual([]);
    // Down to exactly zero is allowed.
    expect((await b.post(`/api/admin/members/${m.id}/points`, { delta: -start, reason: '清零' })).status).toBe(200);
    expect(await balanceOf(m.id)).toBe(0);
  });

  it('never goes below zero under concurrent adjustments', async () => {
    const { b } = await staffSignedIn('超级管理员');
    const m = await newMember();
    const start = await balanceOf(m.id);
    // Bring the balance to exactly 1,000 (a new member's welcome grant may already be there).
    if (start !== 1000) expect((await b.post(`/api/admin/members/${m.id}/points`, { delta: 1000 - start, reason: '测试置为1000' })).status).toBe(200);
    expect(await balanceOf(m.id)).toBe(1000);
    const setup = (await auditOf(`member:${m.id}`)).length;
    // Ten deductions of 300 at once: exactly three fit in 1,000.
    const results = await Promise.all(Array.from({ length: 10 }, () => b.post(`/api/admin/members/${m.id}/points`, { delta: -300, reason: '并发扣减' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balanceOf(m.id)).toBe(100);
    expect((await auditOf(`member:${m.id}`)).length).toBe(setup + 3);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const { b } = await staffSignedIn('客服');
    const m = await newMember();
    const start = await balanceOf(m.id);
    const path = `/api/admin/members/${m.id}/points`;
    expect400(await b.post(path, { delta: 100 }), '请填写原因');
    expect400(await b.post(path, { delta: 100, reason: ' ' }), '原因至少2个字');
    expect400(await b.post(path, { delta: 0, reason: '无变化' }), '调整积分不能为0');
    expect400(await b.post(path, { delta: 1.5, reason: '小数' }), '调整积分须为整数');
    expect400(await b.post(path, { delta: 'abc', reason: '文字' }), '请输入调整积分');
    expect400(await b.post(path, { delta: 1e12, reason: '过大' }), /单次最多增加/);
    expect(await balanceOf(m.id)).toBe(start);
    expect(await auditOf(`member:${m.id}`)).toEqual([]);
    const missing = await b.post('/api/admin/members/999999999999/points', { delta: 1, reason: '不存在' });
    expect(missing.status).toBe(404);
  });
});

describe('disable and enable', () => {
  it('a disabled member cannot sign in and their live session stops working; enabled again they can', async () => {
    const { b, account } = await staffSignedIn('客服');
    const m = await newMember();
    expect((await m.shopper.post('/api/member/memberPnt/getAvaPntCnt')).status).toBe(200);

    const res = await b.post<{ member: Summary; sessionsEnded: number }>(`/api/admin/members/${m.id}/disable`, { reason: '涉嫌欺诈' });
    expect(res.status).toBe(200);
    expect(res.body.data.member.status).toBe('locked');
    expect(res.body.data.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await statusOf(m.id)).toBe('locked');

    // The open session no longer works, neither for a call nor for a refresh.
    const after = await m.shopper.post('/api/member/memberPnt/getAvaPntCnt');
    expect(after.status).toBe(401);
    const refresh = await m.shopper.post('/api/auth/login/refresh');
    expect(refresh.body.success).toBe(false);
    // A new sign-in is refused (a minute later: one SMS code per minute and phone).
    t.clock.offsetMs += 61_000;
    const again = new Browser(t.baseUrl);
    await expect(signIn(again, m.mobile)).rejects.toThrow(/ERR_LOGIN_LOCKED/);

    const audit = await auditOf(`member:${m.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: account.id,
      action: 'member.account.disabled',
      before: { status: 'active' },
      after: { status: 'locked', reason: '涉嫌欺诈' },
    });

    const enabled = await b.post<{ member: Summary }>(`/api/admin/members/${m.id}/enable`, { reason: '核实无误' });
    expect(enabled.body.data.member.status).toBe('active');
    expect((await auditOf(`member:${m.id}`)).map((a) => a.action)).toEqual(['member.account.disabled', 'member.account.enabled']);
    t.clock.offsetMs += 61_000;
    const back = new Browser(t.baseUrl);
    await signIn(back, m.mobile);
    expect((await back.post('/api/member/memberPnt/getAvaPntCnt')).status).toBe(200);
  });

  it('needs a reason (400, nothing changed)', async () => {
    const { b } = await staffSignedIn('客服');
    const m = await newMember();
    expect400(await b.post(`/api/admin/members/${m.id}/disable`, {}), '请填写原因');
    expect400(await b.post(`/api/admin/members/${m.id}/disable`, { reason: 'x' }), '原因至少2个字');
    expect400(await b.post(`/api/admin/members/${m.id}/enable`, { reason: 'y'.repeat(201) }), '原因最多200个字');
    expect(await statusOf(m.id)).toBe('active');
    expect(await auditOf(`member:${m.id}`)).toEqual([]);
  });
});

describe('a role without the members permissions', () => {
  it('gets 403 in the envelope on every call, changes nothing and leaves no audit row', async () => {
    const { b, account } = await staffSignedIn('仓储');
    const m = await newMember();
    const start = await balanceOf(m.id);
    const calls: [string, string, string, unknown?][] = [
      ['GET', '/api/admin/members', 'members.read'],
      ['GET', `/api/admin/members/${m.id}`, 'members.read'],
      ['POST', `/api/admin/members/${m.id}/reveal`, 'members.reveal'],
      ['POST', `/api/admin/members/${m.id}/points`, 'members.write', { delta: 100, reason: '无权限' }],
      ['POST', `/api/admin/members/${m.id}/disable`, 'members.write', { reason: '无权限' }],
      ['POST', `/api/admin/members/${m.id}/enable`, 'members.write', { reason: '无权限' }],
    ];
    for (const [method, path, permission, json] of calls) {
      const res = await b.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', message: '当前角色无权执行该操作', data: { permission } });
    }
    expect(await balanceOf(m.id)).toBe(start);
    expect(await statusOf(m.id)).toBe('active');
    expect(await auditOf(`member:${m.id}`)).toEqual([]);
    const { rows } = await t.database.pool.query(
      "SELECT action FROM staff_audit_log WHERE staff_id = $1 AND action NOT IN ('staff.login.succeeded', 'staff.password.changed')",
      [account.id],
    );
    expect(rows).toEqual([]);
  });

  it('is refused without a staff session (401), a member token is not enough', async () => {
    const m = await newMember();
    const res = await m.shopper.get('/api/admin/members');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('ERR_ADMIN_NOT_SIGNED_IN');
  });
});

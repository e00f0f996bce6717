/**
 * The back office's staff sign-in (issue #16) against the real database: accounts made as the
 * admin:create command makes them, the admin session cookie, first-login password change, lock
 * after repeated failures, the per-address limit, TOTP, idle timeout, a member token refused, the
 * permission check, and an audit row for every write that the database will not let anyone change.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@shop/contracts/staff';
import { createStaffAccount, StaffAccountError } from '../src/modules/staff/index.ts';
import { base32Decode, totp } from '../src/modules/staff/totp.ts';
import { Browser, fakeIp, randomText, signIn, useTestApi } from './harness.ts';

const t = useTestApi();

interface Profile {
  id: number;
  name: string;
  role: { code: string; name: string };
  permissions: string[];
  mustChangePassword: boolean;
  totpEnabled: boolean;
  idleTimeoutMs: number;
}
interface AuditRow {
  staff_id: number | null;
  actor: string;
  ip: string | null;
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const NEW_PASSWORD = 'Lantern-2026-ok';
const freshName = () => `测试员${randomText(4)}`;

async function newAccount(role = '超级管理员') {
  return createStaffAccount(t.database, { name: freshName(), role, actor: '测试 admin:create' });
}

async function auditOf(target: string): Promise<AuditRow[]> {
  const { rows } = await t.database.pool.query<AuditRow>(
    'SELECT staff_id, actor, ip, action, target, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id',
    [target],
  );
  return rows;
}

async function login(b: Browser, name: string, password: string, totpCode?: string) {
  return b.post<Profile>('/api/admin/auth/login', { name, password, ...(totpCode ? { totp: totpCode } : {}) });
}

/** A signed-in staff member of `role` whose one-time password is already replaced. */
async function signedInStaff(role = '超级管理员') {
  const account = await newAccount(role);
  const b = await new Browser(t.baseUrl).prime();
  expect((await login(b, account.name, account.password)).status).toBe(200);
  const changed = await b.post<Profile>('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD });
  expect(changed.status).toBe(200);
  return { b, account };
}

describe('accounts made by the command', () => {
  it('creates an account with a one-time password and an audit row by the command', async () => {
    const account = await newAccount('客服');
    expect(account.roleName).toBe('客服');
    expect(account.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const { rows } = await t.database.pool.query('SELECT password_hash, must_change_password FROM staff_accounts WHERE id = $1', [account.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(account.password);
    expect(rows[0].must_change_password).toBe(true);
    const audit = await auditOf(`staff:${account.id}`);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'staff.account.created',
        staff_id: null,
        actor: '测试 admin:create',
        after: { name: account.name, role: '客服', mustChangePassword: true },
      }),
    ]);
  });

  it('refuses a second account of the same name, an unknown role and a bad name, in Chinese', async () => {
    const account = await newAccount();
    await expect(createStaffAccount(t.database, { name: account.name, role: '运营', actor: 't' })).rejects.toThrow(
      new StaffAccountError(`账号“${account.name}”已存在`),
    );
    await expect(createStaffAccount(t.database, { name: freshName(), role: '老板', actor: 't' })).rejects.toThrow(
      /角色须为以下之一：超级管理员、运营、客服、仓储、财务、内容编辑/,
    );
    await expect(createStaffAccount(t.database, { name: '张 三', role: '运营', actor: 't' })).rejects.toThrow(/不含空格/);
  });

  it('has the six roles of the issue, each granting only permissions of the vocabulary', async () => {
    const { rows } = await t.database.pool.query<{ code: string; name: string; permissions: string[] }>(
      'SELECT code, name, permissions FROM staff_roles ORDER BY sort_order',
    );
    expect(Object.fromEntries(rows.map((r) => [r.code, r.name]))).toEqual(STAFF_ROLES);
    for (const r of rows) for (const p of r.permissions) expect(p === '*' || p in STAFF_PERMISSIONS, `${r.code}: ${p}`).toBe(true);
    expect(rows.find((r) => r.code === 'super_admin')!.permissions).toEqual(['*']);
  });
});

describe('sign-in', () => {
  it('signs in with the one-time password into a session cookie scoped to the admin, and audits it with the address', async () => {
    const account = await newAccount();
    const b = await new Browser(t.baseUrl).prime();
    const res = await login(b, account.name, account.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '200', path: '/api/admin/auth/login' });
    expect(res.body.data).toMatchObject({
      name: account.name,
      role: { code: 'super_admin', name: '超级管理员' },
      mustChangePassword: true,
      totpEnabled: false,
      idleTimeoutMs: 1_800_000,
    });
    expect(res.body.data.permissions).toEqual(Object.keys(STAFF_PERMISSIONS));
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('admin_session='))!;
    expect(cookie).toMatch(/; Path=\/api\/admin(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/Domain=/);
    const audit = await auditOf(`staff:${account.id}`);
    expect(audit.at(-1)).toMatchObject({
      action: 'staff.login.succeeded',
      staff_id: account.id,
      actor: account.name,
      ip: b.ip,
      after: expect.objectContaining({ failedLogins: 0 }),
    });
  });

  it('answers bad input with 400 in Chinese, and a missing CSRF token with 403', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const empty = await b.post('/api/admin/auth/login', { name: '  ', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, code: 'E_VALIDATION', message: '请输入账号' });
    const badTotp = await b.post('/api/admin/auth/login', { name: 'x', password: 'y', totp: '12ab56' });
    expect(badTotp.body).toMatchObject({ code: 'E_VALIDATION', message: '动态验证码为6位数字' });
    const notJson = await b.request('POST', '/api/admin/auth/login', { body: '{', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const noCsrf = await b.post('/api/admin/auth/login', { name: 'x', password: 'y' }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe('E_CSRF');
  });

  it('refuses an unknown name and a wrong password alike (401), and audits both', async () => {
    const account = await newAccount();
    const b = await new Browser(t.baseUrl).prime();
    const unknown = await login(b, `无此人${randomText(3)}`, 'whatever-123');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'ERR_ADMIN_LOGIN_FAILED', message: '账号或密码错误' });
    const wrong = await login(b, account.name, 'wrong-password-1');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'ERR_ADMIN_LOGIN_FAILED', message: '账号或密码错误', data: { remainingTries: 4 } });
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('admin_session='))).toBe(false);
    const audit = await auditOf(`staff:${account.id}`);
    expect(audit.at(-1)).toMatchObject({ action: 'staff.login.failed', staff_id: account.id, ip: b.ip, after: { reason: 'password', failedLogins: 1 } });
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM staff_audit_log WHERE action = 'staff.login.failed' AND ip = $1 AND actor = '未知账号'",
      [b.ip],
    );
    expect(rows[0].n).toBe(1);
  });

  it('locks the account on the fifth wrong password for 15 minutes (429, Retry-After), even for the right password, then lets it in', async () => {
    const account = await newAccount();
    const b = await new Browser(t.baseUrl).prime();
    for (let i = 1; i <= 4; i++) expect((await login(b, account.name, `wrong-pass-${i}`)).body.data).toEqual({ remainingTries: 5 - i });
    const fifth = await login(b, account.name, 'wrong-pass-5');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      success: false,
      code: 'ERR_ADMIN_LOCKED',
      message: '密码错误次数过多，账号已锁定15分钟，请稍后再试',
      data: { retryAfter: 900 },
    });
    expect(fifth.headers.get('retry-after')).toBe('900');
    const right = await login(b, account.name, account.password);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('ERR_ADMIN_LOCKED');
    const audit = await auditOf(`staff:${account.id}`);
    expect(audit.map((a) => a.after?.reason)).toEqual([undefined, 'password', 'password', 'password', 'password', 'password', 'locked']);
    expect(audit[5]!.after).toMatchObject({ failedLogins: 5, lockedUntil: expect.any(String) });

    t.clock.offsetMs = 15 * 60_000 + 1000;
    const after = await login(b, account.name, account.password);
    expect(after.status).toBe(200);
    const { rows } = await t.database.pool.query('SELECT failed_logins, locked_until FROM staff_accounts WHERE id = $1', [account.id]);
    expect(rows[0]).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('makes an address wait after 20 failed sign-ins in 15 minutes, whatever the names', async () => {
    const b = await new Browser(t.baseUrl, fakeIp()).prime();
    for (let i = 0; i < 20; i++) expect((await login(b, `乱试${randomText(3)}`, 'guess-123456')).status).toBe(401);
    const limited = await login(b, `乱试${randomText(3)}`, 'guess-123456');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'ERR_ADMIN_LOGIN_RATE_LIMITED', message: '登录尝试过于频繁，请稍后再试' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another address is not held up.
    const other = await new Browser(t.baseUrl, fakeIp()).prime();
    expect((await login(other, `乱试${randomText(3)}`, 'guess-123456')).status).toBe(401);
  });
});

describe('first sign-in and password change', () => {
  it('allows only me, password change and logout until the one-time password is replaced', async () => {
    const account = await newAccount();
    const b = await new Browser(t.baseUrl).prime();
    await login(b, account.name, account.password);
    expect((await b.get<Profile>('/api/admin/auth/me')).body.data.mustChangePassword).toBe(true);
    for (const [method, path] of [
      ['POST', '/api/admin/auth/totp/enrol'],
      ['GET', '/api/admin/audit-log'],
    ] as const) {
      const res = await b.request(method, path, method === 'POST' ? { json: {} } : {});
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ code: 'ERR_ADMIN_PASSWORD_CHANGE_REQUIRED', message: '首次登录请先修改密码' });
    }
  });

  it('checks the current password and the rules, in Chinese, and changes nothing on a refusal', async () => {
    const account = await newAccount();
    const b = await new Browser(t.baseUrl).prime();
    await login(b, account.name, account.password);
    const cases: [Record<string, string>, number, string, string][] = [
      [{ currentPassword: 'not-it-123', newPassword: NEW_PASSWORD }, 400, 'ERR_ADMIN_PASSWORD_WRONG', '当前密码不正确'],
      [{ currentPassword: account.password, newPassword: 'short1' }, 400, 'E_VALIDATION', '新密码至少10位'],
      [{ currentPassword: account.password, newPassword: 'onlyletters' }, 400, 'E_VALIDATION', '新密码须同时包含字母和数字'],
      [{ currentPassword: account.password, newPassword: `x${account.name}2026ab` }, 400, 'ERR_ADMIN_PASSWORD_POLICY', '新密码不能包含账号名'],
      [{ currentPassword: account.password, newPassword: account.password }, 400, 'ERR_ADMIN_PASSWORD_POLICY', '新密码不能与当前密码相同'],
      [{ currentPassword: account.password }, 400, 'E_VALIDATION', '请输入新密码'],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await b.post('/api/admin/auth/password', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, code, message });
    }
    expect((await auditOf(`staff:${account.id}`)).map((a) => a.action)).toEqual(['staff.account.created', 'staff.login.succeeded']);
  });

  it('changes the password, audits before and after, and ends the other sessions', async () => {
    const account = await newAccount();
    const first = await new Browser(t.baseUrl).prime();
    const second = await new Browser(t.baseUrl).prime();
    await login(first, account.name, account.password);
    await login(second, account.name, account.password);
    const changed = await first.post<Profile>('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.data.mustChangePassword).toBe(false);
    expect((await first.get('/api/admin/auth/me')).status).toBe(200);
    const ended = await second.get('/api/admin/auth/me');
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ code: 'ERR_ADMIN_SESSION_ENDED', message: '登录已失效，请重新登录' });
    const audit = (await auditOf(`staff:${account.id}`)).find((a) => a.action === 'staff.password.changed')!;
    expect(audit).toMatchObject({
      staff_id: account.id,
      ip: first.ip,
      before: { mustChangePassword: true, passwordChangedAt: null },
      after: { mustChangePassword: false },
    });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    // The old one-time password no longer works; the new one does.
    const again = await new Browser(t.baseUrl).prime();
    expect((await login(again, account.name, account.password)).status).toBe(401);
    expect((await login(again, account.name, NEW_PASSWORD)).body.data.mustChangePassword).toBe(false);
  });
});

describe('sessions', () => {
  it('signs out after 30 minutes without a call, and each call starts the 30 minutes again', async () => {
    const { b } = await signedInStaff();
    t.clock.offsetMs = 29 * 60_000;
    expect((await b.get('/api/admin/auth/me')).status).toBe(200);
    t.clock.offsetMs = 58 * 60_000;
    expect((await b.get('/api/admin/auth/me')).status).toBe(200);
    const sessionCookie = b.cookies.get('admin_session')!;
    t.clock.offsetMs = 88 * 60_000 + 1;
    const idle = await b.get('/api/admin/auth/me');
    expect(idle.status).toBe(401);
    expect(idle.body).toMatchObject({ success: false, code: 'ERR_ADMIN_SESSION_IDLE', message: '长时间未操作，已自动退出，请重新登录' });
    expect(b.cookies.has('admin_session')).toBe(false);
    expect((await b.get('/api/admin/auth/me')).body.code).toBe('ERR_ADMIN_NOT_SIGNED_IN');
    // The old cookie, sent again, stays dead even once the clock is back.
    t.clock.offsetMs = 0;
    b.cookies.set('admin_session', sessionCookie);
    expect((await b.get('/api/admin/auth/me')).body.code).toBe('ERR_ADMIN_SESSION_ENDED');
  });

  it('logs out: the session ends, the cookie goes, and the logout is audited', async () => {
    const { b, account } = await signedInStaff();
    const cookie = b.cookies.get('admin_session')!;
    const out = await b.post('/api/admin/auth/logout', {});
    expect(out.body).toMatchObject({ success: true, data: { loggedOut: true } });
    expect(b.cookies.has('admin_session')).toBe(false);
    b.cookies.set('admin_session', cookie);
    expect((await b.get('/api/admin/auth/me')).body.code).toBe('ERR_ADMIN_SESSION_ENDED');
    expect((await auditOf(`staff:${account.id}`)).at(-1)).toMatchObject({ action: 'staff.logout', staff_id: account.id, ip: b.ip });
    // Signing in again in the same browser ends the session it held.
    expect((await login(b, account.name, NEW_PASSWORD)).status).toBe(200);
    const replaced = b.cookies.get('admin_session')!;
    expect((await login(b, account.name, NEW_PASSWORD)).status).toBe(200);
    const current = b.cookies.get('admin_session')!;
    b.cookies.set('admin_session', replaced);
    expect((await b.get('/api/admin/auth/me')).body.code).toBe('ERR_ADMIN_SESSION_ENDED');
    b.cookies.set('admin_session', current);
    expect((await b.get('/api/admin/auth/me')).status).toBe(200);
    // Logging out without a session is harmless.
    expect((await new Browser(t.baseUrl).prime().then((x) => x.post('/api/admin/auth/logout', {}))).body).toMatchObject({
      success: true,
      data: { loggedOut: false },
    });
  });

  it('never accepts a member token, as cookie or bearer, nor a forged session cookie', async () => {
    const member = await new Browser(t.baseUrl).prime();
    const { access_token } = await signIn(member);
    const byCookie = await member.get('/api/admin/auth/me');
    expect(byCookie.status).toBe(401);
    expect(byCookie.body).toMatchObject({ code: 'ERR_ADMIN_NOT_SIGNED_IN', message: '请先登录管理后台' });
    const byBearer = await new Browser(t.baseUrl).get('/api/admin/auth/me', { headers: { authorization: `Bearer ${access_token}` } });
    expect(byBearer.body.code).toBe('ERR_ADMIN_NOT_SIGNED_IN');
    member.cookies.set('admin_session', access_token);
    expect((await member.get('/api/admin/auth/me')).body.code).toBe('ERR_ADMIN_NOT_SIGNED_IN');
    member.cookies.set('admin_session', 'x'.repeat(500));
    expect((await member.get('/api/admin/auth/me')).body.code).toBe('ERR_ADMIN_NOT_SIGNED_IN');
  });
});

describe('TOTP second factor', () => {
  it('enrols, confirms, is then required at sign-in, refuses a replayed code, and is disabled with password and code; each step audited', async () => {
    const { b, account } = await signedInStaff();
    const enrol = await b.post<{ secret: string; otpauthUrl: string }>('/api/admin/auth/totp/enrol', {});
    expect(enrol.status).toBe(200);
    expect(enrol.body.data.otpauthUrl).toContain(`secret=${enrol.body.data.secret}`);
    const secret = base32Decode(enrol.body.data.secret);
    const code = (offsetMs = 0) => totp(secret, t.clock.nowMs() + offsetMs);

    const { rows } = await t.database.pool.query('SELECT totp_pending_secret FROM staff_accounts WHERE id = $1', [account.id]);
    expect(rows[0].totp_pending_secret).not.toContain(enrol.body.data.secret);

    const wrongConfirm = await b.post('/api/admin/auth/totp/confirm', { code: code(-5 * 60_000) });
    expect(wrongConfirm.status).toBe(400);
    expect(wrongConfirm.body).toMatchObject({ code: 'ERR_ADMIN_TOTP_CODE_INVALID', message: '动态验证码错误，请重新输入' });
    const confirmed = await b.post<Profile>('/api/admin/auth/totp/confirm', { code: code() });
    expect(confirmed.body.data.totpEnabled).toBe(true);
    expect((await b.post('/api/admin/auth/totp/enrol', {})).body.code).toBe('ERR_ADMIN_TOTP_ALREADY_ENABLED');

    const other = await new Browser(t.baseUrl).prime();
    const missing = await login(other, account.name, NEW_PASSWORD);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'ERR_ADMIN_TOTP_REQUIRED', message: '请输入动态验证码', data: { totpRequired: true } });
    const wrong = await login(other, account.name, NEW_PASSWORD, code(-5 * 60_000));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'ERR_ADMIN_TOTP_WRONG', data: { remainingTries: 4 } });
    // The code used to confirm cannot sign in again; the next one can.
    expect((await login(other, account.name, NEW_PASSWORD, code())).body.code).toBe('ERR_ADMIN_TOTP_WRONG');
    const signedIn = await login(other, account.name, NEW_PASSWORD, code(30_000));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.totpEnabled).toBe(true);

    t.clock.offsetMs = 90_000;
    expect((await b.post('/api/admin/auth/totp/disable', { password: 'not-it-123', code: code() })).body.code).toBe('ERR_ADMIN_PASSWORD_WRONG');
    expect((await b.post('/api/admin/auth/totp/disable', { password: NEW_PASSWORD, code: code(-5 * 60_000) })).body.code).toBe('ERR_ADMIN_TOTP_CODE_INVALID');
    const disabled = await b.post<Profile>('/api/admin/auth/totp/disable', { password: NEW_PASSWORD, code: code() });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.totpEnabled).toBe(false);
    expect((await b.post('/api/admin/auth/totp/disable', { password: NEW_PASSWORD, code: code() })).body.code).toBe('ERR_ADMIN_TOTP_NOT_ENABLED');
    expect((await login(new Browser(t.baseUrl), account.name, NEW_PASSWORD)).status).toBe(403); // no CSRF token yet

    const actions = (await auditOf(`staff:${account.id}`)).map((a) => `${a.action}${a.after?.reason ? `:${a.after.reason}` : ''}`);
    expect(actions).toEqual([
      'staff.account.created',
      'staff.login.succeeded',
      'staff.password.changed',
      'staff.totp.enrolment-started',
      'staff.totp.enabled',
      'staff.login.failed:totp-missing',
      'staff.login.failed:totp',
      'staff.login.failed:totp',
      'staff.login.succeeded',
      'staff.totp.disabled',
    ]);
  });

  it('answers confirm before enrol, and malformed codes, with Chinese refusals', async () => {
    const { b } = await signedInStaff();
    expect((await b.post('/api/admin/auth/totp/confirm', { code: '123456' })).body).toMatchObject({
      code: 'ERR_ADMIN_TOTP_NOT_ENROLLED',
      message: '请先获取动态验证码密钥',
    });
    expect((await b.post('/api/admin/auth/totp/confirm', { code: '12345' })).body).toMatchObject({ code: 'E_VALIDATION', message: '动态验证码为6位数字' });
    expect((await b.post('/api/admin/auth/totp/confirm', {})).body).toMatchObject({ code: 'E_VALIDATION', message: '请输入动态验证码' });
  });
});

describe('permissions and the audit log', () => {
  it('answers 403 in the envelope to a role without the permission, and records nothing for it', async () => {
    const { b, account } = await signedInStaff('客服');
    const before = await auditOf(`staff:${account.id}`);
    const res = await b.get('/api/admin/audit-log');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      code: 'ERR_ADMIN_FORBIDDEN',
      message: '当前角色无权执行该操作',
      data: { permission: 'audit.read' },
      path: '/api/admin/audit-log',
    });
    expect(await auditOf(`staff:${account.id}`)).toEqual(before);
    expect((await new Browser(t.baseUrl).get('/api/admin/audit-log')).status).toBe(401);
  });

  it('lets 超级管理员 search the log, newest first, with filters checked', async () => {
    const { b, account } = await signedInStaff();
    const mine = await b.get<{ list: { action: string; actor: string; ip: string | null; at: number }[]; total: number }>(
      `/api/admin/audit-log?staffId=${account.id}&action=staff.&pageSize=10`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.list.map((r) => r.action)).toEqual(['staff.password.changed', 'staff.login.succeeded']);
    expect(mine.body.data.total).toBe(2);
    const byActor = await b.get<{ list: { action: string }[] }>(`/api/admin/audit-log?actor=${encodeURIComponent('测试 admin:create')}&pageSize=100`);
    expect(byActor.body.data.list.every((r) => r.action === 'staff.account.created')).toBe(true);
    for (const [query, message] of [
      ['page=0', '页码从1开始'],
      ['pageSize=500', '每页最多100条'],
      ['from=20&to=10', '开始时间不能晚于结束时间'],
      ['staffId=abc', '员工编号须为数字'],
    ]) {
      const bad = await b.get(`/api/admin/audit-log?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body, query).toMatchObject({ code: 'E_VALIDATION', message });
    }
  });

  it('refuses to change or remove an audit row, at the database', async () => {
    const account = await newAccount();
    const target = `staff:${account.id}`;
    await expect(t.database.pool.query("UPDATE staff_audit_log SET actor = '别人' WHERE target = $1", [target])).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(t.database.pool.query('DELETE FROM staff_audit_log WHERE target = $1', [target])).rejects.toThrow(/append-only: DELETE refused/);
    await expect(t.database.pool.query('TRUNCATE staff_audit_log')).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect(await auditOf(target)).toEqual([expect.objectContaining({ actor: '测试 admin:create', action: 'staff.account.created' })]);
  });
});

/**
 * 系统 → 员工与角色 (issue #16) against the real database: list, create, change role, disable /
 * enable, reset password, roles and their permissions. Each call with good input, bad input (400
 * in Chinese, nothing changed), a role without staff.manage (403, nothing changed, no audit row),
 * and the audit row of every write (before / after, never a password). The guard rails: nobody
 * acts on their own account, and the last active 超级管理员 stays.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS } from '@shop/contracts/staff';
import type { Database } from '@shop/db';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { createStaffAdmin } from '../src/modules/staff/staff-admin.service.ts';
import type { StaffPrincipal } from '../src/modules/staff/staff.service.ts';
import { Browser, randomText, useTestApi, type Reply } from './harness.ts';

const t = useTestApi();

interface Summary {
  id: number;
  name: string;
  role: { code: string; name: string };
  status: 'active' | 'disabled';
  mustChangePassword: boolean;
  totpEnabled: boolean;
  lockedUntil: number | null;
  lastLoginAt: number | null;
  createdAt: number;
}
interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface Role {
  code: string;
  name: string;
  permissions: string[];
  all: boolean;
  activeStaff: number;
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
const freshName = () => `员工${randomText(4)}`;

async function auditOf(target: string): Promise<AuditRow[]> {
  const { rows } = await t.database.pool.query<AuditRow>(
    'SELECT staff_id, actor, ip, action, target, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id',
    [target],
  );
  return rows;
}
const auditCount = async () => Number((await t.database.pool.query('SELECT count(*) AS n FROM staff_audit_log')).rows[0].n);
const accountRow = async (id: number) =>
  (await t.database.pool.query('SELECT name, role_code, password_hash, must_change_password, disabled_at FROM staff_accounts WHERE id = $1', [id])).rows[0];

/** A signed-in staff member of `role`, one-time password replaced. */
async function signedIn(role = '超级管理员') {
  const account = await createStaffAccount(t.database, { name: freshName(), role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD })).status).toBe(200);
  return { b, account };
}

const put = <T>(b: Browser, path: string, json: unknown) => b.request<T>('PUT', path, { json });

function expect400(res: Reply, message: string | RegExp) {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.code).toBe('E_VALIDATION');
  expect(res.body.message).toMatch(message);
}

describe('staff list', () => {
  it('filters by name, role and status, sorts and pages', async () => {
    const { b } = await signedIn();
    const tag = randomText(3);
    const made = [];
    for (const role of ['客服', '客服', '仓储']) made.push(await createStaffAccount(t.database, { name: `列表${tag}${made.length}`, role, actor: 't' }));
    const all = await b.get<Page<Summary>>(`/api/admin/staff?name=${encodeURIComponent(`列表${tag}`)}&sort=name`);
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((s) => s.name)).toEqual(made.map((m) => m.name));
    expect(all.body.data.list[0]).toMatchObject({
      role: { code: 'customer_service', name: '客服' },
      status: 'active',
      mustChangePassword: true,
      lastLoginAt: null,
    });
    const cs = await b.get<Page<Summary>>(`/api/admin/staff?name=${encodeURIComponent(`列表${tag}`)}&role=customer_service&sort=-name&pageSize=1&page=2`);
    expect(cs.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(cs.body.data.list.map((s) => s.name)).toEqual([made[0]!.name]);
    const disabled = await b.get<Page<Summary>>(`/api/admin/staff?name=${encodeURIComponent(`列表${tag}`)}&status=disabled`);
    expect(disabled.body.data.total).toBe(0);
  });

  it('answers bad filters with 400 in Chinese', async () => {
    const { b } = await signedIn();
    expect400(await b.get('/api/admin/staff?role=boss'), '角色不存在');
    expect400(await b.get('/api/admin/staff?status=gone'), '状态须为 active 或 disabled');
    expect400(await b.get('/api/admin/staff?sort=password'), '排序方式不正确');
    expect400(await b.get('/api/admin/staff?pageSize=500'), '每页最多100条');
  });
});

describe('creating an account', () => {
  it('returns a one-time password once, stores only its hash, and audits who made it (no password)', async () => {
    const { b, account: me } = await signedIn();
    const name = freshName();
    const res = await b.post<{ staff: Summary; oneTimePassword: string }>('/api/admin/staff', { name: ` ${name} `, roleCode: 'customer_service' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { staff, oneTimePassword } = res.body.data;
    expect(staff).toMatchObject({ name, role: { code: 'customer_service', name: '客服' }, status: 'active', mustChangePassword: true, totpEnabled: false });
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const row = await accountRow(staff.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await auditOf(`staff:${staff.id}`);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'staff.account.created',
        staff_id: me.id,
        actor: me.name,
        ip: b.ip,
        before: null,
        after: { name, role: '客服', status: 'active', mustChangePassword: true },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(oneTimePassword);
    // The new person signs in with it and must change it.
    const them = await new Browser(t.baseUrl).prime();
    const login = await them.post<{ mustChangePassword: boolean }>('/api/admin/auth/login', { name, password: oneTimePassword });
    expect(login.status).toBe(200);
    expect(login.body.data.mustChangePassword).toBe(true);
  });

  it('refuses bad input (400, Chinese) and a taken name (409), creating nothing', async () => {
    const { b, account: me } = await signedIn();
    const before = await auditCount();
    const { rows: countBefore } = await t.database.pool.query('SELECT count(*) AS n FROM staff_accounts');
    expect400(await b.post('/api/admin/staff', { name: '张 三', roleCode: 'operations' }), '账号名不能包含空格');
    expect400(await b.post('/api/admin/staff', { name: '', roleCode: 'operations' }), '请输入账号名');
    expect400(await b.post('/api/admin/staff', { name: 'x'.repeat(33), roleCode: 'operations' }), '账号名最多32个字符');
    expect400(await b.post('/api/admin/staff', { name: freshName(), roleCode: 'boss' }), '请选择角色');
    expect400(await b.post('/api/admin/staff', { name: freshName() }), '请选择角色');
    const taken = await b.post('/api/admin/staff', { name: me.name, roleCode: 'operations' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'ERR_ADMIN_STAFF_NAME_TAKEN', message: '该账号名已存在，请换一个' });
    const { rows: countAfter } = await t.database.pool.query('SELECT count(*) AS n FROM staff_accounts');
    expect(countAfter[0].n).toBe(countBefore[0].n);
    // Other tests write audit rows meanwhile: none of ours is among them.
    const { rows } = await t.database.pool.query('SELECT count(*) AS n FROM staff_audit_log WHERE staff_id = $1 AND id > 0 AND action LIKE $2', [
      me.id,
      'staff.account.%',
    ]);
    expect(Number(rows[0].n)).toBe(0);
    expect(await auditCount()).toBeGreaterThanOrEqual(before);
  });
});

describe('changing an account', () => {
  it('changes the role, disables (ending the sessions), enables and resets the password, each audited', async () => {
    const { b, account: me } = await signedIn();
    const { b: them, account: other } = await signedIn('客服');
    const target = `staff:${other.id}`;

    const role = await b.post<Summary>(`/api/admin/staff/${other.id}/role`, { roleCode: 'warehouse' });
    expect(role.status).toBe(200);
    expect(role.body.data.role).toEqual({ code: 'warehouse', name: '仓储' });
    expect((await them.get<{ role: { name: string } }>('/api/admin/auth/me')).body.data.role.name).toBe('仓储');

    const off = await b.post<Summary>(`/api/admin/staff/${other.id}/disable`);
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('disabled');
    const gone = await them.get('/api/admin/auth/me');
    expect(gone.status).toBe(401);
    expect(gone.body.code).toBe('ERR_ADMIN_SESSION_ENDED');
    const { rows: open } = await t.database.pool.query('SELECT count(*) AS n FROM staff_sessions WHERE staff_id = $1 AND ended_at IS NULL', [other.id]);
    expect(Number(open[0].n)).toBe(0);
    expect((await them.post('/api/admin/auth/login', { name: other.name, password: NEW_PASSWORD })).body.code).toBe('ERR_ADMIN_ACCOUNT_DISABLED');

    const on = await b.post<Summary>(`/api/admin/staff/${other.id}/enable`);
    expect(on.body.data.status).toBe('active');
    expect((await them.post('/api/admin/auth/login', { name: other.name, password: NEW_PASSWORD })).status).toBe(200);

    const reset = await b.post<{ staff: Summary; oneTimePassword: string }>(`/api/admin/staff/${other.id}/reset-password`);
    expect(reset.status).toBe(200);
    expect(reset.body.data.staff.mustChangePassword).toBe(true);
    expect((await them.get('/api/admin/auth/me')).status).toBe(401);
    expect((await them.post('/api/admin/auth/login', { name: other.name, password: NEW_PASSWORD })).status).toBe(401);
    const relogin = await them.post<{ mustChangePassword: boolean }>('/api/admin/auth/login', { name: other.name, password: reset.body.data.oneTimePassword });
    expect(relogin.body.data.mustChangePassword).toBe(true);

    const audit = (await auditOf(target)).filter((a) => a.staff_id === me.id);
    expect(audit.map((a) => a.action)).toEqual([
      'staff.account.role-changed',
      'staff.account.disabled',
      'staff.account.enabled',
      'staff.account.password-reset',
    ]);
    expect(audit[0]).toMatchObject({ actor: me.name, ip: b.ip, before: { role: '客服' }, after: { role: '仓储' } });
    expect(audit[1]).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled', sessionsEnded: true } });
    expect(audit[2]).toMatchObject({ before: { status: 'disabled' }, after: { status: 'active' } });
    expect(audit[3]).toMatchObject({ before: { mustChangePassword: false }, after: { mustChangePassword: true, sessionsEnded: true } });
    expect(JSON.stringify(audit)).not.toContain(reset.body.data.oneTimePassword);
  });

  it('refuses bad ids and roles (400, Chinese), an unknown account (404), and the own account (409), changing nothing', async () => {
    const { b, account: me } = await signedIn();
    const other = await createStaffAccount(t.database, { name: freshName(), role: '运营', actor: 't' });
    expect400(await b.post('/api/admin/staff/abc/disable'), '员工编号须为数字');
    expect400(await b.post('/api/admin/staff/-3/enable'), '员工编号须为正整数');
    expect400(await b.post(`/api/admin/staff/${other.id}/role`, { roleCode: 'boss' }), '请选择角色');
    const missing = await b.post('/api/admin/staff/99999999/disable');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'ERR_ADMIN_STAFF_NOT_FOUND', message: '员工账号不存在' });
    for (const [path, body, message] of [
      [`/api/admin/staff/${me.id}/disable`, undefined, '不能停用自己的账号'],
      [`/api/admin/staff/${me.id}/role`, { roleCode: 'operations' }, '不能修改自己的角色'],
      [`/api/admin/staff/${me.id}/reset-password`, undefined, '不能重置自己的密码，请在个人设置中修改'],
    ] as const) {
      const res = await b.post(path, body);
      expect(res.status, path).toBe(409);
      expect(res.body).toMatchObject({ code: 'ERR_ADMIN_NOT_ON_SELF', message });
    }
    expect(await accountRow(other.id)).toMatchObject({ role_code: 'operations', disabled_at: null });
    expect(await accountRow(me.id)).toMatchObject({ role_code: 'super_admin', disabled_at: null, must_change_password: false });
    expect((await auditOf(`staff:${other.id}`)).map((a) => a.action)).toEqual(['staff.account.created']);
    expect((await auditOf(`staff:${me.id}`)).filter((a) => a.action.startsWith('staff.account.') && a.staff_id === me.id)).toEqual([]);
  });

  it('lets a super administrator disable another while one remains, but never the last active one', async () => {
    const { b } = await signedIn();
    const other = await createStaffAccount(t.database, { name: freshName(), role: '超级管理员', actor: 't' });
    expect((await b.post<Summary>(`/api/admin/staff/${other.id}/disable`)).body.data.status).toBe('disabled');

    // The last one: every other active super administrator disabled inside a transaction that is
    // rolled back, with the service working on that transaction.
    const last = await createStaffAccount(t.database, { name: freshName(), role: '超级管理员', actor: 't' });
    const who = { id: -1, name: '测试' } as StaffPrincipal;
    const noAudit = async () => {};
    let refusals: unknown[] = [];
    const outcome = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE staff_accounts SET disabled_at = now() WHERE role_code = 'super_admin' AND disabled_at IS NULL AND id <> ${last.id}`);
        const admin = createStaffAdmin({ database: { db: tx } as unknown as Database, clock: t.clock });
        const codeOf = (e: { code?: string }) => e.code;
        refusals = [await admin.disable(who, last.id, noAudit).catch(codeOf), await admin.changeRole(who, last.id, 'operations', noAudit).catch(codeOf)];
        tx.rollback();
      })
      .catch((e: unknown) => e);
    expect(outcome).toMatchObject({ message: 'Rollback' });
    expect(refusals).toEqual(['ERR_ADMIN_LAST_SUPER_ADMIN', 'ERR_ADMIN_LAST_SUPER_ADMIN']);
    expect(await accountRow(last.id)).toMatchObject({ role_code: 'super_admin', disabled_at: null });
  });
});

describe('roles', () => {
  it('lists the six roles with their permissions and active staff', async () => {
    const { b } = await signedIn();
    const res = await b.get<{ list: Role[] }>('/api/admin/roles');
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((r) => r.name)).toEqual(['超级管理员', '运营', '客服', '仓储', '财务', '内容编辑']);
    expect(res.body.data.list[0]).toMatchObject({ code: 'super_admin', permissions: ['*'], all: true });
    expect(res.body.data.list[0]!.activeStaff).toBeGreaterThanOrEqual(1);
    for (const r of res.body.data.list.slice(1)) expect(r.all).toBe(false);
  });

  it("edits a role's permissions (audited), refuses 超级管理员's and unknown codes, and the role's staff are checked by the new list at once", async () => {
    const { b, account: me } = await signedIn();
    const { b: editor } = await signedIn('内容编辑');
    const before = (await b.get<{ list: Role[] }>('/api/admin/roles')).body.data.list.find((r) => r.code === 'content_editor')!;
    try {
      expect((await editor.get('/api/admin/audit-log')).status).toBe(403);
      const res = await put<Role>(b, '/api/admin/roles/content_editor/permissions', { permissions: ['audit.read', ...before.permissions] });
      expect(res.status).toBe(200);
      // Stored in the vocabulary's order.
      const order = Object.keys(STAFF_PERMISSIONS);
      expect(res.body.data.permissions).toEqual([...before.permissions, 'audit.read'].sort((x, y) => order.indexOf(x) - order.indexOf(y)));
      expect((await editor.get('/api/admin/audit-log?pageSize=1')).status).toBe(200);
      const audit = (await auditOf('role:content_editor')).filter((a) => a.staff_id === me.id);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'staff.role.permissions-changed',
          actor: me.name,
          before: { name: '内容编辑', permissions: before.permissions },
          after: { name: '内容编辑', permissions: res.body.data.permissions },
        }),
      ]);

      const countBefore = await t.database.pool.query("SELECT permissions FROM staff_roles WHERE code = 'content_editor'");
      expect400(await put(b, '/api/admin/roles/content_editor/permissions', { permissions: ['everything'] }), '权限不存在');
      expect400(await put(b, '/api/admin/roles/content_editor/permissions', { permissions: ['*'] }), '权限不存在');
      expect400(await put(b, '/api/admin/roles/content_editor/permissions', { permissions: ['cms.write', 'cms.write'] }), '权限重复');
      expect400(await put(b, '/api/admin/roles/content_editor/permissions', {}), '请选择权限');
      const superAdmin = await put(b, '/api/admin/roles/super_admin/permissions', { permissions: ['cms.write'] });
      expect(superAdmin.status).toBe(409);
      expect(superAdmin.body).toMatchObject({ code: 'ERR_ADMIN_ROLE_NOT_EDITABLE', message: '超级管理员拥有全部权限，不可修改' });
      const unknown = await put(b, '/api/admin/roles/boss/permissions', { permissions: [] });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('角色不存在');
      expect((await t.database.pool.query("SELECT permissions FROM staff_roles WHERE code = 'content_editor'")).rows).toEqual(countBefore.rows);
      expect((await t.database.pool.query("SELECT permissions FROM staff_roles WHERE code = 'super_admin'")).rows[0].permissions).toEqual(['*']);
      expect((await auditOf('role:content_editor')).filter((a) => a.staff_id === me.id)).toHaveLength(1);
      expect(await auditOf('role:super_admin')).toEqual([]);
    } finally {
      await put(b, '/api/admin/roles/content_editor/permissions', { permissions: before.permissions });
    }
  });
});

describe('a role without staff.manage', () => {
  it('gets 403 in the envelope on every call, changes nothing and leaves no audit row', async () => {
    const { b, account: me } = await signedIn('客服');
    const other = await createStaffAccount(t.database, { name: freshName(), role: '运营', actor: 't' });
    const rolesBefore = (await t.database.pool.query('SELECT code, permissions FROM staff_roles ORDER BY code')).rows;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff', { name: freshName(), roleCode: 'super_admin' }],
      ['POST', `/api/admin/staff/${other.id}/role`, { roleCode: 'super_admin' }],
      ['POST', `/api/admin/staff/${other.id}/disable`],
      ['POST', `/api/admin/staff/${other.id}/enable`],
      ['POST', `/api/admin/staff/${other.id}/reset-password`],
      ['GET', '/api/admin/roles'],
      ['PUT', '/api/admin/roles/customer_service/permissions', { permissions: Object.keys(STAFF_PERMISSIONS) }],
    ];
    for (const [method, path, json] of calls) {
      const res = await b.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', message: '当前角色无权执行该操作', data: { permission: 'staff.manage' } });
    }
    expect(await accountRow(other.id)).toMatchObject({ role_code: 'operations', disabled_at: null, must_change_password: true });
    expect((await t.database.pool.query('SELECT code, permissions FROM staff_roles ORDER BY code')).rows).toEqual(rolesBefore);
    const { rows } = await t.database.pool.query(
      "SELECT action FROM staff_audit_log WHERE staff_id = $1 AND action NOT IN ('staff.login.succeeded', 'staff.password.changed')",
      [me.id],
    );
    expect(rows).toEqual([]);
    expect((await auditOf(`staff:${other.id}`)).map((a) => a.action)).toEqual(['staff.account.created']);
  });

  it('is refused without a session (401) and before the one-time password is changed (403)', async () => {
    const anon = await new Browser(t.baseUrl).prime();
    expect((await anon.get('/api/admin/staff')).body.code).toBe('ERR_ADMIN_NOT_SIGNED_IN');
    const fresh = await createStaffAccount(t.database, { name: freshName(), role: '超级管理员', actor: 't' });
    const b = await new Browser(t.baseUrl).prime();
    await b.post('/api/admin/auth/login', { name: fresh.name, password: fresh.password });
    const res = await b.post('/api/admin/staff', { name: freshName(), roleCode: 'operations' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ERR_ADMIN_PASSWORD_CHANGE_REQUIRED');
  });
});

describe('audit log search by target', () => {
  it('finds the rows of one account by its target (prefix)', async () => {
    const { b } = await signedIn();
    const other = await createStaffAccount(t.database, { name: freshName(), role: '财务', actor: 't' });
    await b.post(`/api/admin/staff/${other.id}/disable`);
    const res = await b.get<Page<{ action: string; target: string }>>(`/api/admin/audit-log?target=staff:${other.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((r) => r.action)).toEqual(['staff.account.disabled', 'staff.account.created']);
    expect400(await b.get(`/api/admin/audit-log?target=${'x'.repeat(65)}`), '操作对象最多64个字符');
  });
});

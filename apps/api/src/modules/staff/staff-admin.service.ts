/**
 * 系统 → 员工与角色 (issue #16): the super administrator's management of staff accounts and of
 * what each role may do. Every write runs in one transaction with its audit row (who, from where,
 * before and after; never a password). Guard rails: nobody acts on their own account here (their
 * own password is changed in 个人设置), and at least one active 超级管理员 always remains — the
 * active super administrators are locked FOR UPDATE before the check, so two concurrent calls
 * cannot each remove "the other" last one.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Database, type Tx } from '@shop/db';
import {
  ALL_PERMISSIONS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffRole,
  type StaffRoleCode,
  type StaffSummary,
  type staffListPageSchema,
  type staffListQuerySchema,
} from '@shop/contracts/staff';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/shop-error.ts';
import type { AuditEntry } from './audit-log.ts';
import { hashPassword, oneTimePassword } from './passwords.ts';
import type { StaffPrincipal } from './staff.service.ts';

const { staffAccounts, staffRoles, staffSessions } = schema;
type AccountRow = typeof staffAccounts.$inferSelect;

const SUPER_ADMIN: StaffRoleCode = 'super_admin';

/** Appends the audit row of this request's write on `tx` (bound to the request by the route). */
export type AuditWrite = (tx: Tx, what: Pick<AuditEntry, 'action' | 'target' | 'before' | 'after'>) => Promise<void>;

const summaryOf = (row: AccountRow, now: Date): StaffSummary => ({
  id: row.id,
  name: row.name,
  role: { code: row.roleCode, name: STAFF_ROLES[row.roleCode as StaffRoleCode] ?? row.roleCode },
  status: row.disabledAt ? 'disabled' : 'active',
  mustChangePassword: row.mustChangePassword,
  totpEnabled: row.totpSecret !== null,
  lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.getTime() : null,
  lastLoginAt: row.lastLoginAt?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
});

/** What the audit log keeps of an account: no hash, no secret. */
const auditView = (row: AccountRow) => ({
  name: row.name,
  role: STAFF_ROLES[row.roleCode as StaffRoleCode] ?? row.roleCode,
  status: row.disabledAt ? 'disabled' : 'active',
});

const SORTS = {
  createdAt: [asc(staffAccounts.createdAt), asc(staffAccounts.id)],
  '-createdAt': [desc(staffAccounts.createdAt), desc(staffAccounts.id)],
  name: [asc(staffAccounts.name)],
  '-name': [desc(staffAccounts.name)],
  lastLoginAt: [sql`${staffAccounts.lastLoginAt} ASC NULLS LAST`, asc(staffAccounts.id)],
  '-lastLoginAt': [sql`${staffAccounts.lastLoginAt} DESC NULLS LAST`, desc(staffAccounts.id)],
} as const;

export function createStaffAdmin({ database, clock }: { database: Database; clock: Clock }) {
  const { db } = database;

  async function list(q: z.output<typeof staffListQuerySchema>): Promise<z.input<typeof staffListPageSchema>> {
    const where: SQL[] = [];
    if (q.name) where.push(sql`strpos(lower(${staffAccounts.name}), lower(${q.name})) > 0`);
    if (q.role) where.push(eq(staffAccounts.roleCode, q.role));
    if (q.status === 'active') where.push(isNull(staffAccounts.disabledAt));
    if (q.status === 'disabled') where.push(isNotNull(staffAccounts.disabledAt));
    const filter = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(staffAccounts)
        .where(filter)
        .orderBy(...SORTS[q.sort])
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ n: count() }).from(staffAccounts).where(filter),
    ]);
    const now = clock.now();
    return { list: rows.map((r) => summaryOf(r, now)), total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
  }

  async function lockedTarget(tx: Tx, id: number): Promise<AccountRow> {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    if (!row) throw fail('ERR_ADMIN_STAFF_NOT_FOUND');
    return row;
  }

  /** Refuses when `target` is an active 超级管理员 and no other active one would remain. */
  async function keepOneSuperAdmin(tx: Tx, target: AccountRow) {
    if (target.roleCode !== SUPER_ADMIN || target.disabledAt) return;
    const others = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.roleCode, SUPER_ADMIN), isNull(staffAccounts.disabledAt), ne(staffAccounts.id, target.id)))
      .for('update');
    if (others.length === 0) throw fail('ERR_ADMIN_LAST_SUPER_ADMIN');
  }

  const notOnSelf = (who: StaffPrincipal, id: number, message?: string) => {
    if (who.id === id) throw fail('ERR_ADMIN_NOT_ON_SELF', message ? { message } : undefined);
  };

  const endSessions = (tx: Tx, staffId: number, now: Date, reason: string) =>
    tx
      .update(staffSessions)
      .set({ endedAt: now, endedReason: reason })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));

  async function create(input: { name: string; roleCode: StaffRoleCode }, audit: AuditWrite) {
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffAccounts)
        .values({ name: input.name, roleCode: input.roleCode, passwordHash, mustChangePassword: true, createdAt: now })
        .onConflictDoNothing({ target: staffAccounts.name })
        .returning();
      if (!row) throw fail('ERR_ADMIN_STAFF_NAME_TAKEN');
      await audit(tx, { action: 'staff.account.created', target: `staff:${row.id}`, after: { ...auditView(row), mustChangePassword: true } });
      return { staff: summaryOf(row, now), oneTimePassword: password };
    });
  }

  async function changeRole(who: StaffPrincipal, id: number, roleCode: StaffRoleCode, audit: AuditWrite) {
    notOnSelf(who, id, '不能修改自己的角色');
    const now = clock.now();
    return db.transaction(async (tx) => {
      const before = await lockedTarget(tx, id);
      if (before.roleCode === roleCode) return summaryOf(before, now);
      if (roleCode !== SUPER_ADMIN) await keepOneSuperAdmin(tx, before);
      const [after] = await tx.update(staffAccounts).set({ roleCode }).where(eq(staffAccounts.id, id)).returning();
      await audit(tx, { action: 'staff.account.role-changed', target: `staff:${id}`, before: auditView(before), after: auditView(after!) });
      return summaryOf(after!, now);
    });
  }

  async function setDisabled(who: StaffPrincipal, id: number, disabled: boolean, audit: AuditWrite) {
    if (disabled) notOnSelf(who, id, '不能停用自己的账号');
    const now = clock.now();
    return db.transaction(async (tx) => {
      const before = await lockedTarget(tx, id);
      if (Boolean(before.disabledAt) === disabled && (disabled || !before.lockedUntil)) return summaryOf(before, now);
      if (disabled) await keepOneSuperAdmin(tx, before);
      const [after] = await tx
        .update(staffAccounts)
        .set(disabled ? { disabledAt: now } : { disabledAt: null, failedLogins: 0, lockedUntil: null })
        .where(eq(staffAccounts.id, id))
        .returning();
      if (disabled) await endSessions(tx, id, now, 'disabled');
      await audit(tx, {
        action: disabled ? 'staff.account.disabled' : 'staff.account.enabled',
        target: `staff:${id}`,
        before: { ...auditView(before), failedLogins: before.failedLogins },
        after: { ...auditView(after!), failedLogins: after!.failedLogins, ...(disabled ? { sessionsEnded: true } : {}) },
      });
      return summaryOf(after!, now);
    });
  }

  async function resetPassword(who: StaffPrincipal, id: number, audit: AuditWrite) {
    notOnSelf(who, id, '不能重置自己的密码，请在个人设置中修改');
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const before = await lockedTarget(tx, id);
      const [after] = await tx
        .update(staffAccounts)
        .set({ passwordHash, mustChangePassword: true, passwordChangedAt: now, failedLogins: 0, lockedUntil: null })
        .where(eq(staffAccounts.id, id))
        .returning();
      await endSessions(tx, id, now, 'password-reset');
      await audit(tx, {
        action: 'staff.account.password-reset',
        target: `staff:${id}`,
        before: { mustChangePassword: before.mustChangePassword, failedLogins: before.failedLogins },
        after: { mustChangePassword: true, failedLogins: 0, sessionsEnded: true },
      });
      return { staff: summaryOf(after!, now), oneTimePassword: password };
    });
  }

  async function roleViews(tx: Database['db'] | Tx, code?: string): Promise<StaffRole[]> {
    const rows = await tx
      .select({
        code: staffRoles.code,
        name: staffRoles.name,
        permissions: staffRoles.permissions,
        activeStaff: sql<number>`(SELECT count(*)::int FROM ${staffAccounts} WHERE ${staffAccounts.roleCode} = ${staffRoles.code} AND ${staffAccounts.disabledAt} IS NULL)`,
      })
      .from(staffRoles)
      .where(code ? eq(staffRoles.code, code) : undefined)
      .orderBy(asc(staffRoles.sortOrder));
    return rows.map((r) => ({ ...r, all: r.permissions.includes(ALL_PERMISSIONS), activeStaff: Number(r.activeStaff) }));
  }

  const roles = () => roleViews(db);

  async function setRolePermissions(code: string, permissions: readonly string[], audit: AuditWrite) {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(staffRoles).where(eq(staffRoles.code, code)).for('update');
      if (!before) throw fail('ERR_ADMIN_ROLE_NOT_FOUND');
      if (before.permissions.includes(ALL_PERMISSIONS)) throw fail('ERR_ADMIN_ROLE_NOT_EDITABLE');
      // Stored in the vocabulary's order, so the same set always reads the same.
      const wanted = (Object.keys(STAFF_PERMISSIONS) as string[]).filter((p) => permissions.includes(p));
      const same = wanted.length === before.permissions.length && wanted.every((p, i) => before.permissions[i] === p);
      if (!same) {
        await tx.update(staffRoles).set({ permissions: wanted }).where(eq(staffRoles.code, code));
        await audit(tx, {
          action: 'staff.role.permissions-changed',
          target: `role:${code}`,
          before: { name: before.name, permissions: before.permissions },
          after: { name: before.name, permissions: wanted },
        });
      }
      return (await roleViews(tx, code))[0]!;
    });
  }

  return {
    list,
    create,
    changeRole,
    disable: (who: StaffPrincipal, id: number, a: AuditWrite) => setDisabled(who, id, true, a),
    enable: (who: StaffPrincipal, id: number, a: AuditWrite) => setDisabled(who, id, false, a),
    resetPassword,
    roles,
    setRolePermissions,
  };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;

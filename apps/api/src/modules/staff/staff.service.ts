/**
 * Staff accounts and their sessions: sign-in (lock after repeated failures, per-address limit,
 * optional TOTP), the session behind the admin cookie (idle timeout, maximum age), password
 * change (required after the one-time password), TOTP enrol / confirm / disable, and account
 * creation (the admin:create command). Every write appends its audit row in its own transaction;
 * a refused sign-in commits its count and its audit row before the refusal is answered.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import { type ErrorCode } from '@shop/contracts';
import { effectivePermissions, passwordProblem, STAFF_NAME_MAX, STAFF_ROLES, STAFF_SIGN_IN, staffRoleOf, type StaffProfile } from '@shop/contracts/staff';
import type { Clock } from '../../platform/clock.ts';
import { fail, ShopError } from '../../platform/shop-error.ts';
import { failedSignInsFrom, LOGIN_FAILED, recordAudit, type AuditEntry } from './audit-log.ts';
import { decoyHash, hashPassword, oneTimePassword, passwordMatches } from './passwords.ts';
import { afterFailedSignIn, ipRetryAfterSeconds, lockedForSeconds, remainingTries, sessionState } from './sign-in-rules.ts';
import { base32Encode, newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

const { staffAccounts, staffRoles, staffSessions } = schema;
type AccountRow = typeof staffAccounts.$inferSelect;

/** The signed-in staff member of a request. */
export interface StaffPrincipal {
  id: number;
  name: string;
  role: { code: string; name: string };
  /** The role's grants as stored (`*` = all). */
  grants: string[];
  mustChangePassword: boolean;
  totpEnabled: boolean;
  sessionId: number;
}

/** Where a call came from, for the session and the audit log. */
export interface CallSite {
  ip: string | null;
  userAgent?: string | null;
}

export interface StaffServiceDeps {
  database: Database;
  clock: Clock;
  /** The shop's secret: TOTP secrets are stored sealed with a key derived from it. */
  secret: string;
  /** Shown in the authenticator app next to the account. */
  issuer: string;
}

export type SessionLookup = { state: 'live'; principal: StaffPrincipal } | { state: 'idle' | 'ended' | 'unknown' };

/** An audit entry for what a staff member did to their own account, from where they called. */
const auditOwn = (tx: Tx, who: { id: number; name: string }, site: CallSite, at: Date, action: string, change: Pick<AuditEntry, 'before' | 'after'>) =>
  recordAudit(tx, { at, staffId: who.id, actor: who.name, ip: site.ip, action, target: `staff:${who.id}`, ...change });

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const retryAfter = (code: ErrorCode, seconds: number, data: Record<string, unknown> = {}) =>
  new ShopError(code, { data: { retryAfter: seconds, ...data }, headers: { 'retry-after': String(seconds) } });

export function createStaffService({ database, clock, secret, issuer }: StaffServiceDeps) {
  const { db } = database;
  const sealKey = createHash('sha256').update(`staff-totp:${secret}`).digest();

  function seal(plain: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }
  function unseal(sealed: string): Buffer {
    const [, iv, tag, body] = sealed.split('.');
    const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv!, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body!, 'base64url')), decipher.final()]);
  }

  const roleOf = async (tx: Tx, code: string) => (await tx.select().from(staffRoles).where(eq(staffRoles.code, code)))[0]!;

  function principalOf(account: AccountRow, role: typeof staffRoles.$inferSelect, sessionId: number): StaffPrincipal {
    return {
      id: account.id,
      name: account.name,
      role: { code: role.code, name: role.name },
      grants: role.permissions,
      mustChangePassword: account.mustChangePassword,
      totpEnabled: account.totpSecret !== null,
      sessionId,
    };
  }

  function profileOf(p: StaffPrincipal): StaffProfile {
    return {
      id: p.id,
      name: p.name,
      role: p.role,
      permissions: effectivePermissions(p.grants),
      mustChangePassword: p.mustChangePassword,
      totpEnabled: p.totpEnabled,
      idleTimeoutMs: STAFF_SIGN_IN.idleMs,
    };
  }

  /** The account of a principal, locked for the change about to be made. */
  async function lockedAccount(tx: Tx, id: number): Promise<AccountRow> {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    if (!row) throw fail('ERR_ADMIN_SESSION_ENDED');
    return row;
  }

  async function refreshed(tx: Tx, p: StaffPrincipal): Promise<StaffPrincipal> {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, p.id));
    return principalOf(row!, await roleOf(tx, row!.roleCode), p.sessionId);
  }

  type LoginOutcome = { ok: true; token: string; principal: StaffPrincipal } | { ok: false; error: ShopError };

  /**
   * Sign-in. Refusals: unknown name or wrong password 401 (with the tries left), the fifth wrong
   * try in a row and any try while locked 429 ERR_ADMIN_LOCKED, an address with too many failures
   * 429, a disabled account 403, TOTP missing or wrong 401. Each failure is counted and audited
   * (committed) before it is answered.
   */
  async function login(input: { name: string; password: string; totp?: string }, site: CallSite, previousToken?: string) {
    const now = clock.now();
    const outcome: LoginOutcome = await db.transaction(async (tx) => {
      const audit = (staff: AccountRow | undefined, reason: string, after: Record<string, unknown> = {}) =>
        recordAudit(tx, {
          at: now,
          staffId: staff?.id ?? null,
          actor: staff?.name ?? '未知账号',
          ip: site.ip,
          action: LOGIN_FAILED,
          target: staff ? `staff:${staff.id}` : `name:${input.name.slice(0, STAFF_NAME_MAX)}`,
          after: { reason, ...after },
        });
      if (site.ip) {
        const recent = await failedSignInsFrom(tx, site.ip, new Date(now.getTime() - STAFF_SIGN_IN.ipWindowMs));
        const wait = ipRetryAfterSeconds(recent.count, recent.oldest, now);
        // Not audited as a failure: that would keep the address waiting forever.
        if (wait !== null) return { ok: false, error: retryAfter('ERR_ADMIN_LOGIN_RATE_LIMITED', wait) };
      }
      const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.name, input.name)).for('update');
      if (!account) {
        await passwordMatches(await decoyHash(), input.password);
        await audit(undefined, 'unknown-name');
        return { ok: false, error: fail('ERR_ADMIN_LOGIN_FAILED') };
      }
      if (account.disabledAt) {
        await audit(account, 'disabled');
        return { ok: false, error: fail('ERR_ADMIN_ACCOUNT_DISABLED') };
      }
      const lockedFor = lockedForSeconds(account.lockedUntil, now);
      if (lockedFor > 0) {
        await audit(account, 'locked');
        return { ok: false, error: retryAfter('ERR_ADMIN_LOCKED', lockedFor, { lockedUntil: account.lockedUntil!.getTime() }) };
      }

      const failed = async (reason: 'password' | 'totp', code: ErrorCode): Promise<LoginOutcome> => {
        const next = afterFailedSignIn(account, now);
        await tx.update(staffAccounts).set({ failedLogins: next.failedLogins, lockedUntil: next.lockedUntil }).where(eq(staffAccounts.id, account.id));
        await audit(account, reason, { failedLogins: next.failedLogins, ...(next.locked ? { lockedUntil: next.lockedUntil!.toISOString() } : {}) });
        if (next.locked) return { ok: false, error: retryAfter('ERR_ADMIN_LOCKED', STAFF_SIGN_IN.lockMs / 1000, { lockedUntil: next.lockedUntil!.getTime() }) };
        return { ok: false, error: fail(code, { data: { remainingTries: remainingTries(next.failedLogins) } }) };
      };

      if (!(await passwordMatches(account.passwordHash, input.password))) return failed('password', 'ERR_ADMIN_LOGIN_FAILED');
      let totpStep: number | null = null;
      if (account.totpSecret) {
        if (!input.totp) {
          // The password was right: not a failure to count, but recorded (and counted per address).
          await audit(account, 'totp-missing');
          return { ok: false, error: fail('ERR_ADMIN_TOTP_REQUIRED', { data: { totpRequired: true } }) };
        }
        totpStep = verifyTotp(unseal(account.totpSecret), input.totp, now.getTime(), account.totpLastStep);
        if (totpStep === null) return failed('totp', 'ERR_ADMIN_TOTP_WRONG');
      }

      await tx
        .update(staffAccounts)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now, ...(totpStep !== null ? { totpLastStep: totpStep } : {}) })
        .where(eq(staffAccounts.id, account.id));
      // A session this browser held before ends: one browser, one session.
      if (previousToken)
        await tx
          .update(staffSessions)
          .set({ endedAt: now, endedReason: 'replaced' })
          .where(and(eq(staffSessions.tokenHash, tokenHash(previousToken)), isNull(staffSessions.endedAt)));
      const token = randomBytes(32).toString('base64url');
      const [session] = await tx
        .insert(staffSessions)
        .values({
          tokenHash: tokenHash(token),
          staffId: account.id,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + STAFF_SIGN_IN.maxSessionMs),
          ip: site.ip,
          userAgent: site.userAgent?.slice(0, 512) ?? null,
        })
        .returning({ id: staffSessions.id });
      await auditOwn(tx, account, site, now, 'staff.login.succeeded', {
        before: { failedLogins: account.failedLogins },
        after: { failedLogins: 0, session: session!.id, totp: account.totpSecret !== null },
      });
      return { ok: true, token, principal: principalOf(account, await roleOf(tx, account.roleCode), session!.id) };
    });
    if (!outcome.ok) throw outcome.error;
    return { token: outcome.token, profile: profileOf(outcome.principal) };
  }

  /** The session behind a cookie token; a live one is touched (its idle time starts again), an idle one is ended. */
  async function resolve(token: string): Promise<SessionLookup> {
    const now = clock.now();
    const [row] = await db
      .select({ session: staffSessions, account: staffAccounts, role: staffRoles })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .innerJoin(staffRoles, eq(staffRoles.code, staffAccounts.roleCode))
      .where(eq(staffSessions.tokenHash, tokenHash(token)));
    if (!row) return { state: 'unknown' };
    const state = row.account.disabledAt ? 'ended' : sessionState(row.session, now);
    if (state === 'idle') {
      await db
        .update(staffSessions)
        .set({ endedAt: now, endedReason: 'idle' })
        .where(and(eq(staffSessions.id, row.session.id), isNull(staffSessions.endedAt)));
      return { state };
    }
    if (state === 'ended') return { state };
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
    return { state: 'live', principal: principalOf(row.account, row.role, row.session.id) };
  }

  async function logout(principal: StaffPrincipal, site: CallSite) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(staffSessions)
        .set({ endedAt: now, endedReason: 'logout' })
        .where(and(eq(staffSessions.id, principal.sessionId), isNull(staffSessions.endedAt)));
      await auditOwn(tx, principal, site, now, 'staff.logout', {
        after: { session: principal.sessionId },
      });
    });
  }

  /** A new password for the signed-in person; their other sessions end. */
  async function changePassword(principal: StaffPrincipal, input: { currentPassword: string; newPassword: string }, site: CallSite) {
    const problem = passwordProblem(input.newPassword, principal.name);
    if (problem) throw fail('ERR_ADMIN_PASSWORD_POLICY', { message: problem });
    const newHash = await hashPassword(input.newPassword);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const account = await lockedAccount(tx, principal.id);
      if (!(await passwordMatches(account.passwordHash, input.currentPassword))) throw fail('ERR_ADMIN_PASSWORD_WRONG');
      if (input.newPassword === input.currentPassword) throw fail('ERR_ADMIN_PASSWORD_POLICY', { message: '新密码不能与当前密码相同' });
      await tx.update(staffAccounts).set({ passwordHash: newHash, mustChangePassword: false, passwordChangedAt: now }).where(eq(staffAccounts.id, account.id));
      await tx
        .update(staffSessions)
        .set({ endedAt: now, endedReason: 'password-changed' })
        .where(and(eq(staffSessions.staffId, account.id), ne(staffSessions.id, principal.sessionId), isNull(staffSessions.endedAt)));
      await auditOwn(tx, account, site, now, 'staff.password.changed', {
        before: { mustChangePassword: account.mustChangePassword, passwordChangedAt: account.passwordChangedAt?.toISOString() ?? null },
        after: { mustChangePassword: false, passwordChangedAt: now.toISOString() },
      });
      return profileOf(await refreshed(tx, principal));
    });
  }

  /** A new secret, kept pending until a code from it is confirmed. */
  async function totpEnrol(principal: StaffPrincipal, site: CallSite) {
    const now = clock.now();
    const secretBytes = newTotpSecret();
    await db.transaction(async (tx) => {
      const account = await lockedAccount(tx, principal.id);
      if (account.totpSecret) throw fail('ERR_ADMIN_TOTP_ALREADY_ENABLED');
      await tx
        .update(staffAccounts)
        .set({ totpPendingSecret: seal(secretBytes) })
        .where(eq(staffAccounts.id, account.id));
      await auditOwn(tx, account, site, now, 'staff.totp.enrolment-started', {
        before: { totpEnabled: false, pending: account.totpPendingSecret !== null },
        after: { totpEnabled: false, pending: true },
      });
    });
    return { secret: base32Encode(secretBytes), otpauthUrl: otpauthUrl(issuer, principal.name, secretBytes) };
  }

  async function totpConfirm(principal: StaffPrincipal, code: string, site: CallSite) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const account = await lockedAccount(tx, principal.id);
      if (account.totpSecret) throw fail('ERR_ADMIN_TOTP_ALREADY_ENABLED');
      if (!account.totpPendingSecret) throw fail('ERR_ADMIN_TOTP_NOT_ENROLLED');
      const step = verifyTotp(unseal(account.totpPendingSecret), code, now.getTime());
      if (step === null) throw fail('ERR_ADMIN_TOTP_CODE_INVALID');
      await tx
        .update(staffAccounts)
        .set({ totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
        .where(eq(staffAccounts.id, account.id));
      await auditOwn(tx, account, site, now, 'staff.totp.enabled', {
        before: { totpEnabled: false },
        after: { totpEnabled: true },
      });
      return profileOf(await refreshed(tx, principal));
    });
  }

  async function totpDisable(principal: StaffPrincipal, input: { password: string; code: string }, site: CallSite) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const account = await lockedAccount(tx, principal.id);
      if (!account.totpSecret) throw fail('ERR_ADMIN_TOTP_NOT_ENABLED');
      if (!(await passwordMatches(account.passwordHash, input.password))) throw fail('ERR_ADMIN_PASSWORD_WRONG');
      const step = verifyTotp(unseal(account.totpSecret), input.code, now.getTime(), account.totpLastStep);
      if (step === null) throw fail('ERR_ADMIN_TOTP_CODE_INVALID');
      await tx.update(staffAccounts).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(staffAccounts.id, account.id));
      await auditOwn(tx, account, site, now, 'staff.totp.disabled', {
        before: { totpEnabled: true },
        after: { totpEnabled: false },
      });
      return profileOf(await refreshed(tx, principal));
    });
  }

  return { login, resolve, logout, changePassword, totpEnrol, totpConfirm, totpDisable, profileOf };
}

export type StaffService = ReturnType<typeof createStaffService>;

export class StaffAccountError extends Error {}

/**
 * A new staff account with a one-time password (returned once, never stored in the clear) that
 * must be changed at first sign-in. `role`: the role's name (超级管理员 …) or code. Used by the
 * admin:create command; audited as done by `actor` (the command line and its machine).
 */
export async function createStaffAccount(database: Database, input: { name: string; role: string; actor: string; at?: Date }) {
  const name = input.name.trim();
  if (!name || [...name].length > STAFF_NAME_MAX || /\s/.test(name)) throw new StaffAccountError(`账号名须为1–${STAFF_NAME_MAX}个字符，不含空格`);
  const roleCode = staffRoleOf(input.role);
  if (!roleCode) throw new StaffAccountError(`角色须为以下之一：${Object.values(STAFF_ROLES).join('、')}`);
  const roleName = STAFF_ROLES[roleCode];
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const at = input.at ?? new Date();
  const created = await database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffAccounts)
      .values({ name, roleCode, passwordHash, mustChangePassword: true, createdAt: at })
      .onConflictDoNothing({ target: staffAccounts.name })
      .returning({ id: staffAccounts.id });
    if (!row) return null;
    await recordAudit(tx, {
      at,
      staffId: null,
      actor: input.actor,
      ip: null,
      action: 'staff.account.created',
      target: `staff:${row.id}`,
      after: { name, role: roleName, mustChangePassword: true },
    });
    return row;
  });
  if (!created) throw new StaffAccountError(`账号“${name}”已存在`);
  return { id: created.id, name, roleName, password };
}

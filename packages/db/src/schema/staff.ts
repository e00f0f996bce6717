/** The back office's staff: accounts, roles, sessions and the audit log (issue #16). @owner staff (apps/api/src/modules/staff). */
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A role and what it may do: permission codes of @shop/contracts/staff (`*` = all). Seeded by migration 0012. */
export const staffRoles = pgTable('staff_roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
  permissions: text('permissions').array().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A person who runs the shop; never a member (members live in the member module). Only a hash of
 * the password is kept (argon2id). `failed_logins` counts wrong sign-ins in a row; reaching the
 * limit sets `locked_until`. The TOTP secret is set once confirmed; `totp_pending_secret` holds an
 * enrolment not yet confirmed; `totp_last_step` refuses a code used a second time.
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull().unique(),
  roleCode: text('role_code')
    .notNull()
    .references(() => staffRoles.code),
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in staff session: the cookie holds a random token, only its SHA-256 is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** logout, idle, password-changed */
    endedReason: text('ended_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff write, appended in the transaction of the write it records: who (staff id and the
 * name at the time; null for an anonymous failed sign-in or the command line), when, from where,
 * what (action and target) and the values before and after (never a password or a secret).
 * Migration 0012 puts triggers on it that refuse UPDATE, DELETE and TRUNCATE.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    actor: text('actor').notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at),
    index('staff_audit_log_staff_idx').on(t.staffId, t.at),
    index('staff_audit_log_ip_idx').on(t.action, t.ip, t.at),
  ],
);

/** Auth domain tables (owned by apps/api/src/modules/auth). @owner auth. */
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './member.ts';

/** One row per SMS verification code sent. Only a keyed hash of the code is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull().default('login'),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_created_idx').on(t.mobile, t.createdAt), index('sms_codes_ip_created_idx').on(t.ip, t.createdAt)],
);

/** A signed-in session = one refresh-token family. Revoking it ends the session everywhere. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_member_idx').on(t.memberId)],
);

/** Opaque refresh tokens, stored as SHA-256; each use rotates to a new row of the same family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when rotated; presenting a rotated token again revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

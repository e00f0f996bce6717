/** Tables of QR sign-in tokens, mini-program links, one-time sign-in tickets and the sandbox stand-ins (owned by apps/api/src/modules/auth/signin). Issue #6. @owner auth. */
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './member.ts';

/**
 * A PC QR sign-in request. Only SHA-256 hashes of the token and of the requesting
 * browser's binding secret (HttpOnly cookie) are kept. status: waiting → scanned →
 * confirmed → collected (signed the PC in, once), or cancelled; expiry is by expires_at.
 */
export const qrLoginTokens = pgTable(
  'qr_login_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    browserHash: text('browser_hash').notNull(),
    status: text('status').notNull().default('waiting'),
    requesterIp: text('requester_ip'),
    requesterUa: text('requester_ua'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('qr_login_tokens_hash_key').on(t.tokenHash), index('qr_login_tokens_created_idx').on(t.createdAt)],
);

/** A mini-program user (platform + openid) linked to its member. */
export const miniProgramLinks = pgTable(
  'mini_program_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platform: text('platform').notNull(),
    openid: text('openid').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mini_program_links_openid_key').on(t.platform, t.openid), index('mini_program_links_member_idx').on(t.memberId)],
);

/** One-time sign-in tickets (kind app: the native app's web-view ticket), stored hashed, used once. */
export const signinTickets = pgTable(
  'signin_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    ticketHash: text('ticket_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The session the ticket was issued from: a ticket dies with it. */
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('signin_tickets_hash_key').on(t.ticketHash), index('signin_tickets_member_idx').on(t.memberId)],
);

/** Fixed-window counters of the sign-in rate limits (key = purpose + IP / member). */
export const signinRateCounters = pgTable(
  'signin_rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * The local stand-ins' own store (mini-program platform, assistant app): one-time codes
 * they issued, hashed; kind wxmp-login / wxmp-phone / assistant. Not shop data.
 */
export const signinSandboxCodes = pgTable(
  'signin_sandbox_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    codeHash: text('code_hash').notNull(),
    openid: text('openid'),
    mobile: text('mobile'),
    app: text('app'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('signin_sandbox_codes_hash_key').on(t.codeHash)],
);

/**
 * TTM early-access qualification: which SPUs need it, invitation codes, verified members,
 * attempts. @owner product (apps/api/src/modules/product/ttm).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** An SPU sold only to members with a verified invitation code (TTM programme). */
export const ttmSpus = pgTable('ttm_spus', {
  spuCode: text('spu_code').primaryKey(),
  /** What the product page tells a shopper who has no code yet. */
  hint: text('hint').notNull(),
});

/**
 * One-time invitation codes: member_id and used_at are set when a member uses one. The
 * console (migration 0022) generates them in batches (batch_no) with an expiry and may void
 * an unused one; a voided or expired code is refused at verification. Seeded codes have no
 * batch and no expiry.
 */
export const ttmCodes = pgTable(
  'ttm_codes',
  {
    code: text('code').primaryKey(),
    spuCode: text('spu_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    batchNo: text('batch_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('ttm_codes_spu_idx').on(t.spuCode),
    index('ttm_codes_batch_idx').on(t.batchNo),
    check('ttm_codes_used', sql`(${t.memberId} IS NULL) = (${t.usedAt} IS NULL)`),
    check('ttm_codes_void_unused', sql`${t.voidedAt} IS NULL OR ${t.memberId} IS NULL`),
  ],
);

/** A member verified for an SPU stays verified (one row per member and SPU). */
export const ttmVerifications = pgTable(
  'ttm_verifications',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    spuCode: text('spu_code').notNull(),
    code: text('code').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.spuCode] })],
);

/** Code attempts, for the wrong-attempt rate limit (5 per 10 minutes per member). */
export const ttmAttempts = pgTable(
  'ttm_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    spuCode: text('spu_code').notNull(),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ttm_attempts_member_idx').on(t.memberId, t.createdAt)],
);

/** Tables of star coin and star diamonds (owned by apps/api/src/modules/member/stars). Issue #6. @owner member. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Star-diamond (星钻) credit a member got by converting points (at most once per Beijing
 * day: the partial unique index on (member_id, conv_day) is the last guard). Order-earned
 * star diamonds are not stored: they are derived from the member's paid orders at read time
 * (pending until the order completes), so they can never disagree with the order.
 * An entry is effective from created_at until expires_at, then settled (已结算).
 */
export const starDiamondEntries = pgTable(
  'star_diamond_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public code of the entry (shown, used by the detail page). */
    code: text('code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    source: text('source', { enum: ['convert'] })
      .notNull()
      .default('convert'),
    amount: integer('amount').notNull(),
    /** Points spent for it. */
    pointsSpent: integer('points_spent').notNull(),
    /** Beijing calendar day of the conversion, YYYY-MM-DD. */
    convDay: text('conv_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('star_diamond_entries_code_key').on(t.code),
    uniqueIndex('star_diamond_entries_convert_day_key').on(t.memberId, t.convDay).where(sql`${t.source} = 'convert'`),
    index('star_diamond_entries_member_idx').on(t.memberId, t.createdAt),
    check('star_diamond_entries_amount', sql`${t.amount} > 0 AND ${t.pointsSpent} >= 0`),
  ],
);

/**
 * Star coin (星币) ledger: daily sign-in rewards (one per Beijing day, the partial unique
 * index is the last guard) and later spends. The balance is the sum of delta.
 */
export const starCoinEntries = pgTable(
  'star_coin_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['sign_in', 'adjust'] }).notNull(),
    delta: integer('delta').notNull(),
    /** Sign-in: Beijing calendar day YYYY-MM-DD and the streak length it made. */
    signDay: text('sign_day'),
    streak: integer('streak').notNull().default(0),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('star_coin_entries_sign_day_key').on(t.memberId, t.signDay).where(sql`${t.kind} = 'sign_in'`),
    index('star_coin_entries_member_idx').on(t.memberId, t.createdAt),
  ],
);

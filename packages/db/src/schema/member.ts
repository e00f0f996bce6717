/** Member domain tables (owned by apps/api/src/modules/member). @owner member. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public, unguessable member number (userNo in cookies and APIs). */
    userNo: text('user_no').notNull(),
    mobile: text('mobile').notNull(),
    nickname: text('nickname').notNull(),
    avatarUrl: text('avatar_url').notNull().default(''),
    /** memGroupId: the loyalty tier. */
    groupId: text('group_id').notNull().default('NORMAL'),
    /** 0 unknown, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    /** Route roles (spec 6): every member has 'member'; 'student' and 'enterprise' after verification. */
    roles: text('roles').array().notNull().default(sql`ARRAY['member']::text[]`),
    /** Identity at the account provider (ssoUid). */
    ssoUid: text('sso_uid').notNull(),
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Personal information (issue #6): birthday as YYYY-MM-DD, real name through the name sanitiser. */
    birthday: date('birthday', { mode: 'string' }),
    realName: text('real_name').notNull().default(''),
    /** Settings (issue #6): marketing opt-ins (off until the member turns them on) and privacy choices. */
    marketingSms: boolean('marketing_sms').notNull().default(false),
    marketingEmail: boolean('marketing_email').notNull().default(false),
    personalizedRecommend: boolean('personalized_recommend').notNull().default(true),
    shareUsageData: boolean('share_usage_data').notNull().default(false),
  },
  (t) => [uniqueIndex('members_user_no_key').on(t.userNo), uniqueIndex('members_mobile_key').on(t.mobile), index('members_created_at_idx').on(t.createdAt)],
);

/**
 * The points ledger (1 point = 1 fen at checkout). The balance is the sum of a member's
 * entries; spending and refunding happen in the order transaction under the member's lock.
 * kind: welcome, order_spend, order_refund, order_earn, expire, adjust, after_sale_return, after_sale_clawback.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    delta: integer('delta').notNull(),
    kind: text('kind').notNull(),
    orderNo: text('order_no'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('point_entries_member_idx').on(t.memberId, t.createdAt), uniqueIndex('point_entries_order_kind_key').on(t.orderNo, t.kind)],
);

/** A member's wishlist (收藏): one row per product (SPU); the cart's "移入收藏" adds here. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    spuCode: text('spu_code').notNull(),
    /** The SKU the member was looking at, if any (shown first). */
    skuCode: text('sku_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_items_member_spu_key').on(t.memberId, t.spuCode), index('wishlist_items_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Marketing tables (owned by apps/api/src/modules/marketing): activities that change how a
 * SKU is sold (flash sale, pre-sale, tiered discount) and coupons. Money in fen; times are
 * instants (timestamptz) and shown in Beijing time.
 * @owner marketing
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An activity. actTyp (spec 4): 8 pre-sale, 10 flash sale (seckill), 13 tiered discount.
 * rules holds what only one type needs: pre-sale balance window, tiered ladder
 * ([{ fullCnt, discount }] with discount in per-mille of the price, e.g. 950 = 95 折).
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actCd: text('act_cd').notNull(),
    actTyp: smallint('act_typ').notNull(),
    name: text('name').notNull(),
    /** Flash sale: the sale window. Pre-sale: the deposit window. Tiered: when it applies. */
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    rules: jsonb('rules').notNull().default(sql`'{}'::jsonb`),
    /** The sites (sites.code) it runs on: a flash price on the main shop is not one on the student store. Null: every site. */
    siteCodes: text('site_codes').array(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activities_act_cd_key').on(t.actCd), check('activities_window', sql`${t.endAt} > ${t.beginAt}`)],
);

/**
 * A SKU in an activity: its activity price (flash-sale price or pre-sale deposit), the
 * activity's own stock (flash sale), the per-member limit and, for pre-sale, the swell
 * (膨胀) amount the deposit is worth at balance time.
 */
export const activitySkus = pgTable(
  'activity_skus',
  {
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id),
    skuCode: text('sku_code').notNull(),
    actPrice: integer('act_price'),
    actStock: integer('act_stock'),
    /**
     * The flash sale's whole allotment as the console set it (migration 0018): act_stock is what
     * is left, so act_total - act_stock is what orders and holds took. Null on rows from before.
     */
    actTotal: integer('act_total'),
    limitPerMember: integer('limit_per_member').notNull().default(1),
    swellAmt: integer('swell_amt').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.skuCode] }),
    index('activity_skus_sku_idx').on(t.skuCode),
    check('activity_skus_stock', sql`${t.actStock} IS NULL OR ${t.actStock} >= 0`),
  ],
);

/**
 * Units of an activity's own stock held for an order being placed (the flash-sale rush).
 * One statement takes them from activity_skus.act_stock and writes the hold, outside the
 * order transaction, so the activity's row is locked only while that statement runs. The
 * order transaction deletes its hold (from then on its order accounts for the units); a
 * placement that fails gives the units back and deletes the hold; a hold a killed process
 * left behind is given back by the sweep once no transaction holds its row. A row here is
 * always a placement in flight or an orphan, never a sale.
 */
export const activityStockHolds = pgTable(
  'activity_stock_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    skuCode: text('sku_code').notNull(),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set together (migration 0014): a member's flash-sale reservation (抢购资格), given back at expiresAt unless an order consumed it. */
    memberId: bigint('member_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The member as a request's token names them, for the sold-out read. */
    userNo: text('user_no'),
  },
  (t) => [
    index('activity_stock_holds_created_idx').on(t.createdAt),
    check('activity_stock_holds_qty', sql`${t.qty} >= 1`),
    check('activity_stock_holds_reservation', sql`(${t.memberId} IS NULL) = (${t.expiresAt} IS NULL) AND (${t.memberId} IS NULL) = (${t.userNo} IS NULL)`),
    uniqueIndex('activity_stock_holds_member_uq').on(t.activityId, t.skuCode, t.memberId).where(sql`${t.memberId} IS NOT NULL`),
    index('activity_stock_holds_expires_idx').on(t.expiresAt).where(sql`${t.expiresAt} IS NOT NULL`),
  ],
);

/**
 * A coupon template. kind amount: `amount` fen off; kind discount: pay `discount` per-mille.
 * scope: { type: 'all' } | { type: 'category', codes } | { type: 'spu', codes }.
 * claimed never exceeds total (sold out); each member may hold perMemberLimit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cpnCd: text('cpn_cd').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['amount', 'discount'] }).notNull(),
    amount: integer('amount').notNull().default(0),
    discount: integer('discount').notNull().default(1000),
    /** Minimum order amount the coupon needs, fen (0 = none). */
    threshold: integer('threshold').notNull().default(0),
    scope: jsonb('scope').notNull(),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    claimBeginAt: timestamp('claim_begin_at', { withTimezone: true }).notNull(),
    claimEndAt: timestamp('claim_end_at', { withTimezone: true }).notNull(),
    /** Valid for this many days after claiming; when null, validBeginAt..validEndAt. */
    validDays: integer('valid_days'),
    validBeginAt: timestamp('valid_begin_at', { withTimezone: true }),
    validEndAt: timestamp('valid_end_at', { withTimezone: true }),
    /** Shown on product pages and the coupon centre (else only given by code). */
    public: boolean('public').notNull().default(true),
    /** Only members with this role may claim (e.g. student); null = anyone. */
    role: text('role'),
    /**
     * The pack this coupon belongs to (e.g. NEW-MEMBER: the new-member pack granted at sign-up);
     * null = claimed one by one. A pack's coupons are granted together, never claimed.
     */
    pack: text('pack'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
  },
  (t) => [uniqueIndex('coupons_cpn_cd_key').on(t.cpnCd), check('coupons_claimed', sql`${t.claimed} >= 0 AND ${t.claimed} <= ${t.total}`)],
);

/** A coupon a member holds. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => coupons.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['unused', 'used', 'expired'] })
      .notNull()
      .default('unused'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    orderNo: text('order_no'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('member_coupons_member_idx').on(t.memberId, t.status), index('member_coupons_coupon_idx').on(t.couponId, t.memberId)],
);

/**
 * A pack granted to a member (e.g. the new-member pack): one row per (member, pack), so a
 * pack is granted once whatever runs in parallel; its coupons are in member_coupons.
 */
export const couponPackGrants = pgTable(
  'coupon_pack_grants',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    packCd: text('pack_cd').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.packCd] })],
);

/**
 * 先试后买 offers (try before you buy): one SKU tried for `trial_days` (7–30) by at most
 * `units_total` members in the window [begin_at, end_at). The deposit is not stored: it is the
 * SKU's selling price, paid in full at checkout. `units_taken` counts the applications holding a
 * unit (one conditional UPDATE takes one inside the order transaction, never past units_total;
 * a cancelled application gives it back). State: ended_at (ended early) or the window's end →
 * ended; paused → paused; before begin_at → draft; else running (@shop/contracts/try-buy).
 */
export const tryBuyOffers = pgTable(
  'try_buy_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    skuCode: text('sku_code').notNull(),
    title: text('title').notNull(),
    trialDays: integer('trial_days').notNull(),
    unitsTotal: integer('units_total').notNull(),
    unitsTaken: integer('units_taken').notNull().default(0),
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    paused: boolean('paused').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('try_buy_offers_code_key').on(t.code),
    index('try_buy_offers_sku_idx').on(t.skuCode),
    index('try_buy_offers_window_idx').on(t.endAt, t.beginAt),
    check('try_buy_offers_window', sql`${t.endAt} > ${t.beginAt}`),
    check('try_buy_offers_units', sql`${t.unitsTaken} >= 0 AND ${t.unitsTaken} <= ${t.unitsTotal}`),
    check('try_buy_offers_days', sql`${t.trialDays} BETWEEN 7 AND 30`),
  ],
);

/**
 * The member holding a unit of an offer, by the order that applied: written with the unit in
 * the order transaction, deleted with it when that order is cancelled before delivery. The
 * unique key is "one trial per member per offer".
 */
export const tryBuyClaims = pgTable(
  'try_buy_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => tryBuyOffers.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('try_buy_claims_member_key').on(t.offerId, t.memberId), uniqueIndex('try_buy_claims_order_key').on(t.orderNo)],
);

/**
 * 提醒我 on an upcoming flash-sale SKU (/speedKill, issue #18): one row per member and activity
 * SKU (a second tap adds nothing). The reminder job sends the member an inbox message once the
 * activity has started and stamps sent_at in the same statement that claims the row, so two
 * workers never send it twice. Cancelling deletes the row.
 */
export const flashSaleReminders = pgTable(
  'flash_sale_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    skuCode: text('sku_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('flash_sale_reminders_key').on(t.activityId, t.skuCode, t.memberId),
    index('flash_sale_reminders_member_idx').on(t.memberId),
    index('flash_sale_reminders_unsent_idx').on(t.activityId).where(sql`${t.sentAt} IS NULL`),
  ],
);

/** Order domain tables (owned by apps/api/src/modules/order). @owner order. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member's delivery address, with GB/T 2260 region codes and the names they had when
 * saved (names are shown; codes drive delivery estimates and checks). One may be default.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    receiver: text('receiver').notNull(),
    mobile: text('mobile').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    districtCode: text('district_code').notNull(),
    districtName: text('district_name').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_member_idx').on(t.memberId, t.isDefault), uniqueIndex('addresses_one_default_key').on(t.memberId).where(sql`${t.isDefault}`)],
);

/**
 * An order. Status (spec 4 "order status values: not shown", designed here):
 *   pending_payment → (deposit_paid → pending_balance is the same row waiting for its balance)
 *   pending_payment → paid → shipped → delivered → completed
 *   pending_payment | deposit_paid → cancelled (by the member, by the payment timeout, or when
 *   a pre-sale balance is not paid in its window: the deposit is kept, see docs/api.md)
 *   paid → refunding → refunded | refund_failed (a paid order cancelled before shipment, issue #17;
 *   staff retry a failed refund: refund_failed → refunding)
 * kind: normal, seckill (flash sale), presale, ttm, eup, bespoke, trybuy (先试后买: its trial in try_buy_trials). Money in fen.
 * orderNo is random (unguessable) and is what every API and page names.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['normal', 'seckill', 'presale', 'ttm', 'eup', 'bespoke', 'trybuy'] })
      .notNull()
      .default('normal'),
    status: text('status', {
      enum: ['pending_payment', 'deposit_paid', 'paid', 'shipped', 'delivered', 'completed', 'cancelled', 'refunding', 'refunded', 'refund_failed'],
    })
      .notNull()
      .default('pending_payment'),
    siteCd: text('site_cd').notNull().default('cn'),
    /** pc, mobile, app, wxApp, aliApp: where the order was placed. */
    source: text('source').notNull().default('pc'),
    /** Σ list price × qty, Σ selling price × qty (after ladder), services. */
    listAmt: integer('list_amt').notNull(),
    goodsAmt: integer('goods_amt').notNull(),
    serviceAmt: integer('service_amt').notNull().default(0),
    couponAmt: integer('coupon_amt').notNull().default(0),
    /** Points used (1 point = 1 fen). */
    pointsUsed: integer('points_used').notNull().default(0),
    tradeInAmt: integer('trade_in_amt').notNull().default(0),
    shippingAmt: integer('shipping_amt').notNull().default(0),
    /** Due at the first payment (the deposit for a pre-sale order). */
    payableAmt: integer('payable_amt').notNull(),
    /** Pre-sale: the balance due in the balance window (after the swell credit). */
    balanceAmt: integer('balance_amt').notNull().default(0),
    swellAmt: integer('swell_amt').notNull().default(0),
    paidAmt: integer('paid_amt').notNull().default(0),
    /**
     * The breakdown the pricing engine computed when the order was placed (OrderBreakdown of
     * @shop/contracts/pricing), shown as it is by every view. Null for orders placed before it
     * was stored: their breakdown is derived from the amount columns above.
     */
    breakdown: jsonb('breakdown'),
    memberCouponId: bigint('member_coupon_id', { mode: 'number' }),
    actCd: text('act_cd'),
    /** Receiver snapshot: { receiver, mobile, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detail }. */
    address: jsonb('address').notNull(),
    deliveryDate: text('delivery_date'),
    /** { type: 'personal' | 'company', title, taxNo?, email? } or null (no invoice). */
    invoice: jsonb('invoice'),
    /** { periods, bank? } when paying by instalments. */
    instalment: jsonb('instalment'),
    remark: text('remark').notNull().default(''),
    /** Pay by this time or the order is cancelled (pending_payment), Beijing wall clock shown. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    balanceBeginAt: timestamp('balance_begin_at', { withTimezone: true }),
    balanceEndAt: timestamp('balance_end_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_pending_idx').on(t.payDeadline).where(sql`${t.status} = 'pending_payment'`),
    // The minute sweeps read only the orders they may move (issue #15 item 7; migration 0010):
    // pre-sale deposits by balance window end (balance_expired), parcels on their way (the
    // stalled-logistics check) and delivered orders by delivery time (auto_confirm).
    index('orders_balance_due_idx').on(t.balanceEndAt).where(sql`${t.status} = 'deposit_paid'`),
    index('orders_in_transit_idx').on(t.id).where(sql`${t.status} IN ('paid', 'shipped')`),
    index('orders_delivered_idx').on(t.deliveredAt).where(sql`${t.status} = 'delivered'`),
    // The console's order list (issue #16): newest first over every order, by status, by
    // amount paid; the dashboard's paid figures by payment time (migration 0015).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_paid_amt_idx').on(t.paidAmt, t.id),
    index('orders_paid_at_idx').on(t.paidAt),
    check('orders_amounts', sql`${t.payableAmt} >= 0 AND ${t.balanceAmt} >= 0 AND ${t.paidAmt} >= 0 AND ${t.goodsAmt} >= 0`),
  ],
);

/** One line of an order: what was bought at which price, with its share of the order's discounts. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    skuCode: text('sku_code').notNull(),
    spuCode: text('spu_code').notNull(),
    skuName: text('sku_name').notNull(),
    attrs: jsonb('attrs').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    origUnitPrice: integer('orig_unit_price').notNull(),
    goodsAmt: integer('goods_amt').notNull(),
    serviceAmt: integer('service_amt').notNull().default(0),
    couponShare: integer('coupon_share').notNull().default(0),
    /** The line's share of the order's points and trade-in credit (fen), stored at order time for after-sales refunds (issue #17). */
    pointsShare: integer('points_share').notNull().default(0),
    tradeInShare: integer('trade_in_share').notNull().default(0),
    /** Chosen services and gifts, as shown: [{ code, name, price }], [{ code, name }]. */
    services: jsonb('services').notNull().default(sql`'[]'::jsonb`),
    gifts: jsonb('gifts').notNull().default(sql`'[]'::jsonb`),
    subTyp: smallint('sub_typ').notNull().default(0),
    actCd: text('act_cd'),
    /** Pre-sale: deposit per piece and the swell it is worth. */
    deposit: integer('deposit'),
    /** Whether the member has reviewed this line (issue #6). */
    reviewed: boolean('reviewed').notNull().default(false),
    /**
     * Bought as part of a bundle (issue #14): its code and name, the line's role (main: the
     * product the bundle is sold with; item: an accessory in it, at its bundle price) and the
     * group (position of the main line in the order) shared by the lines of one bundle.
     */
    bundleCode: text('bundle_code'),
    bundleName: text('bundle_name'),
    bundleRole: text('bundle_role', { enum: ['main', 'item'] }),
    bundleGroup: smallint('bundle_group'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_act_idx').on(t.actCd, t.skuCode), check('order_lines_qty', sql`${t.qty} >= 1`)],
);

/**
 * One-time order tokens: issued by the checkout view, consumed by the submit that creates
 * the order (UPDATE … WHERE used_at IS NULL inside the order transaction), so a double
 * submit finds it used and answers 409.
 */
export const orderTokens = pgTable(
  'order_tokens',
  {
    token: text('token').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_tokens_expires_idx').on(t.expiresAt)],
);

/** Status history of an order (shown as its timeline) and tracking events from the logistics adapter. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** status: a status change; tracking: a logistics event. */
    kind: text('kind', { enum: ['status', 'tracking'] }).notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    location: text('location'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

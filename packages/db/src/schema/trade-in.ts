/** Trade-in recycling orders opened with a purchase. @owner order (apps/api/src/modules/order/trade-in). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The recycling of the old device of a trade-in order (以旧换新回收单, rclmOrdNo). The states and
 * the table of moves are in @shop/contracts/trade-in (issue #17): created 待取件 → picked_up 已取件
 * → inspecting 质检中 → priced 已定价 → settled 已完成, or (declined) returning 退回中 → returned
 * 已退回; cancelled with its order. Every move is a conditional UPDATE on `status` with a
 * trade_in_events row; status_since is when the current state began.
 */
export const tradeInOrders = pgTable(
  'trade_in_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rclmOrdNo: text('rclm_ord_no').notNull(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    modelCode: text('model_code').notNull(),
    deviceName: text('device_name').notNull(),
    /** Recycling platform rclmPlf 1 官方回收, 2 爱回收, 3 闪回收. */
    platform: smallint('platform').notNull(),
    estimate: integer('estimate').notNull(),
    subsidy: integer('subsidy').notNull().default(0),
    /** Credit given on the new order (fen). */
    credit: integer('credit').notNull(),
    status: text('status', { enum: ['created', 'picked_up', 'inspecting', 'priced', 'settled', 'returning', 'returned', 'cancelled'] })
      .notNull()
      .default('created'),
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    /** The old device's IMEI (saveOrderClm), before pickup. */
    imei: text('imei'),
    /** The member's answers about the device's condition (saveOrderClm). */
    conditionAnswers: jsonb('condition_answers').$type<{ code: string; answer: string }[]>(),
    /** Set at 已定价 (fen), with the condition grade (A–D) and the inspection notes. */
    finalPrice: integer('final_price'),
    grade: text('grade'),
    inspectionNote: text('inspection_note'),
    /** By when the member answers the final price; the sweep accepts it after. */
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
    /** What accepting settled to the member (fen), paid under the refund desk key trade-in:<rclmOrdNo>. */
    payout: integer('payout'),
    returnCarrier: text('return_carrier'),
    returnTrackingNo: text('return_tracking_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trade_in_orders_rclm_key').on(t.rclmOrdNo),
    uniqueIndex('trade_in_orders_order_key').on(t.orderNo),
    index('trade_in_orders_member_idx').on(t.memberId),
    index('trade_in_orders_queue_idx').on(t.status, t.statusSince),
    // One open recycling order per device: an IMEI is free again only when its order was cancelled or the device returned.
    uniqueIndex('trade_in_orders_open_imei_key').on(t.imei).where(sql`${t.status} NOT IN ('cancelled', 'returned')`),
    check(
      'trade_in_orders_amounts',
      sql`${t.estimate} >= 0 AND ${t.subsidy} >= 0 AND ${t.credit} >= 0 AND coalesce(${t.finalPrice}, 0) >= 0 AND coalesce(${t.payout}, 0) >= 0`,
    ),
  ],
);

/** The timeline of a recycling order: one row per move, with who made it. */
export const tradeInEvents = pgTable(
  'trade_in_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeInId: bigint('trade_in_id', { mode: 'number' })
      .notNull()
      .references(() => tradeInOrders.id),
    status: text('status').notNull(),
    text: text('text').notNull(),
    actor: text('actor', { enum: ['member', 'staff', 'system'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trade_in_events_trade_in_idx').on(t.tradeInId, t.at)],
);

/** Trade-in recycling orders opened with a purchase. @owner order (apps/api/src/modules/order/trade-in). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The recycling of the old device of a trade-in order (以旧换新回收单, rclmOrdNo). status
 * steps: created (待上门取件) → picked_up (已取件) → inspected (已质检) → settled (已结算);
 * cancelled at any point. Each step's time is kept for the detail page.
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
    status: text('status', { enum: ['created', 'picked_up', 'inspected', 'settled', 'cancelled'] })
      .notNull()
      .default('created'),
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
    check('trade_in_orders_amounts', sql`${t.estimate} >= 0 AND ${t.subsidy} >= 0 AND ${t.credit} >= 0`),
  ],
);

/** After-sales requests (returns, exchanges, repairs). @owner order (apps/api/src/modules/order/after-sales). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An after-sales request on one order line (退货 return / 换货 exchange). The request flows
 * come in a later issue; the personal centre lists them. reqNo is random and public.
 */
export const afterSalesRequests = pgTable(
  'after_sales_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reqNo: text('req_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    skuCode: text('sku_code').notNull(),
    skuName: text('sku_name').notNull(),
    qty: integer('qty').notNull(),
    type: text('type', { enum: ['return', 'exchange'] }).notNull(),
    status: text('status', { enum: ['submitted', 'approved', 'returning', 'refunded', 'exchanged', 'rejected', 'cancelled'] })
      .notNull()
      .default('submitted'),
    reason: text('reason').notNull(),
    /** Refund due for a return (fen); 0 for an exchange. */
    refundAmt: integer('refund_amt').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('after_sales_requests_req_no_key').on(t.reqNo),
    index('after_sales_requests_member_idx').on(t.memberId, t.createdAt),
    check('after_sales_requests_amounts', sql`${t.qty} >= 1 AND ${t.refundAmt} >= 0`),
  ],
);

/** After-sales requests (returns, exchanges), their lines and their timeline. @owner order (apps/api/src/modules/order/after-sales). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An after-sales request (退货 return / 换货 exchange) on one or more lines of a delivered order
 * (issue #17). reqNo is random and public. The state machine is in @shop/contracts/after-sales;
 * every move is a conditional UPDATE on `status`. status_since is when the current state began
 * (the back office's SLA counts from it).
 */
export const afterSalesRequests = pgTable(
  'after_sales_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reqNo: text('req_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    type: text('type', { enum: ['return', 'exchange', 'trybuy_return'] }).notNull(),
    status: text('status', {
      enum: [
        'submitted',
        'awaiting_return',
        'awaiting_inspection',
        'inspected',
        'refunding',
        'refund_failed',
        'exchange_shipped',
        'completed',
        'rejected',
        'cancelled',
      ],
    })
      .notNull()
      .default('submitted'),
    /** A reason code of AFTER_SALES_REASONS. */
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    /** /media/uploads/{id}.webp of the member's own uploads. */
    pictures: jsonb('pictures').notNull().default(sql`'[]'::jsonb`),
    /** The member said the seal is broken or the device activated. */
    opened: boolean('opened').notNull().default(false),
    /** A return: the money owed (fen, lines + shipping), the estimate until the refund is asked, then what was asked. 0 for an exchange. */
    refundAmt: integer('refund_amt').notNull().default(0),
    /** Of refundAmt: the order's shipping, when this request returns the last of the order. */
    shippingRefund: integer('shipping_refund').notNull().default(0),
    /** Points given back for the points share of the returned units. */
    pointsBack: integer('points_back').notNull().default(0),
    /** A try-buy return: the damage deduction (损耗扣款, fen) set at inspection and its reason; refund_amt is what was paid less it. */
    deductionAmt: integer('deduction_amt').notNull().default(0),
    deductionReason: text('deduction_reason'),
    /** The apply page's token: the same submit twice answers one request. */
    clientToken: text('client_token'),
    returnMethod: text('return_method', { enum: ['courier', 'pickup'] }),
    returnCarrier: text('return_carrier'),
    returnTrackingNo: text('return_tracking_no'),
    exchangeCarrier: text('exchange_carrier'),
    exchangeTrackingNo: text('exchange_tracking_no'),
    rejectReason: text('reject_reason'),
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('after_sales_requests_req_no_key').on(t.reqNo),
    index('after_sales_requests_member_idx').on(t.memberId, t.createdAt),
    index('after_sales_requests_order_idx').on(t.orderNo),
    index('after_sales_requests_queue_idx').on(t.status, t.statusSince),
    uniqueIndex('after_sales_requests_client_token_key').on(t.memberId, t.clientToken),
    check('after_sales_requests_amounts', sql`${t.refundAmt} >= 0 AND ${t.shippingRefund} >= 0 AND ${t.pointsBack} >= 0`),
    check('after_sales_requests_deduction', sql`${t.deductionAmt} >= 0`),
  ],
);

/** The order lines a request covers and how many units of each; refund_amt is this line's part of the request's refund. */
export const afterSalesLines = pgTable(
  'after_sales_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => afterSalesRequests.id),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    skuCode: text('sku_code').notNull(),
    skuName: text('sku_name').notNull(),
    attrs: text('attrs').notNull().default(''),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull().default(0),
    refundAmt: integer('refund_amt').notNull().default(0),
    pointsBack: integer('points_back').notNull().default(0),
  },
  (t) => [
    index('after_sales_lines_request_idx').on(t.requestId),
    index('after_sales_lines_line_idx').on(t.lineId),
    check('after_sales_lines_amounts', sql`${t.qty} >= 1 AND ${t.refundAmt} >= 0 AND ${t.pointsBack} >= 0`),
  ],
);

/** A request's timeline: what happened, who did it (member, staff, system), shown to the member and in the back office. */
export const afterSalesEvents = pgTable(
  'after_sales_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => afterSalesRequests.id),
    status: text('status').notNull(),
    text: text('text').notNull(),
    actor: text('actor', { enum: ['member', 'staff', 'system'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('after_sales_events_request_idx').on(t.requestId, t.at)],
);

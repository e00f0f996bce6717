/** Tables of system messages, after-sales requests, enterprise purchase, trade-in orders, support (owned by apps/api/src/modules/member/inbox). Issue #6. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A system message. memberId set: to that member only; null: an operator broadcast, seen by
 * every member who joined before it was sent. kind: system, order, account, activity.
 */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }),
    kind: text('kind', { enum: ['system', 'order', 'account', 'activity'] })
      .notNull()
      .default('system'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside the shop the message points to (e.g. /Personalcenter/orderDeatil/…), or null. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('system_messages_member_idx').on(t.memberId, t.createdAt),
    index('system_messages_broadcast_idx')
      .on(t.createdAt)
      .where(sql`${t.memberId} IS NULL`),
  ],
);

/** Which member read which message (direct or broadcast), once. */
export const systemMessageReads = pgTable(
  'system_message_reads',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => systemMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

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

/**
 * An enterprise purchase request (企业采购): who, what, how many, budget, invoice needs.
 * items: [{ name, qty }]. invoice: none, normal (增值税普通发票), special (增值税专用发票).
 */
export const enterpriseRequests = pgTable(
  'enterprise_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    company: text('company').notNull(),
    contact: text('contact').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    items: jsonb('items').notNull(),
    /** Budget in fen, or null when not given. */
    budget: bigint('budget', { mode: 'number' }),
    invoice: text('invoice', { enum: ['none', 'normal', 'special'] })
      .notNull()
      .default('none'),
    taxNo: text('tax_no'),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: ['submitted', 'contacted', 'quoted', 'closed'] })
      .notNull()
      .default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enterprise_requests_code_key').on(t.code), index('enterprise_requests_member_idx').on(t.memberId, t.createdAt)],
);

/** A support ticket (服务工单). category: order, product, delivery, after_sales, account, other. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketNo: text('ticket_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    category: text('category', { enum: ['order', 'product', 'delivery', 'after_sales', 'account', 'other'] }).notNull(),
    orderNo: text('order_no'),
    content: text('content').notNull(),
    status: text('status', { enum: ['open', 'replied', 'closed'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_tickets_ticket_no_key').on(t.ticketNo), index('support_tickets_member_idx').on(t.memberId, t.createdAt)],
);

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

/** Support tickets and enterprise purchase requests. @owner service-desk (apps/api/src/modules/service-desk). */
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** The quote a 客服 answered with (fen), its note and time; null until quoted (issue #16). */
    quoteAmount: bigint('quote_amount', { mode: 'number' }),
    quoteNote: text('quote_note'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
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
    status: text('status', { enum: ['open', 'processing', 'replied', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_tickets_ticket_no_key').on(t.ticketNo), index('support_tickets_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * E-invoices (电子发票, issue #17 item 4). An order's invoice request (the checkout's choice lives
 * on the order; a request made or changed after purchase, and a 专票's review by 财务, live here)
 * and the invoices issued: a blue one when the order completes, a red-letter (红字) one that
 * cancels it when a refund settles after issue, and a new blue one for what remains paid.
 * Exactly once: one invoice per (order, kind, cause) — cause 'completed' for the first blue one,
 * 'refund:<key>' for a refund's red and new blue — and at most one blue invoice in force per order.
 * Money in integer fen, VAT included in the total; a red-letter invoice's amounts are negative.
 * @owner invoicing
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The buyer an invoice is made out to (普票 personal / company, 专票 with bank and registered address), in both tables. */
const buyerColumns = () => ({
  type: text('type', { enum: ['personal', 'company', 'special'] }).notNull(),
  title: text('title').notNull(),
  taxNo: text('tax_no'),
  email: text('email'),
  bankName: text('bank_name'),
  bankAccount: text('bank_account'),
  regAddress: text('reg_address'),
  regPhone: text('reg_phone'),
});

/** The invoice numbers' sequence (the number's last 15 digits). */
export const invoiceNoSeq = pgSequence('invoice_no_seq', { startWith: 1 });

export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ...buyerColumns(),
    /** 专票: pending_review → approved / rejected (by 财务); 普票: none. */
    review: text('review', { enum: ['none', 'pending_review', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    rejectReason: text('reject_reason'),
    reviewerId: bigint('reviewer_id', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_requests_order_key').on(t.orderNo), index('invoice_requests_review_idx').on(t.review, t.updatedAt)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 20 digits, from invoice_no_seq. */
    invoiceNo: text('invoice_no').notNull(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['blue', 'red'] }).notNull(),
    /** What issued it: 'completed' (the order completed or was asked for after completion) or 'refund:<key>'. */
    cause: text('cause').notNull(),
    /** A red-letter invoice: the blue invoice number it cancels. */
    redOf: text('red_of'),
    ...buyerColumns(),
    /** The seller as printed: { name, taxNo }. */
    seller: jsonb('seller').notNull(),
    /** InvoiceLine[] (@shop/contracts/invoice). */
    lines: jsonb('lines').notNull(),
    amount: integer('amount').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    /** issued; reversed once a red-letter invoice cancels it. */
    status: text('status', { enum: ['issued', 'reversed'] })
      .notNull()
      .default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_invoice_no_key').on(t.invoiceNo),
    uniqueIndex('invoices_order_cause_key').on(t.orderNo, t.kind, t.cause),
    uniqueIndex('invoices_one_blue_in_force_key').on(t.orderNo).where(sql`${t.kind} = 'blue' AND ${t.status} = 'issued'`),
    index('invoices_member_idx').on(t.memberId, t.orderNo),
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    check('invoices_amounts', sql`${t.amount} + ${t.tax} = ${t.total} AND (${t.kind} = 'blue') = (${t.total} > 0)`),
  ],
);

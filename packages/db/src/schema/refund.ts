/**
 * The shop's refund ledger (issue #17): every sum of money the shop gives back to a shopper,
 * one row per payment it goes back through (an order paid in two stages may be refunded through
 * both). Written in the same transaction as the change that owes it (an order cancelled, a return
 * accepted): a row is 'pending' until it is sent to the gateway, 'processing' while the gateway
 * works on it, then 'succeeded' or 'failed' exactly once (a conditional UPDATE on the state, so a
 * replayed notification changes nothing). request_key is the caller's idempotency key (one cancel
 * of an order, one after-sales request): asked twice, the same rows answer. A failed row stays for
 * the record; staff retry makes a new row (new refund_no) and stamps the old one retried_at.
 * The sum of an order's refunds that have not failed never exceeds what its payments took: the
 * service checks it under a per-order lock, and the property test holds it to that.
 * @owner payment
 */
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The shop's refund number, what the gateway knows (out_refund_no / out_request_no). */
    refundNo: text('refund_no').notNull(),
    orderNo: text('order_no').notNull(),
    /** The payment the money goes back through (payments.pay_no). */
    payNo: text('pay_no').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The caller's idempotency key, e.g. cancel:<orderNo>. */
    requestKey: text('request_key').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** The gateway's refund id, once it accepted. */
    providerRefundNo: text('provider_refund_no'),
    /** Why it failed (the gateway's words or the shop's), for staff. */
    failureReason: text('failure_reason'),
    /** Sends to the gateway so far (a send that did not get an answer is repeated: same refund_no, so never a second refund). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    queriedAt: timestamp('queried_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** A failed refund staff sent again (as a new row). */
    retriedAt: timestamp('retried_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_refund_no_uq').on(t.refundNo),
    index('refunds_order_idx').on(t.orderNo),
    index('refunds_key_idx').on(t.requestKey),
    index('refunds_open_idx').on(t.createdAt).where(sql`${t.status} IN ('pending', 'processing')`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

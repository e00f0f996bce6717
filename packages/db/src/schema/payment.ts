/**
 * Payment tables. `payments` and `payment_notifications` are the shop's (owned by
 * apps/api/src/modules/payment); `sandbox_*` (trades, refunds, keys) belong to the local sandbox gateways, the
 * stand-in for the external payment providers (they would live at WeChat Pay, Alipay, …).
 * @owner payment
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One attempt to collect money for an order stage (full, deposit or balance) through one
 * method. payNo is what the gateway knows (out_trade_no). status moves created → paid
 * exactly once (conditional UPDATE); failed / closed attempts stay for the record.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payNo: text('pay_no').notNull(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    stage: text('stage', { enum: ['full', 'deposit', 'balance'] }).notNull(),
    /** wxpay, alipay, unionpay, unionpayint, jdpay, cmbpay, chinaums. */
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed', 'closed'] })
      .notNull()
      .default('created'),
    /** The gateway's transaction id, set when paid. */
    providerTxnId: text('provider_txn_id'),
    /** Instalment periods (cmbpay and the like), when chosen. */
    periods: integer('periods'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the shop last asked the gateway (active query when no notification came). */
    queriedAt: timestamp('queried_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_pay_no_key').on(t.payNo),
    uniqueIndex('payments_provider_txn_key').on(t.method, t.providerTxnId),
    index('payments_order_idx').on(t.orderNo),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every notification received, verified or not, and what was done with it. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    payNo: text('pay_no'),
    providerTxnId: text('provider_txn_id'),
    verified: boolean('verified').notNull(),
    /** applied, duplicate, rejected-signature, rejected-amount, rejected-unknown, failed-trade. */
    outcome: text('outcome').notNull(),
    headers: jsonb('headers').notNull().default(sql`'{}'::jsonb`),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_pay_idx').on(t.payNo)],
);

/** Sandbox gateway: the trades it was asked to collect, as the provider would keep them. */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    /** The gateway's own id (transaction_id / trade_no). */
    tradeNo: text('trade_no').notNull(),
    /** The merchant's payNo. */
    outTradeNo: text('out_trade_no').notNull(),
    amount: integer('amount').notNull(),
    subject: text('subject').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url'),
    status: text('status', { enum: ['waiting', 'success', 'failed', 'closed'] })
      .notNull()
      .default('waiting'),
    /** Notification attempts made and whether the merchant acknowledged one. */
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    notifyAcked: boolean('notify_acked').notNull().default(false),
    extra: jsonb('extra').notNull().default(sql`'{}'::jsonb`),
    /**
     * Fen given back or being given back (refunds processing or succeeded; a failed one is
     * taken off again). Raised only by one conditional UPDATE (refunded + amount <= amount),
     * so concurrent refund requests never overshoot the trade.
     */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_trades_trade_no_key').on(t.tradeNo),
    uniqueIndex('sandbox_trades_out_key').on(t.method, t.outTradeNo),
    check('sandbox_trades_refunded_within', sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/**
 * Sandbox gateway: refunds of its trades, as the provider keeps them — one row per merchant
 * refund number (out_refund_no / out_request_no), processing → success | failed once, and
 * the refund notification's attempts and acknowledgement (like sandbox_trades).
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => sandboxTrades.id),
    outTradeNo: text('out_trade_no').notNull(),
    /** The merchant's refund number: the idempotency key. */
    outRefundNo: text('out_refund_no').notNull(),
    /** The gateway's own refund id (WeChat refund_id). */
    refundNo: text('refund_no').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull().default(''),
    /** Where the result is POSTed; null: no notification (the merchant queries). */
    notifyUrl: text('notify_url'),
    status: text('status', { enum: ['processing', 'success', 'failed'] })
      .notNull()
      .default('processing'),
    /** Test switch of the trade at completion: no notification is sent. */
    suppressNotify: boolean('suppress_notify').notNull().default(false),
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    notifyAcked: boolean('notify_acked').notNull().default(false),
    lastNotifyAt: timestamp('last_notify_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_out_key').on(t.method, t.outRefundNo),
    uniqueIndex('sandbox_refunds_refund_no_key').on(t.refundNo),
    index('sandbox_refunds_trade_idx').on(t.tradeId),
    check('sandbox_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Sandbox gateway keys (the provider's signing key pair, made once per database). */
export const sandboxKeys = pgTable('sandbox_keys', {
  method: text('method').primaryKey(),
  serial: text('serial').notNull(),
  privatePem: text('private_pem').notNull(),
  publicPem: text('public_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

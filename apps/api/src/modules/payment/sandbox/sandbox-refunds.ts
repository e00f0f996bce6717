/**
 * The sandbox gateway's refunds — what WeChat Pay, Alipay, UnionPay… keep on their side when
 * a merchant gives money back: one row per merchant refund number (sandbox_refunds), partial
 * refunds of one trade adding up to at most its amount, accepted as processing and settled
 * shortly after (success, or failed when the trade's test switch says so), then notified.
 *
 * - Idempotent per refund number: the same number and amount again is the same refund;
 *   the same number with another amount or trade is refused ('conflict').
 * - Never more than the trade: the refund row is inserted and the trade's refunded_amount
 *   raised by ONE conditional UPDATE (refunded + amount <= amount, status success) in the same
 *   transaction; a refused update rolls the row back. Concurrent requests queue on the trade
 *   row, so their sum never overshoots. A trade refunded in full becomes 'closed' (WeChat
 *   REFUND, Alipay TRADE_CLOSED); a refund that fails gives its amount back to the trade.
 * - Test switches (extra.refundOutcome / extra.refundSuppressNotify on the trade, set by
 *   POST /api/sandbox/{method}/test/refund-behaviour outside production): the trade's refunds
 *   end failed (WeChat REFUND.ABNORMAL, Alipay / imitation REFUND_FAIL / FAILED), and their
 *   results are not notified (the merchant must query).
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import type { Clock } from '../../../platform/clock.ts';
import type { SandboxTrade } from './sandbox-gateway.ts';

export type SandboxRefund = typeof schema.sandboxRefunds.$inferSelect;

/** Delay between accepting a refund and settling it (the gateway's bank round trip). */
export const REFUND_SETTLE_MS = 500;
/** A refund still processing this long after it was accepted has lost its worker: the sweep settles it. */
export const REFUND_STUCK_MS = 5_000;

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  amount: number;
  reason: string;
  /** null: no notification (the merchant queries). */
  notifyUrl: string | null;
  /** The merchant's idea of the trade's amount (WeChat amount.total): must match. */
  total?: number;
}

export type RefundAnswer =
  | { refund: SandboxRefund; trade: SandboxTrade; created: boolean }
  | 'unknown-trade'
  | 'total-mismatch'
  | 'not-refundable'
  | 'exceeds'
  | 'conflict';

export interface RefundBehaviour {
  outcome: 'success' | 'failed';
  suppressNotify: boolean;
}

/** The gateway's refund id: 29 digits as WeChat's refund_id, a prefix per provider. */
function newRefundNo(method: PayMethod, now: Date): string {
  const prefix = { wxpay: '50', alipay: '21', unionpay: '63', unionpayint: '64', jdpay: '19', cmbpay: '96', chinaums: '34' }[method];
  const ymd = now.toISOString().slice(0, 10).replaceAll('-', '');
  let rest = '';
  while (rest.length < 19) rest += String(randomInt(0, 1e9)).padStart(9, '0');
  return prefix + ymd + rest.slice(0, 19);
}

class Refused extends Error {}

/**
 * Settles a processing refund once: its outcome from the trade's test switch; a failed refund
 * gives its amount back to the trade (and reopens a trade it had closed). Answers the settled
 * row, or undefined when it was not processing (another worker settled it).
 */
export async function settleRefund(database: Database, clock: Clock, refundId: number): Promise<SandboxRefund | undefined> {
  const r = schema.sandboxRefunds;
  const t = schema.sandboxTrades;
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(r)
      .set({
        status: sql`CASE WHEN (SELECT ${t.extra}->>'refundOutcome' FROM ${t} WHERE ${t.id} = ${r.tradeId}) = 'failed' THEN 'failed' ELSE 'success' END`,
        suppressNotify: sql`coalesce((SELECT (${t.extra}->>'refundSuppressNotify')::boolean FROM ${t} WHERE ${t.id} = ${r.tradeId}), false)`,
        finishedAt: clock.now(),
      })
      .where(and(eq(r.id, refundId), eq(r.status, 'processing')))
      .returning();
    if (row?.status === 'failed')
      await tx
        .update(t)
        .set({
          refundedAmount: sql`${t.refundedAmount} - ${row.amount}`,
          status: sql`CASE WHEN ${t.status} = 'closed' THEN 'success' ELSE ${t.status} END`,
        })
        .where(eq(t.id, row.tradeId));
    return row;
  });
}

export function createSandboxRefunds({ database, clock }: { database: Database; clock: Clock }) {
  const r = schema.sandboxRefunds;
  const t = schema.sandboxTrades;
  const { db } = database;

  const tradeOf = async (method: PayMethod, outTradeNo: string) =>
    (
      await db
        .select()
        .from(t)
        .where(and(eq(t.method, method), eq(t.outTradeNo, outTradeNo)))
    )[0];

  const byNo = async (method: PayMethod, outRefundNo: string) =>
    (
      await db
        .select()
        .from(r)
        .where(and(eq(r.method, method), eq(r.outRefundNo, outRefundNo)))
    )[0];

  /** The same number asked again: the same refund when it is the same trade and amount. */
  const again = (found: SandboxRefund, trade: SandboxTrade, req: RefundRequest): RefundAnswer =>
    found.tradeId === trade.id && found.amount === req.amount ? { refund: found, trade, created: false } : 'conflict';

  return {
    /** Accepts a refund (processing) or says why not; see the file's comment for the rules. */
    async request(method: PayMethod, req: RefundRequest): Promise<RefundAnswer> {
      const trade = await tradeOf(method, req.outTradeNo);
      if (!trade) return 'unknown-trade';
      if (req.total !== undefined && req.total !== trade.amount) return 'total-mismatch';
      const found = await byNo(method, req.outRefundNo);
      if (found) return again(found, trade, req);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(r)
            .values({
              method,
              tradeId: trade.id,
              outTradeNo: trade.outTradeNo,
              outRefundNo: req.outRefundNo,
              refundNo: newRefundNo(method, clock.now()),
              amount: req.amount,
              reason: req.reason,
              notifyUrl: req.notifyUrl,
              createdAt: clock.now(),
            })
            .onConflictDoNothing({ target: [r.method, r.outRefundNo] })
            .returning();
          if (!row) throw new Refused('same-number');
          // The one statement that keeps a trade's refunds within its amount.
          const [updated] = await tx
            .update(t)
            .set({
              refundedAmount: sql`${t.refundedAmount} + ${req.amount}`,
              status: sql`CASE WHEN ${t.refundedAmount} + ${req.amount} = ${t.amount} THEN 'closed' ELSE ${t.status} END`,
            })
            .where(and(eq(t.id, trade.id), eq(t.status, 'success'), sql`${t.refundedAmount} + ${req.amount} <= ${t.amount}`))
            .returning();
          if (!updated) throw new Refused(trade.status === 'success' || trade.refundedAmount > 0 ? 'exceeds' : 'not-refundable');
          return { refund: row, trade: updated, created: true };
        });
      } catch (err) {
        if (!(err instanceof Refused)) throw err;
        if (err.message === 'same-number') {
          const raced = await byNo(method, req.outRefundNo);
          return raced ? again(raced, trade, req) : 'conflict';
        }
        return err.message as 'exceeds' | 'not-refundable';
      }
    },

    /** A refund by the merchant's number (of that trade when given). */
    async query(method: PayMethod, outRefundNo: string, outTradeNo?: string): Promise<{ refund: SandboxRefund; trade: SandboxTrade } | undefined> {
      const refund = await byNo(method, outRefundNo);
      if (!refund || (outTradeNo !== undefined && refund.outTradeNo !== outTradeNo)) return undefined;
      const [trade] = await db.select().from(t).where(eq(t.id, refund.tradeId));
      return trade ? { refund, trade } : undefined;
    },

    /** The trade's refunds, oldest first. */
    async ofTrade(tradeId: number): Promise<SandboxRefund[]> {
      return db.select().from(r).where(eq(r.tradeId, tradeId)).orderBy(r.id);
    },

    /** Test switch (outside production): how this trade's refunds end. */
    async setBehaviour(method: PayMethod, outTradeNo: string, b: RefundBehaviour): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ extra: sql`${t.extra} || ${JSON.stringify({ refundOutcome: b.outcome, refundSuppressNotify: b.suppressNotify })}::jsonb` })
        .where(and(eq(t.method, method), eq(t.outTradeNo, outTradeNo)))
        .returning({ id: t.id });
      return rows.length > 0;
    },
  };
}
export type SandboxRefunds = ReturnType<typeof createSandboxRefunds>;

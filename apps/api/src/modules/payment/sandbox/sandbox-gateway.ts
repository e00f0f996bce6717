/**
 * The sandbox gateway's own bookkeeping — what WeChat Pay, Alipay, UnionPay… keep on their
 * side: trades asked for by the merchant, the shopper's confirm or failure at the cashier,
 * queries and refunds (sandbox-refunds.ts). Only sandbox tables; it knows the shop only by its
 * notify_url.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import type { Clock } from '../../../platform/clock.ts';
import type { Notifier } from './notifier.ts';
import { createSandboxRefunds, type RefundAnswer, type RefundRequest } from './sandbox-refunds.ts';

export interface TradeRequest {
  out_trade_no: string;
  amount: number;
  subject: string;
  notify_url: string;
  return_url: string;
  fail_url: string;
  periods?: number | null;
  /** Provider-specific facts kept with the trade (the app / merchant that created it). */
  extra?: Partial<TradeExtra>;
}

export type SandboxTrade = typeof schema.sandboxTrades.$inferSelect;
export interface TradeExtra {
  failUrl?: string;
  periods?: number | null;
  /** Test switch of the sandbox: succeed without notifying (the merchant must query). */
  suppressNotify?: boolean;
  /** Test switches of the sandbox (outside production): how this trade's refunds end, and whether their results are notified. */
  refundOutcome?: 'success' | 'failed';
  refundSuppressNotify?: boolean;
  /** Alipay app_id / imitation merchant id, WeChat mchid + appid that created the trade. */
  appId?: string;
  mchid?: string;
  /** WeChat: the merchant asked in public-key mode (answers and notifications carry PUB_KEY_ID_…). */
  publicKeyMode?: boolean;
}

/** The gateway's transaction id: 28 digits, a prefix per provider. */
function newTradeNo(method: PayMethod, now: Date): string {
  const prefix = { wxpay: '42', alipay: '20', unionpay: '61', unionpayint: '62', jdpay: '18', cmbpay: '95', chinaums: '33' }[method];
  const ymd = now.toISOString().slice(0, 10).replaceAll('-', '');
  let rest = '';
  while (rest.length < 18) rest += String(randomInt(0, 1e9)).padStart(9, '0');
  return prefix + ymd + rest.slice(0, 18);
}

export function createSandboxGateway({ database, clock, notifier }: { database: Database; clock: Clock; notifier: Notifier }) {
  const t = schema.sandboxTrades;
  const { db } = database;
  const refunds = createSandboxRefunds({ database, clock });

  const byOut = async (method: PayMethod, outTradeNo: string) =>
    (
      await db
        .select()
        .from(t)
        .where(and(eq(t.method, method), eq(t.outTradeNo, outTradeNo)))
    )[0];

  return {
    /** Idempotent per out_trade_no (a merchant retrying the call gets the same trade). */
    async createTrade(method: PayMethod, req: TradeRequest): Promise<SandboxTrade | 'conflict'> {
      const extra: TradeExtra = { failUrl: req.fail_url, periods: req.periods ?? null, ...req.extra };
      const [row] = await db
        .insert(t)
        .values({
          method,
          tradeNo: newTradeNo(method, clock.now()),
          outTradeNo: req.out_trade_no,
          amount: req.amount,
          subject: req.subject,
          notifyUrl: req.notify_url,
          returnUrl: req.return_url,
          extra,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      const existing = await byOut(method, req.out_trade_no);
      return existing && existing.amount === req.amount ? existing : 'conflict';
    },

    query: byOut,

    async byTradeNo(method: PayMethod, tradeNo: string) {
      return (
        await db
          .select()
          .from(t)
          .where(and(eq(t.method, method), eq(t.tradeNo, tradeNo)))
      )[0];
    },

    /** The shopper confirmed: waiting → success once, then the notifier starts (unless suppressed). */
    async confirm(method: PayMethod, tradeNo: string, opts: { suppressNotify: boolean }): Promise<SandboxTrade | undefined> {
      const [row] = await db
        .update(t)
        .set({ status: 'success', finishedAt: clock.now(), extra: sql`${t.extra} || ${JSON.stringify({ suppressNotify: opts.suppressNotify })}::jsonb` })
        .where(and(eq(t.method, method), eq(t.tradeNo, tradeNo), eq(t.status, 'waiting')))
        .returning();
      if (row && !opts.suppressNotify) notifier.start(row.id);
      return row;
    },

    /** The shopper chose 模拟支付失败: waiting → failed (no notification, as real gateways do). */
    async failTrade(method: PayMethod, tradeNo: string): Promise<SandboxTrade | undefined> {
      const [row] = await db
        .update(t)
        .set({ status: 'failed', finishedAt: clock.now() })
        .where(and(eq(t.method, method), eq(t.tradeNo, tradeNo), eq(t.status, 'waiting')))
        .returning();
      return row;
    },

    /** The merchant closes a waiting trade (WeChat close, alipay.trade.close). */
    async closeTrade(method: PayMethod, outTradeNo: string): Promise<SandboxTrade | 'not-closable' | undefined> {
      const [row] = await db
        .update(t)
        .set({ status: 'closed', finishedAt: clock.now() })
        .where(and(eq(t.method, method), eq(t.outTradeNo, outTradeNo), eq(t.status, 'waiting')))
        .returning();
      if (row) return row;
      return (await byOut(method, outTradeNo)) ? 'not-closable' : undefined;
    },

    refunds,

    /** A merchant's refund request (see sandbox-refunds.ts); a new one is settled shortly after, then notified. */
    async requestRefund(method: PayMethod, req: RefundRequest): Promise<RefundAnswer> {
      const answer = await refunds.request(method, req);
      if (typeof answer === 'object' && answer.created) notifier.settleLater(answer.refund.id);
      return answer;
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/**
 * The sandbox gateway's notifier: after a trade succeeds it POSTs the signed notification
 * to the merchant's notify_url, and again on a schedule until the merchant acknowledges
 * (as WeChat Pay and Alipay retry). Attempts, the last attempt's time and the
 * acknowledgement live in sandbox_trades, so any worker sees them: the worker that confirmed a
 * trade keeps its retry timers, and sweep() (run every minute by the job runner) takes over
 * unacknowledged trades nobody has tried for a while (their worker stopped; SKIP LOCKED claim).
 * Refunds the same way (sandbox_refunds): an accepted refund is settled REFUND_SETTLE_MS later,
 * then its result is POSTed to the refund's notify_url on the same schedule until acknowledged;
 * the sweep settles refunds whose worker stopped before settling them, and takes over their
 * unacknowledged notifications.
 */
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import type { Clock } from '../../../platform/clock.ts';
import { runWithClockOffset } from '../../../platform/clock.ts';
import { METHOD_STYLE, isAck } from '../protocol.ts';
import { buildNotification, buildRefundNotification, type BuiltNotification } from './notification-builder.ts';
import { REFUND_SETTLE_MS, REFUND_STUCK_MS, settleRefund } from './sandbox-refunds.ts';
import type { SandboxKeys } from './sandbox-keys.ts';
import type { ProviderKeys } from '../trust/provider-keys.ts';
import type { TradeExtra } from './sandbox-gateway.ts';

/** Delay before each attempt, ms (the first at once). */
export const NOTIFY_SCHEDULE_MS = [0, 2_000, 5_000, 15_000, 30_000, 60_000, 180_000];
/** A trade untried for longer than the longest gap has lost its worker. */
const ORPHAN_AFTER_MS = 200_000;

export interface NotifierDeps {
  database: Database;
  clock: Clock;
  /** The merchant the sandbox serves (its ids and shared keys). */
  merchant: () => ProviderKeys;
  keys: SandboxKeys;
  log: { warn(obj: object, msg: string): void };
}

export function createNotifier({ database, clock, merchant, keys, log }: NotifierDeps) {
  const t = schema.sandboxTrades;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  /** POSTs a notification; acknowledged when the merchant answers as that gateway expects. */
  async function deliver(method: PayMethod, url: string, note: BuiltNotification, about: object): Promise<{ acked: boolean; status: number }> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': note.contentType, 'user-agent': `SandboxGateway/${method}`, ...note.headers },
        body: note.body,
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, acked: isAck(METHOD_STYLE[method], res.status, await res.text()) };
    } catch (err) {
      log.warn({ err, ...about }, 'sandbox notification not delivered');
      return { acked: false, status: 0 };
    }
  }

  async function attempt(tradeId: number, index: number): Promise<void> {
    const [trade] = await database.db.select().from(t).where(eq(t.id, tradeId));
    if (!trade || trade.status !== 'success' || trade.notifyAcked) return;
    const method = trade.method as PayMethod;
    const style = METHOD_STYLE[method];
    const extra = trade.extra as TradeExtra;
    const note = buildNotification(
      {
        method,
        tradeNo: trade.tradeNo,
        outTradeNo: trade.outTradeNo,
        amount: trade.amount,
        periods: extra.periods ?? null,
        paidAt: trade.finishedAt ?? clock.now(),
        appId: extra.appId,
        mchid: extra.mchid,
        publicKeyMode: extra.publicKeyMode,
      },
      style === 'hmac' ? null : await keys.of(method),
      merchant(),
      clock.nowMs(),
    );
    const { acked, status } = await deliver(method, trade.notifyUrl, note, { tradeNo: trade.tradeNo });
    await database.db
      .update(t)
      .set({
        notifyAttempts: sql`${t.notifyAttempts} + 1`,
        notifyAcked: sql`${t.notifyAcked} OR ${acked}`,
        extra: sql`${t.extra} || ${JSON.stringify({ lastNotifyStatus: status, lastNotifyAt: clock.nowMs() })}::jsonb`,
      })
      .where(and(eq(t.id, tradeId)));
    if (!acked) schedule(tradeId, index + 1);
  }

  /** Runs a task later on this worker (dropped at close; the sweep covers what a stopped worker left). */
  function later(ms: number, task: () => Promise<unknown>, about: object) {
    if (closed) return;
    // The gateway's clock is not the paying browser's test clock: sign with the process time.
    const timer = setTimeout(() => {
      timers.delete(timer);
      runWithClockOffset(0, task).catch((err: unknown) => log.warn({ err, ...about }, 'sandbox notifier failed'));
    }, ms);
    timers.add(timer);
  }

  function schedule(tradeId: number, index: number) {
    if (index < NOTIFY_SCHEDULE_MS.length) later(NOTIFY_SCHEDULE_MS[index]!, () => attempt(tradeId, index), { tradeId });
  }

  async function attemptRefund(refundId: number, index: number): Promise<void> {
    const r = schema.sandboxRefunds;
    const [refund] = await database.db.select().from(r).where(eq(r.id, refundId));
    if (!refund || refund.status === 'processing' || refund.notifyAcked || !refund.notifyUrl) return;
    const [trade] = await database.db.select().from(t).where(eq(t.id, refund.tradeId));
    if (!trade) return;
    const method = refund.method as PayMethod;
    const extra = trade.extra as TradeExtra;
    const [{ succeeded }] = (
      await database.pool.query<{ succeeded: number }>(
        `SELECT coalesce(sum(amount), 0)::int AS succeeded FROM sandbox_refunds WHERE trade_id = $1 AND status = 'success' AND id <= $2`,
        [trade.id, refund.id],
      )
    ).rows as [{ succeeded: number }];
    const note = buildRefundNotification(
      {
        method,
        tradeNo: trade.tradeNo,
        outTradeNo: trade.outTradeNo,
        total: trade.amount,
        refundedTotal: succeeded,
        refundNo: refund.refundNo,
        outRefundNo: refund.outRefundNo,
        amount: refund.amount,
        status: refund.status,
        finishedAt: refund.finishedAt ?? clock.now(),
        appId: extra.appId,
        mchid: extra.mchid,
        publicKeyMode: extra.publicKeyMode,
      },
      METHOD_STYLE[method] === 'hmac' ? null : await keys.of(method),
      merchant(),
      clock.nowMs(),
    );
    const { acked } = await deliver(method, refund.notifyUrl, note, { refundNo: refund.refundNo });
    await database.db
      .update(r)
      .set({ notifyAttempts: sql`${r.notifyAttempts} + 1`, notifyAcked: sql`${r.notifyAcked} OR ${acked}`, lastNotifyAt: clock.now() })
      .where(eq(r.id, refundId));
    if (!acked) scheduleRefund(refundId, index + 1);
  }

  function scheduleRefund(refundId: number, index: number) {
    if (index < NOTIFY_SCHEDULE_MS.length) later(NOTIFY_SCHEDULE_MS[index]!, () => attemptRefund(refundId, index), { refundId });
  }

  /** Settles a refund once; its result is then notified unless switched off or no notify_url was given. */
  async function settle(refundId: number): Promise<void> {
    const row = await settleRefund(database, clock, refundId);
    if (row && !row.suppressNotify && row.notifyUrl) scheduleRefund(row.id, 0);
  }

  /** Refunds a stopped worker left: still processing well after acceptance (settled here), or settled but unacknowledged and untried for a while. */
  async function sweepRefunds(now: number): Promise<void> {
    const stuck = await database.pool.query<{ id: string }>(
      `SELECT id FROM sandbox_refunds WHERE status = 'processing' AND created_at < to_timestamp($1::bigint / 1000.0) ORDER BY id LIMIT 20`,
      [now - REFUND_STUCK_MS],
    );
    for (const row of stuck.rows) await runWithClockOffset(0, () => settle(Number(row.id)));
    const claimed = await database.pool.query<{ id: string; notify_attempts: number }>(
      `UPDATE sandbox_refunds SET last_notify_at = to_timestamp($1::bigint / 1000.0)
        WHERE id IN (
          SELECT id FROM sandbox_refunds
           WHERE status <> 'processing' AND NOT notify_acked AND NOT suppress_notify AND notify_url IS NOT NULL
             AND notify_attempts < $2 AND coalesce(last_notify_at, finished_at) < to_timestamp($3::bigint / 1000.0)
           ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING id, notify_attempts`,
      [now, NOTIFY_SCHEDULE_MS.length, now - ORPHAN_AFTER_MS],
    );
    for (const row of claimed.rows) await runWithClockOffset(0, () => attemptRefund(Number(row.id), row.notify_attempts));
  }

  /** Claims orphaned trades (not acknowledged, untried for a while) and notifies them from here. */
  async function sweep(): Promise<void> {
    const now = clock.nowMs();
    const claimed = await database.pool.query<{ id: string; notify_attempts: number }>(
      `UPDATE sandbox_trades SET extra = extra || jsonb_build_object('lastNotifyAt', $1::bigint)
        WHERE id IN (
          SELECT id FROM sandbox_trades
           WHERE status = 'success' AND NOT notify_acked AND notify_attempts < $2
             AND coalesce((extra->>'suppressNotify')::boolean, false) = false
             AND coalesce((extra->>'lastNotifyAt')::bigint, 0) < $3
             AND finished_at < to_timestamp($3::bigint / 1000.0)
           ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING id, notify_attempts`,
      [now, NOTIFY_SCHEDULE_MS.length, now - ORPHAN_AFTER_MS],
    );
    for (const row of claimed.rows) await runWithClockOffset(0, () => attempt(Number(row.id), row.notify_attempts));
    await sweepRefunds(now);
  }
  return {
    sweep,
    /** Starts notifying a trade that has just succeeded. */
    start: (tradeId: number) => schedule(tradeId, 0),
    /** An accepted refund: settled shortly, then notified. */
    settleLater: (refundId: number) => later(REFUND_SETTLE_MS, () => settle(refundId), { refundId }),
    /** Stops pending retries (app shutdown). */
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;

/**
 * The sandbox gateway's notifier: after a trade succeeds it POSTs the signed notification
 * to the merchant's notify_url, and again on a schedule until the merchant acknowledges
 * (as WeChat Pay and Alipay retry). Attempts, the last attempt's time and the
 * acknowledgement live in sandbox_trades, so any worker sees them: the worker that confirmed a
 * trade keeps its retry timers, and sweep() (run every minute by the job runner) takes over
 * unacknowledged trades nobody has tried for a while (their worker stopped; SKIP LOCKED claim).
 */
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import type { Clock } from '../../../platform/clock.ts';
import { runWithClockOffset } from '../../../platform/clock.ts';
import { METHOD_STYLE, isAck } from '../protocol.ts';
import { buildNotification } from './notification-builder.ts';
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
    let acked = false;
    let status = 0;
    try {
      const res = await fetch(trade.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': note.contentType, 'user-agent': `SandboxGateway/${method}`, ...note.headers },
        body: note.body,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      acked = isAck(style, res.status, await res.text());
    } catch (err) {
      log.warn({ err, tradeNo: trade.tradeNo }, 'sandbox notification not delivered');
    }
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

  function schedule(tradeId: number, index: number) {
    if (closed || index >= NOTIFY_SCHEDULE_MS.length) return;
    // The gateway's clock is not the paying browser's test clock: sign with the process time.
    const timer = setTimeout(() => {
      timers.delete(timer);
      runWithClockOffset(0, () => attempt(tradeId, index)).catch((err: unknown) => log.warn({ err, tradeId }, 'sandbox notifier failed'));
    }, NOTIFY_SCHEDULE_MS[index]);
    timers.add(timer);
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
  }
  return {
    sweep,
    /** Starts notifying a trade that has just succeeded. */
    start: (tradeId: number) => schedule(tradeId, 0),
    /** Stops pending retries (app shutdown). */
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;

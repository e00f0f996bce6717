/**
 * The shop's refund desk (issue #17): money owed back is written down in the transaction of the
 * change that owes it (request), sent to the gateway that took it after that commits (submit;
 * the minute sweep sends what a crash left unsent, so nothing owed is lost), and settled exactly
 * once — from the gateway's signed refund notification or, when none came, from the shop's own
 * query. Settling is a conditional UPDATE on the row's open state; when the last open row of a
 * request settles, the order module hears the outcome inside that same transaction.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import { lateRefundKey, type RefundRequest, type RefundSettled } from '@shop/contracts/payment';
import type { Clock } from '../../../platform/clock.ts';
import { fail, ShopError } from '../../../platform/shop-error.ts';
import type { PaymentGateway, RefundState } from '../gateways/gateway.ts';
import { allocateRefund } from './refund-allocation.ts';
import { refundNotifyUrl } from '../protocol.ts';

export type RefundRow = typeof schema.refunds.$inferSelect;

/** Sends without an answer before a refund is given up as failed (staff can send it again). */
export const MAX_SEND_ATTEMPTS = 5;
/** A refund still processing this long after it was sent (or last asked about) is asked of the gateway. */
export const QUERY_AFTER_MS = 30_000;
/** A pending refund untouched this long was left unsent by a stopped process: the sweep sends it. */
const UNSENT_AFTER_MS = 10_000;

export interface RefundDeskDeps {
  database: Database;
  clock: Clock;
  gateways: Record<PayMethod, PaymentGateway>;
  /** Where gateways post refund results: configuration, never a request. */
  publicOrigin: () => string;
  /** The order module's side: told inside the settling transaction. */
  orders: { refundSettled(tx: Tx, settled: RefundSettled): Promise<void> };
  log: { warn(obj: object, msg: string): void };
}

/** A gateway's word on one refund, from a notification or a query. */
export interface RefundResult {
  status: 'success' | 'failed';
  providerRefundNo: string | null;
  finishedAt: Date;
  failureReason?: string | null;
}

export type SettleOutcome = 'applied' | 'duplicate' | 'unknown';

/** The desk's key for giving back a payment that came too late: one per payment. */

function newRefundNo(now: Date): string {
  // RF + yymmdd + 16 random digits: unique (the table's unique index is the last word) and readable in the gateway's back office.
  const ymd = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `RF${ymd}${String(randomInt(0, 1e8)).padStart(8, '0')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

export function createRefundDesk({ database, clock, gateways, publicOrigin, orders, log }: RefundDeskDeps) {
  const { db } = database;
  const r = schema.refunds;
  const pay = schema.payments;

  /** Per order: requests and retries of one order queue here, so two never spend the same money. */
  const lockOrder = (tx: Tx, orderNo: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('refund:order'), hashtext(${orderNo}))`);

  /**
   * Inside the caller's transaction: the refund rows for `req`, spread over the order's paid
   * payments (newest first). The same requestKey asked again answers its rows as they are.
   * ERR_REFUND_EXCEEDS_PAID when the payments have less left than asked.
   */
  async function request(tx: Tx, req: RefundRequest): Promise<RefundRow[]> {
    await lockOrder(tx, req.orderNo);
    const existing = await tx
      .select()
      .from(r)
      .where(and(eq(r.requestKey, req.requestKey), isNull(r.retriedAt)));
    if (existing.length > 0) return existing;
    const paid = await tx
      .select()
      .from(pay)
      .where(and(eq(pay.orderNo, req.orderNo), eq(pay.status, 'paid')))
      .orderBy(desc(pay.paidAt), desc(pay.id));
    const spent = await tx
      .select({ payNo: r.payNo, sum: sql<number>`sum(${r.amount})::int` })
      .from(r)
      .where(and(eq(r.orderNo, req.orderNo), ne(r.status, 'failed')))
      .groupBy(r.payNo);
    const refunded = new Map(spent.map((s) => [s.payNo, s.sum]));
    const shares = allocateRefund(
      req.amount,
      paid.map((p) => ({ payNo: p.payNo, left: p.amount - (refunded.get(p.payNo) ?? 0) })),
    );
    if (!shares) throw fail('ERR_REFUND_EXCEEDS_PAID');
    const now = clock.now();
    const methodOf = new Map(paid.map((p) => [p.payNo, p.method]));
    return tx
      .insert(r)
      .values(
        shares.map((s) => ({
          refundNo: newRefundNo(now),
          orderNo: req.orderNo,
          payNo: s.payNo,
          method: methodOf.get(s.payNo)!,
          amount: s.amount,
          reason: req.reason,
          requestKey: req.requestKey,
          createdAt: now,
        })),
      )
      .returning();
  }

  /**
   * Inside the caller's transaction: the request's failed refunds again, as new rows (new refund
   * numbers: the failed ones are final at the gateway); the failed rows are stamped retried.
   * Answers the new rows (none when nothing had failed).
   */
  async function retryFailed(tx: Tx, orderNo: string, requestKey: string): Promise<RefundRow[]> {
    await lockOrder(tx, orderNo);
    const failed = await tx
      .update(r)
      .set({ retriedAt: clock.now() })
      .where(and(eq(r.requestKey, requestKey), eq(r.status, 'failed'), isNull(r.retriedAt)))
      .returning();
    if (failed.length === 0) return [];
    const now = clock.now();
    return tx
      .insert(r)
      .values(
        failed.map((f) => ({
          refundNo: newRefundNo(now),
          orderNo: f.orderNo,
          payNo: f.payNo,
          method: f.method,
          amount: f.amount,
          reason: f.reason,
          requestKey: f.requestKey,
          createdAt: now,
        })),
      )
      .returning();
  }

  /**
   * Records the gateway's final word on one refund, once: a conditional UPDATE of an open row.
   * When it was the request's last open row, the order module hears the request's outcome in
   * this transaction (failed if any row failed). `inTx` runs in it too (the notification log).
   */
  async function settle(refundNo: string, result: RefundResult, inTx?: (tx: Tx, outcome: SettleOutcome) => Promise<void>): Promise<SettleOutcome> {
    return db.transaction(async (tx) => {
      const [known] = await tx.select({ requestKey: r.requestKey, orderNo: r.orderNo }).from(r).where(eq(r.refundNo, refundNo));
      if (!known) {
        await inTx?.(tx, 'unknown');
        return 'unknown';
      }
      // Two rows of one request settling at once: one after the other, so exactly one sees the last.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('refund:request'), hashtext(${known.requestKey}))`);
      const [row] = await tx
        .update(r)
        .set({
          status: result.status === 'success' ? 'succeeded' : 'failed',
          finishedAt: result.finishedAt,
          providerRefundNo: sql`coalesce(${result.providerRefundNo}, ${r.providerRefundNo})`,
          failureReason: result.status === 'failed' ? (result.failureReason ?? '支付渠道退款失败') : null,
        })
        .where(and(eq(r.refundNo, refundNo), inArray(r.status, ['pending', 'processing'])))
        .returning();
      const outcome: SettleOutcome = row ? 'applied' : 'duplicate';
      if (row) {
        const live = await tx
          .select()
          .from(r)
          .where(and(eq(r.requestKey, row.requestKey), isNull(r.retriedAt)));
        if (!live.some((x) => x.status === 'pending' || x.status === 'processing')) {
          const failed = live.filter((x) => x.status === 'failed');
          const counted = failed.length > 0 ? failed : live;
          await orders.refundSettled(tx, {
            orderNo: row.orderNo,
            requestKey: row.requestKey,
            outcome: failed.length > 0 ? 'failed' : 'succeeded',
            amount: counted.reduce((s, x) => s + x.amount, 0),
            at: result.finishedAt,
            failureReason: failed[0]?.failureReason ?? null,
          });
        }
      }
      await inTx?.(tx, outcome);
      return outcome;
    });
  }

  /** What a gateway's state means for the row: settle it, or leave it open. */
  async function apply(row: RefundRow, state: RefundState): Promise<void> {
    if (state.providerRefundNo) await db.update(r).set({ providerRefundNo: state.providerRefundNo }).where(eq(r.refundNo, row.refundNo));
    if (state.status === 'success' || state.status === 'failed')
      await settle(row.refundNo, { status: state.status, providerRefundNo: state.providerRefundNo, finishedAt: state.finishedAt ?? clock.now() });
  }

  /** Sends these refunds (those still pending) to their gateways; a send with no answer is tried again later. */
  async function submit(refundNos: readonly string[]): Promise<void> {
    if (refundNos.length === 0) return;
    const now = clock.now();
    const claimed = await db
      .update(r)
      .set({ status: 'processing', submittedAt: now, attempts: sql`${r.attempts} + 1` })
      .where(and(inArray(r.refundNo, [...refundNos]), eq(r.status, 'pending')))
      .returning();
    for (const row of claimed) {
      const [p] = await db.select({ amount: pay.amount }).from(pay).where(eq(pay.payNo, row.payNo));
      try {
        const state = await gateways[row.method as PayMethod].requestRefund({
          payNo: row.payNo,
          refundNo: row.refundNo,
          amount: row.amount,
          total: p?.amount ?? row.amount,
          reason: row.reason,
          notifyUrl: refundNotifyUrl(publicOrigin(), row.method as PayMethod),
        });
        await apply(row, state);
      } catch (err) {
        log.warn({ err, refundNo: row.refundNo }, 'refund send failed');
        const reason = err instanceof Error ? err.message : String(err);
        // The gateway said no (more than is left, trade not refundable): sending again changes nothing.
        const refused = err instanceof ShopError && (err.data as { refused?: boolean } | null)?.refused === true;
        if (refused) await settle(row.refundNo, { status: 'failed', providerRefundNo: null, finishedAt: clock.now(), failureReason: reason });
        else if (row.attempts >= MAX_SEND_ATTEMPTS)
          await settle(row.refundNo, {
            status: 'failed',
            providerRefundNo: null,
            finishedAt: clock.now(),
            failureReason: `退款请求未被支付渠道受理：${reason}`,
          });
        else
          await db
            .update(r)
            .set({ status: 'pending', failureReason: reason })
            .where(and(eq(r.refundNo, row.refundNo), eq(r.status, 'processing')));
      }
    }
  }

  /** The gateway's state of a processing refund; unknown there (the send never arrived) sends it again. */
  async function query(row: RefundRow): Promise<void> {
    await db.update(r).set({ queriedAt: clock.now() }).where(eq(r.refundNo, row.refundNo));
    try {
      const state = await gateways[row.method as PayMethod].queryRefund(row.payNo, row.refundNo);
      if (state.status === 'unknown') {
        await db
          .update(r)
          .set({ status: 'pending' })
          .where(and(eq(r.refundNo, row.refundNo), eq(r.status, 'processing')));
        await submit([row.refundNo]);
      } else await apply(row, state);
    } catch (err) {
      log.warn({ err, refundNo: row.refundNo }, 'refund query failed');
    }
  }

  /**
   * Inside the transaction that closed a payment which came for an order no longer waiting (cancelled,
   * or paid by another attempt): the whole of that payment owed back, one row under the key
   * `late:<payNo>` (asked again, the same row). Sent after the commit like any other; the sweep
   * sends it when a crash got in between, so a late payment is never kept.
   */
  async function requestLate(tx: Tx, p: { orderNo: string; payNo: string; method: string; amount: number }): Promise<RefundRow[]> {
    await lockOrder(tx, p.orderNo);
    const requestKey = lateRefundKey(p.payNo);
    const existing = await tx
      .select()
      .from(r)
      .where(and(eq(r.requestKey, requestKey), isNull(r.retriedAt)));
    if (existing.length > 0) return existing;
    const now = clock.now();
    return tx
      .insert(r)
      .values({
        refundNo: newRefundNo(now),
        orderNo: p.orderNo,
        payNo: p.payNo,
        method: p.method,
        amount: p.amount,
        reason: '订单已取消或已支付，自动退款',
        requestKey,
        createdAt: now,
      })
      .returning();
  }

  return {
    request,
    requestLate,
    retryFailed,
    submit,
    settle,

    /**
     * The minute sweep: pending refunds a stopped process never sent are sent; processing ones
     * whose notification has not come are asked of the gateway (the query fallback).
     */
    async sweep(): Promise<void> {
      const nowMs = clock.nowMs();
      const unsent = await db
        .select({ refundNo: r.refundNo })
        .from(r)
        .where(and(eq(r.status, 'pending'), lt(r.createdAt, new Date(nowMs - UNSENT_AFTER_MS))))
        .orderBy(asc(r.id))
        .limit(100);
      await submit(unsent.map((u) => u.refundNo));
      const quiet = new Date(nowMs - QUERY_AFTER_MS);
      const waiting = await db
        .select()
        .from(r)
        .where(and(eq(r.status, 'processing'), lt(r.submittedAt, quiet), or(isNull(r.queriedAt), lt(r.queriedAt, quiet))))
        .orderBy(asc(r.id))
        .limit(100);
      for (const row of waiting) await query(row);
    },

    /** An order's refunds, oldest first (the member's order detail, the console). */
    async ofOrder(orderNo: string): Promise<RefundRow[]> {
      return db.select().from(r).where(eq(r.orderNo, orderNo)).orderBy(asc(r.id));
    },

    /** One refund by its number (the notification handler). */
    async byNo(refundNo: string): Promise<RefundRow | undefined> {
      return (await db.select().from(r).where(eq(r.refundNo, refundNo)))[0];
    },
  };
}
export type RefundDesk = ReturnType<typeof createRefundDesk>;

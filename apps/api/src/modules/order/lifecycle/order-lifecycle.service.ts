/**
 * The order after it is placed: the payment port (what is due, recording a paid stage),
 * the payment timeout, simulated logistics and the member's own actions (cancel an unpaid
 * order, confirm receipt). Background work goes through pg-boss jobs when the server gives
 * a job queue (deps.ctx.jobs): 'order-expire' at an order's pay deadline, 'order-ship' for
 * each logistics step, and 'order-sweep' every minute as the safety net for lost jobs.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { schema, type Tx } from '@shop/db';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts/order';
import { canMove, fromStates, nextStatus, refusalFor, type OrderTransitionEvent } from '@shop/contracts/order-transitions';
import type { OrderParts } from '../order-needs.ts';
import { fail } from '../../../platform/shop-error.ts';
import { createSimulatedLogistics } from '../../../adapters/logistics/simulated-logistics.ts';
import type { LogisticsAdapter } from '../../../adapters/logistics/logistics-adapter.ts';
import { orderBreakdown } from './order-breakdown.ts';
import type { DuePayment, OrderPaymentPort, OrderPlacedListener } from '../order-ports.ts';
import { createOrderTransitions, MEMBER_CANCEL_REASON, type LogisticsMove } from './order-transitions.ts';
import { createOrderExpiry } from './order-expiry.ts';
import { createOrderQueries } from './order-queries.ts';
import { movable } from './order-guards.ts';

const o = schema.orders;
const e = schema.orderEvents;

export const JOB_EXPIRE = 'order-expire';
export const JOB_SHIP = 'order-ship';
export const JOB_SWEEP = 'order-sweep';
/** A parcel with no event for this long (and 3 steps) lost its job: the sweep moves it on. */
const STALLED_MIN_MS = 10 * 60_000;

const log = (msg: string, err?: unknown) => console.error(`[orders] ${msg}`, err ?? '');

export function createOrderLifecycle(
  deps: Pick<
    OrderParts,
    | 'activities'
    | 'ctx'
    | 'catalogue'
    | 'couponUse'
    | 'invoicing'
    | 'memberMessages'
    | 'points'
    | 'refunds'
    | 'settings'
    | 'stock'
    | 'tradeInRecovery'
    | 'tryBuy'
  >,
  logistics: LogisticsAdapter = createSimulatedLogistics(),
) {
  const { db } = deps.ctx.database;
  const { clock, config, jobs } = deps.ctx;
  const transitions = createOrderTransitions(deps, logistics);
  const expiry = createOrderExpiry(deps, transitions);
  const queries = createOrderQueries(deps, logistics);
  const stepMs = config.orders.logisticsStepMs;

  /** Queue the next logistics step of an order (after the configured pace). */
  const scheduleShip = (orderNo: string) =>
    jobs
      ?.send(JOB_SHIP, { orderNo }, { startAfterSeconds: stepMs / 1000, singletonKey: orderNo })
      .catch((err) => log(`scheduling ${JOB_SHIP} ${orderNo} failed`, err));

  /** One logistics step now, in its own transaction; queues the next while the parcel travels. */
  async function advance(orderNo: string): Promise<LogisticsMove> {
    const moved = await db.transaction((tx) => transitions.advanceLogistics(tx, orderNo, clock.now()));
    if (moved === 'shipped' || moved === 'tracking') await scheduleShip(orderNo);
    return moved;
  }

  /** Safety net for a lost 'order-ship' job: parcels whose last event is older than 3 steps (at least 10 minutes). */
  async function advanceStalled(now: Date): Promise<number> {
    const stalled = await db
      .select({ orderNo: o.orderNo })
      .from(o)
      .where(
        and(
          inArray(o.status, [...fromStates('ship'), ...fromStates('deliver')]),
          lt(sql`(SELECT max(${e.at}) FROM ${e} WHERE ${e.orderId} = ${o.id})`, new Date(now.getTime() - Math.max(3 * stepMs, STALLED_MIN_MS))),
        ),
      )
      .limit(100);
    for (const { orderNo } of stalled) await advance(orderNo);
    return stalled.length;
  }

  const paymentPort: OrderPaymentPort = {
    async dueFor(orderNo, memberId, now, run = db): Promise<DuePayment> {
      const [row] = await run
        .select()
        .from(o)
        .where(and(eq(o.orderNo, orderNo), eq(o.memberId, memberId)));
      if (!row) throw fail('ERR_ORDER_NOT_FOUND');
      const subject = `${config.brandName ?? '星辰'}商城订单 ${orderNo}`;
      const periods = (row.instalment as { periods?: number } | null)?.periods ?? null;
      // The first payment (full, or a pre-sale deposit) while the order may take it.
      if (canMove(row.status, 'paid_in_full') || canMove(row.status, 'deposit_paid')) {
        if (row.payDeadline.getTime() <= now.getTime()) {
          await expiry.expireOne(orderNo, now, run);
          throw fail('ERR_ORDER_STATUS', { message: '订单已超时取消，请重新下单' });
        }
        if (row.payableAmt <= 0) throw fail('ERR_ORDER_STATUS');
        const deposit = row.kind === 'presale';
        return {
          orderNo,
          memberId,
          stage: deposit ? 'deposit' : 'full',
          amount: row.payableAmt,
          subject: deposit ? `${subject}（定金）` : subject,
          deadline: row.payDeadline,
          periods,
          breakdown: orderBreakdown(row),
        };
      }
      if (canMove(row.status, 'balance_paid')) {
        if (!row.balanceBeginAt || !row.balanceEndAt) throw fail('ERR_ORDER_STATUS');
        if (now < row.balanceBeginAt) throw fail('ERR_BALANCE_NOT_STARTED');
        if (now >= row.balanceEndAt) throw fail('ERR_BALANCE_ENDED');
        if (row.balanceAmt <= 0) throw fail('ERR_ORDER_STATUS');
        return {
          orderNo,
          memberId,
          stage: 'balance',
          amount: row.balanceAmt,
          subject: `${subject}（尾款）`,
          deadline: row.balanceEndAt,
          periods,
          breakdown: orderBreakdown(row),
        };
      }
      // Cancelled (ERR_ORDER_STATUS 订单已取消，无法支付) or already paid (ERR_PAY_ALREADY_PAID): the table's refusal.
      throw refused(row.status, 'paid_in_full');
    },

    async recordPaid(tx, paid) {
      const { outcome, order } = await transitions.recordPaid(tx, paid);
      // Queued before the payer's commit: if it rolls back, the step finds the order unpaid and does nothing.
      if (order && canMove(order.status, 'ship')) void scheduleShip(paid.orderNo);
      return outcome;
    },

    refundSettled: (tx, settled) => transitions.refundSettled(tx, settled),
  };

  /** After the cancel's commit: the refunds go to their gateways now (the payment module's sweep sends any a crash left behind). */
  async function sendRefunds(refundNos: readonly string[]): Promise<void> {
    if (refundNos.length === 0 || !deps.refunds) return;
    await deps.refunds.submit(refundNos).catch((err) => log('sending refunds failed (the sweep sends them)', err));
  }

  const placed: OrderPlacedListener = {
    async afterPlaced(orderNo, payDeadline) {
      if (!jobs) return;
      const inSeconds = Math.max(1, (payDeadline.getTime() - clock.nowMs()) / 1000);
      await jobs.send(JOB_EXPIRE, { orderNo }, { startAfterSeconds: inSeconds, singletonKey: orderNo });
    },
  };

  /**
   * Delivered orders the member did not confirm within the auto-confirm days in force now (the
   * operator's setting, counted from each order's delivery): completed by the shop, points earned
   * as on 确认收货.
   */
  async function completeOverdue(now: Date): Promise<number> {
    const { orderAutoConfirmDays: autoConfirmDays } = await deps.settings.values();
    const due = await db.select({ orderNo: o.orderNo, memberId: o.memberId }).from(o).where(movable('auto_confirm', { now, autoConfirmDays })).limit(200);
    let done = 0;
    for (const d of due) if (await db.transaction((tx) => transitions.complete(tx, d.orderNo, d.memberId, now, { autoConfirmDays }))) done++;
    return done;
  }

  const sweep = async () => {
    const now = clock.now();
    await expiry.cancelExpired(now);
    await advanceStalled(now);
    await completeOverdue(now);
  };

  /** The 'order-expire' job: cancel if due by the server clock, else look again at the deadline. */
  async function expireJob(orderNo: string): Promise<boolean> {
    if (await expiry.expireOne(orderNo, clock.now())) return true;
    const [row] = await db.select({ status: o.status, payDeadline: o.payDeadline }).from(o).where(eq(o.orderNo, orderNo));
    if (row && canMove(row.status, 'pay_timeout')) await placed.afterPlaced(orderNo, row.payDeadline);
    return false;
  }

  if (jobs) {
    jobs.work(JOB_EXPIRE, async ({ orderNo }) => {
      if (typeof orderNo === 'string') await expireJob(orderNo);
    });
    jobs.work(JOB_SHIP, async ({ orderNo }) => {
      if (typeof orderNo === 'string') await advance(orderNo);
    });
    jobs.every(JOB_SWEEP, '* * * * *', sweep);
  }

  return {
    paymentPort,
    placed,
    queries,
    transitions,
    logistics,
    /** Queues the tracking steps of a parcel staff shipped (the console, issue #16). */
    followParcel: scheduleShip,
    expireOne: expiry.expireOne,
    expireJob,
    cancelExpired: expiry.cancelExpired,
    sendRefunds,
    sweep,
    advance,
    completeOverdue,

    /**
     * The member cancels their order. Unpaid: cancelled (a reason optional). Paid and not yet
     * shipped: cancelled with a reason, the money asked back through the refund desk in the same
     * transaction and sent once it commits (refunding → refunded by the gateway's answer). A paid
     * deposit is not cancellable here. Of concurrent cancels one UPDATE wins; the others wait on
     * its row lock, find the order cancelled and answer 409 with the status it is in now — so ten
     * cancels make one refund.
     */
    async cancelByMember(orderNo: string, memberId: number, reason: string | undefined) {
      const now = clock.now();
      const text = reason ? `${MEMBER_CANCEL_REASON}（${reason}）` : MEMBER_CANCEL_REASON;
      const refundNos = await db.transaction(async (tx) => {
        const before = await statusOf(tx, orderNo, memberId);
        if (canMove(before, 'member_cancel_paid')) {
          if (!reason) throw fail('ERR_CANCEL_REASON_REQUIRED');
          const done = await transitions.cancelPaid(tx, orderNo, 'member_cancel_paid', text, now, { memberId });
          if (done) return done.refundNos;
        } else if (await transitions.cancel(tx, orderNo, 'member_cancel', text, now, { memberId })) return [];
        const status = await statusOf(tx, orderNo, memberId);
        throw refused(status, canMove(before, 'member_cancel_paid') ? 'member_cancel_paid' : 'member_cancel', stateData(orderNo, status));
      });
      await sendRefunds(refundNos);
    },

    /** The member confirms receipt of a delivered order: completed, points earned (once, like cancel). */
    async confirmReceipt(orderNo: string, memberId: number) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const done = await transitions.complete(tx, orderNo, memberId, now);
        if (done) return done;
        const status = await statusOf(tx, orderNo, memberId);
        // A try-buy order is not received but bought or returned (先试后买): its trial says which.
        if (status === 'delivered' && (await kindOf(tx, orderNo)) === 'trybuy') throw fail('ERR_TRYBUY_USE_CONVERT', { data: stateData(orderNo, status) });
        throw refused(status, 'confirm_receipt', stateData(orderNo, status));
      });
    },
  };

  /**
   * The order's status now, read on the caller's transaction: asking the pool here, while
   * the transaction holds its connection, is what deadlocked the pool under 20 concurrent
   * cancels (issue #12). 404 for an order that is not the member's (no hint whether it exists).
   */
  async function kindOf(tx: Tx, orderNo: string): Promise<string | undefined> {
    const [row] = await tx.select({ kind: o.kind }).from(o).where(eq(o.orderNo, orderNo));
    return row?.kind;
  }

  async function statusOf(tx: Tx, orderNo: string, memberId: number): Promise<OrderStatus> {
    const [row] = await tx
      .select({ status: o.status })
      .from(o)
      .where(and(eq(o.orderNo, orderNo), eq(o.memberId, memberId)));
    if (!row) throw fail('ERR_ORDER_NOT_FOUND');
    return row.status as OrderStatus;
  }
}

/**
 * The table's refusal of `event` from `status` as a ShopError. A move that lost a race (the
 * conditional UPDATE changed nothing) answers the refusal of the status the order is in now.
 */
function refused(status: OrderStatus, event: OrderTransitionEvent, data?: unknown) {
  const next = nextStatus(status, event);
  // The status allows the move, so its guard failed (e.g. the balance window): the event's plain refusal.
  const r = next.ok ? refusalFor(event) : next;
  return fail(r.code, { message: r.message, data });
}

/** The 409's data: the order's current status, so a client can re-render without asking again. */
const stateData = (ordNo: string, status: OrderStatus) => ({ ordNo, status, statusLabel: ORDER_STATUS_LABELS[status] });
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

/**
 * Every change of an order's status, each inside the caller's transaction and each a
 * conditional UPDATE on the current status, so a change applies once even when a
 * notification, the timeout and the member race for the same order. Which moves exist is
 * not written here: the transitions table (@shop/contracts/order-transitions,
 * ORDER_TRANSITIONS) gives each event's from-states, target and guard, and moveOrder
 * builds the UPDATE from it (the guard's SQL from order-guards.ts). A move that finds the
 * order in another status changes nothing; the caller answers the table's refusal.
 *
 *   pending_payment ─paid_in_full─▶ paid ─ship─▶ shipped ─deliver─▶ delivered ─confirm_receipt / auto_confirm─▶ completed
 *   pending_payment ─deposit_paid─▶ deposit_paid ─balance_paid (in its window)─▶ paid
 *   pending_payment ─member_cancel / pay_timeout─▶ cancelled
 *   deposit_paid ─balance_expired─▶ cancelled (deposit kept, see BALANCE_EXPIRED_REASON)
 *   paid ─member_cancel_paid / staff_cancel_paid─▶ refunding ─refund_succeeded / refund_failed─▶ refunded / refund_failed
 *
 * Cancelling gives back what the order held: SKU stock, flash-sale stock, the coupon and
 * the points spent; a paid order's cancel also asks the refund desk for what was paid, in the
 * same transaction (the money owed is written with the state change, issue #17).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { schema, type Tx } from '@shop/db';
import { SUB_TYP } from '@shop/contracts/pdp-rules';
import { canMove, transitionOf, type OrderTransitionEvent } from '@shop/contracts/order-transitions';
import type { OrderParts } from '../order-needs.ts';
import type { LogisticsAdapter, Shipment, ShipTo } from '../../../adapters/logistics/logistics-adapter.ts';
import type { PayStage } from '../order-ports.ts';
import { movable, type GuardFacts } from './order-guards.ts';
import { formatYuan as yuan } from '@shop/contracts/money';
import { breakdownText, pointsEarnedOn } from '@shop/contracts/pricing';
import type { RefundSettled } from '@shop/contracts/payment';
import { orderBreakdown } from './order-breakdown.ts';
import { lockOrderForAfterSales, refundsAskedOf } from '../after-sales/after-sales-queries.ts';
import { cancelTrial, startTrial } from '../try-buy/trial-store.ts';
import { formatBeijingTime } from '@shop/contracts/beijing-time';

const o = schema.orders;
const l = schema.orderLines;
const e = schema.orderEvents;
export type OrderRow = typeof o.$inferSelect;

/** Shown to the shopper when a pre-sale balance was not paid in its window (spec: defined here). */
export const BALANCE_EXPIRED_REASON = '尾款未在规定时间内支付，定金不予退还';
export const PAY_TIMEOUT_REASON = '订单超时未支付，已自动取消';
export const MEMBER_CANCEL_REASON = '用户取消';
/** An unpaid order cancelled by staff in the console (issue #16); their reason follows in brackets. */
export const STAFF_CANCEL_REASON = '商城取消';

export interface PaidEvent {
  orderNo: string;
  stage: PayStage;
  amount: number;
  payNo: string;
  method: string;
  at: Date;
}

/** Step of the simulated logistics that was just performed. */
export type LogisticsMove = 'shipped' | 'tracking' | 'delivered' | 'none';

/** The transition event of each payment stage. */
export const PAY_EVENT: Readonly<Record<PayStage, OrderTransitionEvent>> = { full: 'paid_in_full', deposit: 'deposit_paid', balance: 'balance_paid' };
/** The cancelling events (each gives back what the order held). */
export type CancelEvent = Extract<OrderTransitionEvent, 'member_cancel' | 'staff_cancel' | 'pay_timeout' | 'balance_expired'>;
/** The cancelling events of a paid order (its money goes back through the refund desk). */
export type PaidCancelEvent = Extract<OrderTransitionEvent, 'member_cancel_paid' | 'staff_cancel_paid'>;

/** The refund desk's key for the refund of an order's cancel: one per order, so a second cancel never refunds twice. */
export const cancelRefundKey = (orderNo: string) => `cancel:${orderNo}`;

/**
 * THE status change: one conditional UPDATE whose from-states, target and guard come from
 * the transitions table; the updated row, or null when the order was not in a from-state
 * (or failed the guard). `set` holds the other columns the move writes.
 */
export async function moveOrder(
  tx: Tx,
  orderNo: string,
  event: OrderTransitionEvent,
  set: Omit<PgUpdateSetSource<typeof o>, 'status'>,
  facts: GuardFacts = {},
) {
  const [row] = await tx
    .update(o)
    .set({ updatedAt: sql`now()`, ...set, status: transitionOf(event).to })
    .where(and(eq(o.orderNo, orderNo), movable(event, facts)))
    .returning();
  return row ?? null;
}

export function createOrderTransitions(
  deps: Pick<OrderParts, 'activities' | 'couponUse' | 'invoicing' | 'memberMessages' | 'points' | 'refunds' | 'stock' | 'tradeInRecovery' | 'tryBuy'>,
  logistics: LogisticsAdapter,
) {
  const addEvent = (
    tx: Tx,
    orderId: number,
    at: Date,
    code: string,
    description: string,
    kind: 'status' | 'tracking' = 'status',
    location: string | null = null,
  ) => tx.insert(e).values({ orderId, kind, code, description, location, at });

  /** The member hears of a status change by a system message, in the same transaction. */
  const tell = (tx: Tx, row: OrderRow, at: Date, title: string, description: string) =>
    deps.memberMessages?.send(
      row.memberId,
      { kind: 'order', title, body: `订单 ${row.orderNo}：${description}`, link: `/Personalcenter/orderDeatil/${row.orderNo}` },
      at,
      tx,
    );

  /**
   * paid → shipped with this shipment, in one conditional UPDATE (of two concurrent ships one
   * applies, the other finds the order shipped and gets null); the shipped event, the member's
   * message and the carrier's first tracking step (picked up) go with it.
   */
  async function shipWith(tx: Tx, orderNo: string, shipment: Shipment, now: Date): Promise<OrderRow | null> {
    const shipped = await moveOrder(tx, orderNo, 'ship', { carrier: shipment.carrier, trackingNo: shipment.trackingNo, shippedAt: now, updatedAt: now });
    if (!shipped) return null;
    await addEvent(tx, shipped.id, now, shipped.status, `商品已出库，由${shipment.carrier}配送，运单号 ${shipment.trackingNo}`);
    await tell(tx, shipped, now, '订单已发货', `由${shipment.carrier}配送，运单号 ${shipment.trackingNo}`);
    const first = logistics.step(0, shipment, shipped.address as ShipTo);
    if (first) await addEvent(tx, shipped.id, now, first.code, first.description, 'tracking', first.location);
    return shipped;
  }

  /** What a cancelled order held goes back: SKU stock, flash-sale stock, the coupon, the points spent, the trade-in. */
  async function giveBack(tx: Tx, row: OrderRow, now: Date): Promise<void> {
    // A try-buy application's unit first (the offer's row before any SKU stock row, as placing takes them).
    if (row.kind === 'trybuy') {
      await deps.tryBuy.giveBack(tx, row.orderNo);
      await cancelTrial(tx, row.orderNo, now);
    }
    const lines = await tx.select().from(l).where(eq(l.orderId, row.id)).orderBy(asc(l.skuCode));
    for (const line of lines) {
      await deps.stock.release(tx, line.skuCode, line.qty);
      if (line.subTyp === SUB_TYP.seckill && line.actCd) await deps.activities.giveBackFlashSaleStock(tx, line.actCd, line.skuCode, line.qty);
    }
    await deps.couponUse.release(tx, row.orderNo, now);
    await deps.points.refund(tx, row.orderNo, now);
    await deps.tradeInRecovery?.follow(tx, row.orderNo, 'cancelled', now);
  }

  /** A completion's points (on what was paid and kept) and e-invoice, and its timeline entry. */
  async function completed(tx: Tx, row: OrderRow, now: Date, confirmed: string): Promise<{ order: OrderRow; points: number }> {
    // On what the shopper paid and keeps (the breakdown's total at most), not on the list price.
    const points = pointsEarnedOn(row.paidAmt - (await refundsAskedOf(tx, row.orderNo)), orderBreakdown(row));
    await deps.points.earn(tx, row.memberId, points, row.orderNo, now);
    await addEvent(tx, row.id, now, row.status, points > 0 ? `${confirmed}，获得 ${points} 积分` : confirmed);
    // The e-invoice asked for is issued with the completion (exactly once: invoicing's unique key).
    await deps.invoicing?.orderCompleted(tx, row.orderNo, now);
    return { order: row, points };
  }

  return {
    addEvent,
    shipWith,

    /** The payment port's recordPaid: moves the order for the paid stage, or 'not-payable'. */
    async recordPaid(tx: Tx, paid: PaidEvent): Promise<{ outcome: 'applied' | 'not-payable'; order: OrderRow | null }> {
      const add = { paidAmt: sql`${o.paidAmt} + ${paid.amount}` } as const;
      const facts = { amount: paid.amount, at: paid.at };
      let row: OrderRow | null = null;
      if (paid.stage === 'full') {
        row = await moveOrder(tx, paid.orderNo, PAY_EVENT.full, { ...add, paidAt: paid.at }, facts);
        if (row) {
          await addEvent(tx, row.id, paid.at, row.status, `订单已支付 ${yuan(paid.amount)}，等待商家发货`);
          await tell(tx, row, paid.at, '订单支付成功', `已支付 ${yuan(paid.amount)}（${breakdownText(orderBreakdown(row), yuan)}），我们会尽快为您发货`);
        }
      } else if (paid.stage === 'deposit') {
        row = await moveOrder(tx, paid.orderNo, PAY_EVENT.deposit, add, facts);
        if (row) {
          await addEvent(tx, row.id, paid.at, row.status, `定金已支付 ${yuan(paid.amount)}，请在尾款支付时间内支付尾款`);
          await tell(tx, row, paid.at, '定金支付成功', `已支付定金 ${yuan(paid.amount)}，请在尾款支付时间内支付尾款`);
        }
      } else {
        // The balance only inside its window, judged at the time the gateway took the money (guard balanceInWindow).
        row = await moveOrder(tx, paid.orderNo, PAY_EVENT.balance, { ...add, paidAt: paid.at }, facts);
        if (row) {
          await addEvent(tx, row.id, paid.at, row.status, `尾款已支付 ${yuan(paid.amount)}，等待商家发货`);
          await tell(tx, row, paid.at, '尾款支付成功', `已支付尾款 ${yuan(paid.amount)}，我们会尽快为您发货`);
        }
      }
      return { outcome: row ? 'applied' : 'not-payable', order: row };
    },

    /** Cancels the order by `event` if the table and its guard allow; gives back stock, flash-sale stock, coupon and points. */
    async cancel(tx: Tx, orderNo: string, event: CancelEvent, reason: string, now: Date, facts: GuardFacts = {}): Promise<OrderRow | null> {
      const row = await moveOrder(tx, orderNo, event, { cancelReason: reason, cancelledAt: now }, { now, ...facts });
      if (!row) return null;
      await giveBack(tx, row, now);
      await addEvent(tx, row.id, now, row.status, `订单已取消：${reason}`);
      await tell(tx, row, now, '订单已取消', reason);
      return row;
    },

    /**
     * Cancels a paid, unshipped order (paid → refunding) and asks the refund desk for all it took,
     * in this transaction; gives back what the order held as an unpaid cancel does. Answers the
     * order and the refund numbers to send once the transaction commits, or null when the order
     * was not movable (another status, another member's).
     */
    async cancelPaid(tx: Tx, orderNo: string, event: PaidCancelEvent, reason: string, now: Date, facts: GuardFacts = {}) {
      if (!deps.refunds) throw new Error('cancelPaid needs the refund desk');
      const row = await moveOrder(tx, orderNo, event, { cancelReason: reason, cancelledAt: now }, { now, ...facts });
      if (!row) return null;
      await giveBack(tx, row, now);
      const refunds = await deps.refunds.request(tx, { orderNo, amount: row.paidAmt, reason, requestKey: cancelRefundKey(orderNo) });
      await addEvent(tx, row.id, now, row.status, `订单已取消：${reason}；已付 ${yuan(row.paidAmt)} 将原路退回`);
      await tell(tx, row, now, '订单已取消，退款处理中', `${reason}。已付 ${yuan(row.paidAmt)} 将原路退回，到账时间以支付渠道为准`);
      return { order: row, refundNos: refunds.map((x) => x.refundNo) };
    },

    /** The refund desk's outcome of a cancel's refund: refunding → refunded / refund_failed, the member told. */
    async refundSettled(tx: Tx, settled: RefundSettled): Promise<void> {
      if (settled.requestKey !== cancelRefundKey(settled.orderNo)) return;
      const ok = settled.outcome === 'succeeded';
      const row = await moveOrder(tx, settled.orderNo, ok ? 'refund_succeeded' : 'refund_failed', {});
      if (!row) return;
      // The gateway's finishing time is in whole seconds: never before the cancel it settles (the timeline's order).
      const at = new Date(Math.max(settled.at.getTime(), row.cancelledAt?.getTime() ?? 0));
      if (ok) {
        await addEvent(tx, row.id, at, row.status, `退款 ${yuan(settled.amount)} 已原路退回`);
        await tell(tx, row, at, '退款成功', `退款 ${yuan(settled.amount)} 已原路退回，请留意支付账户到账`);
      } else {
        await addEvent(tx, row.id, at, row.status, `退款 ${yuan(settled.amount)} 未成功（${settled.failureReason ?? '支付渠道退款失败'}），客服将尽快处理`);
        await tell(tx, row, at, '退款遇到问题', `退款 ${yuan(settled.amount)} 暂未成功，客服将尽快为您处理，无需重复申请`);
      }
    },

    /** Staff send a failed cancel refund again: refund_failed → refunding; answers the new refund numbers, or null when not movable. */
    async retryRefund(tx: Tx, orderNo: string, now: Date): Promise<string[] | null> {
      if (!deps.refunds) throw new Error('retryRefund needs the refund desk');
      const row = await moveOrder(tx, orderNo, 'refund_retry', {});
      if (!row) return null;
      const again = await deps.refunds.retryFailed(tx, orderNo, cancelRefundKey(orderNo));
      await addEvent(tx, row.id, now, row.status, '商城已重新发起退款');
      return again.map((x) => x.refundNo);
    },

    /** The next logistics step of a paid or shipped order (hand over, then one tracking event). */
    async advanceLogistics(tx: Tx, orderNo: string, now: Date): Promise<LogisticsMove> {
      const [row] = await tx.select().from(o).where(eq(o.orderNo, orderNo)).for('update');
      if (!row) return 'none';
      const to = row.address as ShipTo;
      if (canMove(row.status, 'ship')) {
        // The row is locked: the move applies (it stays conditional like every other).
        return (await shipWith(tx, orderNo, logistics.ship(orderNo, to), now)) ? 'shipped' : 'none';
      }
      // Tracking steps happen while the parcel travels, i.e. while the order may be delivered.
      if (!canMove(row.status, 'deliver') || !row.carrier || !row.trackingNo) return 'none';
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(e)
        .where(and(eq(e.orderId, row.id), eq(e.kind, 'tracking')));
      const step = logistics.step(n, { carrier: row.carrier, trackingNo: row.trackingNo }, to);
      if (!step) return 'none';
      await addEvent(tx, row.id, now, step.code, step.description, 'tracking', step.location);
      if (!step.final) return 'tracking';
      const delivered = await moveOrder(tx, orderNo, 'deliver', { deliveredAt: now, updatedAt: now }, { finalStep: step.final });
      if (!delivered) return 'tracking';
      // A try-buy order's trial starts now (先试后买): it is confirmed (确认购买) or returned, not received.
      const trial = delivered.kind === 'trybuy' ? await startTrial(tx, orderNo, now) : null;
      if (trial?.endsAt) {
        const ends = formatBeijingTime(trial.endsAt.getTime());
        await addEvent(tx, row.id, now, delivered.status, `商品已签收，${trial.trialDays} 天试用开始，${ends} 结束`);
        await tell(
          tx,
          row,
          now,
          '试用开始',
          `商品已签收，${trial.trialDays} 天试用开始，${ends} 结束。试用期内可确认购买或申请退还；到期未申请退还的，将自动确认购买`,
        );
        return 'delivered';
      }
      await addEvent(tx, row.id, now, delivered.status, '商品已签收，请确认收货');
      // The courier who hands over the new device takes the old one.
      await deps.tradeInRecovery?.follow(tx, orderNo, 'delivered', now);
      await tell(tx, row, now, '订单已签收', '商品已签收，请确认收货；欢迎评价晒单');
      return 'delivered';
    },

    /**
     * delivered → completed, by the member (confirm_receipt: the order must be theirs) or by
     * the shop `by.autoConfirmDays` after delivery (auto_confirm: the operator's setting in force);
     * earns 1 point per whole yuan paid; the e-invoice asked for is issued in the same transaction.
     */
    async complete(
      tx: Tx,
      orderNo: string,
      memberId: number,
      now: Date,
      by: 'member' | { autoConfirmDays: number } = 'member',
    ): Promise<{ order: OrderRow; points: number } | null> {
      const system = by !== 'member';
      // Under the after-sales lock: a return's refund asked meanwhile is either counted here or claws back after.
      await lockOrderForAfterSales(tx, orderNo);
      const row = await moveOrder(tx, orderNo, system ? 'auto_confirm' : 'confirm_receipt', { completedAt: now }, { memberId, now, ...(system ? by : {}) });
      if (!row) return null;
      return completed(tx, row, now, system ? `签收满 ${by.autoConfirmDays} 天，系统已自动确认收货` : '已确认收货');
    },

    /**
     * delivered → completed for a try-buy order whose trial is converted (trial_convert): by the
     * member (确认购买) or by the sweep once the trial ended with no return asked. Points and the
     * e-invoice as for any completed order; the caller moves the trial (it holds its row).
     */
    async completeTrial(tx: Tx, orderNo: string, now: Date, by: 'member' | 'expired'): Promise<{ order: OrderRow; points: number } | null> {
      await lockOrderForAfterSales(tx, orderNo);
      const row = await moveOrder(tx, orderNo, 'trial_convert', { completedAt: now });
      if (!row) return null;
      const done = await completed(tx, row, now, by === 'member' ? '已确认购买（先试后买）' : '试用期已结束，系统已自动确认购买');
      await tell(tx, row, now, '已确认购买', by === 'member' ? '您已确认购买试用商品，订单已完成' : '试用期已结束且未申请退还，系统已自动确认购买，订单已完成');
      return done;
    },
  };
}
export type OrderTransitions = ReturnType<typeof createOrderTransitions>;

/** Fen as the shopper reads it in event texts: 499900 → '¥4,999', 499950 → '¥4,999.50'. */

/**
 * Every change of an order's status, each inside the caller's transaction and each a
 * conditional UPDATE on the current status, so a change applies once even when a
 * notification, the timeout and the member race for the same order:
 *
 *   pending_payment ─full paid─▶ paid ─ship─▶ shipped ─signed─▶ delivered ─confirm─▶ completed
 *   pending_payment ─deposit paid─▶ deposit_paid ─balance paid (in its window)─▶ paid
 *   pending_payment ─member / pay timeout─▶ cancelled
 *   deposit_paid ─balance window over─▶ cancelled (deposit kept, see BALANCE_EXPIRED_REASON)
 *
 * Cancelling gives back what the order held: SKU stock, flash-sale stock, the coupon and
 * the points spent.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { schema, type Tx } from '@shop/db';
import { SUB_TYP } from '@shop/contracts/pdp-rules';
import { AUTO_CONFIRM_DAYS } from '@shop/contracts/order';
import type { ModuleDeps } from '../../../module-deps.ts';
import type { LogisticsAdapter, ShipTo } from '../../../adapters/logistics/logistics-adapter.ts';
import type { OrderStatus, PayStage } from '../order-ports.ts';

const o = schema.orders;
const l = schema.orderLines;
const e = schema.orderEvents;
export type OrderRow = typeof o.$inferSelect;

/** Shown to the shopper when a pre-sale balance was not paid in its window (spec: defined here). */
export const BALANCE_EXPIRED_REASON = '尾款未在规定时间内支付，定金不予退还';
export const PAY_TIMEOUT_REASON = '订单超时未支付，已自动取消';
export const MEMBER_CANCEL_REASON = '用户取消';

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

export function createOrderTransitions(deps: ModuleDeps, logistics: LogisticsAdapter) {
  const addEvent = (tx: Tx, orderId: number, at: Date, code: string, description: string, kind: 'status' | 'tracking' = 'status', location: string | null = null) =>
    tx.insert(e).values({ orderId, kind, code, description, location, at });

  /** The member hears of a status change by a system message, in the same transaction. */
  const tell = (tx: Tx, row: OrderRow, at: Date, title: string, description: string) =>
    deps.memberMessages?.send(row.memberId, { kind: 'order', title, body: `订单 ${row.orderNo}：${description}`, link: `/Personalcenter/orderDeatil/${row.orderNo}` }, at, tx);

  /** One conditional status change; the updated row, or null when the order was not in `from`. */
  async function move(tx: Tx, orderNo: string, from: OrderStatus[], set: PgUpdateSetSource<typeof o>, extra?: ReturnType<typeof and>) {
    const [row] = await tx
      .update(o)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(o.orderNo, orderNo), inArray(o.status, from), extra))
      .returning();
    return row ?? null;
  }

  return {
    addEvent,

    /** The payment port's recordPaid: moves the order for the paid stage, or 'not-payable'. */
    async recordPaid(tx: Tx, paid: PaidEvent): Promise<{ outcome: 'applied' | 'not-payable'; order: OrderRow | null }> {
      const add = { paidAmt: sql`${o.paidAmt} + ${paid.amount}` } as const;
      let row: OrderRow | null = null;
      if (paid.stage === 'full') {
        row = await move(tx, paid.orderNo, ['pending_payment'], { ...add, status: 'paid', paidAt: paid.at }, and(sql`${o.kind} <> 'presale'`, eq(o.payableAmt, paid.amount)));
        if (row) {
          await addEvent(tx, row.id, paid.at, 'paid', `订单已支付 ${yuan(paid.amount)}，等待商家发货`);
          await tell(tx, row, paid.at, '订单支付成功', `已支付 ${yuan(paid.amount)}，我们会尽快为您发货`);
        }
      } else if (paid.stage === 'deposit') {
        row = await move(tx, paid.orderNo, ['pending_payment'], { ...add, status: 'deposit_paid' }, and(eq(o.kind, 'presale'), eq(o.payableAmt, paid.amount)));
        if (row) {
          await addEvent(tx, row.id, paid.at, 'deposit_paid', `定金已支付 ${yuan(paid.amount)}，请在尾款支付时间内支付尾款`);
          await tell(tx, row, paid.at, '定金支付成功', `已支付定金 ${yuan(paid.amount)}，请在尾款支付时间内支付尾款`);
        }
      } else {
        // The balance only inside its window, judged at the time the gateway took the money.
        row = await move(
          tx,
          paid.orderNo,
          ['deposit_paid'],
          { ...add, status: 'paid', paidAt: paid.at },
          and(eq(o.balanceAmt, paid.amount), lte(o.balanceBeginAt, paid.at), gt(o.balanceEndAt, paid.at)),
        );
        if (row) {
          await addEvent(tx, row.id, paid.at, 'paid', `尾款已支付 ${yuan(paid.amount)}，等待商家发货`);
          await tell(tx, row, paid.at, '尾款支付成功', `已支付尾款 ${yuan(paid.amount)}，我们会尽快为您发货`);
        }
      }
      return { outcome: row ? 'applied' : 'not-payable', order: row };
    },

    /** Cancels the order if it is in one of `from`; gives back stock, flash-sale stock, coupon and points. */
    async cancel(tx: Tx, orderNo: string, from: OrderStatus[], reason: string, now: Date, extra?: ReturnType<typeof and>): Promise<OrderRow | null> {
      const row = await move(tx, orderNo, from, { status: 'cancelled', cancelReason: reason, cancelledAt: now }, extra);
      if (!row) return null;
      const lines = await tx.select().from(l).where(eq(l.orderId, row.id)).orderBy(asc(l.skuCode));
      for (const line of lines) {
        await deps.stock.release(tx, line.skuCode, line.qty);
        if (line.subTyp === SUB_TYP.seckill && line.actCd) await deps.couponUse.releaseActivityStock(tx, line.actCd, line.skuCode, line.qty);
      }
      await deps.couponUse.release(tx, orderNo, now);
      await deps.points.refund(tx, orderNo, now);
      await deps.tradeInRecovery?.follow(tx, orderNo, 'cancelled', now);
      await addEvent(tx, row.id, now, 'cancelled', `订单已取消：${reason}`);
      await tell(tx, row, now, '订单已取消', reason);
      return row;
    },

    /** The next logistics step of a paid or shipped order (hand over, then one tracking event). */
    async advanceLogistics(tx: Tx, orderNo: string, now: Date): Promise<LogisticsMove> {
      const [row] = await tx.select().from(o).where(eq(o.orderNo, orderNo)).for('update');
      if (!row) return 'none';
      const to = row.address as ShipTo;
      if (row.status === 'paid') {
        const shipment = logistics.ship(orderNo, to);
        await tx.update(o).set({ status: 'shipped', carrier: shipment.carrier, trackingNo: shipment.trackingNo, shippedAt: now, updatedAt: now }).where(eq(o.id, row.id));
        await addEvent(tx, row.id, now, 'shipped', `商品已出库，由${shipment.carrier}配送，运单号 ${shipment.trackingNo}`);
        await tell(tx, row, now, '订单已发货', `由${shipment.carrier}配送，运单号 ${shipment.trackingNo}`);
        const first = logistics.step(0, shipment, to);
        if (first) await addEvent(tx, row.id, now, first.code, first.description, 'tracking', first.location);
        return 'shipped';
      }
      if (row.status !== 'shipped' || !row.carrier || !row.trackingNo) return 'none';
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(e).where(and(eq(e.orderId, row.id), eq(e.kind, 'tracking')));
      const step = logistics.step(n, { carrier: row.carrier, trackingNo: row.trackingNo }, to);
      if (!step) return 'none';
      await addEvent(tx, row.id, now, step.code, step.description, 'tracking', step.location);
      if (!step.final) return 'tracking';
      await tx.update(o).set({ status: 'delivered', deliveredAt: now, updatedAt: now }).where(eq(o.id, row.id));
      await addEvent(tx, row.id, now, 'delivered', '商品已签收，请确认收货');
      // The courier who hands over the new device takes the old one.
      await deps.tradeInRecovery?.follow(tx, orderNo, 'delivered', now);
      await tell(tx, row, now, '订单已签收', '商品已签收，请确认收货；欢迎评价晒单');
      return 'delivered';
    },

    /** delivered → completed by the member; earns 1 point per whole yuan paid. */
    async complete(tx: Tx, orderNo: string, memberId: number, now: Date, by: 'member' | 'system' = 'member'): Promise<{ order: OrderRow; points: number } | null> {
      const row = await move(tx, orderNo, ['delivered'], { status: 'completed', completedAt: now }, eq(o.memberId, memberId));
      if (!row) return null;
      const points = Math.floor(row.paidAmt / 100);
      await deps.points.earn(tx, memberId, points, orderNo, now);
      const confirmed = by === 'system' ? `签收满 ${AUTO_CONFIRM_DAYS} 天，系统已自动确认收货` : '已确认收货';
      await addEvent(tx, row.id, now, 'completed', points > 0 ? `${confirmed}，获得 ${points} 积分` : confirmed);
      return { order: row, points };
    },
  };
}
export type OrderTransitions = ReturnType<typeof createOrderTransitions>;

/** Fen as the shopper reads it in event texts: 499900 → '¥4,999', 499950 → '¥4,999.50'. */
export const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: fen % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

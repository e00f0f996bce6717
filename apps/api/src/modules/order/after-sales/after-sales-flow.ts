/**
 * Every change of an after-sales request's state, shared by the member's and the staff's
 * routes: each a conditional UPDATE on the current state inside the caller's transaction (of
 * two racing moves one applies; the other changes nothing and is refused), with its timeline
 * entry and the member's message in the same transaction. A return's refund is asked from the
 * refund desk under the key `after-sale:<reqNo>` in the transaction of the move to 退款中, so it
 * is owed exactly once; its outcome comes back through refundSettled.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { schema, type Db, type Tx } from '@shop/db';
import { AFTER_SALES_TYPE_TITLES, EXCHANGE_AUTO_COMPLETE_DAYS, linePaidShares, unitsShare, type AfterSalesStatus } from '@shop/contracts/after-sales';
import { formatYuan as yuan } from '@shop/contracts/money';
import type { RefundSettled } from '@shop/contracts/payment';
import type { LogisticsAdapter, Shipment, ShipTo } from '../../../adapters/logistics/logistics-adapter.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { OrderParts } from '../order-needs.ts';
import { lockOrderForAfterSales, type AfterSalesQueries, type AfterSalesRow } from './after-sales-queries.ts';
import { tryBuyDeductionProblem, tryBuyRefund } from '@shop/contracts/try-buy';
import { markReturned, reopenTrial } from '../try-buy/trial-store.ts';
import { deductFrom } from './try-buy-returns.ts';

const as = schema.afterSalesRequests;
const asl = schema.afterSalesLines;
const ase = schema.afterSalesEvents;
const DAY_MS = 24 * 3600 * 1000;
/** Days a member has to ship back after approval (the rules say so; the sweep closes the rest). */
export const SHIP_BACK_DAYS = 7;

export type Actor = 'member' | 'staff' | 'system';

/** The refund desk's key for a return's refund: one per request, so it is never refunded twice. */
export const afterSaleRefundKey = (reqNo: string) => `after-sale:${reqNo}`;
export const reqNoOfRefundKey = (key: string): string | null => (key.startsWith('after-sale:') ? key.slice('after-sale:'.length) : null);

type Deps = Pick<OrderParts, 'invoicing' | 'memberMessages' | 'refunds' | 'stock' | 'points'>;

/** The deduction within what was paid (tryBuyRefund's bounds). */
const paidCut = (paid: number, deduction: number) => paid - tryBuyRefund(paid, deduction);

export function createAfterSalesFlow(db: Db, deps: Deps, q: AfterSalesQueries, logistics: LogisticsAdapter) {
  const note = (tx: Tx, requestId: number, status: AfterSalesStatus, text: string, actor: Actor, at: Date) =>
    tx.insert(ase).values({ requestId, status, text, actor, at });

  const tell = (tx: Tx, row: AfterSalesRow, at: Date, title: string, body: string) =>
    deps.memberMessages?.send(
      row.memberId,
      {
        kind: 'order',
        title,
        body: `售后单 ${row.reqNo}（${AFTER_SALES_TYPE_TITLES[row.type]}）：${body}`,
        link: `/Personalcenter/Personal_AfterSales_Details/${row.reqNo}`,
      },
      at,
      tx,
    );

  /**
   * THE state change: from one of `from` to `to` in one conditional UPDATE (status_since reset),
   * then the timeline entry. The updated row, or null when the request was in another state.
   */
  async function move(
    tx: Tx,
    reqNo: string,
    from: readonly AfterSalesStatus[],
    to: AfterSalesStatus,
    at: Date,
    text: string,
    actor: Actor,
    set: Omit<PgUpdateSetSource<typeof as>, 'status'> = {},
    memberId?: number,
  ): Promise<AfterSalesRow | null> {
    const [row] = await tx
      .update(as)
      .set({ ...set, status: to, statusSince: at, updatedAt: at })
      .where(and(eq(as.reqNo, reqNo), inArray(as.status, [...from]), memberId === undefined ? undefined : eq(as.memberId, memberId)))
      .returning();
    if (!row) return null;
    await note(tx, row.id, to, text, actor, at);
    // A trial return rejected or withdrawn: the trial runs again (先试后买; the sweep converts it if its end has passed).
    if (row.type === 'trybuy_return' && (to === 'rejected' || to === 'cancelled')) await reopenTrial(tx, row.orderNo, row.reqNo, at);
    return row;
  }

  /** A refused move: 404 for a number that is not there (or not the member's), else the state changed under the caller. */
  async function refused(tx: Tx, reqNo: string, memberId?: number): Promise<never> {
    if (!(await q.request(tx, reqNo, memberId))) throw fail('ERR_AFTER_SALES_NOT_FOUND');
    throw fail('ERR_AFTER_SALES_STATUS');
  }

  /**
   * What a return is owed now: each line's units priced from the paid share stored at order time,
   * counting after the units of this order already refunded (so parts add up to the line's share
   * exactly), points likewise, and the shipping when this request returns the last of the order.
   */
  async function refundOwed(tx: Tx, row: AfterSalesRow) {
    const order = await q.orderByNo(tx, row.orderNo);
    if (!order) throw fail('ERR_ORDER_NOT_FOUND');
    const lines = await q.linesOf([order.id], tx);
    const shares = linePaidShares(
      lines.map((x) => ({ ...x, lineId: x.id })),
      Math.max(0, order.paidAmt - order.shippingAmt),
    );
    const { refunded } = await q.unitsOf(tx, row.orderNo);
    const mine = await q.linesOfRequests([row.id], tx);
    // Called while the request is 验货通过: `refunded` holds the other requests' units only.
    const perLine = mine.map((m) => {
      const i = lines.findIndex((x) => x.id === m.lineId);
      const line = lines[i]!;
      const done = refunded.get(m.lineId) ?? 0;
      return { id: m.id, refund: unitsShare(shares[i]!, line.qty, done, m.qty), points: unitsShare(line.pointsShare, line.qty, done, m.qty) };
    });
    const wholeOrder = lines.every((line) => (refunded.get(line.id) ?? 0) + (mine.find((m) => m.lineId === line.id)?.qty ?? 0) >= line.qty);
    const shipping = wholeOrder ? order.shippingAmt : 0;
    if (row.type === 'trybuy_return') {
      // Everything paid less the damage deduction (tryBuyRefund), the deduction taken from the lines first.
      const cut = deductFrom(perLine, shipping, paidCut(order.paidAmt, row.deductionAmt));
      const total = cut.perLine.reduce((s, p) => s + p.refund, 0) + cut.shipping;
      return { perLine: cut.perLine, shipping: cut.shipping, total, points: cut.perLine.reduce((s, p) => s + p.points, 0) };
    }
    return { perLine, shipping, total: perLine.reduce((s, p) => s + p.refund, 0) + shipping, points: perLine.reduce((s, p) => s + p.points, 0) };
  }

  /** The return is settled: completed, the points share given back, the member told. */
  async function completeReturn(tx: Tx, reqNo: string, from: AfterSalesStatus, at: Date, text: string): Promise<AfterSalesRow | null> {
    const row = await move(tx, reqNo, [from], 'completed', at, text, 'system');
    if (!row) return null;
    // 先试后买: the trial is 已退还 (its order then ends as a fully returned order does).
    if (row.type === 'trybuy_return') await markReturned(tx, row.orderNo, row.reqNo, at);
    if (row.pointsBack > 0) await deps.points.giveBackForAfterSale(tx, row.memberId, row.pointsBack, row.reqNo, at);
    // An e-invoice already issued is cancelled by a red-letter one and what remains paid invoiced anew (once per request).
    if (row.refundAmt > 0) await deps.invoicing?.refundSettled(tx, row.orderNo, row.reqNo, at);
    await tell(tx, row, at, '退货退款完成', row.refundAmt > 0 ? `退款 ${yuan(row.refundAmt)} 已原路退回，请留意支付账户到账` : '退货已完成');
    return row;
  }

  return {
    move,
    refused,
    note,
    tell,
    refundOwed,

    async approve(tx: Tx, reqNo: string, at: Date, remark: string) {
      const row = await move(
        tx,
        reqNo,
        ['submitted'],
        'awaiting_return',
        at,
        `审核通过，请在 ${SHIP_BACK_DAYS} 天内寄回商品${remark ? `（${remark}）` : ''}`,
        'staff',
      );
      if (row) await tell(tx, row, at, '售后申请审核通过', `请在 ${SHIP_BACK_DAYS} 天内寄回商品，并填写快递单号或预约上门取件`);
      return row;
    },

    async reject(tx: Tx, reqNo: string, at: Date, reason: string) {
      const row = await move(tx, reqNo, ['submitted'], 'rejected', at, `申请被驳回：${reason}`, 'staff', { rejectReason: reason });
      if (row) await tell(tx, row, at, '售后申请未通过', reason);
      return row;
    },

    async cancelByMember(tx: Tx, reqNo: string, memberId: number, at: Date) {
      return move(tx, reqNo, ['submitted', 'awaiting_return'], 'cancelled', at, '会员撤销了申请', 'member', {}, memberId);
    },

    /** The member shipped the goods back with their courier, or a pickup was booked with the shop's carrier. */
    async shipBack(tx: Tx, reqNo: string, memberId: number, at: Date, how: { method: 'courier'; shipment: Shipment } | { method: 'pickup'; from: ShipTo }) {
      const shipment = how.method === 'courier' ? how.shipment : logistics.ship(reqNo, how.from);
      const text =
        how.method === 'courier' ? `已寄回：${shipment.carrier} ${shipment.trackingNo}` : `已预约上门取件：${shipment.carrier} ${shipment.trackingNo}`;
      return move(
        tx,
        reqNo,
        ['awaiting_return'],
        'awaiting_inspection',
        at,
        text,
        'member',
        {
          returnMethod: how.method,
          returnCarrier: shipment.carrier,
          returnTrackingNo: shipment.trackingNo,
        },
        memberId,
      );
    },

    /**
     * A try-buy return's inspection may keep a damage deduction (损耗扣款: 0 to what was paid, a
     * reason when above 0, tryBuyDeductionProblem); the refund then is what was paid less it.
     * Other types take none.
     */
    async inspect(tx: Tx, reqNo: string, at: Date, pass: boolean, remark: string, deduction: { amount: number; reason: string } = { amount: 0, reason: '' }) {
      if (pass) {
        const current = await q.request(tx, reqNo, undefined, true);
        let set: Omit<PgUpdateSetSource<typeof as>, 'status'> = {};
        let cutText = '';
        if (current?.type === 'trybuy_return' && current.status === 'awaiting_inspection') {
          const paid = (await q.orderByNo(tx, current.orderNo))?.paidAmt ?? 0;
          const problem = tryBuyDeductionProblem(paid, deduction.amount, deduction.reason);
          if (problem) throw fail('ERR_AFTER_SALES_DEDUCTION', { message: problem, data: { paid } });
          const reason = deduction.amount > 0 ? deduction.reason.trim() : null;
          set = { deductionAmt: deduction.amount, deductionReason: reason, refundAmt: tryBuyRefund(paid, deduction.amount) };
          if (deduction.amount > 0) cutText = `，损耗扣款 ${yuan(deduction.amount)}（${reason}），应退 ${yuan(tryBuyRefund(paid, deduction.amount))}`;
        } else if (deduction.amount > 0) throw fail('ERR_AFTER_SALES_DEDUCTION', { message: '只有试用退还可以设置损耗扣款' });
        const row = await move(
          tx,
          reqNo,
          ['awaiting_inspection'],
          'inspected',
          at,
          `商品已收到，验货通过${remark ? `（${remark}）` : ''}${cutText}`,
          'staff',
          set,
        );
        if (row)
          await tell(
            tx,
            row,
            at,
            '商品已验货通过',
            row.type === 'exchange' ? '我们将尽快为您发出换货商品' : `我们将尽快为您办理退款${cutText ? `（${cutText.slice(1)}）` : ''}`,
          );
        return row;
      }
      const row = await move(tx, reqNo, ['awaiting_inspection'], 'rejected', at, `验货未通过：${remark}，商品将寄回给您`, 'staff', {
        rejectReason: `验货未通过：${remark}`,
      });
      if (row) await tell(tx, row, at, '验货未通过', `${remark}。商品将原样寄回给您`);
      return row;
    },

    /**
     * inspected → 退款中 with the refund asked from the desk in this transaction (exactly once per
     * request: the move is conditional and the desk's key is the request's). A return owed
     * nothing in money (all paid in points) completes at once. Answers the refund numbers to send.
     */
    async refund(tx: Tx, reqNo: string, at: Date): Promise<{ row: AfterSalesRow; refundNos: string[] } | null> {
      if (!deps.refunds) throw new Error('refund needs the refund desk');
      const orderNo = (await q.request(tx, reqNo))?.orderNo;
      if (!orderNo) return null;
      await lockOrderForAfterSales(tx, orderNo);
      const current = await q.request(tx, reqNo, undefined, true);
      if (!current || current.type === 'exchange' || current.status !== 'inspected') return null;
      const owed = await refundOwed(tx, current);
      // An order completed before the return earned points on what is now refunded: taken back.
      const clawed = await deps.points.clawBackForAfterSale(tx, current.orderNo, owed.total, reqNo, at);
      if (clawed > 0) await note(tx, current.id, 'inspected', `扣回订单完成时赠送的积分 ${clawed}`, 'system', at);
      for (const p of owed.perLine) await tx.update(asl).set({ refundAmt: p.refund, pointsBack: p.points }).where(eq(asl.id, p.id));
      const set = { refundAmt: owed.total, shippingRefund: owed.shipping, pointsBack: owed.points };
      if (owed.total === 0) {
        await tx.update(as).set(set).where(eq(as.id, current.id));
        const row = await completeReturn(tx, reqNo, 'inspected', at, owed.points > 0 ? `退回积分 ${owed.points}` : '退货完成');
        return row ? { row, refundNos: [] } : null;
      }
      const row = await move(tx, reqNo, ['inspected'], 'refunding', at, `退款 ${yuan(owed.total)} 已提交，原路退回`, 'staff', set);
      if (!row) return null;
      const refunds = await deps.refunds.request(tx, {
        orderNo: row.orderNo,
        amount: owed.total,
        reason: `售后退货 ${row.reqNo}`,
        requestKey: afterSaleRefundKey(row.reqNo),
      });
      await tell(tx, row, at, '退款处理中', `退款 ${yuan(owed.total)} 将原路退回，到账时间以支付渠道为准`);
      return { row, refundNos: refunds.map((r) => r.refundNo) };
    },

    async retryRefund(tx: Tx, reqNo: string, at: Date): Promise<{ row: AfterSalesRow; refundNos: string[] } | null> {
      if (!deps.refunds) throw new Error('retryRefund needs the refund desk');
      const row = await move(tx, reqNo, ['refund_failed'], 'refunding', at, '商城已重新发起退款', 'staff');
      if (!row) return null;
      const again = await deps.refunds.retryFailed(tx, row.orderNo, afterSaleRefundKey(row.reqNo));
      return { row, refundNos: again.map((r) => r.refundNo) };
    },

    /** The refund desk's outcome of a return's refund (inside the desk's settling transaction). */
    async refundSettled(tx: Tx, settled: RefundSettled): Promise<void> {
      const reqNo = reqNoOfRefundKey(settled.requestKey);
      if (!reqNo) return;
      const current = await q.request(tx, reqNo);
      if (!current) return;
      // The gateway's finishing time is in whole seconds: never before the move to 退款中 it settles.
      const at = new Date(Math.max(settled.at.getTime(), current.statusSince.getTime()));
      if (settled.outcome === 'succeeded') {
        await completeReturn(tx, reqNo, 'refunding', at, `退款 ${yuan(settled.amount)} 已原路退回`);
        return;
      }
      const row = await move(
        tx,
        reqNo,
        ['refunding'],
        'refund_failed',
        at,
        `退款 ${yuan(settled.amount)} 未成功（${settled.failureReason ?? '支付渠道退款失败'}），客服将尽快处理`,
        'system',
      );
      if (row) await tell(tx, row, at, '退款遇到问题', `退款 ${yuan(settled.amount)} 暂未成功，客服将尽快为您处理，无需重复申请`);
    },

    /** inspected exchange → 换货发出: the new units' stock reserved, the parcel handed to the carrier. */
    async shipExchange(tx: Tx, reqNo: string, at: Date, shipment: Shipment) {
      const current = await q.request(tx, reqNo, undefined, true);
      if (!current || current.type !== 'exchange' || current.status !== 'inspected') return null;
      const lines = await q.linesOfRequests([current.id], tx);
      for (const line of lines) {
        if (!(await deps.stock.reserve(tx, line.skuCode, line.qty)))
          throw fail('ERR_AFTER_SALES_STOCK', { message: `${line.skuName} 库存不足，请联系会员改为退货` });
      }
      const order = await q.orderByNo(tx, current.orderNo);
      const handed = logistics.handOver(reqNo, order!.address as ShipTo, shipment);
      const row = await move(tx, reqNo, ['inspected'], 'exchange_shipped', at, `换货商品已发出：${handed.carrier} ${handed.trackingNo}`, 'staff', {
        exchangeCarrier: handed.carrier,
        exchangeTrackingNo: handed.trackingNo,
      });
      if (row) await tell(tx, row, at, '换货商品已发出', `由${handed.carrier}配送，运单号 ${handed.trackingNo}`);
      return row;
    },

    async confirmExchange(tx: Tx, reqNo: string, memberId: number, at: Date) {
      return move(tx, reqNo, ['exchange_shipped'], 'completed', at, '会员已确认收到换货商品', 'member', {}, memberId);
    },

    /**
     * The minute sweep: approved requests not shipped back within SHIP_BACK_DAYS are closed, and
     * exchanges shipped EXCHANGE_AUTO_COMPLETE_DAYS ago complete. Each row in its own transaction.
     */
    async sweep(now: Date): Promise<number> {
      const stale = await db
        .select({ reqNo: as.reqNo, status: as.status })
        .from(as)
        .where(
          sql`(${as.status} = 'awaiting_return' AND ${as.statusSince} < ${new Date(now.getTime() - SHIP_BACK_DAYS * DAY_MS)})
           OR (${as.status} = 'exchange_shipped' AND ${as.statusSince} < ${new Date(now.getTime() - EXCHANGE_AUTO_COMPLETE_DAYS * DAY_MS)})`,
        )
        .limit(200);
      let n = 0;
      for (const s of stale) {
        const done = await db.transaction(async (tx) => {
          if (s.status === 'awaiting_return') {
            const row = await move(tx, s.reqNo, ['awaiting_return'], 'cancelled', now, `超过 ${SHIP_BACK_DAYS} 天未寄回商品，申请已自动关闭`, 'system');
            if (row) await tell(tx, row, now, '售后申请已关闭', `超过 ${SHIP_BACK_DAYS} 天未寄回商品，申请已自动关闭；如仍需售后请重新申请`);
            return row;
          }
          return move(tx, s.reqNo, ['exchange_shipped'], 'completed', now, `换货发出 ${EXCHANGE_AUTO_COMPLETE_DAYS} 天，系统自动完成`, 'system');
        });
        if (done) n++;
      }
      return n;
    },
  };
}
export type AfterSalesFlow = ReturnType<typeof createAfterSalesFlow>;

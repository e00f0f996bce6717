/**
 * Every change of a recycling order's state (issue #17 item 5), shared by the order's life,
 * the console and the member's routes: each a conditional UPDATE from the states the
 * transition table (@shop/contracts/trade-in) allows the actor, inside the caller's
 * transaction, with its timeline row (trade_in_events) and the member's message in the same
 * transaction — of two racing moves one applies, the other changes nothing and is refused.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { schema, type Db, type Tx } from '@shop/db';
import { formatYuan as yuan } from '@shop/contracts/money';
import {
  TRADE_IN_ANSWER_HOURS,
  TRADE_IN_GRADES,
  tradeInMoveSources,
  tradeInPayoutPoints,
  tradeInPriceLine,
  tradeInSettlement,
  type TradeInActor,
  type TradeInGrade,
  type TradeInStatus,
} from '@shop/contracts/trade-in';
import type { LogisticsAdapter, ShipTo } from '../../../adapters/logistics/logistics-adapter.ts';
import type { OrderMessages, OrderPoints } from '../order-needs.ts';

const ti = schema.tradeInOrders;
const tie = schema.tradeInEvents;
const HOUR_MS = 3600_000;

export type TradeInRow = typeof ti.$inferSelect;

export interface TradeInFlowDeps {
  memberMessages?: Pick<OrderMessages, 'send'>;
  /** The carrier that takes a declined device back to the member (the return waybill). */
  logistics?: Pick<LogisticsAdapter, 'ship'>;
  /** Where the price difference goes: the member's points, in the settling transaction. */
  points?: Pick<OrderPoints, 'creditTradeIn'>;
}

export const recoveryLink = (row: Pick<TradeInRow, 'orderNo' | 'rclmOrdNo'>) => `/Personalcenter/Personal_Recoverydetail/${row.orderNo}/${row.rclmOrdNo}`;

export function createTradeInFlow(deps: TradeInFlowDeps) {
  const note = (tx: Db | Tx, tradeInId: number, status: TradeInStatus, text: string, actor: TradeInActor, at: Date) =>
    tx.insert(tie).values({ tradeInId, status, text, actor, at });

  const tell = async (tx: Tx, row: TradeInRow, at: Date, title: string, body: string) => {
    await deps.memberMessages?.send(
      row.memberId,
      { kind: 'order', title, body: `回收单 ${row.rclmOrdNo}（${row.deviceName}）：${body}`, link: recoveryLink(row) },
      at,
      tx,
    );
  };

  /**
   * THE state change: to `to` from the states the table allows `actor` (status_since reset), then
   * the timeline row. The updated row, or null when the order was in another state (or, with
   * `memberId`, not the member's).
   */
  async function move(
    tx: Tx,
    where: { rclmOrdNo: string } | { orderNo: string },
    to: TradeInStatus,
    actor: TradeInActor,
    at: Date,
    text: string,
    set: Omit<PgUpdateSetSource<typeof ti>, 'status' | 'statusSince'> = {},
    memberId?: number,
  ): Promise<TradeInRow | null> {
    const [row] = await tx
      .update(ti)
      .set({ ...set, status: to, statusSince: at })
      .where(
        and(
          'rclmOrdNo' in where ? eq(ti.rclmOrdNo, where.rclmOrdNo) : eq(ti.orderNo, where.orderNo),
          inArray(ti.status, tradeInMoveSources(to, actor)),
          memberId === undefined ? undefined : eq(ti.memberId, memberId),
        ),
      )
      .returning();
    if (!row) return null;
    await note(tx, row.id, to, text, actor, at);
    return row;
  }

  /** priced → settled: what accepting settles is fixed on the row (payout, fen). */
  async function settle(tx: Tx, rclmOrdNo: string, actor: 'member' | 'system', at: Date, memberId?: number): Promise<TradeInRow | null> {
    const [current] = await tx
      .select()
      .from(ti)
      .where(and(eq(ti.rclmOrdNo, rclmOrdNo), memberId === undefined ? undefined : eq(ti.memberId, memberId)));
    if (!current || current.status !== 'priced' || current.finalPrice === null) return null;
    const s = tradeInSettlement({ estimate: current.estimate, credit: current.credit, finalPrice: current.finalPrice });
    const text =
      actor === 'member'
        ? `会员接受最终回收价 ${yuan(current.finalPrice)}，${tradeInPriceLine(s)}`
        : `${TRADE_IN_ANSWER_HOURS} 小时内未确认，视为接受最终回收价 ${yuan(current.finalPrice)}，${tradeInPriceLine(s)}`;
    const row = await move(tx, { rclmOrdNo }, 'settled', actor, at, text, { payout: s.payout, settledAt: at }, memberId);
    if (row && s.payout > 0) {
      if (!deps.points) throw new Error('settling a trade-in with a payout needs the points ledger');
      await deps.points.creditTradeIn(tx, row.memberId, tradeInPayoutPoints(s.payout), rclmOrdNo, at);
    }
    if (row) await tell(tx, row, at, '以旧换新回收已完成', `最终回收价 ${yuan(current.finalPrice)}，${tradeInPriceLine(s)}`);
    return row;
  }

  return {
    move,
    note,
    tell,
    settle,

    /** The courier took the old device (staff in the console, or the order's delivery). */
    async pickUp(tx: Tx, where: { rclmOrdNo: string } | { orderNo: string }, actor: 'staff' | 'system', at: Date, remark = '') {
      const text = actor === 'system' ? '新机签收时快递员已取走旧机' : `旧机已上门取件${remark ? `（${remark}）` : ''}`;
      const row = await move(tx, where, 'picked_up', actor, at, text, { pickedUpAt: at });
      if (row) await tell(tx, row, at, '旧机已取件', '旧机已由快递员取走，送达回收中心后将进行质检');
      return row;
    },

    /** The order this recycling paid towards was cancelled before pickup: the old device stays with the member. */
    async cancelWithOrder(tx: Tx, orderNo: string, at: Date) {
      return move(tx, { orderNo }, 'cancelled', 'system', at, '新机订单已取消，回收单随之取消', { cancelledAt: at });
    },

    async startInspection(tx: Tx, rclmOrdNo: string, at: Date, remark: string) {
      const row = await move(tx, { rclmOrdNo }, 'inspecting', 'staff', at, `旧机已送达回收中心，开始质检${remark ? `（${remark}）` : ''}`, { inspectedAt: at });
      if (row) await tell(tx, row, at, '旧机质检中', '旧机已送达回收中心，正在质检');
      return row;
    },

    /** inspecting → priced with the final price, grade and notes; the member has TRADE_IN_ANSWER_HOURS to answer. */
    async price(tx: Tx, rclmOrdNo: string, at: Date, input: { finalPrice: number; grade: TradeInGrade; note: string }) {
      const answerDueAt = new Date(at.getTime() + TRADE_IN_ANSWER_HOURS * HOUR_MS);
      const row = await move(
        tx,
        { rclmOrdNo },
        'priced',
        'staff',
        at,
        `质检完成：${TRADE_IN_GRADES[input.grade]}，最终回收价 ${yuan(input.finalPrice)}（${input.note}）`,
        { finalPrice: input.finalPrice, grade: input.grade, inspectionNote: input.note, answerDueAt },
      );
      if (row) {
        const s = tradeInSettlement({ estimate: row.estimate, credit: row.credit, finalPrice: input.finalPrice });
        await tell(
          tx,
          row,
          at,
          '旧机已定价，请确认',
          `最终回收价 ${yuan(input.finalPrice)}，${tradeInPriceLine(s)}。请在 ${TRADE_IN_ANSWER_HOURS} 小时内确认，逾期视为接受`,
        );
      }
      return row;
    },

    /** The member declines the final price: the device goes back with the shop's carrier (the return waybill). */
    async decline(tx: Tx, rclmOrdNo: string, memberId: number, at: Date) {
      const [order] = await tx
        .select({ address: schema.orders.address })
        .from(schema.orders)
        .innerJoin(ti, eq(ti.orderNo, schema.orders.orderNo))
        .where(and(eq(ti.rclmOrdNo, rclmOrdNo), eq(ti.memberId, memberId)));
      if (!order) return null;
      const waybill = deps.logistics?.ship(rclmOrdNo, order.address as ShipTo);
      const row = await move(
        tx,
        { rclmOrdNo },
        'returning',
        'member',
        at,
        `会员不接受最终回收价，旧机寄回${waybill ? `：${waybill.carrier} ${waybill.trackingNo}` : ''}`,
        waybill ? { returnCarrier: waybill.carrier, returnTrackingNo: waybill.trackingNo } : {},
        memberId,
      );
      if (row) await tell(tx, row, at, '旧机退回中', `旧机将寄回给您${waybill ? `，${waybill.carrier} 运单号 ${waybill.trackingNo}` : ''}`);
      return row;
    },

    async confirmReturned(tx: Tx, rclmOrdNo: string, at: Date, remark: string) {
      const row = await move(tx, { rclmOrdNo }, 'returned', 'staff', at, `旧机已退回会员${remark ? `（${remark}）` : ''}`);
      if (row) await tell(tx, row, at, '旧机已退回', '旧机已寄回签收，本次回收已结束');
      return row;
    },

    /** Final prices left unanswered past their due time are accepted (each in its own transaction). */
    async sweep(db: Db, now: Date): Promise<number> {
      const due = await db
        .select({ rclmOrdNo: ti.rclmOrdNo })
        .from(ti)
        .where(and(eq(ti.status, 'priced'), lt(ti.answerDueAt, now)))
        .limit(200);
      let n = 0;
      for (const d of due) if (await db.transaction((tx) => settle(tx, d.rclmOrdNo, 'system', now))) n++;
      return n;
    },
  };
}
export type TradeInFlow = ReturnType<typeof createTradeInFlow>;

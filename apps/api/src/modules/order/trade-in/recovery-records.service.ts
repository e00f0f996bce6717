/**
 * The member's trade-in recovery orders (以旧换新回收单): the list, one with its progress,
 * and recording one by hand. Every read is scoped by the member id from the token: another
 * member's number answers 404, as an unknown one does.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { schema, type Database, type Db, type Tx } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts/order';
import { RECYCLE_PLATFORMS, type RecycleDetail, type RecycleList } from '@shop/contracts/inbox';
import {
  TRADE_IN_GRADES,
  TRADE_IN_RULES,
  TRADE_IN_STATUS_TITLES,
  TRADE_IN_STEPS,
  tradeInDeviceCredit,
  tradeInPriceLine,
  tradeInRoute,
  tradeInSettlement,
  type TradeInGrade,
  type TradeInStatus,
} from '@shop/contracts/trade-in';
import { fail } from '../../../platform/shop-error.ts';
import { createTradeInQueries } from './trade-in-queries.ts';
import { createTradeInRecovery } from './trade-in-recovery.ts';
import type { OrderCatalogue } from '../catalogue-needs.ts';
import type { TradeInFlow, TradeInRow } from './trade-in-flow.ts';
import type { ShipTo } from '../../../adapters/logistics/logistics-adapter.ts';

const bj = (d: Date) => formatBeijingTime(d.getTime());
const ti = schema.tradeInOrders;
const tie = schema.tradeInEvents;

export const timelineOf = (tradeInId: number, run: Db | Tx) => run.select().from(tie).where(eq(tie.tradeInId, tradeInId)).orderBy(asc(tie.at), asc(tie.id));

/** What the final price settles, for the pages (null before pricing). */
export function settlementOf(row: TradeInRow) {
  if (row.finalPrice === null) return null;
  const s = tradeInSettlement({ estimate: row.estimate, credit: row.credit, finalPrice: row.finalPrice });
  return { difference: s.difference, payout: row.payout ?? s.payout, line: tradeInPriceLine(s) };
}

export const gradeTitle = (grade: string | null) => (grade ? (TRADE_IN_GRADES[grade as TradeInGrade] ?? grade) : null);

export function createRecoveryRecords({
  database,
  catalogue,
  flow,
  placeOf,
}: {
  database: Database;
  catalogue: Pick<OrderCatalogue, 'tradeInModel'>;
  flow: TradeInFlow;
  /** The member's place as the carrier names it (the logistics adapter's `destination`). */
  placeOf: (address: ShipTo) => string;
}) {
  const { db } = database;
  const q = createTradeInQueries(db, catalogue);
  const recovery = createTradeInRecovery(catalogue);

  async function detail(memberId: number, ordNo: string, rclmOrdNo: string): Promise<RecycleDetail> {
    const [row] = await db
      .select()
      .from(ti)
      .where(and(eq(ti.rclmOrdNo, rclmOrdNo), eq(ti.orderNo, ordNo), eq(ti.memberId, memberId)))
      .limit(1);
    if (!row) throw fail('ERR_RECYCLE_NOT_FOUND');
    const [order, events] = await Promise.all([q.order(memberId, ordNo), timelineOf(row.id, db)]);
    const path: readonly TradeInStatus[] = ['returning', 'returned'].includes(row.status) ? TRADE_IN_STEPS.declined : TRADE_IN_STEPS.accepted;
    const reachedAt = (status: TradeInStatus) => events.findLast((e) => e.status === status)?.at ?? null;
    return {
      ordNo,
      rclmOrdNo,
      orderStatus: order?.status ?? '',
      orderStatusTitle: order ? (ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status) : '',
      device: { modelCode: row.modelCode, name: row.deviceName, platform: row.platform, platformName: RECYCLE_PLATFORMS[row.platform] ?? '回收平台' },
      estimate: row.estimate,
      subsidy: row.subsidy,
      credit: row.credit,
      status: row.status,
      statusTitle: TRADE_IN_STATUS_TITLES[row.status],
      steps: [
        ...path.map((code) => {
          const at = reachedAt(code);
          return { code, title: TRADE_IN_STATUS_TITLES[code], done: !!at, at: at ? bj(at) : null };
        }),
        ...(row.status === 'cancelled' ? [{ code: 'cancelled', title: '回收已取消', done: true, at: bj(row.statusSince) }] : []),
      ],
      createdAt: bj(row.createdAt),
      imei: row.imei,
      finalPrice: row.finalPrice,
      gradeTitle: gradeTitle(row.grade),
      inspectionNote: row.inspectionNote,
      deviceCredit: tradeInDeviceCredit(row.estimate, row.credit),
      settlement: settlementOf(row),
      answerDueAt: row.status === 'priced' && row.answerDueAt ? bj(row.answerDueAt) : null,
      returnShipment: row.returnCarrier && row.returnTrackingNo ? { carrier: row.returnCarrier, trackingNo: row.returnTrackingNo } : null,
      timeline: events.map((e) => ({ statusTitle: TRADE_IN_STATUS_TITLES[e.status as TradeInStatus] ?? e.status, text: e.text, at: bj(e.at) })),
      rules: [...TRADE_IN_RULES],
      can: { accept: row.status === 'priced', decline: row.status === 'priced' },
      route: tradeInRoute(row.status, order ? placeOf(order.address as ShipTo) : '会员地址'),
    };
  }

  /** The member's answer to a final price: the move, or 404 (not theirs) / ERR_TRADEIN_STATUS (no longer priced). */
  async function answer(memberId: number, rclmOrdNo: string, move: (tx: Tx) => Promise<TradeInRow | null>): Promise<RecycleDetail> {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: ti.status })
        .from(ti)
        .where(and(eq(ti.rclmOrdNo, rclmOrdNo), eq(ti.memberId, memberId)));
      if (!current) throw fail('ERR_RECYCLE_NOT_FOUND');
      const moved = await move(tx);
      if (!moved) throw fail('ERR_TRADEIN_STATUS', { message: `回收单当前为「${TRADE_IN_STATUS_TITLES[current.status]}」，不能执行该操作` });
      return moved;
    });
    return detail(memberId, row.orderNo, rclmOrdNo);
  }

  return {
    /**
     * Records the recycling for one of the member's trade-in orders by hand (the dev route and
     * tests, e.g. at a later step); checkout opens it itself through trade-in-recovery.ts.
     * One recycling order per order.
     */
    async recordRecovery(memberId: number, orderNo: string, modelCode: string, now: Date, status: TradeInStatus = 'created'): Promise<{ rclmOrdNo: string }> {
      const order = await q.order(memberId, orderNo);
      if (!order) throw fail('ERR_ORDER_NOT_FOUND');
      if (order.tradeInAmt <= 0) throw fail('ERR_RECYCLE_NOT_ALLOWED');
      if (!(await q.tradeInModel(modelCode))) throw fail('ERR_RECYCLE_NOT_ALLOWED', { message: '旧机型号不存在' });
      const row = await recovery.open(db, { memberId, orderNo, modelCode, credit: order.tradeInAmt }, now, status);
      if (!row) throw fail('ERR_RECYCLE_NOT_ALLOWED', { message: '该订单已登记回收' });
      return row;
    },

    async listRecoveries(memberId: number): Promise<RecycleList> {
      const rows = await db.select().from(ti).where(eq(ti.memberId, memberId)).orderBy(desc(ti.createdAt)).limit(50);
      return {
        list: rows.map((r) => ({
          ordNo: r.orderNo,
          rclmOrdNo: r.rclmOrdNo,
          deviceName: r.deviceName,
          credit: r.credit,
          status: r.status,
          statusTitle: TRADE_IN_STATUS_TITLES[r.status],
          createdAt: bj(r.createdAt),
        })),
      };
    },

    recoveryDetail: detail,

    accept: (memberId: number, rclmOrdNo: string, now: Date) => answer(memberId, rclmOrdNo, (tx) => flow.settle(tx, rclmOrdNo, 'member', now, memberId)),
    decline: (memberId: number, rclmOrdNo: string, now: Date) => answer(memberId, rclmOrdNo, (tx) => flow.decline(tx, rclmOrdNo, memberId, now)),
  };
}

export type RecoveryRecords = ReturnType<typeof createRecoveryRecords>;

/**
 * The member's trade-in recovery orders (以旧换新回收单): the list, one with its progress,
 * and recording one by hand. Every read is scoped by the member id from the token: another
 * member's number answers 404, as an unknown one does.
 */
import { and, desc, eq } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts/order';
import { RECYCLE_PLATFORMS, RECYCLE_STEPS, type RecycleDetail, type RecycleList, type RecycleStatus } from '@shop/contracts/inbox';
import { fail } from '../../../platform/shop-error.ts';
import { createTradeInQueries } from './trade-in-queries.ts';
import { createTradeInRecovery } from './trade-in-recovery.ts';
import type { OrderCatalogue } from '../catalogue-needs.ts';

const bj = (d: Date) => formatBeijingTime(d.getTime());
const ti = schema.tradeInOrders;

const RECYCLE_STATUS_TITLES: Record<RecycleStatus, string> = {
  created: '待上门取件',
  picked_up: '已取件',
  inspected: '已质检',
  settled: '已结算',
  cancelled: '已取消',
};

export function createRecoveryRecords({ database, catalogue }: { database: Database; catalogue: Pick<OrderCatalogue, 'tradeInModel'> }) {
  const { db } = database;
  const q = createTradeInQueries(db, catalogue);
  const recovery = createTradeInRecovery(catalogue);

  return {
    /**
     * Records the recycling for one of the member's trade-in orders by hand (the dev route and
     * tests, e.g. at a later step); checkout opens it itself through trade-in-recovery.ts.
     * One recycling order per order.
     */
    async recordRecovery(memberId: number, orderNo: string, modelCode: string, now: Date, status: RecycleStatus = 'created'): Promise<{ rclmOrdNo: string }> {
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
          statusTitle: RECYCLE_STATUS_TITLES[r.status],
          createdAt: bj(r.createdAt),
        })),
      };
    },

    async recoveryDetail(memberId: number, ordNo: string, rclmOrdNo: string): Promise<RecycleDetail> {
      const [row] = await db
        .select()
        .from(ti)
        .where(and(eq(ti.rclmOrdNo, rclmOrdNo), eq(ti.orderNo, ordNo), eq(ti.memberId, memberId)))
        .limit(1);
      if (!row) throw fail('ERR_RECYCLE_NOT_FOUND');
      const order = await q.order(memberId, ordNo);
      const times = [row.createdAt, row.pickedUpAt, row.inspectedAt, row.settledAt];
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
        statusTitle: RECYCLE_STATUS_TITLES[row.status],
        steps: [
          ...RECYCLE_STEPS.map((s, i) => ({ code: s.code, title: s.title, done: !!times[i], at: times[i] ? bj(times[i]!) : null })),
          ...(row.cancelledAt ? [{ code: 'cancelled', title: '回收已取消', done: true, at: bj(row.cancelledAt) }] : []),
        ],
        createdAt: bj(row.createdAt),
      };
    },
  };
}

export type RecoveryRecords = ReturnType<typeof createRecoveryRecords>;

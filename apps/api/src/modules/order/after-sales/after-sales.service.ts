/**
 * After-sales requests (售后申请) on the lines of a member's delivered orders: the member's
 * list by status, one request, the orders still inside the after-sales window, and filing a
 * request. Every read and write is scoped by the member id from the token: another member's
 * number answers 404, as an unknown one does.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  AFTER_SALES_STATUS_TITLES,
  AFTER_SALES_TAB_STATUSES,
  AFTER_SALES_TABS,
  AFTER_SALES_TYPE_TITLES,
  EXCHANGE_WINDOW_DAYS,
  RETURN_WINDOW_DAYS,
  afterSalesWindowDays,
  devAfterSalesSchema,
  type AfterSalesEligible,
  type AfterSalesItem,
  type AfterSalesPage,
  type AfterSalesTab,
  type DevAfterSales,
} from '@shop/contracts/inbox';
import { fail } from '../../../platform/shop-error.ts';
import { createAfterSalesQueries } from './after-sales-queries.ts';
import { afterSalesNo } from './after-sales-no.ts';

const DAY_MS = 24 * 3600 * 1000;
const bj = (d: Date) => formatBeijingTime(d.getTime());
const as = schema.afterSalesRequests;

function attrsOf(raw: unknown): { name: string; value: string }[] {
  if (Array.isArray(raw)) return raw.filter((a) => a && typeof a === 'object').map((a) => ({ name: String(a.name ?? ''), value: String(a.value ?? '') }));
  if (raw && typeof raw === 'object') return Object.entries(raw).map(([name, value]) => ({ name, value: String(value) }));
  return [];
}

const lock = (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0], key: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);

function afterSalesView(r: typeof as.$inferSelect): AfterSalesItem {
  return {
    reqNo: r.reqNo,
    orderNo: r.orderNo,
    lineId: r.lineId,
    skuCd: r.skuCode,
    skuNm: r.skuName,
    qty: r.qty,
    type: r.type,
    typeTitle: AFTER_SALES_TYPE_TITLES[r.type],
    status: r.status,
    statusTitle: AFTER_SALES_STATUS_TITLES[r.status],
    reason: r.reason,
    refundAmt: r.refundAmt,
    createdAt: bj(r.createdAt),
    updatedAt: bj(r.updatedAt),
  };
}

export function createAfterSalesService({ database }: { database: Database }) {
  const { db } = database;
  const q = createAfterSalesQueries(db);

  return {
    /** The member's requests of one status tab, newest first, with the count of every tab. */
    async listRequests(memberId: number, tab: AfterSalesTab, pageNo: number, pageSize: number): Promise<AfterSalesPage> {
      const mine = eq(as.memberId, memberId);
      const where = tab === 'all' ? mine : and(mine, inArray(as.status, AFTER_SALES_TAB_STATUSES[tab]));
      const [byStatus, rows] = await Promise.all([
        db.select({ status: as.status, n: count() }).from(as).where(mine).groupBy(as.status),
        db
          .select()
          .from(as)
          .where(where)
          .orderBy(desc(as.createdAt), desc(as.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
      ]);
      const tabCounts = Object.fromEntries(
        AFTER_SALES_TABS.map((t) => [t, byStatus.filter((s) => t === 'all' || AFTER_SALES_TAB_STATUSES[t].includes(s.status)).reduce((n, s) => n + s.n, 0)]),
      ) as AfterSalesPage['tabCounts'];
      return { list: rows.map(afterSalesView), total: tabCounts[tab], tabCounts, pageNo, pageSize };
    },

    async requestDetail(memberId: number, reqNo: string): Promise<AfterSalesItem> {
      const [row] = await db
        .select()
        .from(as)
        .where(and(eq(as.reqNo, reqNo), eq(as.memberId, memberId)))
        .limit(1);
      if (!row) throw fail('ERR_AFTER_SALES_NOT_FOUND');
      return afterSalesView(row);
    },

    /** Delivered orders still within the exchange window (the longer one), with their lines and the apply links. */
    async eligibleOrders(memberId: number, now: Date): Promise<AfterSalesEligible> {
      const orders = await q.deliveredSince(memberId, new Date(now.getTime() - EXCHANGE_WINDOW_DAYS * DAY_MS));
      const lines = await q.linesOf(orders.map((o) => o.id));
      return {
        orders: orders.map((o) => ({
          orderNo: o.orderNo,
          deliveredAt: bj(o.deliveredAt!),
          returnDeadline: bj(new Date(o.deliveredAt!.getTime() + RETURN_WINDOW_DAYS * DAY_MS)),
          deadline: bj(new Date(o.deliveredAt!.getTime() + EXCHANGE_WINDOW_DAYS * DAY_MS)),
          lines: lines
            .filter((x) => x.orderId === o.id)
            .map((x) => ({
              lineId: x.id,
              skuCd: x.skuCode,
              skuNm: x.skuName,
              qty: x.qty,
              unitPrice: x.unitPrice,
              attrs: attrsOf(x.attrs)
                .map((a) => a.value)
                .join(' / '),
            })),
          returnUrl: `/Personalcenter/Personal_AfterSales_apply/returnGoods/${o.orderNo}`,
          exchangeUrl: `/Personalcenter/Personal_AfterSales_apply/exchangeGoods/${o.orderNo}`,
        })),
      };
    },

    /**
     * Files a request on a line of the member's delivered order inside the window (the apply
     * flows of the later issue call this; for now the dev route and the tests do). One open
     * request per line.
     */
    async requestAfterSales(memberId: number, input: DevAfterSales, now: Date): Promise<AfterSalesItem> {
      const v = devAfterSalesSchema.parse(input);
      const order = await q.order(memberId, v.orderNo);
      if (!order) throw fail('ERR_ORDER_NOT_FOUND');
      if (
        !['delivered', 'completed'].includes(order.status) ||
        !order.deliveredAt ||
        now.getTime() - order.deliveredAt.getTime() > afterSalesWindowDays(v.type) * DAY_MS
      ) {
        throw fail('ERR_AFTER_SALES_NOT_ALLOWED');
      }
      const lines = await q.linesOf([order.id]);
      const line = v.lineId ? lines.find((x) => x.id === v.lineId) : lines[0];
      if (!line) throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: '订单中没有该商品' });
      return db.transaction(async (tx) => {
        await lock(tx, `after-sales:${line.id}`);
        const [open] = await tx
          .select({ id: as.id })
          .from(as)
          .where(and(eq(as.lineId, line.id), inArray(as.status, AFTER_SALES_TAB_STATUSES.processing)))
          .limit(1);
        if (open) throw fail('ERR_AFTER_SALES_DUPLICATE');
        const [row] = await tx
          .insert(as)
          .values({
            reqNo: afterSalesNo(),
            memberId,
            orderNo: order.orderNo,
            lineId: line.id,
            skuCode: line.skuCode,
            skuName: line.skuName,
            qty: line.qty,
            type: v.type,
            status: v.status,
            reason: v.reason,
            refundAmt: v.type === 'return' ? Math.max(0, line.goodsAmt - line.couponShare) : 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return afterSalesView(row!);
      });
    },
  };
}

export type AfterSalesService = ReturnType<typeof createAfterSalesService>;

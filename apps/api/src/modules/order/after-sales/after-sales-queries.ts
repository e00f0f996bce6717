/**
 * Queries of the tables after-sales reads and owns: the member's order and its lines (the
 * order part's own tables), the orders delivered since a time (the after-sales window), the
 * units of each line already claimed or refunded by requests, and a request with its lines
 * and timeline. Member reads are scoped by member; the console's are not.
 */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import { AFTER_SALES_LIVE_STATUSES, REFUND_TYPES, type AfterSalesStatus } from '@shop/contracts/after-sales';

const o = schema.orders;
const l = schema.orderLines;
const as = schema.afterSalesRequests;
const asl = schema.afterSalesLines;
const ase = schema.afterSalesEvents;

type Run = Db | Tx;
export type AfterSalesRow = typeof as.$inferSelect;
export type AfterSalesLineRow = typeof asl.$inferSelect;
export type AfterSalesEventRow = typeof ase.$inferSelect;

/** The states whose return has had (or is having) its refund asked: their units count as refunded. */
const REFUND_ASKED: AfterSalesStatus[] = ['refunding', 'refund_failed', 'completed'];

/**
 * The order's after-sales lock (a transaction advisory lock): applying, asking a return's
 * refund and completing the order take it first, so a completion and a return's refund never
 * both miss each other's points (the completion earns on what is kept; a later refund claws back).
 */
export const lockOrderForAfterSales = (tx: Tx, orderNo: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('after-sales:order'), hashtext(${orderNo}))`);

/** What returns of the order have had (or are having) refunded, fen. */
export async function refundsAskedOf(run: Run, orderNo: string): Promise<number> {
  const [row] = await run
    .select({ total: sql<number>`coalesce(sum(${as.refundAmt}), 0)::int` })
    .from(as)
    .where(and(eq(as.orderNo, orderNo), inArray(as.type, [...REFUND_TYPES]), inArray(as.status, REFUND_ASKED)));
  return row?.total ?? 0;
}

export const orderColumns = {
  id: o.id,
  orderNo: o.orderNo,
  memberId: o.memberId,
  kind: o.kind,
  status: o.status,
  siteCd: o.siteCd,
  deliveredAt: o.deliveredAt,
  paidAmt: o.paidAmt,
  shippingAmt: o.shippingAmt,
  address: o.address,
};
export type AfterSalesOrder = { [K in keyof typeof orderColumns]: (typeof o.$inferSelect)[K] };

export function createAfterSalesQueries(db: Db) {
  return {
    /** The member's order (or undefined: not theirs or unknown). */
    async order(run: Run, memberId: number, orderNo: string): Promise<AfterSalesOrder | undefined> {
      const [row] = await run
        .select(orderColumns)
        .from(o)
        .where(and(eq(o.orderNo, orderNo), eq(o.memberId, memberId)))
        .limit(1);
      return row;
    },

    /** An order by number, whoever's it is (the flow acts on requests already scoped). */
    async orderByNo(run: Run, orderNo: string): Promise<AfterSalesOrder | undefined> {
      const [row] = await run.select(orderColumns).from(o).where(eq(o.orderNo, orderNo)).limit(1);
      return row;
    },

    async linesOf(orderIds: number[], run: Run = db) {
      if (!orderIds.length) return [];
      return run
        .select({
          id: l.id,
          orderId: l.orderId,
          skuCode: l.skuCode,
          skuName: l.skuName,
          attrs: l.attrs,
          qty: l.qty,
          unitPrice: l.unitPrice,
          goodsAmt: l.goodsAmt,
          serviceAmt: l.serviceAmt,
          couponShare: l.couponShare,
          pointsShare: l.pointsShare,
          tradeInShare: l.tradeInShare,
        })
        .from(l)
        .where(inArray(l.orderId, orderIds))
        .orderBy(asc(l.id));
    },

    /** Delivered (or completed) orders whose delivery is at or after `since`, newest first. */
    async deliveredSince(memberId: number, since: Date) {
      return db
        .select({ id: o.id, orderNo: o.orderNo, deliveredAt: o.deliveredAt, kind: o.kind, paidAmt: o.paidAmt })
        .from(o)
        .where(and(eq(o.memberId, memberId), inArray(o.status, ['delivered', 'completed']), gte(o.deliveredAt, since)))
        .orderBy(desc(o.deliveredAt))
        .limit(50);
    },

    /**
     * Units of each line of an order held by live requests (any type: another request cannot
     * claim them), and units of returns whose refund was asked (the refund share counts from them).
     */
    async unitsOf(run: Run, orderNo: string): Promise<{ claimed: Map<number, number>; refunded: Map<number, number> }> {
      const rows = await run
        .select({
          lineId: asl.lineId,
          claimed: sql<number>`coalesce(sum(${asl.qty}) FILTER (WHERE ${inArray(as.status, [...AFTER_SALES_LIVE_STATUSES])}), 0)::int`,
          refunded: sql<number>`coalesce(sum(${asl.qty}) FILTER (WHERE ${inArray(as.type, [...REFUND_TYPES])} AND ${inArray(as.status, REFUND_ASKED)}), 0)::int`,
        })
        .from(asl)
        .innerJoin(as, eq(as.id, asl.requestId))
        .where(eq(as.orderNo, orderNo))
        .groupBy(asl.lineId);
      return {
        claimed: new Map(rows.map((r) => [r.lineId, r.claimed])),
        refunded: new Map(rows.map((r) => [r.lineId, r.refunded])),
      };
    },

    /** A request by number (the member's when memberId is given), for update inside `tx` when asked. */
    async request(run: Run, reqNo: string, memberId?: number, forUpdate = false): Promise<AfterSalesRow | undefined> {
      const q = run
        .select()
        .from(as)
        .where(and(eq(as.reqNo, reqNo), memberId === undefined ? undefined : eq(as.memberId, memberId)))
        .limit(1);
      const [row] = forUpdate ? await q.for('update') : await q;
      return row;
    },

    async linesOfRequests(requestIds: number[], run: Run = db): Promise<AfterSalesLineRow[]> {
      if (!requestIds.length) return [];
      return run.select().from(asl).where(inArray(asl.requestId, requestIds)).orderBy(asc(asl.id));
    },

    async timeline(requestId: number, run: Run = db): Promise<AfterSalesEventRow[]> {
      // Newest first in the order the events happened (ids rise with each move; times from gateways are coarser).
      return run.select().from(ase).where(eq(ase.requestId, requestId)).orderBy(desc(ase.id));
    },
  };
}
export type AfterSalesQueries = ReturnType<typeof createAfterSalesQueries>;

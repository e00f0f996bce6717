/**
 * Read-only queries of the order tables that after-sales needs: the member's order, its
 * lines, and the orders delivered since a time (the after-sales window). Every query is
 * scoped by member.
 */
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const o = schema.orders;
const l = schema.orderLines;

export function createAfterSalesQueries(db: Database['db']) {
  return {
    /** The member's order (or undefined: not theirs or unknown). */
    async order(memberId: number, orderNo: string) {
      const [row] = await db
        .select({ id: o.id, orderNo: o.orderNo, status: o.status, deliveredAt: o.deliveredAt })
        .from(o)
        .where(and(eq(o.orderNo, orderNo), eq(o.memberId, memberId)))
        .limit(1);
      return row;
    },

    async linesOf(orderIds: number[]) {
      if (!orderIds.length) return [];
      return db
        .select({
          id: l.id,
          orderId: l.orderId,
          skuCode: l.skuCode,
          skuName: l.skuName,
          attrs: l.attrs,
          qty: l.qty,
          unitPrice: l.unitPrice,
          goodsAmt: l.goodsAmt,
          couponShare: l.couponShare,
        })
        .from(l)
        .where(inArray(l.orderId, orderIds))
        .orderBy(asc(l.id));
    },

    /** Delivered (or completed) orders whose delivery is at or after `since`, newest first. */
    async deliveredSince(memberId: number, since: Date) {
      return db
        .select({ id: o.id, orderNo: o.orderNo, deliveredAt: o.deliveredAt })
        .from(o)
        .where(and(eq(o.memberId, memberId), inArray(o.status, ['delivered', 'completed']), gte(o.deliveredAt, since)))
        .orderBy(desc(o.deliveredAt))
        .limit(50);
    },
  };
}

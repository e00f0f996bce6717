/**
 * Read-only queries the customized-orders page needs: the member's orders with a bespoke line
 * and their lines. Which products are bespoke is the product module's (BespokeProducts). Every
 * order query is scoped by member.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { BespokeProducts } from './customized-needs.ts';

const o = schema.orders;
const l = schema.orderLines;

export function createCustomizedQueries(db: Database['db'], products: Pick<BespokeProducts, 'bespokeSpusQuery'>) {
  return {
    async linesOf(orderIds: number[]) {
      if (!orderIds.length) return [];
      return db
        .select({
          id: l.id,
          orderId: l.orderId,
          skuCode: l.skuCode,
          spuCode: l.spuCode,
          skuName: l.skuName,
          attrs: l.attrs,
          qty: l.qty,
          unitPrice: l.unitPrice,
        })
        .from(l)
        .where(inArray(l.orderId, orderIds))
        .orderBy(asc(l.id));
    },

    /** Orders with a bespoke line (a product whose bespoke option groups are not empty) or of kind bespoke. */
    async bespokeOrdersPage(memberId: number, pageNo: number, pageSize: number) {
      const bespokeLine = sql`(${o.kind} = 'bespoke' OR EXISTS (SELECT 1 FROM ${l} JOIN ${products.bespokeSpusQuery()} d ON d.spu_code = ${l.spuCode}
        WHERE ${l.orderId} = ${o.id}))`;
      const where = and(eq(o.memberId, memberId), bespokeLine);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(o).where(where),
        db
          .select({ id: o.id, orderNo: o.orderNo, status: o.status, kind: o.kind, payableAmt: o.payableAmt, createdAt: o.createdAt })
          .from(o)
          .where(where)
          .orderBy(desc(o.createdAt), desc(o.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
      ]);
      return { total, rows };
    },
  };
}

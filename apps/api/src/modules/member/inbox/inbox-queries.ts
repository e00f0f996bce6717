/**
 * Read-only queries of other modules' tables that the inbox pages need and no service
 * offers: the member's orders and lines (after-sales window, bespoke orders, trade-in),
 * lottery draws (point entries of kind 'lottery', written by the payment lottery), bespoke
 * products (product_details.bespoke) and trade-in models. Every query is scoped by member.
 */
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const o = schema.orders;
const l = schema.orderLines;
const p = schema.pointEntries;

export function createInboxQueries(db: Database['db']) {
  return {
    /** The member's order (or undefined: not theirs or unknown). */
    async order(memberId: number, orderNo: string) {
      const [row] = await db
        .select({ id: o.id, orderNo: o.orderNo, status: o.status, kind: o.kind, tradeInAmt: o.tradeInAmt, deliveredAt: o.deliveredAt, createdAt: o.createdAt })
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
          spuCode: l.spuCode,
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

    /** Lottery draws: point entries of kind 'lottery' (one per order). */
    async lotteryPage(memberId: number, pageNo: number, pageSize: number) {
      const where = and(eq(p.memberId, memberId), eq(p.kind, 'lottery'));
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(p).where(where),
        db
          .select({ orderNo: p.orderNo, delta: p.delta, createdAt: p.createdAt })
          .from(p)
          .where(where)
          .orderBy(desc(p.createdAt), desc(p.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
      ]);
      return { total, rows };
    },

    /** Orders with a bespoke line (a product whose product_details.bespoke has groups) or of kind bespoke. */
    async bespokeOrdersPage(memberId: number, pageNo: number, pageSize: number) {
      const bespokeLine = sql`(${o.kind} = 'bespoke' OR EXISTS (SELECT 1 FROM ${l} JOIN ${schema.productDetails} d ON d.spu_code = ${l.spuCode}
        WHERE ${l.orderId} = ${o.id} AND jsonb_typeof(d.bespoke) = 'array' AND jsonb_array_length(d.bespoke) > 0))`;
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

    /** SPU codes among `spuCodes` that are bespoke products. */
    async bespokeSpus(spuCodes: string[]): Promise<Set<string>> {
      if (!spuCodes.length) return new Set();
      const d = schema.productDetails;
      const rows = await db
        .select({ spuCode: d.spuCode })
        .from(d)
        .where(and(inArray(d.spuCode, spuCodes), sql`jsonb_typeof(${d.bespoke}) = 'array' AND jsonb_array_length(${d.bespoke}) > 0`));
      return new Set(rows.map((r) => r.spuCode));
    },

    async tradeInModel(code: string) {
      const t = schema.tradeInModels;
      const [row] = await db.select().from(t).where(eq(t.code, code)).limit(1);
      return row;
    },
  };
}
export type InboxQueries = ReturnType<typeof createInboxQueries>;

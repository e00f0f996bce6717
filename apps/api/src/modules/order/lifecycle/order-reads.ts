/**
 * Reads of the order tables that other modules need (issue #13: a module owns its tables, the
 * others read them through its service). Created once by the order module (OrderProvides.orderReads) and handed to each consumer by app.ts,
 * which declares the part it uses as an interface of its own (member/stars, service-desk).
 * Every read is scoped by member.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const o = schema.orders;

export function createOrderReads(database: Database) {
  const { db } = database;

  return {
    /**
     * The member's paid orders (paid, shipped, delivered or completed) of at least
     * `minPaidAmt` fen, as a subquery to select from (it runs inside the caller's query, on the
     * caller's connection): order_no, paid_amt, paid_at (payment time, else creation time),
     * completed_at (null until completed).
     */
    paidOrdersQuery(memberId: number, minPaidAmt: number): SQL {
      return sql`(
        SELECT o.order_no, o.paid_amt, coalesce(o.paid_at, o.created_at) AS paid_at, o.completed_at
        FROM orders o
        WHERE o.member_id = ${memberId} AND o.status IN ('paid', 'shipped', 'delivered', 'completed') AND o.paid_amt >= ${minPaidAmt}
      )`;
    },

    /** Is `orderNo` one of the member's orders (another member's answers false, as an unknown one does). */
    async isMemberOrder(memberId: number, orderNo: string): Promise<boolean> {
      const [row] = await db
        .select({ id: o.id })
        .from(o)
        .where(and(eq(o.orderNo, orderNo), eq(o.memberId, memberId)))
        .limit(1);
      return !!row;
    },

    /** The member who placed `orderNo`, or null (the console's member search by order, issue #16). */
    async memberIdOfOrder(orderNo: string): Promise<number | null> {
      const [row] = await db.select({ memberId: o.memberId }).from(o).where(eq(o.orderNo, orderNo)).limit(1);
      return row?.memberId ?? null;
    },

    /** The member's newest orders, at most `limit` (the console's member detail, issue #16). */
    recentOfMember(memberId: number, limit: number): Promise<{ orderNo: string; status: string; payableAmt: number; paidAmt: number; createdAt: Date }[]> {
      return db
        .select({ orderNo: o.orderNo, status: o.status, payableAmt: o.payableAmt, paidAmt: o.paidAmt, createdAt: o.createdAt })
        .from(o)
        .where(eq(o.memberId, memberId))
        .orderBy(desc(o.createdAt), desc(o.id))
        .limit(limit);
    },
  };
}

export type OrderReads = ReturnType<typeof createOrderReads>;

/**
 * The order figures the back office's 概览 reads (issue #16), through OrderProvides.reports:
 * orders placed and paid per Beijing day and the best sellers of paid orders. Each is one
 * grouped query over an index of migration 0015 (created_at, paid_at).
 */
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const o = schema.orders;
const l = schema.orderLines;
const PAID: ('paid' | 'shipped' | 'delivered' | 'completed')[] = ['paid', 'shipped', 'delivered', 'completed'];

const beijingDay = (column: typeof o.createdAt | typeof o.paidAt) => sql<string>`to_char(${column} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;

export interface PlacedDay {
  day: string;
  /** Orders placed that day, any status now. */
  orders: number;
  /** Of them, those with money paid (a deposit counts). */
  withPayment: number;
  /** Distinct members who placed them. */
  buyers: number;
}

export function createOrderReports(database: Database) {
  const { db } = database;
  return {
    /** Orders placed per Beijing day in [from, to). */
    async placedByDay(from: Date, to: Date): Promise<PlacedDay[]> {
      const day = beijingDay(o.createdAt);
      return db
        .select({
          day,
          orders: sql<number>`count(*)::int`,
          withPayment: sql<number>`(count(*) FILTER (WHERE ${o.paidAmt} > 0))::int`,
          buyers: sql<number>`count(DISTINCT ${o.memberId})::int`,
        })
        .from(o)
        .where(and(gte(o.createdAt, from), lt(o.createdAt, to)))
        .groupBy(day);
    },

    /** Orders fully paid (paid in full, or the balance of a pre-sale) per Beijing day in [from, to). */
    async paidByDay(from: Date, to: Date): Promise<Map<string, number>> {
      const day = beijingDay(o.paidAt);
      const rows = await db
        .select({ day, n: sql<number>`count(*)::int` })
        .from(o)
        .where(and(gte(o.paidAt, from), lt(o.paidAt, to), inArray(o.status, PAID)))
        .groupBy(day);
      return new Map(rows.map((r) => [r.day, r.n]));
    },

    /** Best sellers by units among orders paid in [from, to) and not cancelled. */
    async topSkus(from: Date, to: Date, limit: number): Promise<{ skuCode: string; name: string; units: number; amount: number }[]> {
      const units = sql<number>`sum(${l.qty})::int`;
      return db
        .select({ skuCode: l.skuCode, name: sql<string>`max(${l.skuName})`, units, amount: sql<number>`sum(${l.goodsAmt})::int` })
        .from(l)
        .innerJoin(o, eq(o.id, l.orderId))
        .where(and(gte(o.paidAt, from), lt(o.paidAt, to), inArray(o.status, PAID)))
        .groupBy(l.skuCode)
        .orderBy(desc(units), l.skuCode)
        .limit(limit);
    },
  };
}
export type OrderReports = ReturnType<typeof createOrderReports>;

/**
 * What the back office reads of payments (issue #16): an order's payment attempts (the console's
 * order detail and list), the order numbers paid with a method (the list's filter, a relation
 * the order module puts in its IN (…), so the list stays one query) and the money taken per
 * Beijing day (the dashboard).
 */
import { and, eq, gte, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const p = schema.payments;

export interface PaymentRecord {
  orderNo: string;
  payNo: string;
  stage: string;
  method: string;
  amount: number;
  status: string;
  createdAt: Date;
  paidAt: Date | null;
}

export function createPaymentRecords(database: Database) {
  const { db } = database;
  return {
    async ofOrders(orderNos: readonly string[]): Promise<PaymentRecord[]> {
      if (!orderNos.length) return [];
      return db
        .select({
          orderNo: p.orderNo,
          payNo: p.payNo,
          stage: p.stage,
          method: p.method,
          amount: p.amount,
          status: p.status,
          createdAt: p.createdAt,
          paidAt: p.paidAt,
        })
        .from(p)
        .where(inArray(p.orderNo, [...orderNos]));
    },

    orderNosPaidWith(method: string): SQLWrapper {
      return db
        .select({ orderNo: p.orderNo })
        .from(p)
        .where(and(eq(p.method, method), eq(p.status, 'paid')));
    },

    /** Fen taken (paid payments, every stage) per Beijing day 'YYYY-MM-DD' in [from, to). */
    async takenByDay(from: Date, to: Date): Promise<Map<string, number>> {
      const day = sql<string>`to_char(${p.paidAt} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, amount: sql<number>`sum(${p.amount})::bigint` })
        .from(p)
        .where(and(eq(p.status, 'paid'), gte(p.paidAt, from), lt(p.paidAt, to)))
        .groupBy(day);
      return new Map(rows.map((r) => [r.day, Number(r.amount)]));
    },
  };
}
export type PaymentRecords = ReturnType<typeof createPaymentRecords>;

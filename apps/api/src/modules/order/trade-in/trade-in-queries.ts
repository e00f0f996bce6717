/**
 * Read-only queries the trade-in recovery records need: the member's order (its status and
 * trade-in credit) and a trade-in model (from the product module's catalogue). Every order
 * query is scoped by member.
 */
import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { OrderCatalogue } from '../catalogue-needs.ts';

const o = schema.orders;

export function createTradeInQueries(db: Database['db'], catalogue: Pick<OrderCatalogue, 'tradeInModel'>) {
  return {
    /** The member's order (or undefined: not theirs or unknown). */
    async order(memberId: number, orderNo: string) {
      const [row] = await db
        .select({ id: o.id, orderNo: o.orderNo, status: o.status, tradeInAmt: o.tradeInAmt, address: o.address })
        .from(o)
        .where(and(eq(o.orderNo, orderNo), eq(o.memberId, memberId)))
        .limit(1);
      return row;
    },

    tradeInModel: (code: string) => catalogue.tradeInModel(code),
  };
}

/**
 * SKU stock, owned by the product module. Reserving is one conditional UPDATE
 * (`stock >= qty`), so stock never goes below zero whatever the concurrency; the order
 * module calls it inside the order transaction and releases on cancel.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { schema, type Tx } from '@shop/db';

const s = schema.skus;

export function createStockService() {
  return {
    /** Takes qty from the SKU's stock; false when there is not enough (nothing taken). */
    async reserve(tx: Tx, skuCode: string, qty: number): Promise<boolean> {
      const rows = await tx
        .update(s)
        .set({ stock: sql`${s.stock} - ${qty}` })
        .where(and(eq(s.skuCode, skuCode), gte(s.stock, qty)))
        .returning({ id: s.id });
      return rows.length === 1;
    },
    /** Puts qty back (order cancelled). */
    async release(tx: Tx, skuCode: string, qty: number): Promise<void> {
      await tx
        .update(s)
        .set({ stock: sql`${s.stock} + ${qty}` })
        .where(eq(s.skuCode, skuCode));
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;

/**
 * Stock alerts for the back office's 概览 (issue #16): SKUs on sale whose stock is at or below
 * their own alert level (skus.low_stock), lowest first.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const s = schema.skus;

export function createStockAlerts(database: Database) {
  const { db } = database;
  return {
    async lowStock(limit: number): Promise<{ skuCode: string; name: string; stock: number; lowStock: number }[]> {
      return db
        .select({ skuCode: s.skuCode, name: s.name, stock: s.stock, lowStock: s.lowStock })
        .from(s)
        .where(and(eq(s.status, 'on_sale'), lte(s.stock, s.lowStock)))
        .orderBy(asc(s.stock), asc(s.skuCode))
        .limit(limit);
    },
  };
}
export type StockAlerts = ReturnType<typeof createStockAlerts>;

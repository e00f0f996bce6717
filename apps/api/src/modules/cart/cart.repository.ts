/**
 * Reads and writes of cart_items, plus the catalogue facts a cart line is checked against.
 * Writers take the transaction they run in: a change of one owner's cart happens under that
 * owner's advisory lock (lockOwner), so checks and writes cannot interleave.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { CartLineOptions } from '@shop/contracts/cart';

const c = schema.cartItems;
const s = schema.skus;
const p = schema.products;

export type CartRow = typeof c.$inferSelect;
type Runner = Database['db'] | Tx;

export interface SkuFacts {
  skuCode: string;
  skuName: string;
  stock: number;
  skuStatus: 'on_sale' | 'off_sale';
  spuCode: string;
  productType: string;
  productStatus: 'on_sale' | 'off_sale' | 'draft';
}

export interface LineWrite {
  skuCode: string;
  qty: number;
  subTyp: number;
  actCd: string | null;
  options: CartLineOptions;
}

export function createCartRepository(database: Database) {
  const { db } = database;
  return {
    /** Pieces in the owner's cart: the sum of quantities (two of one phone count as 2). */
    async totalQty(ownerKey: string, run: Runner = db): Promise<number> {
      const [row] = await run
        .select({ total: sql<number>`COALESCE(SUM(${c.qty}), 0)::int` })
        .from(c)
        .where(eq(c.ownerKey, ownerKey));
      return row?.total ?? 0;
    },

    /** Serialises changes to one owner's cart until the transaction ends. */
    async lockOwner(tx: Tx, ownerKey: string): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cart:${ownerKey}`}, 0))`);
    },

    async skuFacts(run: Runner, skuCode: string): Promise<SkuFacts | undefined> {
      const [row] = await run
        .select({ skuCode: s.skuCode, skuName: s.name, stock: s.stock, skuStatus: s.status, spuCode: p.spuCode, productType: p.type, productStatus: p.status })
        .from(s)
        .innerJoin(p, eq(p.id, s.productId))
        .where(eq(s.skuCode, skuCode))
        .limit(1);
      return row;
    },

    async lineBySku(run: Runner, ownerKey: string, skuCode: string): Promise<CartRow | undefined> {
      const [row] = await run
        .select()
        .from(c)
        .where(and(eq(c.ownerKey, ownerKey), eq(c.skuCode, skuCode)))
        .limit(1);
      return row;
    },

    async lineById(run: Runner, ownerKey: string, id: number): Promise<CartRow | undefined> {
      const [row] = await run
        .select()
        .from(c)
        .where(and(eq(c.ownerKey, ownerKey), eq(c.id, id)))
        .limit(1);
      return row;
    },

    /** Adds to the owner's line of this SKU (or creates it); the chosen options replace the old ones. */
    async addToLine(tx: Tx, ownerKey: string, w: LineWrite, now: Date): Promise<CartRow> {
      const [row] = await tx
        .insert(c)
        .values({ ownerKey, skuCode: w.skuCode, qty: w.qty, subTyp: w.subTyp, actCd: w.actCd, options: w.options, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [c.ownerKey, c.skuCode],
          set: { qty: sql`${c.qty} + excluded.qty`, subTyp: w.subTyp, actCd: w.actCd, options: w.options, updatedAt: now },
        })
        .returning();
      return row;
    },

    /** Rewrites a line (SKU, quantity, choice). */
    async replaceLine(tx: Tx, id: number, w: LineWrite, now: Date): Promise<CartRow> {
      const [row] = await tx
        .update(c)
        .set({ skuCode: w.skuCode, qty: w.qty, subTyp: w.subTyp, actCd: w.actCd, options: w.options, updatedAt: now })
        .where(eq(c.id, id))
        .returning();
      return row;
    },

    async deleteLine(tx: Tx, id: number): Promise<void> {
      await tx.delete(c).where(eq(c.id, id));
    },

    async services(run: Runner, codes: readonly string[]) {
      if (codes.length === 0) return [];
      return run.select({ code: schema.productServices.code, productTypes: schema.productServices.productTypes }).from(schema.productServices).where(inArray(schema.productServices.code, [...codes]));
    },

    async giftCodes(run: Runner, skuCode: string): Promise<string[]> {
      const rows = await run.select({ code: schema.skuGifts.giftSkuCode }).from(schema.skuGifts).where(eq(schema.skuGifts.skuCode, skuCode));
      return rows.map((r) => r.code);
    },

    async activeBundle(run: Runner, code: string, spuCode: string): Promise<boolean> {
      const rows = await run
        .select({ code: schema.bundles.code })
        .from(schema.bundles)
        .where(and(eq(schema.bundles.code, code), eq(schema.bundles.mainSpuCode, spuCode), eq(schema.bundles.status, 'active')))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;

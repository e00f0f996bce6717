/**
 * Reads and writes of cart_items (the catalogue facts a cart line is checked against come
 * from the product module's catalogue, see cart-needs.ts). Writers take the transaction they
 * run in: a change of one owner's cart happens under that owner's advisory lock (lockOwner),
 * so checks and writes cannot interleave.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { CartLineOptions } from '@shop/contracts/cart';
import type { ProductType } from '@shop/contracts';
import { productImageUrl } from '../media/index.ts';
import type { CartSkuRelation } from './cart-needs.ts';

const c = schema.cartItems;

export type CartRow = typeof c.$inferSelect;
type Runner = Database['db'] | Tx;

/** A cart line with the catalogue facts the cart page shows (site price already chosen). */
export interface ViewRow {
  id: number;
  skuCode: string;
  qty: number;
  selected: boolean;
  subTyp: number;
  actCd: string | null;
  options: CartLineOptions;
  /** Null when the SKU no longer exists. */
  sku: {
    name: string;
    attrs: unknown;
    price: number;
    origPrice: number;
    stock: number;
    lowStock: number;
    status: 'on_sale' | 'off_sale';
    productStatus: 'on_sale' | 'off_sale' | 'draft';
    spuCode: string;
    productName: string;
    productType: string;
    image: string;
    /** Level-2 then level-1 category (coupon scopes name either). */
    categoryCodes: string[];
  } | null;
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

    /** The owner's lines, oldest first, with their SKU at the site's price (`k`: the catalogue's cartSkus(siteCode), joined in the one query). */
    async viewRows(ownerKey: string, k: CartSkuRelation, run: Runner = db): Promise<ViewRow[]> {
      const rows = await run
        .select({
          line: c,
          sku: {
            skuCode: k.skuCode,
            name: k.name,
            attrs: k.attrs,
            price: k.price,
            origPrice: k.origPrice,
            stock: k.stock,
            lowStock: k.lowStock,
            status: k.status,
            colorHex: k.colorHex,
          },
          sitePrice: k.sitePrice,
          spuCode: k.spuCode,
          productName: k.productName,
          productType: k.productType,
          productDesign: k.productDesign,
          productStatus: k.productStatus,
          categoryCode: k.categoryCode,
          parentCategory: k.parentCategory,
        })
        .from(c)
        .leftJoin(k, eq(k.skuCode, c.skuCode))
        .where(eq(c.ownerKey, ownerKey))
        .orderBy(c.id);
      return rows.map((r) => ({
        id: r.line.id,
        skuCode: r.line.skuCode,
        qty: r.line.qty,
        selected: r.line.selected === 1,
        subTyp: r.line.subTyp,
        actCd: r.line.actCd,
        options: r.line.options as CartLineOptions,
        sku:
          r.sku.skuCode !== null && r.spuCode && r.productStatus
            ? {
                name: r.sku.name,
                attrs: r.sku.attrs,
                price: r.sitePrice ?? r.sku.price,
                origPrice: r.sku.origPrice,
                stock: r.sku.stock,
                lowStock: r.sku.lowStock,
                status: r.sku.status,
                productStatus: r.productStatus,
                spuCode: r.spuCode,
                productName: r.productName ?? r.sku.name,
                productType: r.productType ?? 'phone',
                image: productImageUrl((r.productType ?? 'phone') as ProductType, r.productDesign, 'front', r.sku.colorHex),
                categoryCodes: [r.categoryCode, r.parentCategory].filter((x): x is string => !!x),
              }
            : null,
      }));
    },

    /** The owner's lines among `ids` (other owners' ids are simply not returned). */
    async linesByIds(run: Runner, ownerKey: string, ids: readonly number[]): Promise<CartRow[]> {
      if (ids.length === 0) return [];
      return run
        .select()
        .from(c)
        .where(and(eq(c.ownerKey, ownerKey), inArray(c.id, [...ids])));
    },

    async allLines(run: Runner, ownerKey: string): Promise<CartRow[]> {
      return run.select().from(c).where(eq(c.ownerKey, ownerKey)).orderBy(c.id);
    },

    async setSelected(tx: Tx, ownerKey: string, ids: readonly number[], selected: boolean, now: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(c)
        .set({ selected: selected ? 1 : 0, updatedAt: now })
        .where(and(eq(c.ownerKey, ownerKey), inArray(c.id, [...ids])));
    },

    async setQty(tx: Tx, id: number, qty: number, now: Date): Promise<void> {
      await tx.update(c).set({ qty, updatedAt: now }).where(eq(c.id, id));
    },

    async deleteLines(tx: Tx, ownerKey: string, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(c).where(and(eq(c.ownerKey, ownerKey), inArray(c.id, [...ids])));
    },

    /** Moves a line to another owner (merge at sign-in). */
    async moveLine(tx: Tx, id: number, toOwner: string, now: Date): Promise<void> {
      await tx.update(c).set({ ownerKey: toOwner, updatedAt: now }).where(eq(c.id, id));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;

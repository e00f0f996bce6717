/**
 * Reads and writes of cart_items, plus the catalogue facts a cart line is checked against.
 * Writers take the transaction they run in: a change of one owner's cart happens under that
 * owner's advisory lock (lockOwner), so checks and writes cannot interleave.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { CartLineOptions } from '@shop/contracts/cart';
import type { ProductType } from '@shop/contracts';
import { productImageUrl } from '../media/product-svg.ts';

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

    /** The owner's lines, oldest first, with their SKU at the site's price. */
    async viewRows(ownerKey: string, siteCode: string, run: Runner = db): Promise<ViewRow[]> {
      const rows = await run
        .select({
          line: c,
          sku: s,
          sitePrice: schema.skuSitePrices.price,
          spuCode: p.spuCode,
          productName: p.name,
          productType: p.type,
          productStatus: p.status,
          categoryCode: p.categoryCode,
          parentCategory: schema.categories.parentCode,
        })
        .from(c)
        .leftJoin(s, eq(s.skuCode, c.skuCode))
        .leftJoin(p, eq(p.id, s.productId))
        .leftJoin(schema.skuSitePrices, and(eq(schema.skuSitePrices.skuId, s.id), eq(schema.skuSitePrices.siteCode, siteCode)))
        .leftJoin(schema.categories, eq(schema.categories.code, p.categoryCode))
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
          r.sku && r.spuCode && r.productStatus
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
                image: productImageUrl((r.productType ?? 'phone') as ProductType, 'front', r.sku.colorHex),
                categoryCodes: [r.categoryCode, r.parentCategory].filter((x): x is string => !!x),
              }
            : null,
      }));
    },

    /** Names for the services, gifts, bundles and trade-in models the lines chose. */
    async optionNames(
      want: {
        services: string[];
        gifts: string[];
        bundles: string[];
        tradeIns: string[];
      },
      run: Runner = db,
    ) {
      const [services, gifts, bundles, tradeIns] = await Promise.all([
        want.services.length
          ? run
              .select({
                code: schema.productServices.code,
                name: schema.productServices.name,
                price: schema.productServices.price,
              })
              .from(schema.productServices)
              .where(inArray(schema.productServices.code, want.services))
          : [],
        want.gifts.length ? run.select({ code: s.skuCode, name: s.name }).from(s).where(inArray(s.skuCode, want.gifts)) : [],
        want.bundles.length ? run.select({ code: schema.bundles.code, name: schema.bundles.name }).from(schema.bundles).where(inArray(schema.bundles.code, want.bundles)) : [],
        want.tradeIns.length
          ? run
              .select({
                code: schema.tradeInModels.code,
                name: schema.tradeInModels.name,
                estimate: schema.tradeInModels.estimate,
                subsidy: schema.tradeInModels.subsidy,
              })
              .from(schema.tradeInModels)
              .where(inArray(schema.tradeInModels.code, want.tradeIns))
          : [],
      ]);
      return { services, gifts, bundles, tradeIns };
    },

    /** Stock facts of SKUs for the stock check (unknown codes are absent). */
    async stockOf(skuCodes: readonly string[], run: Runner = db) {
      if (skuCodes.length === 0) return [];
      return run
        .select({
          skuCode: s.skuCode,
          stock: s.stock,
          lowStock: s.lowStock,
          skuStatus: s.status,
          productStatus: p.status,
        })
        .from(s)
        .innerJoin(p, eq(p.id, s.productId))
        .where(inArray(s.skuCode, [...skuCodes]));
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

    /** 移入收藏: one wishlist row per product; already there is fine. */
    async addToWishlist(tx: Tx, memberId: number, items: readonly { spuCode: string; skuCode: string }[], now: Date): Promise<void> {
      if (items.length === 0) return;
      await tx
        .insert(schema.wishlistItems)
        .values(
          items.map((i) => ({
            memberId,
            spuCode: i.spuCode,
            skuCode: i.skuCode,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
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

/**
 * Catalogue lookups of the catalogue read port (see catalogue-reads.ts) for delivery, the
 * product-page ads, the share poster, the wishlist, the student shop and coupon scopes.
 * Read-only; drafts are invisible here as everywhere outside preview.
 */
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { CatalogueSku } from '@shop/contracts/catalogue-rows';

const p = schema.products;
const s = schema.skus;
const c = schema.categories;

/** A student-shop offer: a product and its SKU with the student-site price (fen). */
export interface StudentOfferRow {
  spuCode: string;
  skuCode: string;
  name: string;
  skuName: string;
  type: string;
  /** Picture design key (media module; '' = the type's standard picture). */
  design: string;
  colorHex: string;
  studentPrice: number;
  price: number;
  stock: number;
}

/** A product's SKU as the wishlist card shows it (lowest on-sale price, picture). */
export interface WishlistSkuRow {
  spuCode: string;
  name: string;
  type: string;
  /** Picture design key (media module; '' = the type's standard picture). */
  design: string;
  productStatus: 'on_sale' | 'off_sale' | 'draft';
  skuCode: string;
  skuStatus: 'on_sale' | 'off_sale';
  colorHex: string;
  /** Site price, else the SKU's own, fen. */
  price: number;
}

export function createCatalogueLookups(database: Database) {
  const { db } = database;

  const select = (siteCode: string) =>
    db
      .select({
        skuCode: s.skuCode,
        spuCode: p.spuCode,
        productName: p.name,
        skuName: s.name,
        productType: p.type,
        productDesign: p.design,
        colorHex: s.colorHex,
        stock: s.stock,
        skuStatus: s.status,
        productStatus: p.status,
        sortOrder: s.sortOrder,
        price:
          sql<number>`coalesce((SELECT sp.price FROM ${schema.skuSitePrices} sp WHERE sp.sku_id = ${s.id} AND sp.site_code = ${siteCode}), ${s.price})`.mapWith(
            Number,
          ),
      })
      .from(s)
      .innerJoin(p, eq(p.id, s.productId));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
  const toSku = (r: Row): CatalogueSku => ({
    skuCode: r.skuCode,
    spuCode: r.spuCode,
    productName: r.productName,
    skuName: r.skuName,
    productType: r.productType,
    productDesign: r.productDesign,
    colorHex: r.colorHex,
    stock: r.stock,
    price: r.price,
    buyable: r.stock > 0 && r.skuStatus === 'on_sale' && r.productStatus === 'on_sale',
  });

  return {
    // ── delivery, ads, share poster ──────────────────────────────────────

    /** A published SKU with its product and price on the site. */
    async sku(skuCode: string, siteCode = 'cn'): Promise<CatalogueSku | undefined> {
      const [row] = await select(siteCode)
        .where(and(eq(s.skuCode, skuCode), ne(p.status, 'draft')))
        .limit(1);
      return row && toSku(row);
    },

    /** Published SKUs by code, in one read (codes not found, or drafts, are absent). */
    async skusByCode(skuCodes: readonly string[], siteCode = 'cn'): Promise<Map<string, CatalogueSku>> {
      if (skuCodes.length === 0) return new Map();
      const rows = await select(siteCode).where(and(inArray(s.skuCode, [...new Set(skuCodes)]), ne(p.status, 'draft')));
      return new Map(rows.map((r) => [r.skuCode, toSku(r)]));
    },

    /** The published SPU's SKUs, in display order (the first is the default one). */
    async skusOf(spuCode: string, siteCode = 'cn'): Promise<CatalogueSku[]> {
      const rows = await select(siteCode)
        .where(and(eq(p.spuCode, spuCode), ne(p.status, 'draft')))
        .orderBy(s.sortOrder, s.id);
      return rows.map(toSku);
    },

    /** Whether any of the SKUs comes with a gift. */
    async hasGifts(skuCodes: readonly string[]): Promise<boolean> {
      if (skuCodes.length === 0) return false;
      const gifts = await db
        .select({ s: schema.skuGifts.skuCode })
        .from(schema.skuGifts)
        .where(inArray(schema.skuGifts.skuCode, [...skuCodes]))
        .limit(1);
      return gifts.length > 0;
    },

    // ── wishlist ──────────────────────────────────────────────────────────

    /** A product by SPU code: its id and status (undefined: unknown). */
    async productByCode(spuCode: string): Promise<{ id: number; status: 'on_sale' | 'off_sale' | 'draft' } | undefined> {
      const [product] = await db.select({ id: p.id, status: p.status }).from(p).where(eq(p.spuCode, spuCode)).limit(1);
      return product;
    },

    /** The SKU code when the SKU belongs to the product, else null. */
    async skuOfProduct(productId: number, skuCode: string): Promise<string | null> {
      const [row] = await db
        .select({ code: s.skuCode })
        .from(s)
        .where(and(eq(s.skuCode, skuCode), eq(s.productId, productId)))
        .limit(1);
      return row?.code ?? null;
    },

    /** Every SKU of the products (any status), at the site's price, in display order. */
    async wishlistSkus(spuCodes: readonly string[], siteCode: string): Promise<WishlistSkuRow[]> {
      if (spuCodes.length === 0) return [];
      return db
        .select({
          spuCode: p.spuCode,
          name: p.name,
          type: p.type,
          design: p.design,
          productStatus: p.status,
          skuCode: s.skuCode,
          skuStatus: s.status,
          colorHex: s.colorHex,
          price: sql<number>`coalesce(${schema.skuSitePrices.price}, ${s.price})`.mapWith(Number),
        })
        .from(p)
        .innerJoin(s, eq(s.productId, p.id))
        .leftJoin(schema.skuSitePrices, and(eq(schema.skuSitePrices.skuId, s.id), eq(schema.skuSitePrices.siteCode, siteCode)))
        .where(inArray(p.spuCode, [...spuCodes]))
        .orderBy(asc(s.sortOrder), asc(s.id));
    },

    // ── student shop ─────────────────────────────────────────────────────

    /** On-sale products with a student-site price, each with its first on-sale SKU carrying one (in stock first). */
    async studentOffers(limit = 24): Promise<StudentOfferRow[]> {
      const { rows } = await database.pool.query<{
        spu_code: string;
        sku_code: string;
        name: string;
        sku_name: string;
        type: string;
        design: string;
        color_hex: string;
        student_price: number;
        price: number;
        stock: number;
      }>(
        `SELECT DISTINCT ON (p.sort_order, p.id) p.spu_code, s.sku_code, p.name, s.name AS sku_name, p.type, p.design, s.color_hex, sp.price AS student_price, s.price, s.stock
           FROM products p
           JOIN skus s ON s.product_id = p.id AND s.status = 'on_sale'
           JOIN sku_site_prices sp ON sp.sku_id = s.id AND sp.site_code = 'student'
          WHERE p.status = 'on_sale'
          ORDER BY p.sort_order, p.id, (s.stock > 0) DESC, s.sort_order, s.id
          LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({
        spuCode: r.spu_code,
        skuCode: r.sku_code,
        name: r.name,
        skuName: r.sku_name,
        type: r.type,
        design: r.design,
        colorHex: r.color_hex,
        studentPrice: Number(r.student_price),
        price: Number(r.price),
        stock: Number(r.stock),
      }));
    },

    // ── coupon scopes ────────────────────────────────────────────────────

    /**
     * The products named by an SPU code and/or SKU codes, each with its category and that
     * category's parent (one query; none when neither is given).
     */
    async productScopeRows(spuCode: string | undefined, skuCodes: readonly string[]): Promise<{ spuCode: string; category: string; parent: string | null }[]> {
      const conds = [
        spuCode ? eq(p.spuCode, spuCode) : undefined,
        skuCodes.length
          ? inArray(
              p.id,
              db
                .select({ id: s.productId })
                .from(s)
                .where(inArray(s.skuCode, [...skuCodes])),
            )
          : undefined,
      ].filter((x) => x !== undefined);
      return conds.length
        ? await db
            .select({ spuCode: p.spuCode, category: p.categoryCode, parent: sql<string | null>`${c.parentCode}` })
            .from(p)
            .leftJoin(c, eq(c.code, p.categoryCode))
            .where(or(...conds))
        : [];
    },
  };
}

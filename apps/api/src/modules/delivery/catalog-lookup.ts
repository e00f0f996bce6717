/**
 * The few catalogue facts the delivery services need (type for the delivery rules, stock
 * for arrival notices, name/colour/price for the share poster). Read-only; drafts are
 * invisible here as everywhere outside preview.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

export interface SkuFacts {
  skuCode: string;
  spuCode: string;
  productName: string;
  skuName: string;
  productType: string;
  colorHex: string;
  stock: number;
  /** Price on the asked site (site price when set, else the list price), fen. */
  price: number;
  /** Stock > 0 and both SKU and product on sale. */
  buyable: boolean;
}

const p = schema.products;
const s = schema.skus;

export function createCatalogLookup(database: Database) {
  const { db } = database;
  const select = (siteCode: string) =>
    db
      .select({
        skuCode: s.skuCode,
        spuCode: p.spuCode,
        productName: p.name,
        skuName: s.name,
        productType: p.type,
        colorHex: s.colorHex,
        stock: s.stock,
        skuStatus: s.status,
        productStatus: p.status,
        sortOrder: s.sortOrder,
        price: sql<number>`coalesce((SELECT sp.price FROM ${schema.skuSitePrices} sp WHERE sp.sku_id = ${s.id} AND sp.site_code = ${siteCode}), ${s.price})`.mapWith(Number),
      })
      .from(s)
      .innerJoin(p, eq(p.id, s.productId));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
  const toFacts = (r: Row): SkuFacts => ({
    skuCode: r.skuCode,
    spuCode: r.spuCode,
    productName: r.productName,
    skuName: r.skuName,
    productType: r.productType,
    colorHex: r.colorHex,
    stock: r.stock,
    price: r.price,
    buyable: r.stock > 0 && r.skuStatus === 'on_sale' && r.productStatus === 'on_sale',
  });

  return {
    async sku(skuCode: string, siteCode = 'cn'): Promise<SkuFacts | undefined> {
      const [row] = await select(siteCode)
        .where(and(eq(s.skuCode, skuCode), ne(p.status, 'draft')))
        .limit(1);
      return row && toFacts(row);
    },

    /** The SPU's SKUs, in display order (the first is the default one). */
    async skusOf(spuCode: string, siteCode = 'cn'): Promise<SkuFacts[]> {
      const rows = await select(siteCode)
        .where(and(eq(p.spuCode, spuCode), ne(p.status, 'draft')))
        .orderBy(s.sortOrder, s.id);
      return rows.map(toFacts);
    },
  };
}

export type CatalogLookup = ReturnType<typeof createCatalogLookup>;

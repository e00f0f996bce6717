/**
 * Catalogue relations: read-only views of the catalogue tables that another module joins
 * onto its own rows by SKU code, inside the one query it runs (a cart line, an order line,
 * an arrival notice). The product module decides which columns and rows a view shows; the
 * caller never names a catalogue table. PostgreSQL pulls these simple subqueries up into the
 * caller's join, so the plan is the one of the join written out by hand.
 *
 * Every column is an aliased SQL expression (alias `<view>__<column>`), so the callers can
 * declare the view's shape in their own folder (cart-needs.ts, catalogue-needs.ts,
 * catalog-lookup.ts).
 */
import { and, eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const s = schema.skus;
const p = schema.products;
const sp = schema.skuSitePrices;
const cat = schema.categories;

/**
 * A view's column: drizzle refers to a subquery's SQL column by its alias alone (unqualified),
 * so the alias carries the view's name and cannot clash with a column of the caller's table.
 */
const col = <T>(view: string, name: string, value: SQLWrapper) => sql<T>`${value}`.as(`${view}__${name}`);

export function createCatalogueRelations(database: Database) {
  const { db } = database;
  return {
    /**
     * The cart page's SKU facts at the site's price (the site price is null when the site has
     * none): SKU, its product (left joined), its category's parent. Alias `cart_sku`.
     */
    cartSkus(siteCode: string) {
      return db
        .select({
          skuCode: col<string>('cart_sku', 'sku_code', s.skuCode),
          name: col<string>('cart_sku', 'sku_name', s.name),
          attrs: col<unknown>('cart_sku', 'attrs', s.attrs),
          price: col<number>('cart_sku', 'price', s.price),
          sitePrice: col<number | null>('cart_sku', 'site_price', sp.price),
          origPrice: col<number>('cart_sku', 'orig_price', s.origPrice),
          stock: col<number>('cart_sku', 'stock', s.stock),
          lowStock: col<number>('cart_sku', 'low_stock', s.lowStock),
          status: col<'on_sale' | 'off_sale'>('cart_sku', 'sku_status', s.status),
          colorHex: col<string>('cart_sku', 'color_hex', s.colorHex),
          spuCode: col<string | null>('cart_sku', 'spu_code', p.spuCode),
          productName: col<string | null>('cart_sku', 'product_name', p.name),
          productType: col<string | null>('cart_sku', 'product_type', p.type),
          productDesign: col<string | null>('cart_sku', 'product_design', p.design),
          productStatus: col<'on_sale' | 'off_sale' | 'draft' | null>('cart_sku', 'product_status', p.status),
          categoryCode: col<string | null>('cart_sku', 'category_code', p.categoryCode),
          parentCategory: col<string | null>('cart_sku', 'parent_category', cat.parentCode),
        })
        .from(s)
        .leftJoin(p, eq(p.id, s.productId))
        .leftJoin(sp, and(eq(sp.skuId, s.id), eq(sp.siteCode, siteCode)))
        .leftJoin(cat, eq(cat.code, p.categoryCode))
        .as('cart_sku');
    },

    /**
     * What an order line's picture needs: the product type and picture design (null when the
     * product is gone) and the SKU's colour. Alias `sku_display`; SQL columns
     * sku_display__sku_code, sku_display__product_type, sku_display__product_design,
     * sku_display__color_hex.
     */
    skuDisplay() {
      return db
        .select({
          skuCode: col<string>('sku_display', 'sku_code', s.skuCode),
          productType: col<string | null>('sku_display', 'product_type', p.type),
          productDesign: col<string | null>('sku_display', 'product_design', p.design),
          colorHex: col<string>('sku_display', 'color_hex', s.colorHex),
        })
        .from(s)
        .leftJoin(p, eq(p.id, s.productId))
        .as('sku_display');
    },

    /** SKUs that can be bought again (in stock, SKU and product on sale), for arrival notices. Alias `buyable_sku`. */
    buyableSkus() {
      return db
        .select({
          skuCode: col<string>('buyable_sku', 'sku_code', s.skuCode),
          name: col<string>('buyable_sku', 'product_name', p.name),
          skuName: col<string>('buyable_sku', 'sku_name', s.name),
        })
        .from(s)
        .innerJoin(p, eq(p.id, s.productId))
        .where(and(gt(s.stock, 0), eq(s.status, 'on_sale'), eq(p.status, 'on_sale')))
        .as('buyable_sku');
    },
  };
}

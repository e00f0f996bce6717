/**
 * Reads for comparison and trade-in: categories, on-sale products with their on-sale SKUs
 * priced for the site (a channel price replaces the cn price), and the old devices taken back.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@shop/db';
import type { ProductType } from '@shop/contracts';
import type { CardRow, CardSku } from '../card.ts';
import { invitationOnlySql } from '../ttm/invitation-only.ts';

export interface CategoryRef {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
}

/** A card's SKU with its attributes (the comparison lists the options). */
export interface OfferSku extends CardSku {
  attrs: Record<string, string>;
}

/** A card row with the spec table the comparison aligns. */
export interface OfferRow extends Omit<CardRow, 'skus'> {
  specs: unknown;
  /** On-sale SKUs in display order, never empty. */
  skus: OfferSku[];
}

export type TradeInRow = {
  code: string;
  platform: number;
  brand: string;
  name: string;
  product_types: string[];
  estimate: number;
  subsidy: number;
  sort_order: number;
};

/** A text[] literal from bound parameters (drizzle would spread a bare array into a list). */
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export function createCompareRepository(database: Database) {
  const { db } = database;

  /** Products (on sale, with an on-sale SKU) matching the condition, with priced SKUs. */
  async function offers(siteCode: string, condition: SQL): Promise<OfferRow[]> {
    const result = await db.execute<{
      spu_code: string;
      name: string;
      selling_point: string;
      type: ProductType;
      design: string;
      category_code: string;
      category_name: string;
      is_new: boolean;
      is_hot: boolean;
      invitation_only: boolean;
      specs: unknown;
      skus: OfferSku[];
    }>(sql`
      SELECT p.spu_code, p.name, p.selling_point, p.type, p.design, p.category_code, c.name AS category_name, p.is_new, p.is_hot, p.specs,
             ${invitationOnlySql(sql`p.spu_code`)} AS invitation_only,
             (SELECT json_agg(json_build_object('skuCode', s.sku_code, 'colorName', s.color_name, 'colorHex', s.color_hex, 'attrs', s.attrs,
                                                'price', COALESCE(sp.price, s.price), 'origPrice', s.orig_price, 'stock', s.stock, 'sortOrder', s.sort_order)
                              ORDER BY s.sort_order, s.sku_code)
                FROM skus s LEFT JOIN sku_site_prices sp ON sp.sku_id = s.id AND sp.site_code = ${siteCode}
                WHERE s.product_id = p.id AND s.status = 'on_sale') AS skus
      FROM products p JOIN categories c ON c.code = p.category_code
      WHERE p.status = 'on_sale' AND ${condition}
      ORDER BY p.sort_order, p.spu_code`);
    return result.rows
      .filter((r) => Array.isArray(r.skus) && r.skus.length > 0)
      .map((r) => ({
        spuCode: r.spu_code,
        name: r.name,
        sellingPoint: r.selling_point,
        type: r.type,
        design: r.design,
        categoryCode: r.category_code,
        categoryName: r.category_name,
        isNew: r.is_new,
        isHot: r.is_hot,
        invitationOnly: r.invitation_only,
        specs: r.specs,
        skus: r.skus,
      }));
  }

  return {
    async categories(codes: string[]): Promise<CategoryRef[]> {
      const result = await db.execute<{ code: string; name: string; level: number; parent_code: string | null }>(
        sql`SELECT code, name, level, parent_code FROM categories WHERE code = ANY(${textArray(codes)})`,
      );
      return result.rows.map((r) => ({ code: r.code, name: r.name, level: r.level, parentCode: r.parent_code }));
    },

    inCategory: (siteCode: string, categoryCode: string) => offers(siteCode, sql`p.category_code = ${categoryCode}`),

    /** Products named by SPU code, or owning an on-sale SKU with one of the codes. */
    byCodes: (siteCode: string, spuCodes: string[], skuCodes: string[]) =>
      offers(
        siteCode,
        sql`(p.spu_code = ANY(${textArray(spuCodes)}) OR EXISTS (SELECT 1 FROM skus k WHERE k.product_id = p.id AND k.status = 'on_sale' AND k.sku_code = ANY(${textArray(skuCodes)})))`,
      ),

    /** Old devices accepted against any of the product types. */
    async tradeInModels(types: string[]): Promise<TradeInRow[]> {
      const result = await db.execute<TradeInRow>(sql`
        SELECT code, platform, brand, name, product_types, estimate, subsidy, sort_order
        FROM trade_in_models WHERE product_types && ${textArray(types)}
        ORDER BY platform, estimate + subsidy DESC, sort_order, code`);
      return result.rows;
    },

    async tradeInModel(code: string): Promise<TradeInRow | undefined> {
      const result = await db.execute<TradeInRow>(sql`
        SELECT code, platform, brand, name, product_types, estimate, subsidy, sort_order FROM trade_in_models WHERE code = ${code}`);
      return result.rows[0];
    },
  };
}

export type CompareRepository = ReturnType<typeof createCompareRepository>;

/**
 * Product-page reads. Each page call is one query (sub-selects as json), SKUs priced for the
 * site in SQL like the listing (a channel price replaces the cn price where present).
 * Reviews (a plain aggregate on product_reviews) and trade-in models (whether a type can be
 * traded in) are read here, read-only: their modules own the writes. Activities come from
 * the marketing service, never from its tables here.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@shop/db';
import type { ProductType } from '@shop/contracts';
import type { BespokeGroup } from '@shop/contracts/pdp-rules';
import type { CardRow } from '../card.ts';
import type { CatalogRepository } from '../catalog.repository.ts';
import type { RecommendQuery } from '../listing-engine.ts';
import { invitationOnlySql } from '../ttm/invitation-only.ts';

export type ProductStatus = 'on_sale' | 'off_sale' | 'draft';

export interface PdpSkuRow {
  id: number;
  skuCode: string;
  name: string;
  attrs: Record<string, string>;
  colorName: string;
  colorHex: string;
  /** Site price, fen. */
  price: number;
  origPrice: number;
  stock: number;
  lowStock: number;
  status: 'on_sale' | 'off_sale';
  sortOrder: number;
  /** Pictures an operator uploaded (catalogue_pictures ids, in order); none: the generated ones. */
  pictures?: string[];
}

export interface PdpProductRow {
  id: number;
  spuCode: string;
  name: string;
  model: string;
  type: ProductType;
  /** Picture design key (media module; '' = the type's standard picture). */
  design: string;
  status: ProductStatus;
  sellingPoint: string;
  description: string;
  specs: { group: string; items: { name: string; value: string }[] }[];
  isNew: boolean;
  isHot: boolean;
  /** A running TTM programme: sold by invitation code only. */
  invitationOnly: boolean;
  categoryCode: string;
  categoryName: string;
  parentCode: string;
  parentName: string;
  frames3d: number;
  bespoke: BespokeGroup[];
  /** Average published star, one decimal (0 when none), and how many. */
  totalStar: number;
  commentCount: number;
  servIds: string[];
  /** Every SKU of the product (on and off sale), in display order. */
  skus: PdpSkuRow[];
}

export interface DetailRow {
  title: string;
  html: string;
  h5Html: string;
  packingList: { name: string; qty: number }[];
  highlights: { name: string; value: string }[];
}

export interface ServiceRow {
  code: string;
  kind: 'install' | 'warranty' | 'care';
  name: string;
  description: string;
  price: number;
  months: number;
}

export interface GiftRow {
  skuCode: string;
  giftSkuCode: string;
  giftName: string;
  giftType: ProductType;
  giftDesign: string;
  giftHex: string;
  qty: number;
  remark: string;
}

export interface BundleRow {
  code: string;
  name: string;
  mainSpuCode: string;
  items: {
    skuCode: string;
    bundlePrice: number;
    name: string | null;
    type: ProductType | null;
    design: string | null;
    colorHex: string | null;
    price: number | null;
    stock: number | null;
    live: boolean | null;
  }[];
}

export interface LiveSkuRow {
  id: number;
  skuCode: string;
  name: string;
  price: number;
  origPrice: number;
  stock: number;
  lowStock: number;
  status: 'on_sale' | 'off_sale';
  spuCode: string;
  productName: string;
  type: ProductType;
  /** Picture design key (media module; '' = the type's standard picture). */
  design: string;
  colorHex: string;
  colorName: string;
  productStatus: ProductStatus;
  frames3d: number;
  /** The spec table says 能效等级 一级 (first-class energy efficiency). */
  energyClass1: boolean;
}

const skuJson = (siteCode: string) => sql`
  SELECT json_agg(json_build_object(
           'id', s.id, 'skuCode', s.sku_code, 'name', s.name, 'attrs', s.attrs, 'colorName', s.color_name, 'colorHex', s.color_hex,
           'price', COALESCE(sp.price, s.price), 'origPrice', s.orig_price, 'stock', s.stock, 'lowStock', s.low_stock,
           'status', s.status, 'sortOrder', s.sort_order, 'pictures', s.pictures) ORDER BY s.sort_order, s.id)
  FROM skus s LEFT JOIN sku_site_prices sp ON sp.sku_id = s.id AND sp.site_code = ${siteCode}
  WHERE s.product_id = p.id`;

export function createPdpRepository(database: Database, catalogue: Pick<CatalogRepository, 'recommend'>) {
  const { db } = database;

  return {
    /** The product with everything the page's first call needs, or null. */
    async product(spuCode: string, siteCode: string): Promise<PdpProductRow | null> {
      const result = await db.execute<PdpProductRow & Record<string, unknown>>(sql`
        SELECT p.id, p.spu_code AS "spuCode", p.name, p.model, p.type, p.design, p.status, p.selling_point AS "sellingPoint", p.description, p.specs,
               p.is_new AS "isNew", p.is_hot AS "isHot", ${invitationOnlySql(sql`p.spu_code`)} AS "invitationOnly",
               p.category_code AS "categoryCode", c.name AS "categoryName",
               COALESCE(pc.code, c.code) AS "parentCode", COALESCE(pc.name, c.name) AS "parentName",
               COALESCE(d.frames_3d, 0) AS "frames3d", COALESCE(d.bespoke, '[]'::jsonb) AS bespoke,
               r.star AS "totalStar", r.n AS "commentCount",
               COALESCE((SELECT array_agg(ps.code ORDER BY ps.sort_order) FROM product_services ps WHERE p.type = ANY(ps.product_types) AND ps.on_sale), '{}') AS "servIds",
               COALESCE((${skuJson(siteCode)}), '[]'::json) AS skus
        FROM products p
        JOIN categories c ON c.code = p.category_code
        LEFT JOIN categories pc ON pc.code = c.parent_code
        LEFT JOIN product_details d ON d.spu_code = p.spu_code
        CROSS JOIN LATERAL (
          SELECT COALESCE(round(avg(star)::numeric, 1), 0)::float8 AS star, count(*)::int AS n
          FROM product_reviews WHERE spu_code = p.spu_code AND status = 'published') r
        WHERE p.spu_code = ${spuCode}`);
      return result.rows[0] ?? null;
    },

    async detail(spuCode: string): Promise<DetailRow | null> {
      const result = await db.execute<DetailRow & Record<string, unknown>>(sql`
        SELECT title, html, h5_html AS "h5Html", packing_list AS "packingList", highlights FROM product_details WHERE spu_code = ${spuCode}`);
      return result.rows[0] ?? null;
    },

    async services(type: ProductType): Promise<ServiceRow[]> {
      const result = await db.execute<ServiceRow & Record<string, unknown>>(sql`
        SELECT code, kind, name, description, price, months FROM product_services WHERE ${type} = ANY(product_types) AND on_sale ORDER BY sort_order, code`);
      return result.rows;
    },

    /** Gifts of a SKU whose gift SKU is on sale and in stock (a gift is given only while it lasts). */
    async gifts(skuCode: string): Promise<GiftRow[]> {
      const result = await db.execute<GiftRow & Record<string, unknown>>(sql`
        SELECT g.sku_code AS "skuCode", g.gift_sku_code AS "giftSkuCode", s.name AS "giftName", p.type AS "giftType", p.design AS "giftDesign", s.color_hex AS "giftHex", g.qty, g.remark
        FROM sku_gifts g JOIN skus s ON s.sku_code = g.gift_sku_code JOIN products p ON p.id = s.product_id
        WHERE g.sku_code = ${skuCode} AND s.status = 'on_sale' AND s.stock >= g.qty AND p.status = 'on_sale'
        ORDER BY g.gift_sku_code`);
      return result.rows;
    },

    /** Active bundles whose main product is the SPU, with each item's SKU priced for the site. */
    async bundles(mainSpuCode: string, siteCode: string): Promise<BundleRow[]> {
      const result = await db.execute<BundleRow & Record<string, unknown>>(sql`
        SELECT b.code, b.name, b.main_spu_code AS "mainSpuCode",
               (SELECT json_agg(json_build_object('skuCode', i.item ->> 'skuCode', 'bundlePrice', (i.item ->> 'bundlePrice')::int, 'name', s.name, 'type', p.type, 'design', p.design,
                                                  'colorHex', s.color_hex, 'price', COALESCE(sp.price, s.price), 'stock', s.stock,
                                                  'live', s.status = 'on_sale' AND p.status = 'on_sale') ORDER BY i.ord)
                  FROM jsonb_array_elements(b.items) WITH ORDINALITY AS i(item, ord)
                  LEFT JOIN skus s ON s.sku_code = i.item ->> 'skuCode'
                  LEFT JOIN products p ON p.id = s.product_id
                  LEFT JOIN sku_site_prices sp ON sp.sku_id = s.id AND sp.site_code = ${siteCode}) AS items
        FROM bundles b WHERE b.main_spu_code = ${mainSpuCode} AND b.status = 'active' ORDER BY b.code`);
      return result.rows.map((r) => ({ ...r, items: r.items ?? [] }));
    },

    /** Live price and stock of SKUs by code or id (products that are not drafts). */
    async liveSkus(by: { codes: string[] } | { id: number }, siteCode: string): Promise<LiveSkuRow[]> {
      if ('codes' in by && by.codes.length === 0) return [];
      const where =
        'codes' in by
          ? sql`s.sku_code IN (${sql.join(
              by.codes.map((c) => sql`${c}`),
              sql`, `,
            )})`
          : sql`s.id = ${by.id}`;
      const result = await db.execute<LiveSkuRow & Record<string, unknown>>(sql`
        SELECT s.id, s.sku_code AS "skuCode", s.name, COALESCE(sp.price, s.price) AS price, s.orig_price AS "origPrice", s.stock, s.low_stock AS "lowStock",
               s.status, p.spu_code AS "spuCode", p.name AS "productName", p.type, p.design, s.color_hex AS "colorHex", s.color_name AS "colorName", p.status AS "productStatus",
               COALESCE((SELECT d.frames_3d FROM product_details d WHERE d.spu_code = p.spu_code), 0) AS "frames3d",
               EXISTS (SELECT 1 FROM jsonb_array_elements(p.specs) g CROSS JOIN LATERAL jsonb_array_elements(g -> 'items') i
                       WHERE i ->> 'name' = '能效等级' AND i ->> 'value' LIKE '一级%') AS "energyClass1"
        FROM skus s JOIN products p ON p.id = s.product_id
        LEFT JOIN sku_site_prices sp ON sp.sku_id = s.id AND sp.site_code = ${siteCode}
        WHERE ${where} AND p.status <> 'draft'`);
      return result.rows;
    },

    /** Products to suggest beside one: same category, then its parent's, then best sellers (in stock; from the catalogue in memory). */
    recommend: (opts: RecommendQuery): Promise<CardRow[]> => catalogue.recommend(opts),

    /** Whether the shop takes old devices in against this product type (trade_in_models, read-only here). */
    async hasTradeIn(type: ProductType): Promise<boolean> {
      const r = await db.execute<{ ok: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM trade_in_models WHERE ${type} = ANY(product_types)) AS ok`);
      return r.rows[0]?.ok ?? false;
    },

    /** A category by code with its parent, or null. */
    async category(code: string): Promise<{ code: string; parentCode: string | null } | null> {
      const result = await db.execute<{
        code: string;
        parentCode: string | null;
      }>(sql`SELECT code, parent_code AS "parentCode" FROM categories WHERE code = ${code}`);
      return result.rows[0] ?? null;
    },
  };
}

export type PdpRepository = ReturnType<typeof createPdpRepository>;

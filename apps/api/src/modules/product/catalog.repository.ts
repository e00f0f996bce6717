/**
 * Catalogue reads. Every query prices SKUs for the site in SQL (a channel price replaces the
 * cn price where present) and only sees on-sale products with at least one on-sale SKU.
 * A page of cards is one query: products, the total and each product's SKUs (json_agg).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@shop/db';
import type { ListingSort, ProductType } from '@shop/contracts';
import type { CardRow, CardSku } from './card.ts';
import { PRICE_BANDS } from './listing-filters.ts';
import { invitationOnlySql } from './ttm/invitation-only.ts';

export interface CardFilter {
  siteCode: string;
  /** A level-1 or level-2 code; products of the category and of its children. */
  category?: string;
  /** to_tsquery('simple', …) text from search-terms.ts. */
  tsQuery?: string;
  /** The keyword as typed: a product whose name or category holds it ranks first. */
  keyword?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Attribute name → accepted values. */
  attrs?: Map<string, string[]>;
  flag?: 'new' | 'hot';
}

export interface CardPageQuery extends CardFilter {
  sort: ListingSort;
  limit: number;
  offset: number;
}

export interface FacetCounts {
  categories: { code: string; name: string; count: number }[];
  priceBands: number[];
  attrs: { name: string; value: string; count: number }[];
}

export interface CategoryRow {
  code: string;
  parentCode: string | null;
  name: string;
  level: number;
  icon: string;
  productCount: number;
}

/** On-sale SKUs with the site's price. */
const pricedSkus = (siteCode: string) => sql`
  SELECT s.id, s.product_id, s.sku_code, s.attrs, s.color_name, s.color_hex, s.orig_price, s.stock, s.sort_order,
         COALESCE(sp.price, s.price) AS price
  FROM skus s
  LEFT JOIN sku_site_prices sp ON sp.sku_id = s.id AND sp.site_code = ${siteCode}
  WHERE s.status = 'on_sale'`;

/** One row per listable product: its lowest site price and whether anything is in stock. */
const offers = (f: CardFilter) => sql`
  SELECT p.id, p.spu_code, p.name, p.selling_point, p.type, p.design, p.category_code, p.is_new, p.is_hot,
         ${invitationOnlySql(sql`p.spu_code`)} AS invitation_only, p.sales_count, p.launched_at, p.sort_order, c.name AS category_name, c.parent_code,
         ${f.tsQuery ? sql`ts_rank(p.search_vector, to_tsquery('simple', ${f.tsQuery}))` : sql`0`}::real AS rank,
         ${f.tsQuery ? sql`to_tsvector('simple', p.model) @@ to_tsquery('simple', ${f.tsQuery})` : sql`false`} AS model_hit,
         ${f.keyword ? sql`(strpos(lower(p.name), lower(${f.keyword})) > 0 OR strpos(c.name, ${f.keyword}) > 0)` : sql`false`} AS name_hit,
         min(e.price)::int AS price, bool_and(e.stock = 0) AS sold_out
  FROM products p
  JOIN categories c ON c.code = p.category_code
  JOIN priced e ON e.product_id = p.id
  WHERE p.status = 'on_sale'
    ${f.tsQuery ? sql`AND p.search_vector @@ to_tsquery('simple', ${f.tsQuery})` : sql``}
    ${f.flag === 'new' ? sql`AND p.is_new` : f.flag === 'hot' ? sql`AND p.is_hot` : sql``}
  GROUP BY p.id, c.name, c.parent_code`;

function categoryCondition(category: string | undefined): SQL {
  return category ? sql`AND (o.category_code = ${category} OR o.parent_code = ${category})` : sql``;
}

function priceCondition(f: CardFilter): SQL {
  return sql`${f.minPrice !== undefined ? sql`AND o.price >= ${f.minPrice}` : sql``} ${f.maxPrice !== undefined ? sql`AND o.price <= ${f.maxPrice}` : sql``}`;
}

/** Some on-sale SKU of the product has, for every named attribute, one of the accepted values. */
function attrCondition(attrs: Map<string, string[]> | undefined): SQL {
  if (!attrs || attrs.size === 0) return sql``;
  const perName = [...attrs].map(
    ([name, values]) =>
      sql`(a.attrs ->> ${name}) IN (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
  );
  return sql`AND EXISTS (SELECT 1 FROM priced a WHERE a.product_id = o.id AND ${sql.join(perName, sql` AND `)})`;
}

function orderBy(sort: ListingSort, relevance: boolean): SQL {
  switch (sort) {
    case 'newest':
      return sql`o.launched_at DESC, o.id`;
    case 'price-asc':
      return sql`o.price ASC, o.sort_order, o.id`;
    case 'price-desc':
      return sql`o.price DESC, o.sort_order, o.id`;
    case 'sales':
      return sql`o.sales_count DESC, o.id`;
    default:
      // What can be bought first; a search by relevance (the product whose model was typed before
      // its accessories), a listing in merchandising order.
      return relevance ? sql`o.sold_out, o.model_hit DESC, o.name_hit DESC, o.rank DESC, o.sales_count DESC, o.id` : sql`o.sold_out, o.sort_order, o.id`;
  }
}

interface PageRow extends Record<string, unknown> {
  total: number;
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
  skus: CardSku[];
}

export function createCatalogRepository(database: Database) {
  const { db } = database;

  async function count(f: CardFilter): Promise<number> {
    const result = await db.execute<{ n: number }>(sql`
      WITH priced AS (${pricedSkus(f.siteCode)}), o AS (${offers(f)})
      SELECT count(*)::int AS n FROM o WHERE true ${categoryCondition(f.category)} ${priceCondition(f)} ${attrCondition(f.attrs)}`);
    return result.rows[0]?.n ?? 0;
  }

  return {
    count,

    /** A page of cards matching every filter, and how many match in all. */
    async cardPage(q: CardPageQuery): Promise<{ total: number; rows: CardRow[] }> {
      const result = await db.execute<PageRow>(sql`
        WITH priced AS (${pricedSkus(q.siteCode)}), o AS (${offers(q)})
        SELECT count(*) OVER ()::int AS total, o.spu_code, o.name, o.selling_point, o.type, o.design, o.category_code, o.category_name, o.is_new, o.is_hot, o.invitation_only,
               (SELECT json_agg(json_build_object('skuCode', k.sku_code, 'colorName', k.color_name, 'colorHex', k.color_hex, 'price', k.price,
                                                  'origPrice', k.orig_price, 'stock', k.stock, 'sortOrder', k.sort_order) ORDER BY k.sort_order)
                  FROM priced k WHERE k.product_id = o.id) AS skus
        FROM o
        WHERE true ${categoryCondition(q.category)} ${priceCondition(q)} ${attrCondition(q.attrs)}
        ORDER BY ${orderBy(q.sort, Boolean(q.tsQuery))}
        LIMIT ${q.limit} OFFSET ${q.offset}`);
      const rows = result.rows;
      // Past the last page the window count is absent: count separately only then.
      const total = rows[0]?.total ?? (q.offset > 0 ? await count(q) : 0);
      return {
        total,
        rows: rows.map((r) => ({
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
          skus: r.skus,
        })),
      };
    },

    /**
     * Facet counts. Categories are counted without the category filter (to switch category);
     * price bands and attribute values within the category but without the price and
     * attribute filters (to widen or change them). The keyword always applies.
     */
    async facets(f: CardFilter): Promise<FacetCounts> {
      const bands = PRICE_BANDS.map((b) => sql`(count(*) FILTER (WHERE o.price >= ${b.min} ${b.max === null ? sql`` : sql`AND o.price < ${b.max}`}))::int`);
      const [cats, prices, attrs] = await Promise.all([
        db.execute<{ code: string; name: string; count: number }>(sql`
          WITH priced AS (${pricedSkus(f.siteCode)}), o AS (${offers(f)})
          SELECT o.category_code AS code, o.category_name AS name, count(*)::int AS count
          FROM o JOIN categories c ON c.code = o.category_code LEFT JOIN categories pc ON pc.code = c.parent_code
          GROUP BY o.category_code, o.category_name, c.sort_order, pc.sort_order
          ORDER BY pc.sort_order, c.sort_order`),
        db.execute<{ bands: number[] }>(sql`
          WITH priced AS (${pricedSkus(f.siteCode)}), o AS (${offers(f)})
          SELECT ARRAY[${sql.join(bands, sql`, `)}] AS bands FROM o WHERE true ${categoryCondition(f.category)}`),
        db.execute<{ name: string; value: string; count: number }>(sql`
          WITH priced AS (${pricedSkus(f.siteCode)}), o AS (${offers(f)})
          SELECT kv.key AS name, kv.value, count(DISTINCT o.id)::int AS count
          FROM o JOIN priced k ON k.product_id = o.id CROSS JOIN LATERAL jsonb_each_text(k.attrs) kv
          WHERE true ${categoryCondition(f.category)}
          GROUP BY kv.key, kv.value
          ORDER BY kv.key = '颜色' DESC, kv.key, min(k.price), kv.value`),
      ]);
      return { categories: cats.rows, priceBands: prices.rows[0]?.bands ?? PRICE_BANDS.map(() => 0), attrs: attrs.rows };
    },

    /** Every category with the number of listable products in it (level 1: its own and its children's). */
    async categories(): Promise<CategoryRow[]> {
      const result = await db.execute<{ code: string; parent_code: string | null; name: string; level: number; icon: string; product_count: number }>(sql`
        WITH listed AS (
          SELECT p.category_code, count(*) AS n FROM products p
          WHERE p.status = 'on_sale' AND EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND s.status = 'on_sale')
          GROUP BY p.category_code)
        SELECT c.code, c.parent_code, c.name, c.level, c.icon,
               (COALESCE((SELECT n FROM listed WHERE listed.category_code = c.code), 0)
                + COALESCE((SELECT sum(l.n) FROM listed l JOIN categories k ON k.code = l.category_code WHERE k.parent_code = c.code), 0))::int AS product_count
        FROM categories c
        ORDER BY c.level, c.sort_order, c.code`);
      return result.rows.map((r) => ({ code: r.code, parentCode: r.parent_code, name: r.name, level: r.level, icon: r.icon, productCount: r.product_count }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

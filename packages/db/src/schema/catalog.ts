/** Catalogue tables (owned by apps/api/src/modules/product). Money in fen. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    icon: text('icon').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentCode, t.sortOrder)],
);

/** SPU: one product with its variants (SKUs). */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    spuCode: text('spu_code').notNull(),
    name: text('name').notNull(),
    model: text('model').notNull().default(''),
    type: text('type').notNull(),
    categoryCode: text('category_code').notNull(),
    sellingPoint: text('selling_point').notNull().default(''),
    description: text('description').notNull().default(''),
    /** [{ group, items: [{ name, value }] }] */
    specs: jsonb('specs').notNull().default(sql`'[]'::jsonb`),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    status: text('status', { enum: ['on_sale', 'off_sale'] }).notNull().default('on_sale'),
    salesCount: integer('sales_count').notNull().default(0),
    /** Newest first in "newest" sort. */
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Words for search: segmented Chinese, pinyin in full and initials, model numbers. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  },
  (t) => [uniqueIndex('products_spu_code_key').on(t.spuCode), index('products_category_idx').on(t.categoryCode), index('products_search_idx').using('gin', t.searchVector)],
);

export const skus = pgTable(
  'skus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    skuCode: text('sku_code').notNull(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    /** Attribute name → value, e.g. { 颜色: 幻夜黑, 存储: 12GB+256GB }. */
    attrs: jsonb('attrs').notNull().$type<Record<string, string>>(),
    colorName: text('color_name').notNull(),
    colorHex: text('color_hex').notNull(),
    price: integer('price').notNull(),
    origPrice: integer('orig_price').notNull(),
    stock: integer('stock').notNull(),
    lowStock: integer('low_stock').notNull().default(5),
    status: text('status', { enum: ['on_sale', 'off_sale'] }).notNull().default('on_sale'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('skus_sku_code_key').on(t.skuCode),
    index('skus_product_idx').on(t.productId),
    check('skus_stock_nonnegative', sql`${t.stock} >= 0`),
    check('skus_price_positive', sql`${t.price} > 0 AND ${t.origPrice} >= ${t.price}`),
  ],
);

/** Channel prices: the student and enterprise shops sell the same SKUs at their own prices. */
export const skuSitePrices = pgTable(
  'sku_site_prices',
  {
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => skus.id),
    siteCode: text('site_code').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.siteCode] }), check('sku_site_prices_positive', sql`${t.price} > 0`)],
);

/** Catalogue tables (owned by apps/api/src/modules/product). Money in fen. @owner product. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const categories = pgTable(
  'categories',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    icon: text('icon').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden by an operator (issue #16): left out of the shop's category tree, products untouched. */
    hidden: boolean('hidden').notNull().default(false),
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
    /**
     * How the product's generated picture is drawn: a design key of the media module (its kind
     * and parameters, e.g. bar-h552-…); '' draws the type's standard picture.
     */
    design: text('design').notNull().default(''),
    categoryCode: text('category_code').notNull(),
    sellingPoint: text('selling_point').notNull().default(''),
    description: text('description').notNull().default(''),
    /** [{ group, items: [{ name, value }] }] */
    specs: jsonb('specs').notNull().default(sql`'[]'::jsonb`),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** draft: not published yet, visible only in preview mode (/preview/product). */
    status: text('status', { enum: ['on_sale', 'off_sale', 'draft'] })
      .notNull()
      .default('on_sale'),
    salesCount: integer('sales_count').notNull().default(0),
    /** Newest first in "newest" sort. */
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Words for search: segmented Chinese, pinyin in full and initials, model numbers. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  },
  (t) => [
    uniqueIndex('products_spu_code_key').on(t.spuCode),
    index('products_category_idx').on(t.categoryCode),
    index('products_search_idx').using('gin', t.searchVector),
  ],
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
    status: text('status', { enum: ['on_sale', 'off_sale'] })
      .notNull()
      .default('on_sale'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Pictures an operator uploaded (ids of catalogue_pictures, in order); [] = the generated picture only. */
    pictures: jsonb('pictures').notNull().default(sql`'[]'::jsonb`).$type<string[]>(),
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

/** What the product page shows below the fold, one row per SPU (issue #4). */
export const productDetails = pgTable('product_details', {
  spuCode: text('spu_code').primaryKey(),
  /** detlTitl: heading of the overview. */
  title: text('title').notNull().default(''),
  /** detlHtml (PC) and detlH5 (mobile): operator HTML, sanitised when served. */
  html: text('html').notNull().default(''),
  h5Html: text('h5_html').notNull().default(''),
  /** packLst: [{ name, qty }] */
  packingList: jsonb('packing_list').notNull().default(sql`'[]'::jsonb`),
  /** Frames of the 360° view (0 = none); frame pictures are generated per angle. */
  frames3d: integer('frames_3d').notNull().default(0),
  /** spclSpec: highlight specs [{ name, value }] shown above the spec table (issue #4, H1). */
  highlights: jsonb('highlights').notNull().default(sql`'[]'::jsonb`),
  /** Bespoke (定制) option groups [{ code, name, options: [{ code, name, hex, priceDelta }] }]; [] = not bespoke. */
  bespoke: jsonb('bespoke').notNull().default(sql`'[]'::jsonb`),
});

/** Value-added services sold with a product: installation, extended warranty, care plans. */
export const productServices = pgTable(
  'product_services',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['install', 'warranty', 'care'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    months: integer('months').notNull().default(0),
    /** Product types (phone, tv, …) the service applies to. */
    productTypes: text('product_types').array().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** False once the console takes it off sale (migration 0033): no longer offered, kept for the orders that bought it. */
    onSale: boolean('on_sale').notNull().default(true),
  },
  (t) => [check('product_services_price', sql`${t.price} >= 0`)],
);

/** A bundle: the main SPU sold together with other SKUs at bundle prices. */
export const bundles = pgTable(
  'bundles',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    mainSpuCode: text('main_spu_code').notNull(),
    /** [{ skuCode, bundlePrice }] — the accessories and their prices inside the bundle. */
    items: jsonb('items').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
  },
  (t) => [index('bundles_main_spu_idx').on(t.mainSpuCode)],
);

/** Gifts given with a SKU while stock of the gift lasts. */
export const skuGifts = pgTable(
  'sku_gifts',
  {
    skuCode: text('sku_code').notNull(),
    giftSkuCode: text('gift_sku_code').notNull(),
    qty: integer('qty').notNull().default(1),
    remark: text('remark').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.skuCode, t.giftSkuCode] })],
);

/** Product reviews (comments) with their star rating and pictures. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    spuCode: text('spu_code').notNull(),
    skuCode: text('sku_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    nickname: text('nickname').notNull(),
    star: integer('star').notNull(),
    content: text('content').notNull(),
    /** Picture URLs. */
    images: jsonb('images').notNull().default(sql`'[]'::jsonb`),
    /** At least one picture: the 有图 filter and the first key of the recommended order (contracts/reviews.ts). */
    hasImages: boolean('has_images')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN jsonb_typeof(images) = 'array' THEN jsonb_array_length(images) > 0 ELSE false END`),
    upVotes: integer('up_votes').notNull().default(0),
    orderNo: text('order_no'),
    /** The order line reviewed (issue #6: one review per delivered line). */
    orderLineId: bigint('order_line_id', { mode: 'number' }),
    /** Written anonymously: shown as 匿名用户. */
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status', { enum: ['published', 'hidden'] })
      .notNull()
      .default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_spu_idx').on(t.spuCode, t.createdAt),
    // The recommended order (pictures, votes; the rest sorted within those groups) of a product's published reviews.
    index('product_reviews_recommended_idx').on(t.spuCode, t.hasImages.desc(), t.upVotes.desc(), t.createdAt.desc()).where(sql`${t.status} = 'published'`),
    uniqueIndex('product_reviews_order_line_key').on(t.orderLineId).where(sql`${t.orderLineId} IS NOT NULL`),
    index('product_reviews_member_idx').on(t.memberId, t.createdAt),
    index('product_reviews_sku_idx').on(t.skuCode),
    check('product_reviews_star', sql`${t.star} BETWEEN 1 AND 5`),
    check('product_reviews_up_votes', sql`${t.upVotes} >= 0`),
  ],
);

/** One like per member per review (comment/{id}/upVote). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => productReviews.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.memberId] })],
);

/** Old devices the shop takes back, with the estimate the trade-in dialog shows. */
export const tradeInModels = pgTable(
  'trade_in_models',
  {
    code: text('code').primaryKey(),
    /** Recycling platform rclmPlf: 1, 2 or 3. */
    platform: integer('platform').notNull(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    /** Product types this old device can be traded in against. */
    productTypes: text('product_types').array().notNull(),
    /** Estimate for a device in good condition, fen. */
    estimate: integer('estimate').notNull(),
    /** Extra subsidy the shop adds when the old device buys a new one, fen. */
    subsidy: integer('subsidy').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('trade_in_models_platform', sql`${t.platform} BETWEEN 1 AND 3`)],
);

/**
 * Product pictures operators upload in the console (issue #16): checked and re-encoded to WebP
 * by the uploads module's rules, kept here (the catalogue owns them), served under
 * /media/catalogue/{id}.webp. A SKU lists the ids it shows (skus.pictures).
 */
export const cataloguePictures = pgTable('catalogue_pictures', {
  id: text('id').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** SHA-256 of the stored bytes (hex): the ETag. */
  sha256: text('sha256').notNull(),
  sourceFormat: text('source_format').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Every manual stock adjustment (issue #16): how much, the stock it left, why and who. Written in
 * the transaction of the conditional UPDATE it records, so the ledger and skus.stock agree.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => skus.id),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_ledger_sku_idx').on(t.skuId, t.at),
    check('stock_ledger_delta_nonzero', sql`${t.delta} <> 0`),
    check('stock_ledger_after_nonnegative', sql`${t.stockAfter} >= 0`),
  ],
);

/**
 * Catalogue contracts (issue #3): categories, product cards, listing, search.
 * Money is integer fen (分). Pictures are URLs served by the shop (generated SVG).
 */
import { z } from 'zod';

export const PRODUCT_TYPES = ['phone', 'foldable', 'tablet', 'watch', 'earbuds', 'tv', 'audio', 'fridge', 'washer', 'monitor', 'storage', 'accessory'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

export const SEARCH_KEYWORD_MAX = 64;

/**
 * A category with its sub-categories. Recursive, so it carries an id: the OpenAPI document
 * emits it once as components.schemas.Category and refers to it (children included).
 */
export const categorySchema = z
  .object({
    code: z.string().meta({ description: '类目代码，如 smartphone-tablet（一级）、smartphones（二级）' }),
    name: z.string(),
    level: z.union([z.literal(1), z.literal(2)]),
    parentCode: z.string().nullable(),
    icon: z.string().meta({ description: '图标 URL' }),
    productCount: z.number().int(),
    get children() {
      return z.array(categorySchema).optional();
    },
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const colorSwatchSchema = z.object({
  name: z.string().meta({ example: '幻夜黑' }),
  hex: z.string().meta({ example: '#1d1d1f' }),
  skuCode: z.string(),
  image: z.string(),
});

/** A product as a listing / search / recommendation card shows it. */
export const productCardSchema = z.object({
  spuCode: z.string(),
  skuCode: z.string().meta({ description: '默认 SKU' }),
  name: z.string(),
  sellingPoint: z.string(),
  type: productTypeSchema,
  categoryCode: z.string(),
  categoryName: z.string(),
  image: z.string(),
  /** Lowest price among on-sale SKUs for the site, fen. */
  price: z.number().int(),
  /** Original (list) price of that SKU, fen; equal to price when not discounted. */
  origPrice: z.number().int(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  invitationOnly: z.boolean().meta({ description: '凭邀请码购买（尝鲜资格验证进行中）' }),
  soldOut: z.boolean(),
  colors: z.array(colorSwatchSchema),
  url: z.string().meta({ description: '商品详情页路径 /product/{spuCode}/{skuCode}' }),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const SORTS = ['default', 'newest', 'price-asc', 'price-desc', 'sales'] as const;
export const sortSchema = z.enum(SORTS);
export type ListingSort = z.infer<typeof sortSchema>;

const intParam = (max: number) =>
  z.coerce.number({ error: '参数必须是数字' }).int({ error: '参数必须是整数' }).min(0, { error: '参数不能为负数' }).max(max, { error: '参数过大' });

/** GET /api/product/plp/list */
export const listingQuerySchema = z.object({
  category: z.string().trim().max(64).optional().meta({ description: '一级或二级类目代码' }),
  minPrice: intParam(100_000_000).optional().meta({ description: '最低价（分）' }),
  maxPrice: intParam(100_000_000).optional().meta({ description: '最高价（分）' }),
  /** Attribute filters: `颜色:幻夜黑,存储:12GB+256GB` (name:value pairs, comma separated). */
  attrs: z.string().trim().max(256).optional(),
  sort: sortSchema.default('default'),
  page: intParam(10_000).min(1, { error: '页码从 1 开始' }).default(1),
  pageSize: intParam(60).min(1, { error: '每页至少 1 条' }).default(24),
  siteCd: z.string().trim().max(32).optional(),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const listingResultSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({
    categories: z.array(facetValueSchema),
    priceRanges: z.array(z.object({ min: z.number().int(), max: z.number().int().nullable(), label: z.string(), count: z.number().int() })),
    attrs: z.array(z.object({ name: z.string(), values: z.array(facetValueSchema) })),
  }),
});
export type ListingResult = z.infer<typeof listingResultSchema>;

export const keywordSchema = z
  .string({ error: '请输入搜索关键词' })
  .trim()
  .min(1, { error: '请输入搜索关键词' })
  .max(SEARCH_KEYWORD_MAX, { error: `搜索关键词不能超过${SEARCH_KEYWORD_MAX}个字符` });

/** GET /api/product/search */
export const searchQuerySchema = listingQuerySchema.omit({ category: true }).extend({ keyword: keywordSchema, category: z.string().trim().max(64).optional() });
export const searchResultSchema = listingResultSchema.extend({ keyword: z.string() });

/** GET /api/product/search/suggest */
export const suggestQuerySchema = z.object({ keyword: keywordSchema });
export const suggestResultSchema = z.object({
  suggestions: z.array(z.string()).meta({ description: '联想搜索词' }),
  products: z.array(productCardSchema).meta({ description: '相关商品（最多 4 个）' }),
});

/** GET /api/product/category/tree: level-1 categories with their level-2 children. */
export const categoryTreeSchema = z.array(categorySchema);

/** GET /api/product/{,h5/,app/}gnb/v1/common/newRec: new and popular products for the header and home. */
export const newRecResultSchema = z.object({
  newProducts: z.array(productCardSchema).meta({ description: '新品（按上市时间）' }),
  hotProducts: z.array(productCardSchema).meta({ description: '热销（按销量）' }),
});
export type NewRecResult = z.infer<typeof newRecResultSchema>;

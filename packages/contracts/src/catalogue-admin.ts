/**
 * The back office's 商品 area (issue #16): categories, SPUs and their SKUs, channel prices, SKU
 * pictures, on / off sale, preview links and stock with its ledger. One set of zod schemas for
 * the admin API (request validation, OpenAPI) and the console's forms (zod-rule.ts), so a field
 * is refused in the browser with the message the API would answer. Money is integer fen.
 */
import { z } from 'zod';
import { PRODUCT_TYPES } from './catalog.ts';

/** The channels a SKU has a price in: the main shop (skus.price) and the student and enterprise shops (sku_site_prices). */
export const PRICE_CHANNELS = { cn: '官方商城', student: '学生专区', enterprise: '企业购' } as const;

/** Highest price an operator may enter: ¥1,000,000.00. */
export const PRICE_MAX_FEN = 100_000_000;
/** Largest single stock adjustment (either way) and the highest stock a SKU may hold. */
export const STOCK_ADJUST_MAX = 1_000_000;
export const STOCK_MAX = 10_000_000;
/** Pictures per SKU. */
export const SKU_PICTURES_MAX = 8;
export const SKUS_PER_PRODUCT_MAX = 60;

const page = z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);

/** A price in fen: an integer, above zero, at most ¥1,000,000. */
export const fenSchema = z.number({ error: '请输入价格' }).int('价格须为整数（单位：分）').min(1, '价格须大于0').max(PRICE_MAX_FEN, '价格不能超过1000000元');

const CODE = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
export const categoryCodeSchema = z
  .string({ error: '请输入类目编码' })
  .trim()
  .min(2, '类目编码至少2个字符')
  .max(40, '类目编码最多40个字符')
  .regex(/^[a-z0-9][a-z0-9-]*$/, '类目编码只能包含小写字母、数字和连字符');
export const spuCodeSchema = z
  .string({ error: '请输入商品编码' })
  .trim()
  .min(2, '商品编码至少2个字符')
  .max(40, '商品编码最多40个字符')
  .regex(CODE, '商品编码只能包含字母、数字和连字符');
export const skuCodeSchema = z
  .string({ error: '请输入SKU编码' })
  .trim()
  .min(2, 'SKU编码至少2个字符')
  .max(60, 'SKU编码最多60个字符')
  .regex(CODE, 'SKU编码只能包含字母、数字和连字符');

// ── categories ──────────────────────────────────────────────────────────

export const adminCategorySchema = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  name: z.string(),
  level: z.number().int(),
  icon: z.string(),
  sortOrder: z.number().int(),
  hidden: z.boolean(),
  /** Products in it (or, for a first-level category, in its children), whatever their status. */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryNodeSchema = adminCategorySchema.extend({ children: z.array(adminCategorySchema) }).meta({ id: 'AdminCategoryNode' });
export type AdminCategoryNode = z.infer<typeof adminCategoryNodeSchema>;
export const adminCategoryTreeSchema = z.object({ list: z.array(adminCategoryNodeSchema) });

const categoryName = z.string({ error: '请输入类目名称' }).trim().min(1, '请输入类目名称').max(20, '类目名称最多20个字符');
const categoryIcon = z.string().trim().max(200, '图标地址最多200个字符');

export const categoryCreateInputSchema = z.object({
  code: categoryCodeSchema,
  name: categoryName,
  /** null or absent: a first-level category; else the first-level category it belongs to. */
  parentCode: categoryCodeSchema.nullish(),
  icon: categoryIcon.default(''),
});
export const categoryUpdateInputSchema = z
  .object({ name: categoryName.optional(), icon: categoryIcon.optional(), hidden: z.boolean({ error: '显示状态须为是或否' }).optional() })
  .refine((v) => v.name !== undefined || v.icon !== undefined || v.hidden !== undefined, '请至少修改一项');
export const categoryCodeParamsSchema = z.object({ code: categoryCodeSchema });
export const categoryReorderInputSchema = z.object({
  parentCode: categoryCodeSchema.nullable(),
  /** Every category under that parent, in the new order. */
  codes: z
    .array(categoryCodeSchema, { error: '请给出类目顺序' })
    .min(1, '请给出类目顺序')
    .max(200, '类目过多')
    .refine((a) => new Set(a).size === a.length, '类目顺序中有重复'),
});

// ── products ────────────────────────────────────────────────────────────

export const PRODUCT_STATUSES = { draft: '未发布', on_sale: '在售', off_sale: '已下架' } as const;
export const productStatusSchema = z.enum(['draft', 'on_sale', 'off_sale'], { error: '状态须为 draft、on_sale 或 off_sale' });
export const PRODUCT_LIST_SORTS = [
  '-launchedAt',
  'launchedAt',
  'spuCode',
  '-spuCode',
  'name',
  '-name',
  '-salesCount',
  'salesCount',
  '-stock',
  'stock',
] as const;

export const productListQuerySchema = z.object({
  /** Part of the name, or the SPU / SKU code. */
  keyword: z.string().trim().max(64, '关键词最多64个字符').optional(),
  categoryCode: categoryCodeSchema.optional(),
  status: productStatusSchema.optional(),
  sort: z.enum(PRODUCT_LIST_SORTS, { error: '排序方式不正确' }).default('-launchedAt'),
  page,
  pageSize,
});

export const productSummarySchema = z
  .object({
    id: z.number().int(),
    spuCode: z.string(),
    name: z.string(),
    type: z.string(),
    categoryCode: z.string(),
    categoryName: z.string(),
    status: productStatusSchema,
    skuCount: z.number().int(),
    /** Lowest and highest main-shop price of its SKUs, fen (null without SKUs). */
    minPrice: z.number().int().nullable(),
    maxPrice: z.number().int().nullable(),
    stock: z.number().int(),
    salesCount: z.number().int(),
    launchedAt: z.number().int(),
  })
  .meta({ id: 'AdminProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;
export const productListPageSchema = z.object({
  list: z.array(productSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const attrName = z.string().trim().min(1, '属性名不能为空').max(10, '属性名最多10个字符');
const attrValue = z.string().trim().min(1, '属性值不能为空').max(30, '属性值最多30个字符');
/** An uploaded catalogue picture's id (POST /api/admin/catalogue/pictures). */
export const pictureIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, '图片不存在或已失效，请重新上传');

/** The channel prices of one SKU: list price, the main shop's price and, optionally, the student and enterprise shops'. */
export const skuPriceFieldsSchema = z.object({
  /** 划线价 (list price), at least the main shop's price. */
  origPrice: fenSchema,
  price: fenSchema,
  studentPrice: fenSchema.nullable().default(null),
  enterprisePrice: fenSchema.nullable().default(null),
});
const priceOrder = (v: { origPrice: number; price: number; studentPrice: number | null; enterprisePrice: number | null }) =>
  v.price <= v.origPrice && (v.studentPrice ?? 0) <= v.origPrice && (v.enterprisePrice ?? 0) <= v.origPrice;
const PRICE_ORDER_MESSAGE = '售价不能高于划线价';

export const skuContentSchema = z.object({
  skuCode: skuCodeSchema,
  /** Attribute name → value ({ 颜色: 幻夜黑, 存储: 12GB+256GB }): what tells the SKUs of a product apart. */
  attrs: z
    .record(attrName, attrValue, { error: '请填写SKU属性' })
    .refine((a) => Object.keys(a).length >= 1, '每个SKU至少需要一个属性')
    .refine((a) => Object.keys(a).length <= 5, '每个SKU最多5个属性'),
  colorName: z.string().trim().max(20, '颜色名称最多20个字符').default(''),
  colorHex: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, '颜色值须为 #RRGGBB')
    .default('#cccccc'),
  lowStock: z.number({ error: '请输入低库存提醒值' }).int('低库存提醒值须为整数').min(0, '低库存提醒值不能小于0').max(10_000, '低库存提醒值过大').default(5),
  status: z.enum(['on_sale', 'off_sale'], { error: 'SKU状态须为 on_sale 或 off_sale' }).default('on_sale'),
  pictures: z.array(pictureIdSchema).max(SKU_PICTURES_MAX, `每个SKU最多${SKU_PICTURES_MAX}张图片`).default([]),
});

/** A SKU on a new product (or a SKU added in an edit): content and prices. */
export const skuCreateSchema = skuContentSchema.extend(skuPriceFieldsSchema.shape).refine(priceOrder, { message: PRICE_ORDER_MESSAGE, path: ['price'] });

const productContent = {
  name: z.string({ error: '请输入商品名称' }).trim().min(1, '请输入商品名称').max(60, '商品名称最多60个字符'),
  model: z.string().trim().max(40, '型号最多40个字符').default(''),
  type: z.enum(PRODUCT_TYPES, { error: '请选择商品类型' }),
  categoryCode: categoryCodeSchema,
  sellingPoint: z.string().trim().max(120, '卖点最多120个字符').default(''),
  description: z.string().trim().max(2000, '描述最多2000个字符').default(''),
  isNew: z.boolean().default(false),
  isHot: z.boolean().default(false),
};
const distinctSkus = (skus: { skuCode: string; attrs: Record<string, string> }[]) => new Set(skus.map((s) => s.skuCode.toUpperCase())).size === skus.length;
const distinctAttrs = (skus: { attrs: Record<string, string> }[]) =>
  new Set(skus.map((s) => JSON.stringify(Object.entries(s.attrs).sort(([a], [b]) => a.localeCompare(b))))).size === skus.length;

export const productCreateInputSchema = z
  .object({
    spuCode: spuCodeSchema,
    ...productContent,
    skus: z
      .array(skuCreateSchema, { error: '请至少添加一个SKU' })
      .min(1, '请至少添加一个SKU')
      .max(SKUS_PER_PRODUCT_MAX, `每个商品最多${SKUS_PER_PRODUCT_MAX}个SKU`),
  })
  .refine((v) => distinctSkus(v.skus), { message: 'SKU编码不能重复', path: ['skus'] })
  .refine((v) => distinctAttrs(v.skus), { message: '两个SKU的属性完全相同', path: ['skus'] });

/**
 * An edit of a product's content (catalogue.write). Existing SKUs are named by their code and
 * keep their prices; a SKU not listed is taken off sale (a SKU that was sold is never deleted);
 * a new SKU must come with prices, which also needs prices.write.
 */
export const productUpdateInputSchema = z
  .object({
    ...productContent,
    skus: z
      .array(skuContentSchema.extend(skuPriceFieldsSchema.partial().shape), { error: '请至少添加一个SKU' })
      .min(1, '请至少添加一个SKU')
      .max(SKUS_PER_PRODUCT_MAX, `每个商品最多${SKUS_PER_PRODUCT_MAX}个SKU`),
  })
  .refine((v) => distinctSkus(v.skus), { message: 'SKU编码不能重复', path: ['skus'] })
  .refine((v) => distinctAttrs(v.skus), { message: '两个SKU的属性完全相同', path: ['skus'] });

export const spuParamsSchema = z.object({ spuCode: spuCodeSchema });
export const skuParamsSchema = z.object({ skuCode: skuCodeSchema });

export const adminSkuSchema = z.object({
  id: z.number().int(),
  skuCode: z.string(),
  name: z.string(),
  attrs: z.record(z.string(), z.string()),
  colorName: z.string(),
  colorHex: z.string(),
  origPrice: z.number().int(),
  price: z.number().int(),
  studentPrice: z.number().int().nullable(),
  enterprisePrice: z.number().int().nullable(),
  stock: z.number().int(),
  lowStock: z.number().int(),
  status: z.enum(['on_sale', 'off_sale']),
  pictures: z.array(z.object({ id: z.string(), url: z.string() })),
});
export type AdminSku = z.infer<typeof adminSkuSchema>;

export const adminProductSchema = z
  .object({
    id: z.number().int(),
    spuCode: z.string(),
    name: z.string(),
    model: z.string(),
    type: z.enum(PRODUCT_TYPES),
    categoryCode: z.string(),
    sellingPoint: z.string(),
    description: z.string(),
    isNew: z.boolean(),
    isHot: z.boolean(),
    status: productStatusSchema,
    launchedAt: z.number().int(),
    /** The words search matches, rebuilt from the content on every save. */
    searchText: z.string(),
    skus: z.array(adminSkuSchema),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productStatusInputSchema = z.object({ status: z.enum(['on_sale', 'off_sale'], { error: '请选择上架或下架' }) });

export const priceUpdateInputSchema = z.object({
  skus: z
    .array(
      z
        .object({ skuCode: skuCodeSchema })
        .extend(skuPriceFieldsSchema.shape)
        .refine(priceOrder, { message: PRICE_ORDER_MESSAGE, path: ['price'] }),
      {
        error: '请填写价格',
      },
    )
    .min(1, '请填写价格')
    .max(SKUS_PER_PRODUCT_MAX, `每个商品最多${SKUS_PER_PRODUCT_MAX}个SKU`)
    .refine((a) => new Set(a.map((s) => s.skuCode)).size === a.length, 'SKU编码不能重复'),
});
export const productPricesSchema = z.object({
  spuCode: z.string(),
  skus: z.array(
    z.object({ skuCode: z.string(), name: z.string() }).extend({
      origPrice: z.number().int(),
      price: z.number().int(),
      studentPrice: z.number().int().nullable(),
      enterprisePrice: z.number().int().nullable(),
    }),
  ),
});

export const previewLinkSchema = z.object({ url: z.string(), expiresAt: z.number().int() });
export const pictureSchema = z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int(), size: z.number().int() });

// ── stock ───────────────────────────────────────────────────────────────

/** 库存's orders: lowest stock first by default (what needs buying in), or by SKU code. */
export const STOCK_LIST_SORTS = ['stock', '-stock', 'skuCode', '-skuCode'] as const;
/** The CSV export of 库存 or of a SKU's 流水 reads pages of the list; at most this many rows. */
export const STOCK_EXPORT_MAX = 10_000;

export const stockListQuerySchema = z.object({
  keyword: z.string().trim().max(64, '关键词最多64个字符').optional(),
  /** Only SKUs at or under their low-stock mark. */
  low: z.enum(['true', 'false'], { error: '低库存筛选须为 true 或 false' }).optional(),
  sort: z.enum(STOCK_LIST_SORTS, { error: '排序方式不正确' }).default('stock'),
  page,
  pageSize,
});
export const stockRowSchema = z.object({
  skuCode: z.string(),
  skuName: z.string(),
  spuCode: z.string(),
  productName: z.string(),
  stock: z.number().int(),
  lowStock: z.number().int(),
  status: z.enum(['on_sale', 'off_sale']),
});
export const stockPageSchema = z.object({ list: z.array(stockRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const stockAdjustInputSchema = z.object({
  delta: z
    .number({ error: '请输入调整数量' })
    .int('调整数量须为整数')
    .min(-STOCK_ADJUST_MAX, '单次调整数量过大')
    .max(STOCK_ADJUST_MAX, '单次调整数量过大')
    .refine((n) => n !== 0, '调整数量不能为0'),
  reason: z.string({ error: '请填写调整原因' }).trim().min(2, '请填写调整原因（至少2个字）').max(200, '调整原因最多200个字'),
});
export const stockLedgerEntrySchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  actor: z.string(),
});
export const stockLedgerQuerySchema = z.object({ page, pageSize });
export const stockLedgerPageSchema = z.object({
  sku: stockRowSchema,
  list: z.array(stockLedgerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const stockAdjustResultSchema = z.object({ sku: stockRowSchema, entry: stockLedgerEntrySchema });

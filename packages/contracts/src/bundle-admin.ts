/**
 * The console's 套装 (bundles) and 赠品 (gifts) screens (issue #16, 营销). A bundle offers, beside
 * a main product (SPU), one to five accessories each at a bundle price no higher than the
 * accessory SKU's own price; a gift is given with a SKU (qty 1–5, while the gift lasts). The shop
 * reads both on the product page, in the cart and at checkout. Money in fen.
 *
 * The checks a schema can make (lengths, counts, integer fen, a gift not the SKU itself) live
 * here and are shared by the API and the console's forms; what needs the catalogue (codes that
 * exist, on sale, not of the main product, price caps) the API checks and answers with
 * @shop/contracts/errors-bundle-admin.
 */
import { z } from 'zod';
import { PRICE_MAX_FEN } from './catalogue-admin.ts';

export const BUNDLE_LIMITS = {
  nameMax: 40,
  itemsMin: 1,
  itemsMax: 5,
  giftQtyMin: 1,
  giftQtyMax: 5,
  remarkMax: 40,
} as const;

export const BUNDLE_STATUSES = { active: '启用', inactive: '停用' } as const;
export type BundleStatus = keyof typeof BUNDLE_STATUSES;
const STATUS_CODES = Object.keys(BUNDLE_STATUSES) as [BundleStatus, ...BundleStatus[]];

const page = z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);

const code = (what: string) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(64, `${what}最多64个字符`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, `${what}只能包含字母、数字、- 和 _`);

// ── 套装 ───────────────────────────────────────────────────────────────────

export const bundleItemInputSchema = z.object({
  skuCode: code('SKU 编码'),
  bundlePrice: z.number({ error: '请输入套装价' }).int('套装价须为整数（单位：分）').min(1, '套装价须大于0').max(PRICE_MAX_FEN, '套装价不能超过1000000元'),
});
export type BundleItemInput = z.input<typeof bundleItemInputSchema>;

/** What an operator sets of a bundle (create and edit alike; its status has its own calls). */
export const bundleInputSchema = z.object({
  name: z.string({ error: '请输入套装名称' }).trim().min(1, '请输入套装名称').max(BUNDLE_LIMITS.nameMax, `套装名称最多${BUNDLE_LIMITS.nameMax}个字`),
  mainSpuCode: code('主商品编码'),
  items: z
    .array(bundleItemInputSchema, { error: '请添加套装商品' })
    .min(BUNDLE_LIMITS.itemsMin, `套装至少包含${BUNDLE_LIMITS.itemsMin}个商品`)
    .max(BUNDLE_LIMITS.itemsMax, `套装最多包含${BUNDLE_LIMITS.itemsMax}个商品`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((i, index) => {
        const key = i.skuCode.trim().toUpperCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: '套装商品不能重复', path: [index, 'skuCode'] });
        seen.add(key);
      });
    }),
});
export type BundleInput = z.input<typeof bundleInputSchema>;

export const bundleCodeParamsSchema = z.object({ code: code('套装编码') });

export const bundleAdminQuerySchema = z.object({
  /** An SPU code (the main product, or the product of an item) or a SKU code (an item). */
  product: code('商品编码').optional(),
  status: z.enum(STATUS_CODES, { error: '状态须为 active 或 inactive' }).optional(),
  page,
  pageSize,
});
export type BundleAdminQuery = z.input<typeof bundleAdminQuerySchema>;

export const bundleAdminItemSchema = z.object({
  skuCode: z.string(),
  /** The SKU's name and its product's ('' when the SKU is no longer in the catalogue). */
  skuName: z.string(),
  productName: z.string(),
  /** The SKU's own (main-shop) price, fen; null when the SKU is no longer in the catalogue. */
  price: z.number().int().nullable(),
  bundlePrice: z.number().int(),
  onSale: z.boolean(),
});

export const bundleAdminRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  mainSpuCode: z.string(),
  mainProductName: z.string(),
  items: z.array(bundleAdminItemSchema),
  status: z.enum(STATUS_CODES),
  statusTitle: z.string(),
});
export type BundleAdminRow = z.infer<typeof bundleAdminRowSchema>;

export const bundleAdminPageSchema = z.object({
  list: z.array(bundleAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BundleAdminPage = z.infer<typeof bundleAdminPageSchema>;

// ── 赠品 ───────────────────────────────────────────────────────────────────

const qty = z
  .number({ error: '请输入赠送数量' })
  .int('赠送数量须为整数')
  .min(BUNDLE_LIMITS.giftQtyMin, `赠送数量至少${BUNDLE_LIMITS.giftQtyMin}件`)
  .max(BUNDLE_LIMITS.giftQtyMax, `赠送数量最多${BUNDLE_LIMITS.giftQtyMax}件`);
const remark = z.string({ error: '备注须为文字' }).trim().max(BUNDLE_LIMITS.remarkMax, `备注最多${BUNDLE_LIMITS.remarkMax}个字`).default('');

export const giftUpdateSchema = z.object({ qty, remark });
export type GiftUpdateInput = z.input<typeof giftUpdateSchema>;

export const giftCreateSchema = z
  .object({ skuCode: code('商品SKU编码'), giftSkuCode: code('赠品SKU编码'), qty, remark })
  .refine((g) => g.skuCode.toUpperCase() !== g.giftSkuCode.toUpperCase(), { message: '赠品不能是商品自己', path: ['giftSkuCode'] });
export type GiftCreateInput = z.input<typeof giftCreateSchema>;

export const giftKeySchema = z.object({ skuCode: code('商品SKU编码'), giftSkuCode: code('赠品SKU编码') });

export const giftAdminQuerySchema = z.object({
  /** A SKU code (the SKU or the gift) or an SPU code (its SKUs). */
  product: code('商品编码').optional(),
  page,
  pageSize,
});
export type GiftAdminQuery = z.input<typeof giftAdminQuerySchema>;

export const giftAdminRowSchema = z.object({
  skuCode: z.string(),
  skuName: z.string(),
  productName: z.string(),
  giftSkuCode: z.string(),
  giftName: z.string(),
  /** The gift SKU's stock (the shop gives it only while stock ≥ qty and it is on sale). */
  giftStock: z.number().int().nullable(),
  giftOnSale: z.boolean(),
  qty: z.number().int(),
  remark: z.string(),
});
export type GiftAdminRow = z.infer<typeof giftAdminRowSchema>;

export const giftAdminPageSchema = z.object({
  list: z.array(giftAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GiftAdminPage = z.infer<typeof giftAdminPageSchema>;

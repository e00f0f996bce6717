/**
 * The console's 营销 area (issue #16): flash sales (限时抢购) for the API (validation, answers)
 * and the console's forms — the same schemas on both sides. Money is integer fen; times are
 * epoch ms. A flash sale here is one SKU of an activity of type 10 (seckill).
 */
import { z } from 'zod';
import { SITE_CODE_PATTERN } from './site.ts';

/** A flash sale's state at the server's now: before its window, in it, after it (or ended early). */
export const FLASH_SALE_STATES = { upcoming: '未开始', running: '进行中', ended: '已结束' } as const;
export type FlashSaleState = keyof typeof FLASH_SALE_STATES;

/** Bounds of the form (a flash sale is a short rush, not a standing price). */
export const FLASH_SALE_LIMITS = {
  nameMax: 40,
  /** The longest window: 31 days. */
  windowMaxMs: 31 * 24 * 3600 * 1000,
  stockMax: 1_000_000,
  perMemberMax: 99,
  /** How long before its start the shop's home strip shows it (展示提前量), hours. */
  previewHoursMax: 168,
  /** What a flash sale made before the console shows it for (the home strip's own look-ahead). */
  previewHoursDefault: 24,
} as const;

const page = z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);

const skuOrSpuCode = z
  .string()
  .trim()
  .min(1, '请输入商品编码')
  .max(64, '商品编码最多64个字符')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, '商品编码只能包含字母、数字、- 和 _');

/** The list: by state and by product (a SKU code or an SPU code), newest start first. */
export const flashSaleAdminQuerySchema = z.object({
  state: z.enum(['upcoming', 'running', 'ended'], { error: '状态须为 upcoming、running 或 ended' }).optional(),
  product: skuOrSpuCode.optional(),
  page,
  pageSize,
});
export type FlashSaleAdminQuery = z.input<typeof flashSaleAdminQuerySchema>;

const epochMs = (what: string) =>
  z
    .number({ error: `请选择${what}` })
    .int(`${what}有误`)
    .min(0, `${what}有误`);

/** What an operator sets of a flash sale; the SKU is chosen at creation only. */
const flashSaleFields = z.object({
  name: z.string({ error: '请输入活动名称' }).trim().min(2, '活动名称至少2个字').max(FLASH_SALE_LIMITS.nameMax, `活动名称最多${FLASH_SALE_LIMITS.nameMax}个字`),
  beginAt: epochMs('开始时间'),
  endAt: epochMs('结束时间'),
  /** Fen, above 0 and below the SKU's price on each site it runs on (checked by the API against the catalogue). */
  actPrice: z.number({ error: '请输入活动价' }).int('活动价须为整数（单位：分）').min(1, '活动价须大于0').max(100_000_000, '活动价不能超过1000000元'),
  /** The whole activity stock; never below what is already sold or reserved (checked under the row lock). */
  actStock: z
    .number({ error: '请输入活动库存' })
    .int('活动库存须为整数')
    .min(0, '活动库存不能为负数')
    .max(FLASH_SALE_LIMITS.stockMax, `活动库存最多${FLASH_SALE_LIMITS.stockMax}件`),
  limitPerMember: z
    .number({ error: '请输入每人限购' })
    .int('每人限购须为整数')
    .min(1, '每人限购至少1件')
    .max(FLASH_SALE_LIMITS.perMemberMax, `每人限购最多${FLASH_SALE_LIMITS.perMemberMax}件`),
  previewHours: z
    .number({ error: '请输入展示提前量' })
    .int('展示提前量须为整数（小时）')
    .min(0, '展示提前量不能为负数')
    .max(FLASH_SALE_LIMITS.previewHoursMax, `展示提前量最多${FLASH_SALE_LIMITS.previewHoursMax}小时`),
  /** The sites it runs on; empty or null: every site. */
  siteCodes: z
    .array(z.string().trim().regex(SITE_CODE_PATTERN, '站点编码有误'))
    .max(10, '最多10个站点')
    .nullable()
    .default(null)
    .transform((v) => (v && v.length > 0 ? [...new Set(v.map((c) => c.toLowerCase()))] : null)),
});

type WindowFields = { beginAt: number; endAt: number };
const windowRule = <T extends z.ZodType<WindowFields>>(schema: T) =>
  schema
    .refine((v) => v.endAt > v.beginAt, { message: '结束时间须晚于开始时间', path: ['endAt'] })
    .refine((v) => v.endAt - v.beginAt <= FLASH_SALE_LIMITS.windowMaxMs, { message: '活动时长最多31天', path: ['endAt'] });

export const flashSaleCreateSchema = windowRule(flashSaleFields.extend({ skuCode: skuOrSpuCode }));
export type FlashSaleCreateInput = z.input<typeof flashSaleCreateSchema>;
export const flashSaleUpdateSchema = windowRule(flashSaleFields);
export type FlashSaleUpdateInput = z.input<typeof flashSaleUpdateSchema>;

export const flashSaleKeySchema = z.object({
  actCd: z.string().trim().min(1, '请提供活动编码').max(64, '活动编码最多64个字符'),
  skuCode: skuOrSpuCode,
});

export const flashSaleAdminRowSchema = z
  .object({
    actCd: z.string(),
    name: z.string(),
    skuCode: z.string(),
    /** '' when the SKU is no longer in the catalogue. */
    spuCode: z.string(),
    productName: z.string(),
    skuName: z.string(),
    /** The SKU's price on the main shop, fen (null when gone). */
    price: z.number().int().nullable(),
    actPrice: z.number().int(),
    actStock: z.number().int(),
    /** Units orders and holds took: actStock - remaining. */
    sold: z.number().int(),
    remaining: z.number().int(),
    limitPerMember: z.number().int(),
    previewHours: z.number().int(),
    siteCodes: z.array(z.string()).nullable(),
    beginAt: z.number().int(),
    endAt: z.number().int(),
    state: z.enum(['upcoming', 'running', 'ended']),
  })
  .meta({ id: 'FlashSaleAdminRow' });
export type FlashSaleAdminRow = z.infer<typeof flashSaleAdminRowSchema>;

export const flashSaleAdminPageSchema = z.object({
  list: z.array(flashSaleAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  serverTimeMs: z.number().int(),
});

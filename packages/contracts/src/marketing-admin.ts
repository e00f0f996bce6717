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

// ── 优惠券 (coupon templates) ────────────────────────────────────────────────

/** A coupon template's issuing state at now: before its claim window, in it (and not all claimed), after it. */
export const COUPON_ISSUE_STATES = { upcoming: '未开始', issuing: '发放中', stopped: '已停发' } as const;
export type CouponIssueState = keyof typeof COUPON_ISSUE_STATES;

export const couponAdminQuerySchema = z.object({
  state: z.enum(['upcoming', 'issuing', 'stopped'], { error: '状态须为 upcoming、issuing 或 stopped' }).optional(),
  keyword: z.string().trim().min(1, '请输入名称或编码').max(40, '名称或编码最多40个字符').optional(),
  page,
  pageSize,
});
export type CouponAdminQuery = z.input<typeof couponAdminQuerySchema>;

const codeList = z
  .array(z.string().trim().min(1, '编码不能为空').max(64, '编码最多64个字符'), { error: '请选择适用范围的编码' })
  .min(1, '请至少填写一个编码')
  .max(200, '最多200个编码');

export const couponInputSchema = z
  .object({
    name: z.string({ error: '请输入优惠券名称' }).trim().min(2, '优惠券名称至少2个字').max(40, '优惠券名称最多40个字'),
    kind: z.enum(['amount', 'discount'], { error: '请选择优惠类型' }),
    /** kind amount: fen off. */
    amount: z.number({ error: '请输入优惠金额' }).int('优惠金额须为整数（单位：分）').min(0, '优惠金额不能为负数').max(100_000_000, '优惠金额过大').default(0),
    /** kind discount: pay this per-mille (900 = 9 折). */
    discount: z.number({ error: '请输入折扣' }).int('折扣须为整数（千分比）').min(1, '折扣须大于0').max(1000, '折扣不能超过1000').default(1000),
    threshold: z.number({ error: '请输入使用门槛' }).int('使用门槛须为整数（单位：分）').min(0, '使用门槛不能为负数').max(100_000_000, '使用门槛过大'),
    scope: z.discriminatedUnion('type', [
      z.object({ type: z.literal('all') }),
      z.object({ type: z.literal('category'), codes: codeList }),
      z.object({ type: z.literal('spu'), codes: codeList }),
    ]),
    total: z.number({ error: '请输入发放总量' }).int('发放总量须为整数').min(1, '发放总量至少1张').max(10_000_000, '发放总量最多10000000张'),
    perMemberLimit: z.number({ error: '请输入每人限领' }).int('每人限领须为整数').min(1, '每人限领至少1张').max(99, '每人限领最多99张'),
    claimBeginAt: epochMs('领取开始时间'),
    claimEndAt: epochMs('领取结束时间'),
    /** Valid this many days after claiming; null: validBeginAt..validEndAt. */
    validDays: z.number({ error: '请输入有效天数' }).int('有效天数须为整数').min(1, '有效天数至少1天').max(365, '有效天数最多365天').nullable().default(null),
    validBeginAt: epochMs('有效期开始时间').nullable().default(null),
    validEndAt: epochMs('有效期结束时间').nullable().default(null),
    public: z.boolean().default(true),
  })
  .refine((v) => v.kind !== 'amount' || v.amount > 0, { message: '优惠金额须大于0', path: ['amount'] })
  .refine((v) => v.kind !== 'discount' || v.discount < 1000, { message: '折扣须小于1000（即低于原价）', path: ['discount'] })
  .refine((v) => v.kind !== 'amount' || v.threshold === 0 || v.threshold > v.amount, { message: '使用门槛须大于优惠金额', path: ['threshold'] })
  .refine((v) => v.claimEndAt > v.claimBeginAt, { message: '领取结束时间须晚于开始时间', path: ['claimEndAt'] })
  .refine((v) => v.validDays !== null || (v.validBeginAt !== null && v.validEndAt !== null), { message: '请填写有效天数或有效期', path: ['validDays'] })
  .refine((v) => v.validDays !== null || (v.validEndAt ?? 0) > (v.validBeginAt ?? 0), { message: '有效期结束时间须晚于开始时间', path: ['validEndAt'] })
  .refine((v) => v.validDays !== null || (v.validEndAt ?? 0) >= v.claimEndAt, { message: '有效期不能早于领取结束时间', path: ['validEndAt'] });
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponCodeParamsSchema = z.object({ cpnCd: z.string().trim().min(1, '请提供优惠券编码').max(64, '优惠券编码最多64个字符') });

export const couponAdminRowSchema = z
  .object({
    cpnCd: z.string(),
    name: z.string(),
    kind: z.enum(['amount', 'discount']),
    amount: z.number().int(),
    discount: z.number().int(),
    threshold: z.number().int(),
    scope: z.object({ type: z.enum(['all', 'category', 'spu']), codes: z.array(z.string()).optional() }),
    total: z.number().int(),
    claimed: z.number().int(),
    used: z.number().int(),
    perMemberLimit: z.number().int(),
    claimBeginAt: z.number().int(),
    claimEndAt: z.number().int(),
    validDays: z.number().int().nullable(),
    validBeginAt: z.number().int().nullable(),
    validEndAt: z.number().int().nullable(),
    public: z.boolean(),
    /** A pack's coupons (e.g. the new-member pack) are granted, never claimed. */
    pack: z.string().nullable(),
    state: z.enum(['upcoming', 'issuing', 'stopped']),
  })
  .meta({ id: 'CouponAdminRow' });
export type CouponAdminRow = z.infer<typeof couponAdminRowSchema>;

export const couponAdminPageSchema = z.object({
  list: z.array(couponAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

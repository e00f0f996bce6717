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

/** The orders of an activity list (限时抢购, 预售, 阶梯价, 先试后买): by begin time, latest first by default. */
export const ACTIVITY_ADMIN_SORTS = ['-beginAt', 'beginAt'] as const;
export type ActivityAdminSort = (typeof ACTIVITY_ADMIN_SORTS)[number];
export const activityAdminSort = z.enum(ACTIVITY_ADMIN_SORTS, { error: '排序方式不正确' }).default('-beginAt');

/** The list: by state and by product (a SKU code or an SPU code), newest start first unless `sort` says otherwise. */
export const flashSaleAdminQuerySchema = z.object({
  state: z.enum(['upcoming', 'running', 'ended'], { error: '状态须为 upcoming、running 或 ended' }).optional(),
  product: skuOrSpuCode.optional(),
  sort: activityAdminSort,
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
    /** 提醒人数: members who set 提醒我 on this SKU on /speedKill (sent or still to send). */
    reminders: z.number().int(),
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

// ── 预售 (pre-sales) ─────────────────────────────────────────────────────────

/**
 * A pre-sale's state at the server's now: before the deposit window, in it, after it until the
 * balance window closes (the balance is paid in its own window), over (or called off).
 */
export const PRESALE_STATES = { upcoming: '未开始', deposit: '定金中', balance: '尾款中', ended: '已结束' } as const;
export type PresaleState = keyof typeof PRESALE_STATES;

export const PRESALE_LIMITS = {
  /** The longest deposit window and the longest balance window: 90 days and 31 days. */
  depositWindowMaxMs: 90 * 24 * 3600 * 1000,
  balanceWindowMaxMs: 31 * 24 * 3600 * 1000,
} as const;

export const presaleAdminQuerySchema = z.object({
  state: z.enum(['upcoming', 'deposit', 'balance', 'ended'], { error: '状态须为 upcoming、deposit、balance 或 ended' }).optional(),
  product: skuOrSpuCode.optional(),
  sort: activityAdminSort,
  page,
  pageSize,
});
export type PresaleAdminQuery = z.input<typeof presaleAdminQuerySchema>;

const fen = (what: string) =>
  z
    .number({ error: `请输入${what}` })
    .int(`${what}须为整数（单位：分）`)
    .min(1, `${what}须大于0`)
    .max(100_000_000, `${what}不能超过1000000元`);

/**
 * What an operator sets of a pre-sale; the SKU is chosen at creation only. The money terms
 * against the SKU's price (deposit below it, deposit + swell leaving a balance) are
 * presaleTermsProblem of pdp-rules, checked by the API against the catalogue.
 */
const presaleFields = z.object({
  name: flashSaleFields.shape.name,
  deposit: fen('定金'),
  /** 膨胀: what the deposit takes off the price beyond itself at balance time, at least the deposit. */
  swellAmt: fen('膨胀金额'),
  beginAt: epochMs('定金开始时间'),
  endAt: epochMs('定金结束时间'),
  balanceBeginAt: epochMs('尾款开始时间'),
  balanceEndAt: epochMs('尾款结束时间'),
  actStock: flashSaleFields.shape.actStock,
});

type PresaleWindows = WindowFields & { balanceBeginAt: number; balanceEndAt: number; deposit: number; swellAmt: number };
const presaleRules = <T extends z.ZodType<PresaleWindows>>(schema: T) =>
  schema
    .refine((v) => v.swellAmt >= v.deposit, { message: '膨胀金额不能低于定金', path: ['swellAmt'] })
    .refine((v) => v.endAt > v.beginAt, { message: '定金结束时间须晚于开始时间', path: ['endAt'] })
    .refine((v) => v.endAt - v.beginAt <= PRESALE_LIMITS.depositWindowMaxMs, { message: '定金阶段最长90天', path: ['endAt'] })
    .refine((v) => v.balanceBeginAt >= v.endAt, { message: '尾款开始时间不能早于定金结束时间', path: ['balanceBeginAt'] })
    .refine((v) => v.balanceEndAt > v.balanceBeginAt, { message: '尾款结束时间须晚于尾款开始时间', path: ['balanceEndAt'] })
    .refine((v) => v.balanceEndAt - v.balanceBeginAt <= PRESALE_LIMITS.balanceWindowMaxMs, { message: '尾款阶段最长31天', path: ['balanceEndAt'] });

export const presaleCreateSchema = presaleRules(presaleFields.extend({ skuCode: skuOrSpuCode }));
export type PresaleCreateInput = z.input<typeof presaleCreateSchema>;
export const presaleUpdateSchema = presaleRules(presaleFields);
export type PresaleUpdateInput = z.input<typeof presaleUpdateSchema>;

export const presaleAdminRowSchema = z
  .object({
    actCd: z.string(),
    name: z.string(),
    skuCode: z.string(),
    spuCode: z.string(),
    productName: z.string(),
    skuName: z.string(),
    /** The SKU's price on the main shop, fen (null when gone). */
    price: z.number().int().nullable(),
    deposit: z.number().int(),
    swellAmt: z.number().int(),
    /** What is left to pay at balance time (presaleBalance of the price), fen; null when the SKU is gone. */
    balanceDue: z.number().int().nullable(),
    actStock: z.number().int(),
    /** Units orders took (deposits placed): actStock - remaining. Once above 0 the money terms are fixed. */
    sold: z.number().int(),
    remaining: z.number().int(),
    /** Per member: the shop's pre-sale rule (PRESALE_PURCHASE_LIMIT). */
    limitPerMember: z.number().int(),
    beginAt: z.number().int(),
    endAt: z.number().int(),
    balanceBeginAt: z.number().int(),
    balanceEndAt: z.number().int(),
    state: z.enum(['upcoming', 'deposit', 'balance', 'ended']),
  })
  .meta({ id: 'PresaleAdminRow' });
export type PresaleAdminRow = z.infer<typeof presaleAdminRowSchema>;

export const presaleAdminPageSchema = z.object({
  list: z.array(presaleAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  serverTimeMs: z.number().int(),
});

// ── 优惠券 (coupon templates) ────────────────────────────────────────────────

/** A coupon template's issuing state at now: before its claim window, in it (and not all claimed), after it. */
export const COUPON_ISSUE_STATES = { upcoming: '未开始', issuing: '发放中', stopped: '已停发' } as const;
export type CouponIssueState = keyof typeof COUPON_ISSUE_STATES;

/** The coupon list's orders: by claim start (latest first by default), by claimed or by used count. */
export const COUPON_ADMIN_SORTS = ['-claimBeginAt', 'claimBeginAt', '-claimed', 'claimed', '-used', 'used'] as const;
export type CouponAdminSort = (typeof COUPON_ADMIN_SORTS)[number];

export const couponAdminQuerySchema = z.object({
  state: z.enum(['upcoming', 'issuing', 'stopped'], { error: '状态须为 upcoming、issuing 或 stopped' }).optional(),
  keyword: z.string().trim().min(1, '请输入名称或编码').max(40, '名称或编码最多40个字符').optional(),
  sort: z.enum(COUPON_ADMIN_SORTS, { error: '排序方式不正确' }).default('-claimBeginAt'),
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

// ── TTM 邀请码 (invitation codes) ────────────────────────────────────────────

/**
 * Generated codes: 12 characters of an alphabet without the look-alikes 0/O, 1/I/L (read aloud
 * or typed from a card without doubt), drawn by crypto random: 31^12 ≈ 7.9·10^17, beyond
 * guessing under the 5-wrong-in-10-minutes limit.
 */
export const TTM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TTM_CODE_LENGTH = 12;
export const TTM_CODE_LIMITS = { countMax: 10_000, expiryMaxMs: 366 * 24 * 3600 * 1000 } as const;

/** A code's state at now: not yet used, used by a member, past its expiry unused, voided unused. */
export const TTM_CODE_STATES = { unused: '未使用', used: '已使用', expired: '已过期', voided: '已作废' } as const;
export type TtmCodeState = keyof typeof TTM_CODE_STATES;

const spuCode = skuOrSpuCode;

export const ttmCodeGenerateSchema = z.object({
  spuCode,
  count: z
    .number({ error: '请输入生成数量' })
    .int('生成数量须为整数')
    .min(1, '生成数量至少1个')
    .max(TTM_CODE_LIMITS.countMax, `一次最多生成${TTM_CODE_LIMITS.countMax}个`),
  /** Checked by the API against its now: later than now, within a year. */
  expiresAt: epochMs('过期时间'),
});
export type TtmCodeGenerateInput = z.input<typeof ttmCodeGenerateSchema>;

export const ttmCodeGeneratedSchema = z.object({ batchNo: z.string(), spuCode: z.string(), count: z.number().int(), expiresAt: z.number().int() });

export const ttmCodeQuerySchema = z.object({
  spuCode: spuCode.optional(),
  state: z.enum(['unused', 'used', 'expired', 'voided'], { error: '状态须为 unused、used、expired 或 voided' }).optional(),
  batchNo: z.string().trim().min(1, '请输入批次号').max(40, '批次号最多40个字符').optional(),
  code: z.string().trim().min(1, '请输入邀请码').max(32, '邀请码最多32个字符').optional(),
  page,
  pageSize,
});
export type TtmCodeQuery = z.input<typeof ttmCodeQuerySchema>;

export const ttmCodeParamsSchema = z.object({ code: z.string().trim().min(1, '请提供邀请码').max(32, '邀请码最多32个字符') });

export const ttmCodeRowSchema = z
  .object({
    code: z.string(),
    spuCode: z.string(),
    productName: z.string(),
    /** null: a code from before the console (seeded). */
    batchNo: z.string().nullable(),
    createdAt: z.number().int(),
    expiresAt: z.number().int().nullable(),
    state: z.enum(['unused', 'used', 'expired', 'voided']),
    memberId: z.number().int().nullable(),
    usedAt: z.number().int().nullable(),
    voidedAt: z.number().int().nullable(),
  })
  .meta({ id: 'TtmCodeRow' });
export type TtmCodeRow = z.infer<typeof ttmCodeRowSchema>;

export const ttmCodePageSchema = z.object({
  list: z.array(ttmCodeRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The SPUs sold by invitation (the generate form's choice), with their code counts. */
export const ttmProgrammesSchema = z.object({
  list: z.array(z.object({ spuCode: z.string(), productName: z.string(), total: z.number().int(), used: z.number().int() })),
});
export type TtmProgrammes = z.infer<typeof ttmProgrammesSchema>;

/**
 * The console's 阶梯价 (tiered price, issue #16): one SKU of an activity of type 13 (ladder) with
 * its window and its tiers, for the API (validation, answers) and the console's form — the same
 * schemas on both sides. A tier is the shop's ladder step as activities.rules.ladder keeps it:
 * { fullCnt, discount } with the discount in per-mille of the price (950 = 95折); the console
 * types 折 (9.5) and sends per-mille. Times are epoch ms.
 */
import { z } from 'zod';
import { activityAdminSort } from './marketing-admin.ts';

/** A tiered price's state at the server's now. */
export const LADDER_STATES = { upcoming: '未开始', running: '进行中', ended: '已结束' } as const;
export type LadderState = keyof typeof LADDER_STATES;

export const LADDER_LIMITS = {
  nameMax: 40,
  tiersMax: 4,
  /** The first tier starts at 2 pieces (one piece is the plain price). */
  minCountMin: 2,
  minCountMax: 99,
  /** Per-mille: 1折 … 9.9折, in steps of 0.1折 (10‰) so the shop's wording (满2件95折) says it exactly. */
  discountMin: 100,
  discountMax: 990,
  discountStep: 10,
  /** The longest window: 366 days. */
  windowMaxMs: 366 * 24 * 3600 * 1000,
} as const;

const page = z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);

const skuCode = z
  .string({ error: '请输入商品编码' })
  .trim()
  .min(1, '请输入商品编码')
  .max(64, '商品编码最多64个字符')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, '商品编码只能包含字母、数字、- 和 _');

export const ladderAdminQuerySchema = z.object({
  state: z.enum(['upcoming', 'running', 'ended'], { error: '状态须为 upcoming、running 或 ended' }).optional(),
  product: skuCode.optional(),
  sort: activityAdminSort,
  page,
  pageSize,
});
export type LadderAdminQuery = z.input<typeof ladderAdminQuerySchema>;

const epochMs = (what: string) =>
  z
    .number({ error: `请选择${what}` })
    .int(`${what}有误`)
    .min(0, `${what}有误`);

export const ladderTierSchema = z.object({
  fullCnt: z
    .number({ error: '请输入起购件数' })
    .int('起购件数须为整数')
    .min(LADDER_LIMITS.minCountMin, `起购件数至少${LADDER_LIMITS.minCountMin}件`)
    .max(LADDER_LIMITS.minCountMax, `起购件数最多${LADDER_LIMITS.minCountMax}件`),
  discount: z
    .number({ error: '请输入折扣' })
    .int('折扣有误')
    .min(LADDER_LIMITS.discountMin, '折扣须在1折到9.9折之间')
    .max(LADDER_LIMITS.discountMax, '折扣须在1折到9.9折之间')
    .refine((v) => v % LADDER_LIMITS.discountStep === 0, '折扣最多精确到0.1折'),
});
export type LadderTier = z.infer<typeof ladderTierSchema>;

const ladderFields = z.object({
  name: z.string({ error: '请输入活动名称' }).trim().min(2, '活动名称至少2个字').max(LADDER_LIMITS.nameMax, `活动名称最多${LADDER_LIMITS.nameMax}个字`),
  beginAt: epochMs('开始时间'),
  endAt: epochMs('结束时间'),
  tiers: z.array(ladderTierSchema, { error: '请设置阶梯' }).min(1, '至少设置1档阶梯').max(LADDER_LIMITS.tiersMax, `最多设置${LADDER_LIMITS.tiersMax}档阶梯`),
});

type LadderFields = z.output<typeof ladderFields>;
/** The window in order and not too long; each tier needs more pieces than the one before it and gives a deeper discount. */
const ladderRules = <T extends z.ZodType<LadderFields>>(schema: T) =>
  schema
    .refine((v) => v.endAt > v.beginAt, { message: '结束时间须晚于开始时间', path: ['endAt'] })
    .refine((v) => v.endAt - v.beginAt <= LADDER_LIMITS.windowMaxMs, { message: '活动时长最多366天', path: ['endAt'] })
    .superRefine((v, ctx) => {
      v.tiers.forEach((t, i) => {
        const prev = v.tiers[i - 1];
        if (!prev) return;
        if (t.fullCnt <= prev.fullCnt) ctx.addIssue({ code: 'custom', message: '起购件数须逐档递增', path: ['tiers', i, 'fullCnt'] });
        else if (t.discount >= prev.discount) ctx.addIssue({ code: 'custom', message: '件数越多折扣须越低', path: ['tiers', i, 'discount'] });
      });
    });

export const ladderCreateSchema = ladderRules(ladderFields.extend({ skuCode }));
export type LadderCreateInput = z.input<typeof ladderCreateSchema>;
export const ladderUpdateSchema = ladderRules(ladderFields);
export type LadderUpdateInput = z.input<typeof ladderUpdateSchema>;

export const ladderKeySchema = z.object({
  actCd: z.string().trim().min(1, '请提供活动编码').max(64, '活动编码最多64个字符'),
  skuCode,
});

export const ladderAdminRowSchema = z
  .object({
    actCd: z.string(),
    name: z.string(),
    skuCode: z.string(),
    /** '' when the SKU is no longer in the catalogue. */
    spuCode: z.string(),
    productName: z.string(),
    skuName: z.string(),
    /** The SKU's main-shop price, fen (null when gone). */
    price: z.number().int().nullable(),
    /** Ascending by fullCnt. */
    tiers: z.array(z.object({ fullCnt: z.number().int(), discount: z.number().int() })),
    beginAt: z.number().int(),
    endAt: z.number().int(),
    state: z.enum(['upcoming', 'running', 'ended']),
    stateTitle: z.string(),
  })
  .meta({ id: 'LadderAdminRow' });
export type LadderAdminRow = z.infer<typeof ladderAdminRowSchema>;

export const ladderAdminPageSchema = z.object({
  list: z.array(ladderAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  serverTimeMs: z.number().int(),
});

/** 950 ‰ → "9.5折", 900 ‰ → "9折" (the console's wording of a tier). */
export const discountZhe = (perMille: number) => `${Number((perMille / 100).toFixed(1))}折`;

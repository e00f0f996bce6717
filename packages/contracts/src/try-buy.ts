/**
 * 先试后买 (try before you buy, issues #17 and #18 item 6). An offer (marketing) names one SKU, a
 * trial length of 7–30 days, a number of trial units (名额) and a window. A shopper applies by
 * buying the SKU through buy now with the offer's code: the order (kind 'trybuy', one unit) is
 * paid at the SKU's selling price in full — the deposit (押金 = 售价), the only rule — with no
 * coupon and no points. The trial (order module) starts when the parcel is signed for and ends
 * at the end of the Beijing calendar day `trialDays` days after (so a little more than
 * trialDays × 24 h); while it runs the member either confirms the purchase (确认购买: the order
 * completes) or returns it (售后 type 'trybuy_return': the whole order, refund = everything
 * paid including shipping − a damage deduction set at inspection). A trial whose end passed
 * with no return asked is converted by the shop's sweep.
 *
 * The schemas of the console's 试用活动 screens and of the shop's /trybuy page, and the pure
 * rules both sides read (state of an offer, when a trial ends and how many days are left,
 * whether a return may be asked, the refund and the deduction's bounds). Money in fen.
 */
import { z } from 'zod';
import { beijingDayStart } from './beijing-time.ts';
import { activityAdminSort } from './marketing-admin.ts';
import { formatYuan } from './money.ts';

const DAY_MS = 24 * 3600 * 1000;

export const TRY_BUY_LIMITS = {
  trialDaysMin: 7,
  trialDaysMax: 30,
  titleMax: 40,
  unitsMax: 10_000,
  /** The longest application window: 90 days. */
  windowMaxMs: 90 * DAY_MS,
} as const;

// ── offers ────────────────────────────────────────────────────────────────

/** An offer's state at the server's now: before its window, taking applications, paused by an operator, over (or ended early). */
export const TRY_BUY_OFFER_STATES = { draft: '未开始', running: '进行中', paused: '已暂停', ended: '已结束' } as const;
export type TryBuyOfferState = keyof typeof TRY_BUY_OFFER_STATES;
const OFFER_STATE_CODES = Object.keys(TRY_BUY_OFFER_STATES) as [TryBuyOfferState, ...TryBuyOfferState[]];

export interface TryBuyOfferTimes {
  beginAt: number;
  endAt: number;
  paused: boolean;
  /** When an operator ended it early, else null. */
  endedAt: number | null;
}

/** Ended (early, or its window over) first; then paused; then before its window (draft); else running. */
export function tryBuyOfferState(o: TryBuyOfferTimes, nowMs: number): TryBuyOfferState {
  if (o.endedAt !== null || o.endAt <= nowMs) return 'ended';
  if (o.paused) return 'paused';
  if (o.beginAt > nowMs) return 'draft';
  return 'running';
}

export type TryBuyApplyRefusalCode = 'ERR_TRYBUY_CLOSED' | 'ERR_TRYBUY_NO_UNITS' | 'ERR_TRYBUY_ALREADY_APPLIED';

/**
 * Why a member cannot apply now (code and Chinese message), or null when they can: the offer
 * must be running with a unit left, and a member applies once per offer (a cancelled or
 * timed-out application does not count: its unit went back).
 */
export function tryBuyApplyRefusal(
  o: { state: TryBuyOfferState; unitsLeft: number },
  alreadyApplied: boolean,
): { code: TryBuyApplyRefusalCode; message: string } | null {
  if (o.state === 'draft') return { code: 'ERR_TRYBUY_CLOSED', message: '试用活动尚未开始，敬请期待' };
  if (o.state === 'paused') return { code: 'ERR_TRYBUY_CLOSED', message: '试用活动已暂停申请' };
  if (o.state === 'ended') return { code: 'ERR_TRYBUY_CLOSED', message: '试用活动已结束' };
  if (alreadyApplied) return { code: 'ERR_TRYBUY_ALREADY_APPLIED', message: '每位会员每个试用活动限申请一次，您已申请过' };
  if (o.unitsLeft <= 0) return { code: 'ERR_TRYBUY_NO_UNITS', message: '试用名额已满' };
  return null;
}

// ── trials ────────────────────────────────────────────────────────────────

/** A trial's state: waiting for delivery, running, a return in progress, returned (refunded), bought, or its order cancelled before delivery. */
export const TRY_BUY_TRIAL_STATES = {
  pending: '待签收',
  trying: '试用中',
  returning: '退还中',
  returned: '已退还',
  converted: '已购买',
  cancelled: '已取消',
} as const;
export type TryBuyTrialState = keyof typeof TRY_BUY_TRIAL_STATES;
export const TRY_BUY_TRIAL_STATE_CODES = Object.keys(TRY_BUY_TRIAL_STATES) as [TryBuyTrialState, ...TryBuyTrialState[]];

/**
 * When a trial delivered at `deliveredAtMs` ends: the last millisecond of the Beijing calendar
 * day `trialDays` days after the day of delivery (delivered 1 March 10:00, 7 days → 8 March
 * 23:59:59.999 Beijing time).
 */
export function tryBuyTrialEndsAt(deliveredAtMs: number, trialDays: number): number {
  return beijingDayStart(deliveredAtMs).getTime() + (trialDays + 1) * DAY_MS - 1;
}

/**
 * Whole Beijing calendar days left after today until the trial's last day: on the last day 0
 * (the page says 今天结束), the day before 1; 0 once it has ended too (the state tells which).
 * "试用中 · 剩余 N 天" reads this.
 */
export function tryBuyDaysLeft(endsAtMs: number, nowMs: number): number {
  if (nowMs > endsAtMs) return 0;
  return Math.round((beijingDayStart(endsAtMs).getTime() - beijingDayStart(nowMs).getTime()) / DAY_MS);
}

/** Why the member cannot ask to return the trial now (Chinese), or null: only while it runs, once. */
export function tryBuyReturnRefusal(t: { state: TryBuyTrialState; endsAtMs: number | null; nowMs: number }): string | null {
  switch (t.state) {
    case 'pending':
      return '商品签收后才能申请试用退还';
    case 'returning':
      return '已申请试用退还，请勿重复申请';
    case 'returned':
      return '试用商品已退还';
    case 'converted':
      return '您已确认购买，不能再申请试用退还';
    case 'cancelled':
      return '订单已取消';
    default:
      return t.endsAtMs === null || t.nowMs > t.endsAtMs ? '试用期已结束，不能再申请退还' : null;
  }
}

/** Whether the member may confirm the purchase now (试用中 only; a return in progress must end first). */
export const tryBuyMayConvert = (state: TryBuyTrialState) => state === 'trying';

/**
 * Why a damage deduction (损耗扣款) cannot be set (Chinese), or null: whole fen from 0 to what
 * was paid (shipping included), and a reason of at least 2 characters when above 0.
 */
export function tryBuyDeductionProblem(paid: number, deduction: number, reason: string): string | null {
  if (!Number.isInteger(deduction) || deduction < 0) return '损耗扣款须为不小于0的整数（单位：分）';
  if (deduction > paid) return `损耗扣款不能超过实付金额${formatYuan(paid)}`;
  if (deduction > 0 && reason.trim().length < 2) return '有损耗扣款时须填写扣款原因（至少2个字）';
  return null;
}

/** What a returned trial refunds: everything paid (shipping included) less the deduction, never below 0 nor above what was paid. */
export function tryBuyRefund(paid: number, deduction: number): number {
  return Math.max(0, paid - Math.min(Math.max(0, deduction), paid));
}

// ── the console's 试用活动 ───────────────────────────────────────────────────

const page = z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);

const productCode = z
  .string({ error: '请输入商品编码' })
  .trim()
  .min(1, '请输入商品编码')
  .max(64, '商品编码最多64个字符')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, '商品编码只能包含字母、数字、- 和 _');

const offerCode = z
  .string({ error: '请提供试用活动编码' })
  .trim()
  .min(1, '请提供试用活动编码')
  .max(64, '试用活动编码最多64个字符')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, '试用活动编码格式有误');

export const tryBuyCodeParamsSchema = z.object({ code: offerCode });

export const tryBuyAdminQuerySchema = z.object({
  state: z.enum(OFFER_STATE_CODES, { error: '状态须为 draft、running、paused 或 ended' }).optional(),
  product: productCode.optional(),
  sort: activityAdminSort,
  page,
  pageSize,
});
export type TryBuyAdminQuery = z.input<typeof tryBuyAdminQuerySchema>;

const epochMs = (what: string) =>
  z
    .number({ error: `请选择${what}` })
    .int(`${what}有误`)
    .min(0, `${what}有误`);

/** What an operator sets of an offer; the SKU is chosen at creation only. The deposit is not set: it is the SKU's selling price. */
const tryBuyFields = z.object({
  title: z.string({ error: '请输入活动标题' }).trim().min(2, '活动标题至少2个字').max(TRY_BUY_LIMITS.titleMax, `活动标题最多${TRY_BUY_LIMITS.titleMax}个字`),
  trialDays: z
    .number({ error: '请输入试用天数' })
    .int('试用天数须为整数')
    .min(TRY_BUY_LIMITS.trialDaysMin, `试用天数至少${TRY_BUY_LIMITS.trialDaysMin}天`)
    .max(TRY_BUY_LIMITS.trialDaysMax, `试用天数最多${TRY_BUY_LIMITS.trialDaysMax}天`),
  /** Trial units (名额); never below those taken (checked under the offer's row lock). */
  unitsTotal: z
    .number({ error: '请输入试用名额' })
    .int('试用名额须为整数')
    .min(1, '试用名额至少1个')
    .max(TRY_BUY_LIMITS.unitsMax, `试用名额最多${TRY_BUY_LIMITS.unitsMax}个`),
  beginAt: epochMs('申请开始时间'),
  endAt: epochMs('申请结束时间'),
});

const windowRule = <T extends z.ZodType<{ beginAt: number; endAt: number }>>(schema: T) =>
  schema
    .refine((v) => v.endAt > v.beginAt, { message: '申请结束时间须晚于开始时间', path: ['endAt'] })
    .refine((v) => v.endAt - v.beginAt <= TRY_BUY_LIMITS.windowMaxMs, { message: '申请时间最长90天', path: ['endAt'] });

export const tryBuyCreateSchema = windowRule(tryBuyFields.extend({ skuCode: productCode }));
export type TryBuyCreateInput = z.input<typeof tryBuyCreateSchema>;
export const tryBuyUpdateSchema = windowRule(tryBuyFields);
export type TryBuyUpdateInput = z.input<typeof tryBuyUpdateSchema>;

/** What became of an offer's applications (each an order of kind 'trybuy'), by its trial's state. */
export const tryBuyFiguresSchema = z.object({
  /** Applications placed (orders), cancelled ones included. */
  applications: z.number().int(),
  /** Placed, not yet signed for (unpaid, paid, on its way). */
  pending: z.number().int(),
  /** 试用中. */
  trying: z.number().int(),
  /** 退还中: a return in progress. */
  returning: z.number().int(),
  /** 已购买. */
  converted: z.number().int(),
  /** 已退还. */
  returned: z.number().int(),
  /** Cancelled before delivery (unpaid timeout, cancelled by the member or staff): the unit went back. */
  cancelled: z.number().int(),
});
export type TryBuyFigures = z.infer<typeof tryBuyFiguresSchema>;
export const EMPTY_TRY_BUY_FIGURES: TryBuyFigures = { applications: 0, pending: 0, trying: 0, returning: 0, converted: 0, returned: 0, cancelled: 0 };

export const tryBuyAdminRowSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    skuCode: z.string(),
    /** '' when the SKU is no longer in the catalogue. */
    spuCode: z.string(),
    productName: z.string(),
    skuName: z.string(),
    /** The SKU's selling price on the main shop = the deposit (押金) an application pays, fen; null when the SKU is gone. */
    deposit: z.number().int().nullable(),
    trialDays: z.number().int(),
    unitsTotal: z.number().int(),
    /** Units held by applications not cancelled. */
    unitsTaken: z.number().int(),
    unitsLeft: z.number().int(),
    beginAt: z.number().int(),
    endAt: z.number().int(),
    paused: z.boolean(),
    /** Epoch ms it was ended early, else null. */
    endedAt: z.number().int().nullable(),
    state: z.enum(OFFER_STATE_CODES),
    stateTitle: z.string(),
    figures: tryBuyFiguresSchema,
  })
  .meta({ id: 'TryBuyAdminRow' });
export type TryBuyAdminRow = z.infer<typeof tryBuyAdminRowSchema>;

export const tryBuyAdminPageSchema = z.object({
  list: z.array(tryBuyAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  serverTimeMs: z.number().int(),
});

// ── the shop's /trybuy page ───────────────────────────────────────────────

export const tryBuyListItemSchema = z.object({
  code: z.string(),
  title: z.string(),
  skuCd: z.string(),
  spuCd: z.string(),
  prodNm: z.string(),
  skuNm: z.string(),
  /** Generated product picture (front), '' when the product type has none. */
  image: z.string(),
  /** The SKU's selling price on the shopper's site = the deposit paid at checkout, fen. */
  price: z.number().int(),
  trialDays: z.number().int(),
  unitsTotal: z.number().int(),
  unitsLeft: z.number().int(),
  /** Beijing wall clock, and epoch ms. */
  beginTime: z.string(),
  endTime: z.string(),
  beginMs: z.number().int(),
  endMs: z.number().int(),
});
export type TryBuyListItem = z.infer<typeof tryBuyListItemSchema>;

export const tryBuyListSchema = z.object({ serverTimeMs: z.number().int(), items: z.array(tryBuyListItemSchema) });
export type TryBuyList = z.infer<typeof tryBuyListSchema>;

// ── a trial on the member's order ─────────────────────────────────────────

export const orderTryBuySchema = z
  .object({
    offerCode: z.string(),
    trialDays: z.number().int(),
    state: z.enum(TRY_BUY_TRIAL_STATE_CODES),
    stateTitle: z.string(),
    /** Beijing wall clock of delivery (the trial's start) and of its last moment; null before delivery. */
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    endsAtMs: z.number().int().nullable(),
    /** While 试用中: whole days left after today (0 on the last day), else null. */
    daysLeft: z.number().int().nullable(),
    /** The deposit paid (the selling price, shipping included), fen. */
    paid: z.number().int(),
    canConvert: z.boolean(),
    canReturn: z.boolean(),
    /** Why a return cannot be asked now (null when it can). */
    returnRefusal: z.string().nullable(),
    /** The return request (售后单号) while 退还中 or once 已退还, else null. */
    returnReqNo: z.string().nullable(),
    convertedAt: z.string().nullable(),
    returnedAt: z.string().nullable(),
  })
  .meta({ description: '先试后买：试用状态、起止时间（北京时间）、剩余天数与可执行操作' });
export type OrderTryBuy = z.infer<typeof orderTryBuySchema>;

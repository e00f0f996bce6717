/**
 * Trade-in completion (以旧换新回收, issue #17 item 5): the recycling order's states and the one
 * table of moves between them, the IMEI rules (15 digits, Luhn check digit), the money rule of
 * the final price, and the back office's schemas. The API, the console and the storefront all
 * read these; nothing else names a state.
 */
import { z } from 'zod';
import { formatYuan } from './money.ts';

export const TRADE_IN_STATUSES = ['created', 'picked_up', 'inspecting', 'priced', 'settled', 'returning', 'returned', 'cancelled'] as const;
export type TradeInStatus = (typeof TRADE_IN_STATUSES)[number];

export const TRADE_IN_STATUS_TITLES: Record<TradeInStatus, string> = {
  created: '待取件',
  picked_up: '已取件',
  inspecting: '质检中',
  priced: '已定价',
  settled: '已完成',
  returning: '退回中',
  returned: '已退回',
  cancelled: '已取消',
};

/** Who may make a move: staff in the console, the member on the recovery page, or the system (order life, sweep). */
export type TradeInActor = 'staff' | 'member' | 'system';

/**
 * Every allowed move, with who makes it. Anything not listed is refused (ERR_TRADEIN_STATUS);
 * settled, returned and cancelled are final.
 */
export const TRADE_IN_TRANSITIONS: Record<TradeInStatus, Partial<Record<TradeInStatus, readonly TradeInActor[]>>> = {
  created: { picked_up: ['staff', 'system'], cancelled: ['system'] },
  picked_up: { inspecting: ['staff'] },
  inspecting: { priced: ['staff'] },
  priced: { settled: ['member', 'system'], returning: ['member'] },
  returning: { returned: ['staff'] },
  settled: {},
  returned: {},
  cancelled: {},
};

export function canMoveTradeIn(from: TradeInStatus, to: TradeInStatus, actor: TradeInActor): boolean {
  return TRADE_IN_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The states a move to `to` by `actor` may start from (the conditional UPDATE's WHERE). */
export function tradeInMoveSources(to: TradeInStatus, actor: TradeInActor): TradeInStatus[] {
  return TRADE_IN_STATUSES.filter((from) => canMoveTradeIn(from, to, actor));
}

export const TRADE_IN_FINAL_STATUSES: readonly TradeInStatus[] = ['settled', 'returned', 'cancelled'];

/** The member's progress bar: the happy path, or the way back after declining. */
export const TRADE_IN_STEPS = {
  accepted: ['created', 'picked_up', 'inspecting', 'priced', 'settled'],
  declined: ['created', 'picked_up', 'inspecting', 'priced', 'returning', 'returned'],
} as const satisfies Record<string, readonly TradeInStatus[]>;

/** Hours the member has to accept or decline a final price; no answer by then is an acceptance (the sweep makes it). */
export const TRADE_IN_ANSWER_HOURS = 72;

/** Hours staff should take per state they move (the console's ages turn red past them). */
export const TRADE_IN_SLA_HOURS: Partial<Record<TradeInStatus, number>> = { created: 72, picked_up: 48, inspecting: 48, returning: 120 };

/** Condition grades of an inspected device. */
export const TRADE_IN_GRADES = { A: 'A 级（几乎全新）', B: 'B 级（轻微使用痕迹）', C: 'C 级（明显划痕或磕碰）', D: 'D 级（功能异常）' } as const;
export type TradeInGrade = keyof typeof TRADE_IN_GRADES;

/** Where recycled devices go (inspection and, for a declined one, the way back). */
export const RECYCLING_CENTRE = '广东省深圳市龙岗区（星辰回收中心）';

/**
 * The old device's way at a state: the pickup leg (the member's place → the centre) until it is
 * priced, the return leg (the centre → the member's place) once declined.
 */
export function tradeInRoute(status: TradeInStatus, memberPlace: string): { stops: string[]; current: number; arrived: boolean; leg: 'pickup' | 'return' } {
  if (status === 'returning' || status === 'returned')
    return { stops: [RECYCLING_CENTRE, memberPlace], current: status === 'returned' ? 1 : 0, arrived: status === 'returned', leg: 'return' };
  const arrived = ['inspecting', 'priced', 'settled'].includes(status);
  return { stops: [memberPlace, RECYCLING_CENTRE], current: arrived ? 1 : 0, arrived, leg: 'pickup' };
}

// ── IMEI ─────────────────────────────────────────────────────────────────

/** The Luhn check digit of the first 14 digits of an IMEI. */
export function imeiCheckDigit(first14: string): number {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = first14.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with an IMEI: 'format' (not 15 digits), 'check' (wrong Luhn digit), or null when it is valid. */
export function imeiProblem(imei: string): 'format' | 'check' | null {
  if (!/^\d{15}$/.test(imei)) return 'format';
  return imeiCheckDigit(imei.slice(0, 14)) === imei.charCodeAt(14) - 48 ? null : 'check';
}

export const imeiSchema = z
  .string({ error: 'IMEI 须为15位数字' })
  .trim()
  .regex(/^\d{15}$/, 'IMEI 须为15位数字')
  .refine((v) => imeiProblem(v) === null, 'IMEI 校验位不正确，请核对后重新输入');

// ── money ────────────────────────────────────────────────────────────────

/**
 * The part of the new order's trade-in credit that stands for the old device: the credit was
 * the estimate plus the subsidy (capped at what the order cost), the estimate counted first.
 */
export function tradeInDeviceCredit(estimate: number, credit: number): number {
  return Math.max(0, Math.min(estimate, credit));
}

/**
 * What accepting a final price settles: the difference between the final price and the device's
 * part of the credit already taken on the new order. A positive difference is paid to the member
 * as points at once (1 point = ¥0.01 at checkout, `TRADE_IN_PAYOUT_AS`); a negative one is borne by the shop and never charged
 * to the member. The subsidy stays the member's either way. Integer fen.
 */
export function tradeInSettlement(input: { estimate: number; credit: number; finalPrice: number }): {
  deviceCredit: number;
  difference: number;
  payout: number;
} {
  const deviceCredit = tradeInDeviceCredit(input.estimate, input.credit);
  const difference = input.finalPrice - deviceCredit;
  return { deviceCredit, difference, payout: Math.max(0, difference) };
}

/** The rules as the member and staff read them (the recovery page and the console). */
export const TRADE_IN_RULES: readonly string[] = [
  '旧机估价与换新补贴已在新机订单中抵扣。',
  '旧机质检后给出最终回收价：高于已抵扣的旧机估价，差额在您接受后立即以积分发放到账户（1 积分抵扣 ¥0.01）；低于估价，差额由商城承担，不向您追缴。',
  `请在定价后 ${TRADE_IN_ANSWER_HOURS} 小时内确认；逾期未确认视为接受最终回收价。`,
  '不接受最终回收价可申请退回旧机，商城承担寄回运费；退回后不再支付回收差价。',
];

/**
 * How the difference reaches the member: as points, credited in the transaction that settles
 * (a gateway transfer to the member's account needs a payout channel the shop does not have;
 * a refund on the new order would eat into what a later return of it may refund).
 */
export const tradeInPayoutPoints = (payout: number) => Math.max(0, Math.trunc(payout));

export const tradeInPriceLine = (s: { difference: number; payout: number }): string =>
  s.payout > 0
    ? `回收差价 ${formatYuan(s.payout)} 以 ${tradeInPayoutPoints(s.payout)} 积分发放`
    : s.difference < 0
      ? `差额 ${formatYuan(-s.difference)} 由商城承担`
      : '无回收差价';

// ── schemas ──────────────────────────────────────────────────────────────

export const rclmOrdNoSchema = z
  .string({ error: '回收单号不正确' })
  .trim()
  .regex(/^RC[0-9A-Z]{6,30}$/, { error: '回收单号不正确' });

export const tradeInParamsSchema = z.object({ rclmOrdNo: rclmOrdNoSchema });

export const tradeInEventSchema = z.object({
  status: z.enum(TRADE_IN_STATUSES),
  statusTitle: z.string(),
  text: z.string(),
  actor: z.enum(['staff', 'member', 'system']),
  /** Epoch ms. */
  at: z.number().int(),
});
export type TradeInEvent = z.infer<typeof tradeInEventSchema>;

const dateText = (what: string) =>
  z
    .string({ error: `${what}不正确` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what}须为 YYYY-MM-DD`)
    .optional();

export const adminTradeInQuerySchema = z.object({
  status: z.enum(TRADE_IN_STATUSES, { error: '回收状态不正确' }).optional(),
  rclmOrdNo: rclmOrdNoSchema.optional(),
  orderNo: z
    .string({ error: '订单号不正确' })
    .trim()
    .regex(/^[0-9A-Za-z]{4,40}$/, '订单号不正确')
    .optional(),
  memberId: z.coerce.number({ error: '会员ID须为数字' }).int('会员ID须为整数').min(1, '会员ID须为正整数').optional(),
  /** Created on or after (Beijing date). */
  from: dateText('开始日期'),
  /** Created on or before (Beijing date). */
  to: dateText('结束日期'),
  page: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1),
  pageSize: z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20),
});
export type AdminTradeInQuery = z.input<typeof adminTradeInQuerySchema>;

export const adminTradeInRowSchema = z
  .object({
    rclmOrdNo: z.string(),
    orderNo: z.string(),
    memberId: z.number().int(),
    memberMobile: z.string().nullable(),
    deviceName: z.string(),
    platformName: z.string(),
    estimate: z.number().int(),
    subsidy: z.number().int(),
    credit: z.number().int(),
    finalPrice: z.number().int().nullable(),
    payout: z.number().int().nullable(),
    status: z.enum(TRADE_IN_STATUSES),
    statusTitle: z.string(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    /** Epoch ms the order entered its current state (its age counts from here). */
    statusSince: z.number().int(),
    /** Epoch ms by which staff should act, or null when the state is not staff's to move. */
    slaDueAt: z.number().int().nullable(),
    overdue: z.boolean(),
  })
  .meta({ id: 'AdminTradeInRow' });
export type AdminTradeInRow = z.infer<typeof adminTradeInRowSchema>;

export const adminTradeInPageSchema = z.object({
  list: z.array(adminTradeInRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  statusCounts: z.record(z.string(), z.number().int()),
});
export type AdminTradeInPage = z.infer<typeof adminTradeInPageSchema>;

export const adminTradeInDetailSchema = adminTradeInRowSchema
  .extend({
    modelCode: z.string(),
    imei: z.string().nullable(),
    grade: z.string().nullable(),
    gradeTitle: z.string().nullable(),
    inspectionNote: z.string().nullable(),
    /** The device's part of the credit (tradeInDeviceCredit). */
    deviceCredit: z.number().int(),
    /** Epoch ms by which the member answers a final price (priced only). */
    answerDueAt: z.number().int().nullable(),
    returnShipment: z.object({ carrier: z.string(), trackingNo: z.string() }).nullable(),
    /** The member's answers about the old device's condition (saveOrderClm), in the order given, as text; empty when none. */
    conditionAnswers: z.array(z.object({ code: z.string(), question: z.string(), answer: z.string() })),
    timeline: z.array(tradeInEventSchema),
    can: z.object({ pickUp: z.boolean(), inspect: z.boolean(), price: z.boolean(), confirmReturned: z.boolean() }),
  })
  .meta({ id: 'AdminTradeInDetail' });
export type AdminTradeInDetail = z.infer<typeof adminTradeInDetailSchema>;

/** Yuan as typed in the console, 0.00 – 99999.99, into fen. */
export const adminTradeInPriceSchema = z.object({
  finalPrice: z.coerce
    .number({ error: '请填写最终回收价' })
    .int('最终回收价以分为单位，须为整数')
    .min(0, '最终回收价不能为负')
    .max(9_999_999, '最终回收价过大'),
  grade: z.enum(Object.keys(TRADE_IN_GRADES) as [TradeInGrade, ...TradeInGrade[]], { error: '请选择成色等级' }),
  note: z.string({ error: '质检说明格式不正确' }).trim().min(2, '质检说明至少2个字').max(300, '质检说明最多300个字'),
});
export type AdminTradeInPrice = z.input<typeof adminTradeInPriceSchema>;

export const adminTradeInNoteSchema = z.object({ note: z.string({ error: '备注格式不正确' }).trim().max(200, '备注最多200个字').default('') });

// ── spec 7: third/getRecycling, checkEupImei, saveOrderClm ──────────────────

/** The old device's condition questions asked before pickup (saveOrderClm), each with its answers. */
export const TRADE_IN_CONDITION_QUESTIONS = {
  power: { title: '能否正常开机', answers: { yes: '能正常开机', no: '无法开机' } },
  screen: { title: '屏幕状况', answers: { intact: '完好无划痕', scratched: '有划痕', broken: '碎裂或显示异常' } },
  body: { title: '外壳状况', answers: { intact: '完好', worn: '轻微磨损', damaged: '磕碰变形' } },
  account: { title: '是否已退出账号并清除数据', answers: { yes: '已退出并清除', no: '尚未处理' } },
} as const;
export type TradeInConditionCode = keyof typeof TRADE_IN_CONDITION_QUESTIONS;
const conditionCodes = Object.keys(TRADE_IN_CONDITION_QUESTIONS) as [TradeInConditionCode, ...TradeInConditionCode[]];

/** Saved condition answers (codes) as the console reads them: question → answer text, in the order given; an unknown code shows as saved. */
export function conditionAnswerTexts(saved: readonly { code: string; answer: string }[] | null): { code: string; question: string; answer: string }[] {
  return (saved ?? []).map(({ code, answer }) => {
    const q = Object.hasOwn(TRADE_IN_CONDITION_QUESTIONS, code) ? TRADE_IN_CONDITION_QUESTIONS[code as TradeInConditionCode] : undefined;
    const text = q && Object.hasOwn(q.answers, answer) ? (q.answers as Record<string, string>)[answer] : undefined;
    return { code, question: q?.title ?? code, answer: text ?? answer };
  });
}

export const getRecyclingInputSchema = z.object({
  skuCd: z.string({ error: '商品编码不正确' }).trim().min(1, '商品编码不正确').max(64, '商品编码不正确'),
  /** Only this platform's offers (1 官方回收, 2 爱回收, 3 闪回收). */
  rclmPlf: z.coerce.number({ error: '回收平台不正确' }).int('回收平台不正确').min(1, '回收平台不正确').max(3, '回收平台不正确').optional(),
});

export const recyclingOfferSchema = z.object({
  code: z.string(),
  brand: z.string(),
  name: z.string(),
  estimate: z.number().int(),
  subsidy: z.number().int(),
  /** estimate + subsidy, capped at the new device's price (what checkout would credit). */
  credit: z.number().int(),
});

export const getRecyclingResultSchema = z.object({
  skuCd: z.string(),
  productType: z.string(),
  newPrice: z.number().int(),
  platforms: z.array(z.object({ rclmPlf: z.number().int(), platformName: z.string(), models: z.array(recyclingOfferSchema) })),
  bestCredit: z.number().int(),
});
export type GetRecyclingResult = z.infer<typeof getRecyclingResultSchema>;

/** The IMEI as typed: its format and check digit are the service's to judge (each its own code). */
export const checkImeiInputSchema = z.object({
  imei: z.string({ error: 'IMEI 须为15位数字' }).trim().max(32, 'IMEI 须为15位数字'),
  /** The member's own recycling order the IMEI is for (its own IMEI is not "used"). */
  rclmOrdNo: rclmOrdNoSchema.optional(),
});
export const checkImeiResultSchema = z.object({ imei: z.string(), valid: z.literal(true) });

export const saveOrderClmInputSchema = z.object({
  rclmOrdNo: rclmOrdNoSchema,
  imei: z.string({ error: 'IMEI 须为15位数字' }).trim().max(32, 'IMEI 须为15位数字'),
  answers: z
    .array(z.object({ code: z.enum(conditionCodes, { error: '旧机状况问题不正确' }), answer: z.string({ error: '请回答旧机状况问题' }).max(20) }), {
      error: '请回答旧机状况问题',
    })
    .max(conditionCodes.length, '旧机状况问题不正确')
    .refine((a) => conditionCodes.every((c) => a.filter((x) => x.code === c).length === 1), '请回答全部旧机状况问题')
    .refine((a) => a.every((x) => x.answer in TRADE_IN_CONDITION_QUESTIONS[x.code].answers), '旧机状况的回答不正确'),
});
export type SaveOrderClmInput = z.input<typeof saveOrderClmInputSchema>;

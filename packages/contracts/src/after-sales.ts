/**
 * After-sales (售后, issue #17): returns (七天无理由退货 and for a fault) and exchanges (15 天包换)
 * of delivered order lines, for the member (apply, ship back, follow, cancel) and for the staff
 * who review, receive, inspect, refund and ship the exchange. The rules a request is judged by
 * (windows from delivery, excluded goods, the opened-seal rule) and the refund a return is owed
 * (the lines' paid share, partial quantities exact) are pure functions here, so the API, the
 * pages and the tests share one reading. Money in integer fen.
 */
import { z } from 'zod';
import { allocate } from './pricing.ts';
import { orderTryBuySchema } from './try-buy.ts';

const DAY_MS = 24 * 3600 * 1000;

// ── types, states, tabs ───────────────────────────────────────────────────

/** trybuy_return: 先试后买's return of the whole try-buy order while its trial runs (returnGoodsTryBuy, try-buy.ts). */
export const AFTER_SALES_TYPES = ['return', 'exchange', 'trybuy_return'] as const;
export type AfterSalesType = (typeof AFTER_SALES_TYPES)[number];
export const AFTER_SALES_TYPE_TITLES: Record<AfterSalesType, string> = { return: '退货', exchange: '换货', trybuy_return: '试用退还' };
/** Types whose end is a refund (a return of goods): their units count as refunded once it is asked. */
export const REFUND_TYPES: readonly AfterSalesType[] = ['return', 'trybuy_return'];
export const isRefundType = (type: AfterSalesType) => REFUND_TYPES.includes(type);

/**
 *   submitted ─approve─▶ awaiting_return ─member ships / pickup─▶ awaiting_inspection ─inspect pass─▶ inspected
 *   inspected (return) ─refund─▶ refunding ─refund settled─▶ completed   (refund failed ─▶ refund_failed ─retry─▶ refunding)
 *   inspected (exchange) ─ship the new unit─▶ exchange_shipped ─member confirms / 10 days─▶ completed
 *   submitted ─reject─▶ rejected; awaiting_inspection ─inspect fail─▶ rejected (the goods sent back)
 *   submitted / awaiting_return ─member cancels─▶ cancelled
 */
export const AFTER_SALES_STATUSES = [
  'submitted',
  'awaiting_return',
  'awaiting_inspection',
  'inspected',
  'refunding',
  'refund_failed',
  'exchange_shipped',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];
export const AFTER_SALES_STATUS_TITLES: Record<AfterSalesStatus, string> = {
  submitted: '待审核',
  awaiting_return: '待寄回',
  awaiting_inspection: '待验货',
  inspected: '验货通过',
  refunding: '退款中',
  refund_failed: '退款异常',
  exchange_shipped: '换货发出',
  completed: '已完成',
  rejected: '已驳回',
  cancelled: '已撤销',
};

/** Status tabs of the member's list. */
export const AFTER_SALES_TABS = ['all', 'processing', 'done', 'closed'] as const;
export type AfterSalesTab = (typeof AFTER_SALES_TABS)[number];
export const AFTER_SALES_TAB_TITLES: Record<AfterSalesTab, string> = { all: '全部', processing: '处理中', done: '已完成', closed: '已关闭' };
export const AFTER_SALES_TAB_STATUSES: Record<Exclude<AfterSalesTab, 'all'>, AfterSalesStatus[]> = {
  processing: ['submitted', 'awaiting_return', 'awaiting_inspection', 'inspected', 'refunding', 'refund_failed', 'exchange_shipped'],
  done: ['completed'],
  closed: ['rejected', 'cancelled'],
};
/** States in which a request still holds its quantity of the line (another request cannot claim it). */
export const AFTER_SALES_LIVE_STATUSES: readonly AfterSalesStatus[] = [...AFTER_SALES_TAB_STATUSES.processing, 'completed'];

/** The steps of the progress bar (speedDetail), by type. */
export const AFTER_SALES_STEPS: Record<AfterSalesType, { key: string; title: string; statuses: AfterSalesStatus[] }[]> = {
  return: [
    { key: 'submitted', title: '提交申请', statuses: ['submitted'] },
    { key: 'approved', title: '审核通过', statuses: ['awaiting_return'] },
    { key: 'returned', title: '寄回商品', statuses: ['awaiting_inspection'] },
    { key: 'inspected', title: '验货', statuses: ['inspected'] },
    { key: 'refund', title: '退款', statuses: ['refunding', 'refund_failed'] },
    { key: 'completed', title: '完成', statuses: ['completed'] },
  ],
  exchange: [
    { key: 'submitted', title: '提交申请', statuses: ['submitted'] },
    { key: 'approved', title: '审核通过', statuses: ['awaiting_return'] },
    { key: 'returned', title: '寄回商品', statuses: ['awaiting_inspection'] },
    { key: 'inspected', title: '验货', statuses: ['inspected'] },
    { key: 'shipped', title: '换货发出', statuses: ['exchange_shipped'] },
    { key: 'completed', title: '完成', statuses: ['completed'] },
  ],
  trybuy_return: [
    { key: 'submitted', title: '提交申请', statuses: ['submitted'] },
    { key: 'approved', title: '审核通过', statuses: ['awaiting_return'] },
    { key: 'returned', title: '寄回商品', statuses: ['awaiting_inspection'] },
    { key: 'inspected', title: '验货', statuses: ['inspected'] },
    { key: 'refund', title: '退还押金', statuses: ['refunding', 'refund_failed'] },
    { key: 'completed', title: '完成', statuses: ['completed'] },
  ],
};

/**
 * Hours staff have for a request in each state they act on (the queue's SLA): reviewing,
 * receiving and inspecting what came back, refunding or shipping the exchange, and a failed refund.
 */
export const AFTER_SALES_SLA_HOURS: Partial<Record<AfterSalesStatus, number>> = {
  submitted: 24,
  awaiting_inspection: 48,
  inspected: 24,
  refund_failed: 24,
};
/** An exchange shipped this long ago completes by itself when the member has not confirmed it. */
export const EXCHANGE_AUTO_COMPLETE_DAYS = 10;

// ── the rules (afterRules) ────────────────────────────────────────────────

/**
 * Days after delivery during which a line can be returned (7天无理由退货) and exchanged for a
 * fault (15天换货): the service promises, the shopping guide and these rules say the same.
 */
export const RETURN_WINDOW_DAYS = 7;
export const EXCHANGE_WINDOW_DAYS = 15;
/** A try-buy return has no window of its own: it is asked while the trial runs (tryBuyReturnRefusal of try-buy.ts); its return window is the return's. */
export const afterSalesWindowDays = (type: AfterSalesType): number => (type === 'exchange' ? EXCHANGE_WINDOW_DAYS : RETURN_WINDOW_DAYS);

export const AFTER_SALES_REASONS = {
  no_reason: { title: '七天无理由退货', fault: false, types: ['return'] },
  wrong_purchase: { title: '拍错/多拍/不想要了', fault: false, types: ['return'] },
  quality: { title: '商品质量问题', fault: true, types: ['return', 'exchange'] },
  damaged: { title: '收到商品破损或少件', fault: true, types: ['return', 'exchange'] },
  not_as_described: { title: '商品与页面描述不符', fault: true, types: ['return', 'exchange'] },
  trial_unsatisfied: { title: '试用不满意', fault: false, types: ['trybuy_return'] },
  trial_not_suitable: { title: '不适合自己使用', fault: false, types: ['trybuy_return'] },
  trial_not_needed: { title: '不需要了', fault: false, types: ['trybuy_return'] },
  trial_fault: { title: '试用中发现质量问题', fault: true, types: ['trybuy_return'] },
} as const satisfies Record<string, { title: string; fault: boolean; types: readonly AfterSalesType[] }>;
export type AfterSalesReason = keyof typeof AFTER_SALES_REASONS;
const REASON_CODES = Object.keys(AFTER_SALES_REASONS) as [AfterSalesReason, ...AfterSalesReason[]];
export const reasonsFor = (type: AfterSalesType): AfterSalesReason[] =>
  REASON_CODES.filter((c) => (AFTER_SALES_REASONS[c].types as readonly string[]).includes(type));

/** Categories whose goods, once unsealed or activated, are returned only for a fault (the opened-seal rule). */
export const SEALED_CATEGORIES: Record<string, string> = {
  smartphones: '手机',
  foldables: '折叠屏手机',
  tablets: '平板电脑',
  watches: '智能手表',
  earbuds: '无线耳机（入耳式，涉及个人卫生）',
  storage: '存储卡与固态硬盘',
};

/** The afterRules page, section by section; every rule here is one the API enforces. */
export const AFTER_SALES_RULES: { title: string; items: string[] }[] = [
  {
    title: '七天无理由退货',
    items: [
      `商品签收后 ${RETURN_WINDOW_DAYS} 天内（自签收时刻起计算 ${RETURN_WINDOW_DAYS}×24 小时），商品完好、配件与赠品齐全的，可申请无理由退货。`,
      '退款金额为该商品实付金额（已扣除优惠券与积分分摊），部分数量按比例精确到分；整单全部退货时运费一并退回。',
      '使用积分抵扣的部分以积分退回；已使用的优惠券不予退回。',
      '退款原路退回至支付账户，到账时间以支付渠道为准。',
    ],
  },
  {
    title: '十五天质量问题换货',
    items: [
      `商品签收后 ${EXCHANGE_WINDOW_DAYS} 天内出现质量问题、破损少件或与描述不符的，可申请换同款商品；换货商品库存不足时客服将联系您改为退货。`,
      `签收后 ${RETURN_WINDOW_DAYS} 天内出现上述问题，也可直接申请退货。`,
    ],
  },
  {
    title: '不支持无理由退货的商品',
    items: [
      `已拆封或已激活的${Object.values(SEALED_CATEGORIES).join('、')}，非质量问题不支持退货。`,
      '定制商品（刻字、定制配色等）按个人要求生产，非质量问题不支持退换。',
    ],
  },
  {
    title: '寄回与验货',
    items: [
      '审核通过后请在 7 天内寄回商品：可自行寄回并填写快递单号，或预约快递上门取件。',
      '质量问题的寄回运费由商城承担；无理由退货的寄回运费由您承担。',
      '商品寄达后 48 小时内完成验货；验货不通过的，商品将原样寄回并告知原因。',
    ],
  },
  {
    title: '三包维修',
    items: ['手机、平板、电视、冰箱、洗衣机等商品享受国家三包政策，一年内的性能故障可在「服务支持」提交维修工单，或前往授权服务中心检测维修。'],
  },
];

/** Where returned goods are sent (the returns warehouse): shown after approval. */
export const RETURNS_ADDRESS = { receiver: '星辰商城售后中心', mobile: '4008105858', address: '广东省深圳市龙岗区坂田街道星辰电子产业园 3 栋售后仓' } as const;

export interface EligibilityFacts {
  type: AfterSalesType;
  reason?: AfterSalesReason | null;
  /** Epoch ms the order was signed for; null when not delivered. */
  deliveredAt: number | null;
  now: number;
  /** The product's category code (smartphones, earbuds, …). */
  categoryCode: string;
  /** A bespoke (customised) line. */
  bespoke: boolean;
  /** The member says the seal is broken or the device activated. */
  opened?: boolean;
}

/**
 * Why this line cannot get a request of this type (Chinese), or null when it can. The window
 * ends at deliveredAt + days × 24 h exactly (that millisecond still inside).
 */
export function afterSalesRefusal(f: EligibilityFacts): string | null {
  if (f.deliveredAt === null) return '订单签收后才能申请售后';
  const days = afterSalesWindowDays(f.type);
  if (f.now - f.deliveredAt > days * DAY_MS) return `已超过签收后 ${days} 天的${AFTER_SALES_TYPE_TITLES[f.type]}期限`;
  if (!f.reason) return null;
  const reason = AFTER_SALES_REASONS[f.reason];
  if (!(reason.types as readonly string[]).includes(f.type)) return `${AFTER_SALES_TYPE_TITLES[f.type]}不支持该原因`;
  if (!reason.fault && f.bespoke) return '定制商品非质量问题不支持退货';
  if (!reason.fault && f.opened && SEALED_CATEGORIES[f.categoryCode]) return `已拆封或已激活的${SEALED_CATEGORIES[f.categoryCode]}，非质量问题不支持退货`;
  return null;
}

/** Epoch ms of the end of a type's window. */
export const afterSalesDeadline = (deliveredAt: number, type: AfterSalesType) => deliveredAt + afterSalesWindowDays(type) * DAY_MS;

// ── the refund a return is owed (pure) ────────────────────────────────────

export interface PaidLine {
  lineId: number;
  qty: number;
  /** Goods after the ladder, services, and the coupon, points and trade-in shares stored at order time (fen). */
  goodsAmt: number;
  serviceAmt: number;
  couponShare: number;
  pointsShare: number;
  tradeInShare: number;
}

/**
 * What each line of an order cost the member in money (fen): its goods and services less its
 * coupon, points and trade-in shares; when those do not add up to what the order's payments
 * took for goods (a pre-sale's swell, or an order placed before the shares were stored), the
 * goods money is spread over the lines in proportion, so the lines always sum to it exactly.
 */
export function linePaidShares(lines: readonly PaidLine[], goodsPaid: number): number[] {
  const own = lines.map((l) => Math.max(0, l.goodsAmt + l.serviceAmt - l.couponShare - l.pointsShare - l.tradeInShare));
  if (own.reduce((a, b) => a + b, 0) === goodsPaid) return own;
  return allocate(Math.max(0, goodsPaid), own.some((x) => x > 0) ? own : lines.map((l) => l.qty));
}

/**
 * The share of `total` (a line's paid money or points) for units `done`+1 … `done`+`qty` of
 * `lineQty`: floor(total × (done+qty) / n) − floor(total × done / n). Returning a line in
 * any number of parts gives back exactly `total`, each part in whole fen.
 */
export function unitsShare(total: number, lineQty: number, done: number, qty: number): number {
  if (lineQty <= 0 || qty <= 0) return 0;
  const upTo = (k: number) => Math.floor((total * Math.min(k, lineQty)) / lineQty);
  return upTo(done + qty) - upTo(done);
}

// ── member: list, detail, apply, ship back ────────────────────────────────

const pageNo = z.coerce.number({ error: '页码有误' }).int({ error: '页码有误' }).min(1, { error: '页码有误' }).max(10_000, { error: '页码有误' }).default(1);
const pageSize = z.coerce
  .number({ error: '每页数量有误' })
  .int({ error: '每页数量有误' })
  .min(1, { error: '每页数量有误' })
  .max(20, { error: '每页最多20条' })
  .default(10);

export const afterSalesQuerySchema = z.object({ pageNo, pageSize, tab: z.enum(AFTER_SALES_TABS, { error: '售后状态不正确' }).default('all') });

const reqNoSchema = z
  .string({ error: '售后单号不正确' })
  .trim()
  .regex(/^AS[0-9A-Z]{6,30}$/, { error: '售后单号不正确' });
export const afterSalesParamsSchema = z.object({ reqNo: reqNoSchema });
const orderNoSchema = z.string({ error: '订单号不正确' }).trim().min(1, { error: '订单号不正确' }).max(40, { error: '订单号不正确' });
export const afterSalesOrderParamsSchema = z.object({ orderNo: orderNoSchema });
export const afterSalesApplyQuerySchema = z.object({ type: z.enum(AFTER_SALES_TYPES, { error: '售后类型不正确' }) });

export const afterSalesLineSchema = z.object({
  lineId: z.number().int(),
  skuCd: z.string(),
  skuNm: z.string(),
  attrs: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  /** Fen: the refund of this line's units (a return; the estimate until the refund is made). */
  refundAmt: z.number().int(),
});
export type AfterSalesLine = z.infer<typeof afterSalesLineSchema>;

/** What names a request in every list: number, order, type and state with their titles, the reason's title. */
const requestHeading = {
  reqNo: z.string(),
  orderNo: z.string(),
  type: z.enum(AFTER_SALES_TYPES),
  typeTitle: z.string(),
  status: z.enum(AFTER_SALES_STATUSES),
  statusTitle: z.string(),
  reasonTitle: z.string(),
};

export const afterSalesItemSchema = z.object({
  ...requestHeading,
  lines: z.array(afterSalesLineSchema),
  /** Units over all lines. */
  qty: z.number().int(),
  /** Fen: the refund (a return; 0 for an exchange). */
  refundAmt: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AfterSalesItem = z.infer<typeof afterSalesItemSchema>;

export const afterSalesPageSchema = z.object({
  list: z.array(afterSalesItemSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  tabCounts: z.record(z.enum(AFTER_SALES_TABS), z.number().int()),
});
export type AfterSalesPage = z.infer<typeof afterSalesPageSchema>;

export const afterSalesTimelineEntrySchema = z.object({
  /** Beijing wall clock. */
  at: z.string(),
  status: z.enum(AFTER_SALES_STATUSES),
  statusTitle: z.string(),
  text: z.string(),
  /** member, staff or system. */
  actor: z.enum(['member', 'staff', 'system']),
});
export type AfterSalesTimelineEntry = z.infer<typeof afterSalesTimelineEntrySchema>;

export const afterSalesDetailSchema = afterSalesItemSchema.extend({
  reason: z.enum(REASON_CODES),
  description: z.string(),
  /** /media/uploads/{id}.webp */
  pictures: z.array(z.string()),
  opened: z.boolean(),
  /** Fen, included in refundAmt: the order's shipping, refunded when the whole order is returned. */
  shippingRefund: z.number().int(),
  /** Points given back for the points share of the returned units. */
  pointsBack: z.number().int(),
  returnMethod: z.enum(['courier', 'pickup']).nullable(),
  returnCarrier: z.string().nullable(),
  returnTrackingNo: z.string().nullable(),
  /** Where to send the goods (after approval). */
  returnAddress: z.object({ receiver: z.string(), mobile: z.string(), address: z.string() }).nullable(),
  exchangeCarrier: z.string().nullable(),
  exchangeTrackingNo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  steps: z.array(z.object({ key: z.string(), title: z.string(), state: z.enum(['done', 'current', 'todo']) })),
  timeline: z.array(afterSalesTimelineEntrySchema),
  can: z.object({ cancel: z.boolean(), ship: z.boolean(), confirm: z.boolean() }),
  /** A try-buy return (trybuy_return): the trial's dates and the refund's calculation; null for other types. */
  tryBuy: z
    .object({
      trialDays: z.number().int(),
      /** Beijing wall clock: the trial's start (delivery) and last moment. */
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
      /** Fen: everything paid (shipping included). */
      paid: z.number().int(),
      /** Fen: the damage deduction (损耗扣款) set at inspection, 0 until then. */
      deduction: z.number().int(),
      deductionReason: z.string().nullable(),
      /** Fen: paid − deduction (tryBuyRefund); the estimate until the refund is asked. */
      refund: z.number().int(),
    })
    .nullable(),
});
export type AfterSalesDetail = z.infer<typeof afterSalesDetailSchema>;

/** The apply screen of one order: each line with what can still be asked for and why not. */
export const afterSalesApplyViewSchema = z.object({
  orderNo: z.string(),
  type: z.enum(AFTER_SALES_TYPES),
  deliveredAt: z.string().nullable(),
  /** Beijing wall clock of the end of this type's window. */
  deadline: z.string().nullable(),
  lines: z.array(
    afterSalesLineSchema.extend({
      categoryCode: z.string(),
      /** Units still open to a request (the line's qty less those in live requests). */
      available: z.number().int(),
      /** Fen: the refund per further unit, for the estimate (a return). */
      paidShare: z.number().int(),
      /** Why the line cannot be asked for (before a reason is chosen), or null. */
      refusal: z.string().nullable(),
      sealed: z.boolean(),
      bespoke: z.boolean(),
    }),
  ),
  reasons: z.array(z.object({ code: z.enum(REASON_CODES), title: z.string(), fault: z.boolean() })),
  picturesMax: z.number().int(),
});
export type AfterSalesApplyView = z.infer<typeof afterSalesApplyViewSchema>;

export const AFTER_SALES_PICTURES_MAX = 9;
export const AFTER_SALES_DESCRIPTION_MAX = 500;
const OWN_UPLOAD = /^\/media\/uploads\/[A-Za-z0-9_-]{8,64}\.webp$/;

export const afterSalesApplyInputSchema = z.object({
  orderNo: orderNoSchema,
  type: z.enum(AFTER_SALES_TYPES, { error: '售后类型不正确' }),
  lines: z
    .array(
      z.object({
        lineId: z.number({ error: '订单商品不正确' }).int({ error: '订单商品不正确' }).positive({ error: '订单商品不正确' }),
        qty: z.number({ error: '申请数量不正确' }).int({ error: '申请数量不正确' }).min(1, { error: '申请数量至少为1' }).max(999, { error: '申请数量不正确' }),
      }),
      { error: '请选择申请售后的商品' },
    )
    .min(1, { error: '请选择申请售后的商品' })
    .max(50, { error: '一次最多申请50种商品' })
    .refine((ls) => new Set(ls.map((l) => l.lineId)).size === ls.length, { error: '同一商品请勿重复选择' }),
  reason: z.enum(REASON_CODES, { error: '请选择售后原因' }),
  description: z
    .string({ error: '问题描述格式不正确' })
    .transform((s) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim())
    .pipe(z.string().max(AFTER_SALES_DESCRIPTION_MAX, `问题描述最多${AFTER_SALES_DESCRIPTION_MAX}个字`))
    .default(''),
  pictures: z
    .array(z.string().regex(OWN_UPLOAD, '图片地址不正确'), { error: '图片格式不正确' })
    .max(AFTER_SALES_PICTURES_MAX, `最多上传${AFTER_SALES_PICTURES_MAX}张图片`)
    .default([]),
  opened: z.boolean({ error: '请选择商品是否已拆封' }).default(false),
  /** Made once by the apply page: the same token submitted twice answers the first request. */
  clientToken: z
    .string({ error: '参数有误' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '参数有误' })
    .optional(),
});
export type AfterSalesApplyInput = z.input<typeof afterSalesApplyInputSchema>;

export const afterSalesApplyResultSchema = z.object({ reqNo: z.string(), status: z.enum(AFTER_SALES_STATUSES) });

/** The carriers a member may ship back with, and their waybill forms. */
export const RETURN_CARRIERS = {
  SF: { name: '顺丰速运', pattern: /^SF\d{12,13}$/ },
  JD: { name: '京东物流', pattern: /^JDX?\d{12,13}$/ },
  ZTO: { name: '中通快递', pattern: /^\d{12,15}$/ },
  YTO: { name: '圆通速递', pattern: /^YT\d{13}$/ },
  YD: { name: '韵达快递', pattern: /^\d{13,15}$/ },
  EMS: { name: '中国邮政 EMS', pattern: /^[A-Z]{2}\d{9}CN$|^\d{13}$/ },
} as const;
export type ReturnCarrier = keyof typeof RETURN_CARRIERS;
const returnCarrierCodes = Object.keys(RETURN_CARRIERS) as [ReturnCarrier, ...ReturnCarrier[]];

/** trk: the member's own courier and its waybill number, or a pickup booked through the shop's carrier. */
export const afterSalesShipInputSchema = z.discriminatedUnion(
  'method',
  [
    z
      .object({
        method: z.literal('courier'),
        carrier: z.enum(returnCarrierCodes, { error: '请选择快递公司' }),
        trackingNo: z
          .string({ error: '请输入快递单号' })
          .trim()
          .toUpperCase()
          .min(1, '请输入快递单号')
          .max(32, '快递单号最多32位')
          .regex(/^[A-Z0-9]+$/, '快递单号只能包含字母和数字'),
      })
      .superRefine((v, ctx) => {
        const c = RETURN_CARRIERS[v.carrier];
        if (c && !c.pattern.test(v.trackingNo)) ctx.addIssue({ code: 'custom', path: ['trackingNo'], message: `${c.name}快递单号格式不正确` });
      }),
    z.object({ method: z.literal('pickup') }),
  ],
  { error: '请选择寄回方式' },
);
export type AfterSalesShipInput = z.input<typeof afterSalesShipInputSchema>;

/** The dev route's request (tests and the demo): one line, its whole quantity, any state. */
export const devAfterSalesSchema = z.object({
  orderNo: orderNoSchema,
  lineId: z.number({ error: '订单商品不正确' }).int({ error: '订单商品不正确' }).positive({ error: '订单商品不正确' }).optional(),
  type: z.enum(AFTER_SALES_TYPES, { error: '售后类型不正确' }),
  reason: z.string({ error: '请填写售后原因' }).trim().min(2, { error: '售后原因至少2个字' }).max(200, { error: '售后原因最多200个字' }),
  status: z.enum(AFTER_SALES_STATUSES, { error: '售后状态不正确' }).default('submitted'),
});
export type DevAfterSales = z.input<typeof devAfterSalesSchema>;

export const afterSalesEligibleSchema = z.object({
  orders: z.array(
    z.object({
      orderNo: z.string(),
      deliveredAt: z.string(),
      /** Beijing wall clock of the end of the return window (7 days), and of the exchange window (15 days, the later). */
      returnDeadline: z.string(),
      deadline: z.string(),
      lines: z.array(
        z.object({ lineId: z.number().int(), skuCd: z.string(), skuNm: z.string(), qty: z.number().int(), unitPrice: z.number().int(), attrs: z.string() }),
      ),
      /** Null once the return window has passed. */
      returnUrl: z.string().nullable(),
      exchangeUrl: z.string(),
      /** A try-buy order's trial (先试后买): while it runs the order goes back whole through 申请退还, not these links. */
      tryBuy: orderTryBuySchema.nullable(),
    }),
  ),
});
export type AfterSalesEligible = z.infer<typeof afterSalesEligibleSchema>;

// ── back office: the queue and its actions ────────────────────────────────

export const adminAfterSalesQuerySchema = z.object({
  reqNo: reqNoSchema.optional(),
  orderNo: z
    .string({ error: '订单号须为18位数字' })
    .trim()
    .regex(/^\d{18}$/, '订单号须为18位数字')
    .optional(),
  status: z.enum(AFTER_SALES_STATUSES, { error: '售后状态不正确' }).optional(),
  type: z.enum(AFTER_SALES_TYPES, { error: '售后类型不正确' }).optional(),
  /** Only requests past their SLA. */
  overdue: z
    .enum(['true', 'false'], { error: '参数有误' })
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1),
  pageSize: z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20),
});
export type AdminAfterSalesQuery = z.input<typeof adminAfterSalesQuerySchema>;

export const adminAfterSalesRowSchema = z
  .object({
    ...requestHeading,
    /** 138****0000 */
    memberMobile: z.string().nullable(),
    summary: z.string(),
    qty: z.number().int(),
    refundAmt: z.number().int(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    /** Epoch ms the request entered its current state (the SLA counts from here). */
    statusSince: z.number().int(),
    /** Epoch ms by which staff should act, or null when the state is not staff's to move. */
    slaDueAt: z.number().int().nullable(),
    overdue: z.boolean(),
  })
  .meta({ id: 'AdminAfterSalesRow' });
export type AdminAfterSalesRow = z.infer<typeof adminAfterSalesRowSchema>;

export const adminAfterSalesPageSchema = z.object({
  list: z.array(adminAfterSalesRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Requests per state (all, not only this page's), for the queue's tabs. */
  statusCounts: z.record(z.string(), z.number().int()),
});
export type AdminAfterSalesPage = z.infer<typeof adminAfterSalesPageSchema>;

export const adminAfterSalesDetailSchema = afterSalesDetailSchema
  .omit({ can: true })
  .extend({
    memberId: z.number().int(),
    memberMobile: z.string().nullable(),
    /** Epoch ms, as in the row. */
    statusSince: z.number().int(),
    slaDueAt: z.number().int().nullable(),
    overdue: z.boolean(),
    refunds: z.array(
      z.object({
        refundNo: z.string(),
        method: z.string(),
        amount: z.number().int(),
        status: z.string(),
        statusLabel: z.string(),
        failureReason: z.string().nullable(),
        createdAt: z.number().int(),
        finishedAt: z.number().int().nullable(),
      }),
    ),
    can: z.object({
      approve: z.boolean(),
      reject: z.boolean(),
      inspect: z.boolean(),
      refund: z.boolean(),
      retryRefund: z.boolean(),
      shipExchange: z.boolean(),
    }),
  })
  .meta({ id: 'AdminAfterSalesDetail' });
export type AdminAfterSalesDetail = z.infer<typeof adminAfterSalesDetailSchema>;

const staffNote = (what: string, min: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(min, `${what}至少${min}个字`)
    .max(200, `${what}最多200个字`);

export const adminAfterSalesApproveSchema = z.object({ note: z.string({ error: '备注格式不正确' }).trim().max(200, '备注最多200个字').default('') });
export const adminAfterSalesRejectSchema = z.object({ reason: staffNote('驳回原因', 2) });
export const adminAfterSalesInspectSchema = z
  .object({
    result: z.enum(['pass', 'fail'], { error: '请选择验货结果' }),
    note: z.string({ error: '验货说明格式不正确' }).trim().max(200, '验货说明最多200个字').default(''),
    /** Try-buy returns only: the damage deduction (损耗扣款, fen) kept from the refund, 0 to what was paid (checked against the order). */
    deduction: z
      .number({ error: '损耗扣款须为数字' })
      .int('损耗扣款须为整数（单位：分）')
      .min(0, '损耗扣款不能为负数')
      .max(100_000_000, '损耗扣款过大')
      .default(0),
    deductionReason: z.string({ error: '扣款原因格式不正确' }).trim().max(200, '扣款原因最多200个字').default(''),
  })
  .refine((v) => v.result === 'pass' || v.note.length >= 2, { message: '验货不通过须填写原因（至少2个字）', path: ['note'] })
  .refine((v) => v.result === 'pass' || v.deduction === 0, { message: '验货不通过时不能设置损耗扣款', path: ['deduction'] })
  .refine((v) => v.deduction === 0 || v.deductionReason.length >= 2, { message: '有损耗扣款时须填写扣款原因（至少2个字）', path: ['deductionReason'] });
export type AdminAfterSalesInspect = z.input<typeof adminAfterSalesInspectSchema>;

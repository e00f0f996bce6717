/**
 * Checkout contracts (issue #5): the checkout view the page shows, and the submit that
 * places the order. Every amount comes from the server's pricing engine; the page sends
 * back only choices plus `expectedPayable` (what it showed), and a stale price answers
 * ERR_ORDER_PRICE_MISMATCH. Money in fen; times as Beijing wall clock 'YYYY-MM-DD HH:mm:ss'.
 *
 *   POST /api/order/checkout/confirm   (member)  checkoutQuerySchema → CheckoutView
 *   POST /api/order/checkout/submit    (member)  submitOrderSchema  → SubmitOrderResult
 */
import { z } from 'zod';
import { addressSchema } from './address.ts';

/** Which variant of the checkout page (spec 2.9); all share one page module. */
export const CHECKOUT_VARIANTS = ['orderInfo', 'ttmOrderInfo', 'acorderInfo', 'eupOrderInfo', 'YouMakeOrderInfo'] as const;
export type CheckoutVariant = (typeof CHECKOUT_VARIANTS)[number];

/** trybuy: a 先试后买 application (try-buy.ts): one unit at the full price, its trial kept by the order module. */
export const ORDER_KINDS = ['normal', 'seckill', 'presale', 'ttm', 'eup', 'bespoke', 'trybuy'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** What is being bought: the selected lines of the cart, or one buy-now line (signed token). */
export const checkoutSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cart') }),
  z.object({ type: z.literal('buyNow'), token: z.string({ error: '订单信息已过期，请刷新页面' }).min(10).max(2000) }),
]);
export type CheckoutSource = z.infer<typeof checkoutSourceSchema>;

const id = (what: string) =>
  z
    .number({ error: `${what}有误` })
    .int(`${what}有误`)
    .positive(`${what}有误`)
    .max(Number.MAX_SAFE_INTEGER);

export const checkoutQuerySchema = z.object({
  source: checkoutSourceSchema,
  /** Absent: the member's default address (or none). */
  addressId: id('地址编号').optional(),
  /** Absent: the best coupon is preselected; null: no coupon; a number: that held coupon (member_coupons.id). */
  couponId: id('优惠券编号').nullable().optional(),
  /** Points to use (1 point = 1 fen); capped by the server at what is usable. */
  points: z.number({ error: '积分数量有误' }).int('积分数量有误').min(0, '积分数量有误').max(100_000_000).default(0),
  /** Instalment periods chosen (3, 6, 12, 24), if any. */
  periods: z.union([z.literal(3), z.literal(6), z.literal(12), z.literal(24)]).optional(),
});
export type CheckoutQuery = z.input<typeof checkoutQuerySchema>;

const fenAmt = z.number().int();
/** The order's one breakdown (pricing.ts OrderBreakdown): every view shows these numbers. */
export const orderBreakdownSchema = z
  .object({
    goods: fenAmt,
    activityDiscount: fenAmt,
    coupon: fenAmt,
    points: fenAmt,
    tradeIn: fenAmt,
    swell: fenAmt,
    services: fenAmt,
    shipping: fenAmt,
    total: fenAmt,
    payable: fenAmt,
    balance: fenAmt,
  })
  .meta({ description: '订单金额明细：商品总额 − 活动优惠 − 优惠券 − 积分 − 以旧换新 − 定金膨胀 + 增值服务 + 运费 = 订单总额 = 应付 + 尾款（分）' });

/** A line bought as part of a bundle: the main product or one of its items. */
export const lineBundleSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** main: the product the bundle is sold with; item: an accessory inside it. */
  role: z.enum(['main', 'item']),
  /** Lines of one bundle share it (the position of its main line). */
  group: z.number().int(),
});
export type LineBundle = z.infer<typeof lineBundleSchema>;

export const checkoutLineSchema = z.object({
  skuCd: z.string(),
  spuCd: z.string(),
  skuNm: z.string(),
  image: z.string(),
  /** prodAttr: [{ name: '颜色', value: '幻夜黑' }, …]. */
  attrs: z.array(z.object({ name: z.string(), value: z.string() })),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  origUnitPrice: z.number().int(),
  /** unitPrice × qty after the tiered ladder. */
  goods: z.number().int(),
  services: z.array(z.object({ code: z.string(), name: z.string(), price: z.number().int() })),
  gifts: z.array(z.object({ code: z.string(), name: z.string() })),
  subTyp: z.number().int(),
  actCd: z.string().nullable(),
  /** Pre-sale line: the deposit charged now, the swell it is worth, the balance window. */
  presale: z
    .object({
      deposit: z.number().int(),
      swellAmt: z.number().int(),
      balanceDue: z.number().int(),
      balanceBeginTime: z.string(),
      balanceEndTime: z.string(),
    })
    .nullable(),
  /** Bought as part of a bundle (套装), else null. */
  bundle: lineBundleSchema.nullable(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const couponOptionSchema = z.object({
  /** member_coupons.id. */
  id: z.number().int(),
  cpnCd: z.string(),
  name: z.string(),
  kind: z.enum(['amount', 'discount']),
  amount: z.number().int(),
  discount: z.number().int(),
  threshold: z.number().int(),
  validTo: z.string(),
  /** What it would take off this order now, fen (0 when unusable). */
  saving: z.number().int(),
  /** Why it cannot be used here (unusable list only), in Chinese. */
  reason: z.string().nullable(),
});
export type CouponOption = z.infer<typeof couponOptionSchema>;

export const checkoutPriceSchema = z.object({
  listTotal: z.number().int(),
  goodsTotal: z.number().int(),
  priceSaving: z.number().int(),
  ladderDiscount: z.number().int(),
  servicesTotal: z.number().int(),
  couponDiscount: z.number().int(),
  pointsUsed: z.number().int(),
  tradeInCredit: z.number().int(),
  shipping: z.number().int(),
  /** Due now (the deposit for a pre-sale order). */
  payable: z.number().int(),
  /** Pre-sale: due in the balance window. */
  balanceDue: z.number().int(),
});
export type CheckoutPrice = z.infer<typeof checkoutPriceSchema>;

export const PAY_METHODS = ['wxpay', 'alipay', 'unionpay', 'unionpayint', 'jdpay', 'cmbpay', 'chinaums'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const checkoutViewSchema = z.object({
  kind: z.enum(ORDER_KINDS),
  /** One-time token the submit must carry (double submit → 409). */
  orderToken: z.string(),
  tokenExpiresAtMs: z.number().int(),
  lines: z.array(checkoutLineSchema),
  /** The chosen address (given id, else the default), null when the member has none. */
  address: addressSchema.nullable(),
  /** timeInfo (spec 3): the delivery dates the shopper may pick for the chosen address. */
  delivery: z
    .object({
      dates: z.array(z.string()).meta({ description: 'YYYY-MM-DD, earliest first' }),
      note: z.string(),
    })
    .nullable(),
  coupons: z.object({
    usable: z.array(couponOptionSchema),
    unusable: z.array(couponOptionSchema),
    /** The coupon applied in `price` (the best one unless the query chose). */
    selectedId: z.number().int().nullable(),
    bestId: z.number().int().nullable(),
  }),
  points: z.object({
    balance: z.number().int(),
    /** useIntegrationLim: at most this many points on this order. */
    maxUsable: z.number().int(),
    used: z.number().int(),
  }),
  instalments: z.array(
    z.object({ periods: z.number().int(), perPeriod: z.number().int(), fee: z.number().int(), interestFree: z.boolean(), label: z.string() }),
  ),
  periods: z.number().int().nullable(),
  /** Trade-in credit carried by a line (hsType), null when none. */
  tradeIn: z.object({ credit: z.number().int(), model: z.string() }).nullable(),
  price: checkoutPriceSchema,
  /** The numbers the page shows; the order stores them as they are when it is placed. */
  breakdown: orderBreakdownSchema,
  payMethods: z.array(z.object({ code: z.enum(PAY_METHODS), name: z.string(), instalment: z.boolean() })),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

// ── Invoice (electronic only) ─────────────────────────────────────────────

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * A taxpayer identification number: the 18-character unified social credit code
 * (GB 32100-2015, with its check character) or a legacy 15 / 17 / 20-character number.
 */
export function isValidTaxNo(raw: string): boolean {
  const v = raw.trim().toUpperCase();
  if (/^[0-9A-Z]{15}$|^[0-9A-Z]{17}$|^[0-9A-Z]{20}$/.test(v)) return /\d/.test(v);
  if (v.length !== 18) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const n = USCC_CHARS.indexOf(v[i]!);
    if (n < 0) return false;
    sum += n * USCC_WEIGHTS[i]!;
  }
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS[check] === v[17];
}

const email = z.email({ error: '请输入正确的邮箱地址' }).max(100, '邮箱地址过长');

export const invoiceSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('personal'),
    title: z.string().trim().min(1, '请输入发票抬头').max(50, '发票抬头最多50个字').default('个人'),
    email: email.optional(),
  }),
  z.object({
    type: z.literal('company'),
    title: z.string({ error: '请输入单位名称' }).trim().min(2, '请输入单位名称').max(100, '单位名称最多100个字'),
    taxNo: z
      .string({ error: '请输入纳税人识别号' })
      .trim()
      .transform((s) => s.toUpperCase())
      .refine(isValidTaxNo, '纳税人识别号格式不正确'),
    email: email.optional(),
  }),
]);
export type Invoice = z.infer<typeof invoiceSchema>;

export const submitOrderSchema = z.object({
  orderToken: z.string({ error: '订单信息已过期，请刷新页面' }).min(10, '订单信息已过期，请刷新页面').max(200),
  source: checkoutSourceSchema,
  addressId: id('收货地址').meta({ description: '必填：收货地址编号' }),
  /** One of the view's delivery dates; absent: the earliest. */
  deliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '配送日期有误')
    .optional(),
  couponId: id('优惠券编号').nullable(),
  points: z.number({ error: '积分数量有误' }).int('积分数量有误').min(0, '积分数量有误').max(100_000_000),
  periods: z.union([z.literal(3), z.literal(6), z.literal(12), z.literal(24)]).optional(),
  /** null: no invoice. */
  invoice: invoiceSchema.nullable(),
  remark: z
    .string()
    .transform((s) => s.replace(/[\u0000-\u001f\u007f<>]/g, '').trim())
    .pipe(z.string().max(100, '备注最多100个字'))
    .default(''),
  /** The payable the page showed; a different server amount answers ERR_ORDER_PRICE_MISMATCH. */
  expectedPayable: z.number({ error: '订单金额有误' }).int('订单金额有误').min(0, '订单金额有误'),
});
export type SubmitOrderInput = z.input<typeof submitOrderSchema>;
export type SubmitOrder = z.infer<typeof submitOrderSchema>;

export const submitOrderResultSchema = z.object({
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  /** Due now, fen. */
  payableAmt: z.number().int(),
  payDeadlineMs: z.number().int(),
  /** The breakdown stored with the order. */
  breakdown: orderBreakdownSchema,
});
export type SubmitOrderResult = z.infer<typeof submitOrderResultSchema>;

/** Names of the payment methods as the shopper sees them. */
export const PAY_METHOD_NAMES: Readonly<Record<PayMethod, string>> = {
  wxpay: '微信支付',
  alipay: '支付宝',
  unionpay: '银联在线支付',
  unionpayint: '银联国际卡支付',
  jdpay: '京东支付',
  cmbpay: '招行信用卡分期',
  chinaums: '银联商务聚合支付',
};

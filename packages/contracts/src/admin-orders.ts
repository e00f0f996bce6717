/**
 * 订单 and 概览 of the back office (issue #16): the order list staff search, an order's
 * detail (the member's own detail and breakdown, plus payments, messages and every event),
 * shipping with a carrier and a tracking number, cancelling an unpaid order with a reason,
 * and the dashboard's figures. Money in integer fen; days are Beijing days ('YYYY-MM-DD').
 * The console's forms validate with these schemas (apps/admin zod-rule.ts), so a field is
 * refused in the browser with the message the API would answer.
 */
import { z } from 'zod';
import { PAY_METHODS } from './checkout.ts';
import { ORDER_STATUSES, orderDetailSchema, orderEventSchema } from './order.ts';
import { adminOrderInvoiceSchema } from './invoice.ts';

// ── 订单 list ─────────────────────────────────────────────────────────────

export const ADMIN_ORDER_SORTS = ['-createdAt', 'createdAt', '-paidAmt', 'paidAmt'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDER_PAGE_SIZE_MAX = 100;
/** The CSV export reads pages of the list; at most this many rows. */
export const ADMIN_ORDER_EXPORT_MAX = 10_000;

export const beijingDay = (what: string) =>
  z
    .string({ error: `${what}格式不正确` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what}格式不正确，应为 YYYY-MM-DD`)
    .refine((s) => {
      const t = Date.parse(`${s}T00:00:00+08:00`);
      return !Number.isNaN(t) && new Date(t + 8 * 3600_000).toISOString().slice(0, 10) === s;
    }, `${what}不是有效日期`);

/** The list's filters (all optional: order number, member phone or number, status, pay method, days), sort and page. `from` / `to` are Beijing days, both included. */
export const adminOrderListQuerySchema = z
  .object({
    orderNo: z
      .string({ error: '订单号须为18位数字' })
      .trim()
      .regex(/^\d{18}$/, '订单号须为18位数字')
      .optional(),
    mobile: z
      .string({ error: '手机号须为11位数字' })
      .trim()
      .regex(/^1\d{10}$/, '手机号须为11位数字')
      .optional(),
    /** The member's number (会员详情's 全部订单 opens the list filtered to them). */
    memberId: z.coerce
      .number({ error: '会员编号须为正整数' })
      .int('会员编号须为正整数')
      .min(1, '会员编号须为正整数')
      .max(Number.MAX_SAFE_INTEGER, '会员编号须为正整数')
      .optional(),
    status: z.enum(ORDER_STATUSES, { error: '订单状态不正确' }).optional(),
    payMethod: z.enum(PAY_METHODS, { error: '支付方式不正确' }).optional(),
    from: beijingDay('开始日期').optional(),
    to: beijingDay('结束日期').optional(),
    sort: z.enum(ADMIN_ORDER_SORTS, { error: '排序方式不正确' }).default('-createdAt'),
    page: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1),
    pageSize: z.coerce
      .number({ error: '每页条数须为数字' })
      .int('每页条数须为整数')
      .min(1, '每页至少1条')
      .max(ADMIN_ORDER_PAGE_SIZE_MAX, `每页最多${ADMIN_ORDER_PAGE_SIZE_MAX}条`)
      .default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z
  .object({
    orderNo: z.string(),
    kind: z.string(),
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    paidAt: z.number().int().nullable(),
    memberId: z.number().int(),
    /** 138****0000: the member's phone, masked. */
    memberMobile: z.string().nullable(),
    receiver: z.string(),
    qtyTotal: z.number().int(),
    /** The breakdown's total (fen). */
    total: z.number().int(),
    paidAmt: z.number().int(),
    /** Methods of the order's paid payments (wxpay, alipay, …). */
    payMethods: z.array(z.string()),
    carrier: z.string().nullable(),
    trackingNo: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** The list counts matching orders up to this many (an exact count of 100,000 orders was most of the list's time). */
export const ADMIN_ORDER_COUNT_CAP = 10_000;

export const adminOrderPageSchema = z.object({
  list: z.array(adminOrderRowSchema),
  /** Matching orders, at most ADMIN_ORDER_COUNT_CAP (then `totalCapped`). */
  total: z.number().int(),
  /** More orders match than `total` says: narrow the filters to see the rest. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

// ── 订单 detail ───────────────────────────────────────────────────────────

export const adminOrderNoParamsSchema = z.object({
  orderNo: z.string({ error: '订单号须为18位数字' }).regex(/^\d{18}$/, '订单号须为18位数字'),
});

export const adminPaymentSchema = z.object({
  payNo: z.string(),
  stage: z.string(),
  method: z.string(),
  methodName: z.string(),
  amount: z.number().int(),
  status: z.string(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminOrderMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.number().int(),
});
export type AdminOrderMessage = z.infer<typeof adminOrderMessageSchema>;

/** Every refund row of an order as staff see it, failed attempts and their reason included (issue #17). */
export const adminRefundSchema = z.object({
  refundNo: z.string(),
  payNo: z.string(),
  methodName: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processing', 'succeeded', 'failed']),
  statusLabel: z.string(),
  reason: z.string(),
  failureReason: z.string().nullable(),
  /** Sent again by staff (a newer row carries the retry). */
  retried: z.boolean(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminOrderDetailSchema = z
  .object({
    /** The member's own order detail: lines, breakdown, address, invoice, timeline, logistics. */
    order: orderDetailSchema,
    memberId: z.number().int(),
    memberMobile: z.string().nullable(),
    /** Status and tracking events, oldest first. */
    events: z.array(orderEventSchema),
    payments: z.array(adminPaymentSchema),
    /** The system messages the member was sent about this order, oldest first. */
    messages: z.array(adminOrderMessageSchema),
    refunds: z.array(adminRefundSchema),
    /** Where the order's e-invoice stands and the invoices issued (the invoicing module's answer). */
    invoice: adminOrderInvoiceSchema,
    /**
     * What staff may do with the order now (the role's permissions aside): cancel an unpaid order,
     * cancelRefund a paid unshipped one (its money back through the gateway), retryRefund a
     * refund the gateway failed.
     */
    can: z.object({ ship: z.boolean(), cancel: z.boolean(), cancelRefund: z.boolean(), retryRefund: z.boolean() }),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

// ── ship and cancel ──────────────────────────────────────────────────────

/** The carriers staff may hand a parcel to, and the form of each one's waybill number. */
export const SHIPPING_CARRIERS = {
  SF: { name: '顺丰速运', pattern: /^SF\d{12,13}$/, example: 'SF1234567890123' },
  JD: { name: '京东物流', pattern: /^JDX?\d{12,13}$/, example: 'JDX1234567890123' },
  ZTO: { name: '中通快递', pattern: /^\d{12,15}$/, example: '781234567890' },
  YTO: { name: '圆通速递', pattern: /^YT\d{13}$/, example: 'YT1234567890123' },
  EMS: { name: '中国邮政 EMS', pattern: /^[A-Z]{2}\d{9}CN$|^\d{13}$/, example: 'EA123456789CN' },
} as const;
export type ShippingCarrier = keyof typeof SHIPPING_CARRIERS;
const carrierCodes = Object.keys(SHIPPING_CARRIERS) as [ShippingCarrier, ...ShippingCarrier[]];

export const adminShipInputSchema = z
  .object({
    carrier: z.enum(carrierCodes, { error: '请选择承运商' }),
    trackingNo: z
      .string({ error: '请输入运单号' })
      .trim()
      .toUpperCase()
      .min(1, '请输入运单号')
      .max(32, '运单号最多32位')
      .regex(/^[A-Z0-9]+$/, '运单号只能包含字母和数字'),
  })
  .superRefine((v, ctx) => {
    const c = SHIPPING_CARRIERS[v.carrier];
    if (c && !c.pattern.test(v.trackingNo)) ctx.addIssue({ code: 'custom', path: ['trackingNo'], message: `${c.name}运单号格式不正确（如 ${c.example}）` });
  });
export type AdminShipInput = z.input<typeof adminShipInputSchema>;

export const ADMIN_CANCEL_REASON_MAX = 100;
export const adminCancelInputSchema = z.object({
  reason: z.string({ error: '请填写取消原因' }).trim().min(2, '取消原因至少2个字').max(ADMIN_CANCEL_REASON_MAX, `取消原因最多${ADMIN_CANCEL_REASON_MAX}个字`),
});
export type AdminCancelInput = z.input<typeof adminCancelInputSchema>;

// ── 概览 ──────────────────────────────────────────────────────────────────

export const dashboardSchema = z
  .object({
    /** Beijing day the figures are for (today). */
    today: z.string(),
    /** Epoch ms when computed. */
    at: z.number().int(),
    todayFigures: z.object({
      /** Orders placed today (any status). */
      orders: z.number().int(),
      /** Orders paid today (first payment) and the fen taken today (every stage). */
      paidOrders: z.number().int(),
      paidAmount: z.number().int(),
      /** Members who placed an order today, and of them those who paid. */
      buyers: z.number().int(),
      /** Unique browsers that opened the shop today (the storefront's once-a-day beacon). */
      visitors: z.number().int(),
    }),
    /** The last 30 Beijing days, oldest first, today included; visitors unique per day. */
    days: z.array(
      z.object({ day: z.string(), orders: z.number().int(), paidOrders: z.number().int(), paidAmount: z.number().int(), visitors: z.number().int() }),
    ),
    /** Sums of the 30 days; visitors is the sum of each day's unique visitors (a browser back on another day counts again). */
    last30: z.object({ orders: z.number().int(), paidOrders: z.number().int(), paidAmount: z.number().int(), visitors: z.number().int() }),
    /** 访客下单转化率 (orders ÷ visitors, rule in visits.ts visitorConversion), today and over the 30 days; null without visitors. */
    conversion: z.object({ today: z.number().nullable(), last30: z.number().nullable() }),
    /** Of the orders placed in the last 30 days, the share paid (0..1), null without orders. */
    orderPayRate: z.number().nullable(),
    /** Best sellers of the last 30 days by units in paid orders. */
    topProducts: z.array(z.object({ skuCode: z.string(), name: z.string(), units: z.number().int(), amount: z.number().int() })),
    /** SKUs on sale whose stock is at or below their own alert level (skus.low_stock), lowest first. */
    stockAlerts: z.array(z.object({ skuCode: z.string(), name: z.string(), stock: z.number().int(), lowStock: z.number().int() })),
  })
  .meta({ id: 'AdminDashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

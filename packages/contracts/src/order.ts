/**
 * Order life contracts (issue #5): the member's order list with status tabs and counts,
 * the order detail, history orders and logistics. Member only; another member's order
 * answers 404 ERR_ORDER_NOT_FOUND. Money in fen; times as Beijing wall clock
 * 'YYYY-MM-DD HH:mm:ss'.
 *
 *   POST /api/order/orderInfo/getOrderCnt            {}                      → OrderCounts
 *   POST /api/order/orderInfo/getPortalOrders        orderListQuerySchema    → OrderPage (last 180 days)
 *   POST /api/order/orderInfo/getHistoryOrders       orderListQuerySchema    → OrderPage (older than 180 days)
 *   POST /api/order/orderInfo/getPortalOrderDetails  { ordNo }               → OrderDetail
 *   POST /api/order/orderInfo/cancelOrder            { ordNo, reason? }      → OrderDetail
 *   POST /api/order/orderInfo/confirmReceipt         { ordNo }               → OrderDetail & { pointsEarned }
 *   GET  /api/order/logistics/{ordNo}                                        → LogisticsView
 */
import { z } from 'zod';
import { OPERATOR_SETTINGS } from './operator-settings.ts';
import { ORDER_NO_PATTERN } from './patterns.ts';
import { lineBundleSchema, orderBreakdownSchema } from './checkout.ts';
import { orderTryBuySchema } from './try-buy.ts';

/** An order's statuses; the moves between them are the table in order-transitions.ts. */
export const ORDER_STATUSES = [
  'pending_payment',
  'deposit_paid',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  // A paid order cancelled before shipment (issue #17): its money on the way back, back, or refused by the gateway (staff retry).
  'refunding',
  'refunded',
  'refund_failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A delivered order the member has not confirmed is confirmed by the shop this many days after
 * delivery, by default: the operator's setting orderAutoConfirmDays (系统设置) is what applies.
 */
export const AUTO_CONFIRM_DAYS = OPERATOR_SETTINGS.orderAutoConfirmDays.default;

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: '待付款',
  deposit_paid: '待付尾款',
  paid: '待发货',
  shipped: '待收货',
  delivered: '已签收',
  completed: '已完成',
  cancelled: '已取消',
  refunding: '退款中',
  refunded: '已退款',
  refund_failed: '退款异常',
};

/** An order no longer going ahead: cancelled, or cancelled after payment with its money going or gone back. */
export const CANCELLED_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunding', 'refunded', 'refund_failed'];

/** The list's tabs (the :code of /Personalcenter/Personalcenter_order/:code?) and the statuses each shows. */
export const ORDER_TABS = ['all', 'pendingPayment', 'pendingShipment', 'pendingReceipt', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const ORDER_TAB_LABELS: Readonly<Record<OrderTab, string>> = {
  all: '全部订单',
  pendingPayment: '待付款',
  pendingShipment: '待发货',
  pendingReceipt: '待收货',
  completed: '已完成',
  cancelled: '已取消',
};
export const ORDER_TAB_STATUSES: Readonly<Record<OrderTab, readonly OrderStatus[]>> = {
  all: ORDER_STATUSES,
  pendingPayment: ['pending_payment', 'deposit_paid'],
  pendingShipment: ['paid'],
  pendingReceipt: ['shipped'],
  completed: ['delivered', 'completed'],
  cancelled: CANCELLED_ORDER_STATUSES,
};

/** Orders placed longer ago than this are history orders (their own list, not in the tabs or counts). */
export const HISTORY_AFTER_DAYS = 180;
export const ORDER_PAGE_SIZE_MAX = 20;

/**
 * What the member may do with an order now (cancelRefund: cancel a paid, unshipped order and get
 * the money back; confirmPurchase / returnTrial: a try-buy order's trial, 确认购买 / 申请试用退还).
 */
export const ORDER_ACTIONS = ['pay', 'payBalance', 'cancel', 'cancelRefund', 'confirmReceipt', 'logistics', 'confirmPurchase', 'returnTrial'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const ordNo = z.string({ error: '订单号不正确' }).trim().regex(ORDER_NO_PATTERN, { error: '订单号不正确' });
export const ordNoSchema = z.object({ ordNo });
export const cancelOrderSchema = z.object({
  ordNo,
  /** Optional for an unpaid order; a paid order's cancel needs one (the API says so: 请选择取消原因). */
  reason: z.string().trim().max(100, { error: '取消原因最多100个字' }).optional(),
});

/** The reasons a member picks from when cancelling a paid order (the last lets them write their own). */
export const PAID_CANCEL_REASONS = ['不想要了', '商品选错/多选', '地址/电话填写有误', '价格有变动', '发货太慢', '其他原因'] as const;

/** What the member is told before cancelling a paid order: where the money, coupon and points go. */
export const PAID_CANCEL_RULES = [
  '已付款项将原路退回（微信、支付宝等到账时间以支付渠道为准，通常 1–7 个工作日）',
  '订单使用的优惠券在有效期内的将退回账户，已过期的不再退回',
  '订单抵扣的积分将全部退回',
  '取消后订单不可恢复，限时抢购名额与库存将释放',
] as const;

/** A refund of an order as the member and staff see it (the payment module's ledger). */
export const REFUND_STATUS_LABELS = { pending: '退款申请中', processing: '退款中', succeeded: '已退款', failed: '退款失败' } as const;
export type RefundStatus = keyof typeof REFUND_STATUS_LABELS;
export const orderRefundSchema = z.object({
  refundNo: z.string(),
  amount: z.number().int(),
  method: z.string(),
  methodLabel: z.string(),
  status: z.enum(['pending', 'processing', 'succeeded', 'failed']),
  statusLabel: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  late: z.boolean().meta({ description: 'true：订单取消（或已由另一笔支付）后才到账的支付，原路退回；不计入订单的已支付与已退款' }),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export const orderListQuerySchema = z.object({
  tab: z.enum(ORDER_TABS, { error: '订单状态有误' }).default('all'),
  pageNo: z.coerce.number({ error: '页码有误' }).int({ error: '页码有误' }).min(1, { error: '页码有误' }).max(10_000, { error: '页码有误' }).default(1),
  pageSize: z.coerce
    .number({ error: '每页数量有误' })
    .int({ error: '每页数量有误' })
    .min(1, { error: '每页数量有误' })
    .max(ORDER_PAGE_SIZE_MAX, { error: `每页最多${ORDER_PAGE_SIZE_MAX}条` })
    .default(10),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

const count = z.number().int();
export const orderCountsSchema = z.object({
  all: count,
  pendingPayment: count,
  pendingShipment: count,
  pendingReceipt: count,
  completed: count,
  cancelled: count,
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;

export const orderLineViewSchema = z.object({
  skuCd: z.string(),
  spuCd: z.string(),
  name: z.string(),
  image: z.string(),
  attrs: z.array(z.object({ name: z.string(), value: z.string() })),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  origUnitPrice: z.number().int(),
  goods: z.number().int(),
  services: z.array(z.object({ code: z.string(), name: z.string(), price: z.number().int() })),
  gifts: z.array(z.object({ code: z.string(), name: z.string() })),
  /** 秒杀 / 预售 / 套装 or null. */
  tag: z.string().nullable(),
  /** Bought as part of a bundle, else null. */
  bundle: lineBundleSchema.nullable(),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const orderCardSchema = z.object({
  orderNo: z.string(),
  kind: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  createdAt: z.string(),
  lines: z.array(orderLineViewSchema),
  qtyTotal: z.number().int(),
  /** What the whole order costs the shopper (deposit + balance for a pre-sale order). */
  total: z.number().int(),
  paidAmt: z.number().int(),
  /** Due now (pay / payBalance), 0 otherwise. */
  dueNow: z.number().int(),
  /** Pending payment: ms left to pay (server clock), else null. */
  payRemainingMs: z.number().int().nullable(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** The order's breakdown as stored when it was placed (total = breakdown.total). */
  breakdown: orderBreakdownSchema,
  /** A try-buy order's trial (试用中 · 剩余 N 天), else null. */
  tryBuy: orderTryBuySchema.nullable(),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

export const orderPageSchema = z.object({
  list: z.array(orderCardSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderEventSchema = z.object({
  kind: z.enum(['status', 'tracking']),
  code: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const logisticsSummarySchema = z.object({
  carrier: z.string(),
  trackingNo: z.string(),
  latest: orderEventSchema.nullable(),
});

export const presaleBlockSchema = z.object({
  deposit: z.number().int(),
  depositPaid: z.boolean(),
  swellAmt: z.number().int(),
  balanceAmt: z.number().int(),
  balanceBeginTime: z.string(),
  balanceEndTime: z.string(),
  /** before: the window has not opened; open: pay now; ended: closed unpaid; paid: balance paid. */
  phase: z.enum(['before', 'open', 'ended', 'paid']),
  /** ms until the window opens (before) or closes (open), else null. */
  phaseRemainingMs: z.number().int().nullable(),
  /** What happens if the balance is not paid in its window. */
  unpaidRule: z.string(),
});
export type PresaleBlock = z.infer<typeof presaleBlockSchema>;

export const orderDetailSchema = orderCardSchema.extend({
  /** Status history, oldest first. */
  timeline: z.array(orderEventSchema),
  address: z.object({ receiver: z.string(), mobileMasked: z.string(), region: z.string(), detail: z.string() }),
  amounts: z.object({
    listAmt: z.number().int(),
    goodsAmt: z.number().int(),
    serviceAmt: z.number().int(),
    couponAmt: z.number().int(),
    pointsUsed: z.number().int(),
    tradeInAmt: z.number().int(),
    shippingAmt: z.number().int(),
    /** Due at the first payment (the deposit for a pre-sale order). */
    payableAmt: z.number().int(),
    balanceAmt: z.number().int(),
    swellAmt: z.number().int(),
    paidAmt: z.number().int(),
  }),
  invoice: z
    .object({ type: z.enum(['personal', 'company']), typeLabel: z.string(), title: z.string(), taxNo: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  remark: z.string(),
  deliveryDate: z.string().nullable(),
  payDeadline: z.string(),
  cancelReason: z.string().nullable(),
  presale: presaleBlockSchema.nullable(),
  logistics: logisticsSummarySchema.nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Days after delivery the shop confirms receipt: the operator's setting in force (系统设置). */
  autoConfirmDays: z.number().int(),
  /** The order's refunds, oldest first (the cancel of a paid order, issue #17). */
  refunds: z.array(orderRefundSchema),
  /** Fen refunded so far (succeeded refunds). */
  refundedAmt: z.number().int(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const confirmReceiptResultSchema = orderDetailSchema.extend({ pointsEarned: z.number().int() });

export const logisticsViewSchema = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  /** null until the parcel is handed to the carrier. */
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  receiver: z.string(),
  region: z.string(),
  /** Tracking events, newest first. */
  events: z.array(orderEventSchema),
  /** The route: the places the parcel passed, in order (for the route diagram). */
  route: z.array(z.string()),
  /** Where it is going, named like the route's places (e.g. 上海市浦东新区). */
  destination: z.string(),
  delivered: z.boolean(),
});
export type LogisticsView = z.infer<typeof logisticsViewSchema>;

/**
 * Payment contracts (issue #5). The shop creates a payment for what an order owes now and
 * hands the shopper to the gateway (a QR code to scan for wxpay / jdpay on PC, a cashier page
 * for the others); the gateway's signed notification — or, when none comes, the shop's own
 * query — marks it paid exactly once. Money in fen.
 *
 *   POST /api/order/pay/create            (member)  createPaymentSchema → CreatedPayment
 *   GET  /api/order/pay/status/{payNo}    (member)  ?query=1 asks the gateway now → PaymentStatus
 *   GET  /api/order/pay/due/{ordNo}       (member)  what the order owes now → PaymentDue
 *   POST /api/order/pay/notify/{method}   (gateways) the gateway's own format and answer
 *   GET  /api/order/pay/lottery/{ordNo}   (member)  the draw of a paid order → LotteryResult
 *   POST /api/order/pay/lottery/{ordNo}   (member)  draws (once per order) → LotteryResult
 */
import { z } from 'zod';
import { orderBreakdownSchema, PAY_METHODS } from './checkout.ts';
import type { OrderBreakdown } from './pricing.ts';
import { ORDER_NO_PATTERN } from './patterns.ts';

export const PAY_STAGES = ['full', 'deposit', 'balance'] as const;
export type PayStageName = (typeof PAY_STAGES)[number];

/** What an order owes now: the order module tells the payment module (its payment port). */
export interface DuePayment {
  orderNo: string;
  memberId: number;
  stage: PayStageName;
  /** Fen, > 0. */
  amount: number;
  /** Shown by the gateway, e.g. '星辰商城订单 2611…'. */
  subject: string;
  /** Pay before this (the order's pay deadline, or the end of the balance window). */
  deadline: Date;
  /** Instalment periods chosen at checkout, if any. */
  periods: number | null;
  /** The order's breakdown as stored when it was placed (the pay page shows it). */
  breakdown: OrderBreakdown;
}

/** A stage paid: the payment module tells the order module, inside the payment's transaction. */
export interface PaidStage {
  orderNo: string;
  stage: PayStageName;
  /** Fen. */
  amount: number;
  payNo: string;
  method: string;
  at: Date;
}

/** An 18-digit order number (anything else is not an order). */
export const orderNoSchema = z.string({ error: '订单号有误' }).regex(ORDER_NO_PATTERN, '订单号有误');

export const createPaymentSchema = z.object({
  ordNo: orderNoSchema,
  method: z.enum(PAY_METHODS, { error: '请选择支付方式' }),
  /** Instalment periods (cmbpay); absent: the order's choice at checkout, else in full. */
  periods: z.union([z.literal(3), z.literal(6), z.literal(12), z.literal(24)], { error: '分期期数有误' }).optional(),
});
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;

export const paymentDueSchema = z.object({
  orderNo: z.string(),
  stage: z.enum(PAY_STAGES),
  amount: z.number().int(),
  subject: z.string(),
  deadlineMs: z.number().int(),
  periods: z.number().int().nullable(),
  /** The order's breakdown as stored when it was placed. */
  breakdown: orderBreakdownSchema,
  /** The server clock when answered (the page's countdown runs on it). */
  serverNowMs: z.number().int(),
});
export type PaymentDue = z.infer<typeof paymentDueSchema>;

export const createdPaymentSchema = z.object({
  payNo: z.string(),
  orderNo: z.string(),
  method: z.enum(PAY_METHODS),
  stage: z.enum(PAY_STAGES),
  amount: z.number().int(),
  periods: z.number().int().nullable(),
  deadlineMs: z.number().int(),
  /** wxpay / jdpay: what the QR code holds (the URL the phone opens when scanning). */
  qrContent: z.string().nullable(),
  /** The QR code as an SVG document (wxpay / jdpay). */
  qrSvg: z.string().nullable(),
  /** alipay, unionpay, unionpayint, cmbpay, chinaums: the gateway's cashier page to go to. */
  cashierUrl: z.string().nullable(),
});
export type CreatedPayment = z.infer<typeof createdPaymentSchema>;

export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'closed'] as const;

export const paymentStatusSchema = z.object({
  payNo: z.string(),
  orderNo: z.string(),
  method: z.enum(PAY_METHODS),
  stage: z.enum(PAY_STAGES),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** Where the page goes now: pay success, pay continue (deposit paid), pay error; null while waiting. */
  nextUrl: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const lotteryResultSchema = z.object({
  orderNo: z.string(),
  /** false: the order may still draw (POST). */
  drawn: z.boolean(),
  /** Points won (0: 谢谢参与). */
  points: z.number().int(),
  title: z.string(),
});
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** Where each method's page lives in the storefront (all served by the cashier module). */
export const PAY_METHOD_PAGES: Readonly<Record<(typeof PAY_METHODS)[number], string>> = {
  wxpay: '/order/wxpay',
  alipay: '/order/wxpay',
  unionpay: '/order/unionPay',
  unionpayint: '/order/unionpayint',
  jdpay: '/order/jdpayscan',
  cmbpay: '/order/cmbpay',
  chinaums: '/order/chinaumspay',
};

/** localStorage key of the chosen store service (cleared on the way from pay error to the order list, spec 2.8). */
export const STORE_SERVICE_STORAGE_KEY = 'storeService';

/**
 * Money the shop owes back on an order (issue #17): asked inside the transaction of the change
 * that owes it. `requestKey` makes it idempotent (one cancel of an order, one after-sales request).
 */
export interface RefundRequest {
  orderNo: string;
  /** Fen, > 0; never more than the order's payments took, less what was refunded before. */
  amount: number;
  reason: string;
  requestKey: string;
}

/** The refund key of a payment that came after its order stopped waiting for it (cancelled, or paid by another attempt). */
export const lateRefundKey = (payNo: string) => `late:${payNo}`;
/** Whether a refund gives back such a late payment: money the order never took, so not part of its 已退款. */
export const isLateRefund = (requestKey: string) => requestKey.startsWith('late:');

/**
 * A refund request settled at the gateways (all of its rows): told to the order module inside the
 * transaction that records the last answer, exactly once per outcome.
 */
export interface RefundSettled {
  orderNo: string;
  requestKey: string;
  outcome: 'succeeded' | 'failed';
  /** Fen: refunded (succeeded) or not refunded (failed). */
  amount: number;
  at: Date;
  /** The gateway's reason, when failed. */
  failureReason: string | null;
}

/**
 * One interface for every payment provider the shop talks to. An adapter knows its
 * provider's address and keys from settings (never from a request), creates the trade
 * (server to server), queries it when no notification came, refunds, and turns the
 * provider's notification — after checking its signature and the shop's own ids — into a
 * plain fact.
 */
import type { PayMethod } from '@shop/contracts/checkout';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { fail, type ShopError } from '../../../platform/shop-error.ts';

export interface TradeToCreate {
  payNo: string;
  amount: number;
  subject: string;
  periods: number | null;
  notifyUrl: string;
  returnUrl: string;
  failUrl: string;
  /** The shopper's device: a phone gets Alipay's wap pay / WeChat's H5 where the provider has one. */
  mobile?: boolean;
  /** The shopper's IP (WeChat H5 requires scene_info.payer_client_ip). */
  clientIp?: string;
}

export interface CreatedTrade {
  /** What the QR code holds (wxpay, jdpay). */
  qrContent: string | null;
  /** Where the shopper's browser goes (the provider's cashier, or a signed page-pay URL). */
  cashierUrl: string | null;
}

export interface QueriedTrade {
  status: 'waiting' | 'success' | 'failed' | 'closed' | 'unknown';
  tradeNo: string | null;
  amount: number | null;
  paidAt: Date | null;
}

export type NotificationRejection = 'rejected-signature' | 'rejected-malformed' | 'rejected-merchant';

export type ParsedNotification =
  | { ok: true; kind: 'paid'; payNo: string; tradeNo: string; amount: number; paidAt: Date }
  /** A validly signed closed / failed trade: acknowledged, and the payment is closed. */
  | { ok: true; kind: 'closed'; payNo: string; tradeNo: string | null }
  | { ok: false; outcome: NotificationRejection; reason: string };

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  nowMs: number;
}

export interface RefundToCreate {
  /** The payment's out_trade_no (the shop's payNo). */
  payNo: string;
  /** The shop's refund number: out_refund_no (WeChat) / out_request_no (Alipay) / the imitation's out_refund_no. The gateway's idempotency key: the same refundNo asked again is the same refund, never a second one. */
  refundNo: string;
  /** Fen, this refund. */
  amount: number;
  /** Fen, the payment's whole amount. */
  total: number;
  reason: string;
  /** Where the gateway posts this refund's asynchronous result (the shop passes publicOrigin + '/api/order/pay/refund-notify/' + method; configuration, never a request header). */
  notifyUrl: string;
}

export interface RefundState {
  /** unknown: the gateway has no refund of that number. */
  status: 'processing' | 'success' | 'failed' | 'unknown';
  /** The gateway's refund id (WeChat refund_id, imitation refund_no); Alipay has none and answers its trade_no. */
  providerRefundNo: string | null;
  amount: number | null;
  finishedAt: Date | null;
}

export type ParsedRefundNotification =
  | { ok: true; payNo: string; refundNo: string; providerRefundNo: string; amount: number; status: 'success' | 'failed'; finishedAt: Date }
  | { ok: false; outcome: NotificationRejection; reason: string };

export const UNKNOWN_REFUND: RefundState = { status: 'unknown', providerRefundNo: null, amount: null, finishedAt: null };

export interface PaymentGateway {
  readonly method: PayMethod;
  createTrade(trade: TradeToCreate): Promise<CreatedTrade>;
  /** The trade as the configured gateway reports it, believed only when signed and about `payNo`. */
  query(payNo: string): Promise<QueriedTrade>;
  /** Asks for a refund; answers the gateway's acceptance (usually 'processing'; the result comes by notification or queryRefund). Throws ShopError 'ERR_PAY_GATEWAY' when the gateway refuses (more than is left to refund, trade not paid, unknown trade). */
  requestRefund(r: RefundToCreate): Promise<RefundState>;
  /** The refund as the configured gateway reports it, believed only when signed and about this payNo/refundNo. */
  queryRefund(payNo: string, refundNo: string): Promise<RefundState>;
  /** A refund-result notification: signature (and WeChat decryption) checked against the pinned keys, merchant ids checked, like parseNotification. */
  parseRefundNotification(note: IncomingNotification): Promise<ParsedRefundNotification>;
  /** Closes a waiting trade (a superseded attempt); best effort. */
  close?(payNo: string): Promise<void>;
  parseNotification(note: IncomingNotification): Promise<ParsedNotification>;
}

/** Where each gateway is: configured addresses, else the sandbox on this server (self) / for browsers (public). */
export interface GatewayOrigins {
  self(): string;
  public(): string;
}

/** The refund number of `refund()`: one per payment, so asking again is the same refund. */
export const wholeRefundNo = (payNo: string) => `RF${payNo}`;

/** The gateway refused a refund (more than is left, trade not paid, unknown trade, another amount for the same number): 502 ERR_PAY_GATEWAY with its reason. */
export function refundRefused(method: PayMethod, gatewayCode: string, gatewayMessage: string | undefined): ShopError {
  return fail('ERR_PAY_GATEWAY', {
    message: `支付渠道拒绝了退款申请${gatewayMessage ? `：${gatewayMessage}` : ''}`,
    data: { refused: true, gatewayCode },
    cause: new Error(`${method} refund refused: ${gatewayCode} ${gatewayMessage ?? ''}`),
  });
}

/** A Date from a gateway's time text, or null. */
export function dateOrNull(text: unknown): Date | null {
  if (typeof text !== 'string' || !text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A refund-result form's facts (signature and merchant already checked): complete, or malformed. */
export function refundFromForm(
  note: IncomingNotification,
  payNo: string,
  f: { refundNo?: string; providerRefundNo?: string; amount: number | null; status: 'success' | 'failed' | null; finishedAt?: string },
): ParsedRefundNotification {
  if (!f.refundNo || !f.providerRefundNo || !f.status || f.amount === null || f.amount <= 0)
    return { ok: false, outcome: 'rejected-malformed', reason: 'not a complete refund notification' };
  const at = f.finishedAt ? parseBeijingTime(f.finishedAt) : NaN;
  return {
    ok: true,
    payNo,
    refundNo: f.refundNo,
    providerRefundNo: f.providerRefundNo,
    amount: f.amount,
    status: f.status,
    finishedAt: new Date(Number.isFinite(at) ? at : note.nowMs),
  };
}

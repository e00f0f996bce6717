/**
 * One interface for every payment provider the shop talks to. An adapter knows its
 * provider's address and keys from settings (never from a request), creates the trade
 * (server to server), queries it when no notification came, refunds, and turns the
 * provider's notification — after checking its signature and the shop's own ids — into a
 * plain fact.
 */
import type { PayMethod } from '@shop/contracts/checkout';

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

export interface PaymentGateway {
  readonly method: PayMethod;
  createTrade(trade: TradeToCreate): Promise<CreatedTrade>;
  /** The trade as the configured gateway reports it, believed only when signed and about `payNo`. */
  query(payNo: string): Promise<QueriedTrade>;
  refund(payNo: string, amount: number, totalAmount: number, reason: string): Promise<void>;
  /** Closes a waiting trade (a superseded attempt); best effort. */
  close?(payNo: string): Promise<void>;
  parseNotification(note: IncomingNotification): Promise<ParsedNotification>;
}

/** Where each gateway is: configured addresses, else the sandbox on this server (self) / for browsers (public). */
export interface GatewayOrigins {
  self(): string;
  public(): string;
}

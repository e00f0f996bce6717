/**
 * One interface for every payment provider the shop talks to. An adapter creates the trade
 * (server to server), queries it when no notification came, refunds, and turns the
 * provider's notification — after checking its signature — into a plain fact.
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
}

export interface CreatedTrade {
  tradeNo: string;
  /** What the QR code holds (wxpay, jdpay). */
  qrContent: string | null;
  /** The provider's cashier page (the others). */
  cashierUrl: string | null;
}

export interface QueriedTrade {
  status: 'waiting' | 'success' | 'failed' | 'closed' | 'unknown';
  tradeNo: string | null;
  amount: number | null;
  paidAt: Date | null;
}

export type ParsedNotification =
  | { ok: true; payNo: string; tradeNo: string; amount: number; paidAt: Date }
  | { ok: false; outcome: 'rejected-signature' | 'rejected-malformed'; reason: string };

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  nowMs: number;
}

export interface PaymentGateway {
  readonly method: PayMethod;
  /** `base`: the gateway's origin (the sandbox lives at the shop's own public origin). */
  createTrade(base: string, trade: TradeToCreate): Promise<CreatedTrade>;
  query(base: string, payNo: string): Promise<QueriedTrade>;
  refund(base: string, payNo: string, amount: number, reason: string): Promise<void>;
  parseNotification(base: string, note: IncomingNotification): Promise<ParsedNotification>;
}

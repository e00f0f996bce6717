/**
 * Gateway notifications: every one is logged (payment_notifications) with what was done.
 * Signature (and, WeChat Pay, decryption) against the pinned keys and the shop's own ids
 * first; then the amount must equal the payment's; then the payment service applies it
 * exactly once — replays and the gateway's retries are acknowledged without effect. A
 * validly signed closed trade is acknowledged and closes the payment. The answer is the one
 * that gateway expects, refusals in its own failure format (never a 5xx for its content).
 */
import { schema, type Database, type Tx } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import type { PaymentService } from './payment.service.ts';
import { ACK, METHOD_STYLE, nack } from './protocol.ts';

export interface GatewayAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Headers worth keeping with the log (the signature ones, not cookies). */
export function keptHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (typeof v === 'string' && (k.startsWith('wechatpay-') || k === 'content-type' || k === 'user-agent')) out[k] = v;
  return out;
}

/** One received notification's log row (what came, whether it was believed, what it did). */
export interface NotificationLogRow {
  payNo?: string | null;
  providerTxnId?: string | null;
  verified: boolean;
  outcome: string;
}

/** The logger of one received notification: every row written for it keeps its method, headers worth keeping and body. */
export function notificationLog(clock: Clock, method: PayMethod, headers: Record<string, string | string[] | undefined>, body: string) {
  return (run: Tx | Database['db'], row: NotificationLogRow) =>
    run.insert(schema.paymentNotifications).values({ method, ...row, headers: keptHeaders(headers), body: body.slice(0, 16_000), receivedAt: clock.now() });
}

export function createNotificationService(deps: { database: Database; clock: Clock; gateways: Record<PayMethod, PaymentGateway>; payments: PaymentService }) {
  const { database, clock, gateways, payments } = deps;

  return {
    async handle(method: PayMethod, headers: Record<string, string | string[] | undefined>, body: string): Promise<GatewayAnswer> {
      const style = METHOD_STYLE[method];
      const log = notificationLog(clock, method, headers, body);

      const parsed = await gateways[method].parseNotification({ headers, body, nowMs: clock.nowMs() });
      if (!parsed.ok) {
        // A signed notification for another merchant is as untrusted as a forged one: no payNo kept.
        await log(database.db, { verified: false, outcome: parsed.outcome });
        return parsed.outcome === 'rejected-malformed'
          ? nack(style, 400, '通知内容有误')
          : nack(style, 401, parsed.outcome === 'rejected-merchant' ? '商户号不匹配' : '签名错误');
      }
      if (parsed.kind === 'closed') {
        const closed = await payments.applyClosed(method, parsed.payNo, (tx, result) =>
          log(tx, {
            payNo: result === 'rejected-unknown' ? null : parsed.payNo,
            providerTxnId: parsed.tradeNo,
            verified: true,
            outcome: result === 'rejected-unknown' ? 'rejected-unknown' : `trade-closed-${result}`,
          }).then(() => undefined),
        );
        return closed === 'rejected-unknown' ? nack(style, 400, '支付单不存在') : ACK[style];
      }
      const outcome = await payments.applyPaid(
        { method, payNo: parsed.payNo, tradeNo: parsed.tradeNo, amount: parsed.amount, paidAt: parsed.paidAt },
        (tx, result) => log(tx, { payNo: parsed.payNo, providerTxnId: parsed.tradeNo, verified: true, outcome: result }).then(() => undefined),
      );
      if (outcome === 'rejected-trade-no') {
        await log(database.db, { payNo: parsed.payNo, providerTxnId: parsed.tradeNo, verified: true, outcome });
        return nack(style, 400, '交易号已属于其他支付单');
      }
      if (outcome === 'rejected-amount') return nack(style, 400, '金额不一致');
      if (outcome === 'rejected-unknown') return nack(style, 400, '支付单不存在');
      return ACK[style];
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;

/**
 * Gateways' refund-result notifications: logged like payment notifications (payment_notifications,
 * outcome refund-…), believed only when the adapter verified the signature (and, WeChat Pay,
 * decrypted the resource) against the pinned keys and the shop's merchant ids, and only about a
 * refund of ours through that payment, for its amount. The desk then settles it exactly once: a
 * replay or the gateway's retry is acknowledged and changes nothing.
 */
import { schema, type Database, type Tx } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import type { Clock } from '../../../platform/clock.ts';
import { wholeRefundNo, type PaymentGateway } from '../gateways/gateway.ts';
import { notificationLog, type GatewayAnswer } from '../notification.service.ts';
import { ACK, METHOD_STYLE, nack } from '../protocol.ts';
import type { RefundDesk } from './refund-desk.ts';

export function createRefundNotifications(deps: { database: Database; clock: Clock; gateways: Record<PayMethod, PaymentGateway>; desk: RefundDesk }) {
  const { database, clock, gateways, desk } = deps;

  return {
    async handle(method: PayMethod, headers: Record<string, string | string[] | undefined>, body: string): Promise<GatewayAnswer> {
      const style = METHOD_STYLE[method];
      const log = notificationLog(clock, method, headers, body);

      const parsed = await gateways[method].parseRefundNotification({ headers, body, nowMs: clock.nowMs() });
      if (!parsed.ok) {
        await log(database.db, { verified: false, outcome: `refund-${parsed.outcome}` });
        return parsed.outcome === 'rejected-malformed'
          ? nack(style, 400, '通知内容有误')
          : nack(style, 401, parsed.outcome === 'rejected-merchant' ? '商户号不匹配' : '签名错误');
      }
      const row = await desk.byNo(parsed.refundNo);
      if (!row && parsed.refundNo === wholeRefundNo(parsed.payNo)) {
        // The whole of a payment that came for an order no longer waiting (payment.service refundAfterCommit): not a
        // ledger refund; its result is kept in the log and acknowledged, so the gateway stops sending it.
        await log(database.db, { payNo: parsed.payNo, providerTxnId: parsed.providerRefundNo, verified: true, outcome: `refund-automatic-${parsed.status}` });
        return ACK[style];
      }
      const mismatch =
        !row || row.method !== method || row.payNo !== parsed.payNo
          ? '退款单不存在'
          : parsed.status === 'success' && parsed.amount !== row.amount
            ? '金额不一致'
            : null;
      if (mismatch) {
        await log(database.db, { payNo: row ? parsed.payNo : null, providerTxnId: parsed.providerRefundNo, verified: true, outcome: 'refund-rejected' });
        return nack(style, 400, mismatch);
      }
      await desk.settle(
        parsed.refundNo,
        {
          status: parsed.status,
          providerRefundNo: parsed.providerRefundNo,
          finishedAt: parsed.finishedAt,
          failureReason: parsed.status === 'failed' ? '支付渠道退款失败' : null,
        },
        (tx, outcome) =>
          log(tx, { payNo: parsed.payNo, providerTxnId: parsed.providerRefundNo, verified: true, outcome: `refund-${outcome}` }).then(() => undefined),
      );
      return ACK[style];
    },
  };
}
export type RefundNotifications = ReturnType<typeof createRefundNotifications>;

/**
 * WeChat Pay (APIv3 style): the notification is JSON whose signature sits in the
 * Wechatpay-* headers (checked against the platform certificate, timestamp within 5
 * minutes) and whose transaction is AES-256-GCM encrypted with the APIv3 key.
 */
import type { PayMethod } from '@shop/contracts/checkout';
import { aesGcmDecrypt, wechatVerify, type EncryptedResource } from '../signing/wechat-sign.ts';
import { apiV3Key } from '../signing/merchant-keys.ts';
import type { GatewayHttp } from './gateway-http.ts';
import type { PaymentGateway } from './gateway.ts';
import { merchantApi } from './merchant-api.ts';

interface WechatEvent {
  id?: string;
  event_type?: string;
  resource?: EncryptedResource;
}
interface WechatTransaction {
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number };
}

export function wechatStyleGateway(http: GatewayHttp, method: PayMethod, secret: string): PaymentGateway {
  const key = apiV3Key(secret);
  return {
    method,
    ...merchantApi(http, method),
    async parseNotification(base, note) {
      const serial = typeof note.headers['wechatpay-serial'] === 'string' ? note.headers['wechatpay-serial'] : undefined;
      if (!serial) return { ok: false, outcome: 'rejected-signature', reason: 'missing serial' };
      const cert = await http.certificate(base, method, serial);
      if (cert.serial !== serial) return { ok: false, outcome: 'rejected-signature', reason: 'unknown serial' };
      const verdict = wechatVerify(cert.publicPem, note.headers, note.body, note.nowMs);
      if (!verdict.ok) return { ok: false, outcome: 'rejected-signature', reason: verdict.reason };
      let event: WechatEvent;
      try {
        event = JSON.parse(note.body) as WechatEvent;
      } catch {
        return { ok: false, outcome: 'rejected-malformed', reason: 'body is not JSON' };
      }
      if (event.event_type !== 'TRANSACTION.SUCCESS' || !event.resource) return { ok: false, outcome: 'rejected-malformed', reason: `event ${event.event_type}` };
      const plain = aesGcmDecrypt(key, event.resource);
      if (plain === null) return { ok: false, outcome: 'rejected-signature', reason: 'resource does not decrypt' };
      let tx: WechatTransaction;
      try {
        tx = JSON.parse(plain) as WechatTransaction;
      } catch {
        return { ok: false, outcome: 'rejected-malformed', reason: 'resource is not JSON' };
      }
      const total = tx.amount?.total;
      if (tx.trade_state !== 'SUCCESS' || !tx.out_trade_no || !tx.transaction_id || typeof total !== 'number' || !Number.isInteger(total))
        return { ok: false, outcome: 'rejected-malformed', reason: 'incomplete transaction' };
      const paidAt = tx.success_time ? new Date(tx.success_time) : new Date(note.nowMs);
      return { ok: true, payNo: tx.out_trade_no, tradeNo: tx.transaction_id, amount: total, paidAt: Number.isNaN(paidAt.getTime()) ? new Date(note.nowMs) : paidAt };
    },
  };
}

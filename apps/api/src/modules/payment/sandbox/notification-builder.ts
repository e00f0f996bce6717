/**
 * What a gateway POSTs to the merchant's notify_url, signed the way that provider signs:
 * WeChat Pay APIv3 (JSON, Wechatpay-* headers, AES-256-GCM resource under the merchant's
 * APIv3 key), Alipay (form, RSA2 `sign` over the sorted params without sign / sign_type),
 * the RSA2 form of the unionpay imitation, or the HMAC form of jdpay / cmbpay / chinaums.
 * API tests use it too, to forge well-signed notifications with a chosen content.
 * buildRefundNotification: the same families for a refund's result (see its comment).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import type { PayMethod } from '@shop/contracts/checkout';
import { METHOD_STYLE } from '../protocol.ts';
import { fenToDecimal } from '@shop/contracts/money';
import { aesGcmEncrypt, apiV3KeyBytes, wechatHeaders } from '../signing/wechat-sign.ts';
import { rsa2Signed } from '../signing/rsa2-sign.ts';
import { hmacSigned } from '../signing/hmac-sign.ts';
import type { ImitationMethod } from '../settings.ts';
import type { ProviderKeys } from '../trust/provider-keys.ts';
import { platformCertificate, sandboxPublicKeyId } from './platform-certificate.ts';
import type { GatewayKeyPair } from './sandbox-keys.ts';

/** Alipay's seller id in the sandbox when the shop configured none. */
export const SANDBOX_SELLER_ID = '2088000000000001';

export interface NotifiedTrade {
  method: PayMethod;
  tradeNo: string;
  outTradeNo: string;
  amount: number;
  periods?: number | null;
  paidAt: Date;
  /** What to report: paid (default) or closed. */
  state?: 'success' | 'closed';
  /** WeChat: sign with the public-key-mode id instead of the certificate serial. */
  publicKeyMode?: boolean;
  /** The merchant ids to name (default: the shop's configured ones). */
  appId?: string;
  mchid?: string;
}

export interface BuiltNotification {
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

/** RFC 3339 at +08:00, as WeChat Pay writes times. */
export function rfc3339Beijing(d: Date): string {
  return `${formatBeijingTime(d.getTime()).replace(' ', 'T')}+08:00`;
}

/** The common head of an Alipay-style notification form (notify_type trade_status_sync). */
const formHead = (nowMs: number, appId: string) => ({
  notify_id: randomBytes(16).toString('hex'),
  notify_time: formatBeijingTime(nowMs),
  notify_type: 'trade_status_sync',
  charset: 'utf-8',
  version: '1.0',
  app_id: appId,
});

export function buildNotification(trade: NotifiedTrade, keys: GatewayKeyPair | null, merchant: ProviderKeys, nowMs: number): BuiltNotification {
  const style = METHOD_STYLE[trade.method];
  const closed = trade.state === 'closed';
  if (trade.method === 'wxpay') {
    if (!keys) throw new Error('wechat notification needs the platform key');
    const transaction = {
      mchid: trade.mchid ?? merchant.wxpay.mchid,
      appid: trade.appId ?? merchant.wxpay.appid,
      out_trade_no: trade.outTradeNo,
      transaction_id: trade.tradeNo,
      trade_type: 'NATIVE',
      trade_state: closed ? 'CLOSED' : 'SUCCESS',
      trade_state_desc: closed ? '订单已关闭' : '支付成功',
      bank_type: 'OTHERS',
      success_time: rfc3339Beijing(trade.paidAt),
      payer: { openid: 'oSandbox' + trade.tradeNo.slice(-8) },
      amount: { total: trade.amount, payer_total: trade.amount, currency: 'CNY', payer_currency: 'CNY' },
    };
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: rfc3339Beijing(new Date(nowMs)),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: closed ? '订单已关闭' : '支付成功',
      resource: aesGcmEncrypt(apiV3KeyBytes(merchant.wxpay.apiV3Key), JSON.stringify(transaction), 'transaction'),
    });
    const serial = trade.publicKeyMode ? sandboxPublicKeyId(keys) : platformCertificate(keys).serial;
    return { contentType: 'application/json', headers: { ...wechatHeaders(keys.privatePem, serial, body, nowMs) }, body };
  }
  if (style === 'rsa2') {
    if (!keys) throw new Error('rsa2 notification needs the gateway key');
    const appId = trade.appId ?? (trade.method === 'alipay' ? merchant.alipay.appId : merchant.imitation[trade.method as ImitationMethod].merchantId);
    const params = rsa2Signed(
      {
        ...formHead(nowMs, appId),
        ...(trade.method === 'alipay' ? { seller_id: merchant.alipay.sellerId ?? SANDBOX_SELLER_ID, auth_app_id: appId } : {}),
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        trade_status: closed ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
        total_amount: fenToDecimal(trade.amount),
        receipt_amount: fenToDecimal(trade.amount),
        gmt_payment: formatBeijingTime(trade.paidAt.getTime()),
      },
      keys.privatePem,
    );
    return { contentType: 'application/x-www-form-urlencoded; charset=utf-8', headers: {}, body: new URLSearchParams(params).toString() };
  }
  const m = merchant.imitation[trade.method as ImitationMethod];
  const params = hmacSigned(
    {
      merchant_id: trade.appId ?? m.merchantId,
      nonce: randomBytes(8).toString('hex'),
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      status: closed ? 'CLOSED' : 'SUCCESS',
      amount: String(trade.amount),
      pay_time: formatBeijingTime(trade.paidAt.getTime()),
      ...(trade.periods ? { periods: String(trade.periods) } : {}),
    },
    m.merchantKey,
  );
  return { contentType: 'application/x-www-form-urlencoded', headers: {}, body: new URLSearchParams(params).toString() };
}

export interface NotifiedRefund {
  method: PayMethod;
  tradeNo: string;
  outTradeNo: string;
  /** Fen, the trade's amount. */
  total: number;
  /** Fen, the trade's refunds that succeeded so far, this one included when it succeeded (Alipay refund_fee). */
  refundedTotal: number;
  refundNo: string;
  outRefundNo: string;
  /** Fen, this refund. */
  amount: number;
  status: 'success' | 'failed';
  finishedAt: Date;
  publicKeyMode?: boolean;
  /** The merchant ids to name (default: the shop's configured ones). */
  appId?: string;
  mchid?: string;
}

/**
 * A refund's result as each provider family posts it to the refund's notify_url:
 * - WeChat Pay APIv3: event_type REFUND.SUCCESS / REFUND.ABNORMAL, resource AES-256-GCM
 *   (associated_data and original_type 'refund') over {mchid, out_trade_no, transaction_id,
 *   out_refund_no, refund_id, refund_status SUCCESS | ABNORMAL, success_time, user_received_account,
 *   amount {total, refund, payer_total, payer_refund}}; headers signed as payment notifications.
 * - Alipay: the trade_status_sync form Alipay sends after a refund — out_trade_no, trade_no,
 *   out_biz_no (= out_request_no), trade_status (TRADE_CLOSED once refunded in full, else
 *   TRADE_SUCCESS), refund_fee (yuan, all refunds of the trade so far), gmt_refund; and, as
 *   the refund query answers them, refund_amount (yuan, this refund) and refund_status
 *   REFUND_SUCCESS | REFUND_FAIL. RSA2 over the sorted form.
 * - Imitation (unionpay, unionpayint: RSA2 with app_id; jdpay, cmbpay, chinaums: HMAC with
 *   merchant_id): notify_type refund, out_trade_no, trade_no, out_refund_no, refund_no,
 *   refund_amount (fen), refund_status SUCCESS | FAILED, refund_time.
 */
export function buildRefundNotification(refund: NotifiedRefund, keys: GatewayKeyPair | null, merchant: ProviderKeys, nowMs: number): BuiltNotification {
  const style = METHOD_STYLE[refund.method];
  const ok = refund.status === 'success';
  if (refund.method === 'wxpay') {
    if (!keys) throw new Error('wechat notification needs the platform key');
    const plain = {
      mchid: refund.mchid ?? merchant.wxpay.mchid,
      out_trade_no: refund.outTradeNo,
      transaction_id: refund.tradeNo,
      out_refund_no: refund.outRefundNo,
      refund_id: refund.refundNo,
      refund_status: ok ? 'SUCCESS' : 'ABNORMAL',
      ...(ok ? { success_time: rfc3339Beijing(refund.finishedAt) } : {}),
      user_received_account: '支付用户零钱',
      amount: { total: refund.total, refund: refund.amount, payer_total: refund.total, payer_refund: refund.amount },
    };
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: rfc3339Beijing(new Date(nowMs)),
      resource_type: 'encrypt-resource',
      event_type: ok ? 'REFUND.SUCCESS' : 'REFUND.ABNORMAL',
      summary: ok ? '退款成功' : '退款异常',
      resource: aesGcmEncrypt(apiV3KeyBytes(merchant.wxpay.apiV3Key), JSON.stringify(plain), 'refund', 'refund'),
    });
    const serial = refund.publicKeyMode ? sandboxPublicKeyId(keys) : platformCertificate(keys).serial;
    return { contentType: 'application/json', headers: { ...wechatHeaders(keys.privatePem, serial, body, nowMs) }, body };
  }
  const when = formatBeijingTime(refund.finishedAt.getTime());
  if (refund.method === 'alipay') {
    if (!keys) throw new Error('rsa2 notification needs the gateway key');
    const appId = refund.appId ?? merchant.alipay.appId;
    const params = rsa2Signed(
      {
        ...formHead(nowMs, appId),
        auth_app_id: appId,
        seller_id: merchant.alipay.sellerId ?? SANDBOX_SELLER_ID,
        out_trade_no: refund.outTradeNo,
        trade_no: refund.tradeNo,
        out_biz_no: refund.outRefundNo,
        trade_status: refund.refundedTotal >= refund.total ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
        total_amount: fenToDecimal(refund.total),
        refund_fee: fenToDecimal(refund.refundedTotal),
        refund_amount: fenToDecimal(refund.amount),
        refund_status: ok ? 'REFUND_SUCCESS' : 'REFUND_FAIL',
        ...(ok ? { gmt_refund: when } : {}),
      },
      keys.privatePem,
    );
    return { contentType: 'application/x-www-form-urlencoded; charset=utf-8', headers: {}, body: new URLSearchParams(params).toString() };
  }
  const m = merchant.imitation[refund.method as ImitationMethod];
  const fields = {
    notify_type: 'refund',
    nonce: randomBytes(8).toString('hex'),
    out_trade_no: refund.outTradeNo,
    trade_no: refund.tradeNo,
    out_refund_no: refund.outRefundNo,
    refund_no: refund.refundNo,
    refund_amount: String(refund.amount),
    refund_status: ok ? 'SUCCESS' : 'FAILED',
    refund_time: when,
  };
  if (style === 'rsa2') {
    if (!keys) throw new Error('rsa2 notification needs the gateway key');
    const params = rsa2Signed({ app_id: refund.appId ?? m.merchantId, ...fields }, keys.privatePem);
    return { contentType: 'application/x-www-form-urlencoded; charset=utf-8', headers: {}, body: new URLSearchParams(params).toString() };
  }
  const params = hmacSigned({ merchant_id: refund.appId ?? m.merchantId, ...fields }, m.merchantKey);
  return { contentType: 'application/x-www-form-urlencoded', headers: {}, body: new URLSearchParams(params).toString() };
}

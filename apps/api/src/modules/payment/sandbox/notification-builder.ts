/**
 * What a gateway POSTs to the merchant's notify_url, signed the way that provider signs:
 * WeChat Pay APIv3 (JSON, Wechatpay-* headers, AES-256-GCM resource under the merchant's
 * APIv3 key), Alipay (form, RSA2 `sign` over the sorted params without sign / sign_type),
 * the RSA2 form of the unionpay imitation, or the HMAC form of jdpay / cmbpay / chinaums.
 * API tests use it too, to forge well-signed notifications with a chosen content.
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
function rfc3339Beijing(d: Date): string {
  return `${formatBeijingTime(d.getTime()).replace(' ', 'T')}+08:00`;
}

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
        notify_id: randomBytes(16).toString('hex'),
        notify_time: formatBeijingTime(nowMs),
        notify_type: 'trade_status_sync',
        charset: 'utf-8',
        version: '1.0',
        app_id: appId,
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

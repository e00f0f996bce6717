/**
 * What a gateway POSTs to the merchant's notify_url when a trade succeeds, signed the way
 * that provider signs: WeChat-Pay APIv3 (JSON, RSA headers, AES-GCM resource), Alipay
 * (form, RSA2 `sign`), or the HMAC-signed form of jdpay / cmbpay / chinaums. API tests use it
 * too, to forge well-signed notifications with a chosen content.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { formatBeijingTime } from '@shop/contracts/pdp-rules';
import type { PayMethod } from '@shop/contracts/checkout';
import { METHOD_STYLE, yuan } from '../protocol.ts';
import { aesGcmEncrypt, wechatHeaders } from '../signing/wechat-sign.ts';
import { rsa2Signed } from '../signing/rsa2-sign.ts';
import { hmacSigned } from '../signing/hmac-sign.ts';
import { apiV3Key, merchantId, merchantKey } from '../signing/merchant-keys.ts';
import type { GatewayKeyPair } from './sandbox-keys.ts';

export interface NotifiedTrade {
  method: PayMethod;
  tradeNo: string;
  outTradeNo: string;
  amount: number;
  periods?: number | null;
  paidAt: Date;
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

export function buildNotification(trade: NotifiedTrade, keys: GatewayKeyPair | null, secret: string, nowMs: number): BuiltNotification {
  const style = METHOD_STYLE[trade.method];
  if (style === 'wechat') {
    if (!keys) throw new Error('wechat notification needs the platform key');
    const transaction = {
      mchid: merchantId(trade.method),
      appid: 'wxsandbox0000000001',
      out_trade_no: trade.outTradeNo,
      transaction_id: trade.tradeNo,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
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
      summary: '支付成功',
      resource: aesGcmEncrypt(apiV3Key(secret), JSON.stringify(transaction), 'transaction'),
    });
    return { contentType: 'application/json', headers: { ...wechatHeaders(keys.privatePem, keys.serial, body, nowMs) }, body };
  }
  if (style === 'rsa2') {
    if (!keys) throw new Error('rsa2 notification needs the gateway key');
    const params = rsa2Signed(
      {
        notify_id: randomBytes(16).toString('hex'),
        notify_time: formatBeijingTime(nowMs),
        notify_type: 'trade_status_sync',
        charset: 'utf-8',
        version: '1.0',
        app_id: merchantId(trade.method),
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: yuan(trade.amount),
        receipt_amount: yuan(trade.amount),
        gmt_payment: formatBeijingTime(trade.paidAt.getTime()),
      },
      keys.privatePem,
    );
    return { contentType: 'application/x-www-form-urlencoded', headers: {}, body: new URLSearchParams(params).toString() };
  }
  const params = hmacSigned(
    {
      merchant_id: merchantId(trade.method),
      nonce: randomBytes(8).toString('hex'),
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      status: 'SUCCESS',
      amount: String(trade.amount),
      pay_time: formatBeijingTime(trade.paidAt.getTime()),
      ...(trade.periods ? { periods: String(trade.periods) } : {}),
    },
    merchantKey(secret, trade.method),
  );
  return { contentType: 'application/x-www-form-urlencoded', headers: {}, body: new URLSearchParams(params).toString() };
}

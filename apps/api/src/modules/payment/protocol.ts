/**
 * What the shop and the gateways agree on across methods: which signature family a method's
 * notifications use, the answers a gateway expects to stop retrying a notification, and
 * amounts on the wire. The protocols themselves live in gateways/ (alipay.ts, wechatpay.ts:
 * the providers' real APIs; imitation.ts: the shop's own protocol for the others).
 */
import type { PayMethod } from '@shop/contracts/checkout';

/** wechat: APIv3 (RSA headers + AES-GCM resource, JSON); rsa2: Alipay form (alipay real, unionpay* imitation); hmac: merchant-key form (imitation). */
export type SignStyle = 'wechat' | 'rsa2' | 'hmac';

export const METHOD_STYLE: Readonly<Record<PayMethod, SignStyle>> = {
  wxpay: 'wechat',
  alipay: 'rsa2',
  unionpay: 'rsa2',
  unionpayint: 'rsa2',
  jdpay: 'hmac',
  cmbpay: 'hmac',
  chinaums: 'hmac',
};

/** Methods the shopper pays by scanning a QR code on PC (a cashier page otherwise). */
export const QR_METHODS: ReadonlySet<PayMethod> = new Set(['wxpay', 'jdpay']);

/** What the shop answers to acknowledge a notification; anything else means "send again". */
export const ACK: Readonly<Record<SignStyle, { status: number; contentType: string; body: string }>> = {
  wechat: { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) },
  rsa2: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' },
  hmac: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'SUCCESS' },
};

/** The shop's refusal (the gateway retries later). */
export function nack(style: SignStyle, status: number, message: string) {
  if (style === 'wechat') return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message }) };
  return { status, contentType: 'text/plain; charset=utf-8', body: 'fail' };
}

/** Did the merchant acknowledge? (the gateway's side of the same rule) */
export function isAck(style: SignStyle, status: number, body: string): boolean {
  if (style === 'wechat') {
    if (status === 204) return true;
    if (status !== 200) return false;
    try {
      return (JSON.parse(body) as { code?: string }).code === 'SUCCESS';
    } catch {
      return body.trim() === '';
    }
  }
  return status === 200 && body.trim() === ACK[style].body;
}

/** Header carrying HMAC(merchant key, raw body) on shop → gateway calls of the imitation protocol. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Where a gateway posts refund results: the shop's configured public origin, never a request header (the route is the refund ledger's). */
export const refundNotifyUrl = (publicOrigin: string, method: PayMethod) => `${publicOrigin}/api/order/pay/refund-notify/${method}`;

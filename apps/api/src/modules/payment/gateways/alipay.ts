/**
 * Alipay open API (https://opendocs.alipay.com): `alipay.trade.page.pay` / `wap.pay` as a
 * signed GET URL the shopper's browser opens, and server to server `alipay.trade.precreate`,
 * `.query`, `.refund`, `.fastpay.refund.query`, `.close` — common parameters in the query
 * string, biz_content in the form body, signed RSA2 with the app private key; answers
 * verified with the pinned Alipay public key. Amounts in yuan. The same adapter talks to
 * openapi.alipay.com or the sandbox (`${self}/api/sandbox/alipay/gateway.do`) by settings.
 */
import { formatBeijingTime, parseBeijingTime } from '@shop/contracts/beijing-time';
import { fail } from '../../../platform/shop-error.ts';
import { decimalToFen, fenToDecimal } from '@shop/contracts/money';
import { alipaySignRequest, alipayVerifyResponse } from '../signing/alipay-openapi.ts';
import { rsa2Verify } from '../signing/rsa2-sign.ts';
import type { AlipaySettings } from '../settings.ts';
import type { AlipayKeys } from '../trust/provider-keys.ts';
import type { GatewayOrigins, PaymentGateway, QueriedTrade } from './gateway.ts';
import { gatewayFetch } from './http.ts';

export const ALIPAY_SANDBOX_PATH = '/api/sandbox/alipay/gateway.do';

/** Parameters Alipay reads from the URL; the rest (biz_content) travels in the body. */
const URL_PARAMS = new Set(['app_id', 'method', 'format', 'charset', 'sign_type', 'sign', 'timestamp', 'version', 'notify_url', 'return_url']);

interface AlipayAnswer {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [k: string]: unknown;
}

export function alipayGateway(settings: AlipaySettings, keys: () => AlipayKeys, origins: GatewayOrigins) {
  const serverGateway = () => settings.gateway ?? `${origins.self()}${ALIPAY_SANDBOX_PATH}`;
  const browserGateway = () => settings.gateway ?? `${origins.public()}${ALIPAY_SANDBOX_PATH}`;

  function signed(method: string, biz: object, extra: Record<string, string> = {}) {
    const k = keys();
    return alipaySignRequest(
      {
        app_id: k.appId,
        method,
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: formatBeijingTime(Date.now()),
        version: '1.0',
        ...extra,
        biz_content: JSON.stringify(biz),
      },
      k.appPrivateKey,
    );
  }

  /** One server-to-server call; the answer only when signed by Alipay's pinned key. */
  async function exec(method: string, biz: object, extra: Record<string, string> = {}): Promise<AlipayAnswer> {
    const params = signed(method, biz, extra);
    const url = new URL(serverGateway());
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) (URL_PARAMS.has(k) ? url.searchParams : body).set(k, v);
    const res = await gatewayFetch(url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body: body.toString(),
    });
    if (res.status !== 200) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`alipay ${method}: HTTP ${res.status}`) });
    const answer = alipayVerifyResponse<AlipayAnswer>(res.text, method, keys().alipayPublicKey);
    if (!answer) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`alipay ${method}: answer not signed by the Alipay key`) });
    return answer;
  }

  const ok = (a: AlipayAnswer) => a.code === '10000';

  const gateway: PaymentGateway & {
    precreate(payNo: string, amount: number, subject: string, notifyUrl: string): Promise<string>;
    refundQuery(payNo: string, requestNo: string): Promise<{ refunded: number | null }>;
  } = {
    method: 'alipay',

    async createTrade(t) {
      // Page / wap pay: the trade is created when the browser opens this signed URL at the gateway.
      const method = t.mobile ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay';
      const biz = {
        out_trade_no: t.payNo,
        total_amount: fenToDecimal(t.amount),
        subject: t.subject,
        product_code: t.mobile ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        quit_url: t.failUrl,
        timeout_express: '30m',
      };
      const params = signed(method, biz, { notify_url: t.notifyUrl, return_url: t.returnUrl });
      return { qrContent: null, cashierUrl: `${browserGateway()}?${new URLSearchParams(params).toString()}` };
    },

    async precreate(payNo, amount, subject, notifyUrl) {
      const params = { out_trade_no: payNo, total_amount: fenToDecimal(amount), subject };
      const a = await exec('alipay.trade.precreate', params, { notify_url: notifyUrl });
      if (!ok(a) || a.out_trade_no !== payNo || typeof a.qr_code !== 'string') throw fail('ERR_PAY_GATEWAY');
      return a.qr_code;
    },

    async query(payNo): Promise<QueriedTrade> {
      const a = await exec('alipay.trade.query', { out_trade_no: payNo });
      if (a.code === '40004' && a.sub_code === 'ACQ.TRADE_NOT_EXIST') return { status: 'unknown', tradeNo: null, amount: null, paidAt: null };
      if (!ok(a)) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`alipay query: ${a.sub_code ?? a.code}`) });
      // Believed only about the trade we asked for.
      if (a.out_trade_no !== payNo) throw fail('ERR_PAY_GATEWAY', { cause: new Error('alipay query answered another trade') });
      const amount = decimalToFen(String(a.total_amount ?? ''));
      const paidMs = typeof a.send_pay_date === 'string' ? parseBeijingTime(a.send_pay_date) : NaN;
      const st = a.trade_status;
      const status =
        st === 'TRADE_SUCCESS' || st === 'TRADE_FINISHED' ? 'success' : st === 'TRADE_CLOSED' ? 'closed' : st === 'WAIT_BUYER_PAY' ? 'waiting' : 'unknown';
      return { status, tradeNo: typeof a.trade_no === 'string' ? a.trade_no : null, amount, paidAt: Number.isFinite(paidMs) ? new Date(paidMs) : null };
    },

    async refund(payNo, amount, _total, reason) {
      const a = await exec('alipay.trade.refund', {
        out_trade_no: payNo,
        refund_amount: fenToDecimal(amount),
        refund_reason: reason,
        out_request_no: `RF${payNo}`,
      });
      if (!ok(a) || a.out_trade_no !== payNo) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`alipay refund: ${a.sub_code ?? a.code}`) });
    },

    async refundQuery(payNo, requestNo) {
      const a = await exec('alipay.trade.fastpay.refund.query', { out_trade_no: payNo, out_request_no: requestNo });
      if (!ok(a)) throw fail('ERR_PAY_GATEWAY');
      return { refunded: a.refund_status === 'REFUND_SUCCESS' ? decimalToFen(String(a.refund_amount ?? '')) : null };
    },

    async close(payNo) {
      await exec('alipay.trade.close', { out_trade_no: payNo });
    },

    async parseNotification(note) {
      const params = Object.fromEntries(new URLSearchParams(note.body));
      if (!rsa2Verify(params, keys().alipayPublicKey)) return { ok: false, outcome: 'rejected-signature', reason: 'RSA2 signature' };
      const k = keys();
      // Signed by Alipay, but for another app or seller: not ours.
      if (params.app_id !== k.appId || (k.sellerId && params.seller_id !== k.sellerId))
        return { ok: false, outcome: 'rejected-merchant', reason: `app_id ${params.app_id} seller_id ${params.seller_id}` };
      if (!params.out_trade_no) return { ok: false, outcome: 'rejected-malformed', reason: 'no out_trade_no' };
      if (params.trade_status === 'TRADE_CLOSED') return { ok: true, kind: 'closed', payNo: params.out_trade_no, tradeNo: params.trade_no ?? null };
      if (params.trade_status !== 'TRADE_SUCCESS' && params.trade_status !== 'TRADE_FINISHED')
        return { ok: false, outcome: 'rejected-malformed', reason: `status ${params.trade_status}` };
      const amount = decimalToFen(params.total_amount ?? '');
      if (!params.trade_no || amount === null) return { ok: false, outcome: 'rejected-malformed', reason: 'incomplete form' };
      const paidMs = params.gmt_payment ? parseBeijingTime(params.gmt_payment) : NaN;
      return {
        ok: true,
        kind: 'paid',
        payNo: params.out_trade_no,
        tradeNo: params.trade_no,
        amount,
        paidAt: new Date(Number.isFinite(paidMs) ? paidMs : note.nowMs),
      };
    },
  };

  return gateway;
}

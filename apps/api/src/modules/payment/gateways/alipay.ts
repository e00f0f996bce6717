/**
 * Alipay open API (https://opendocs.alipay.com): `alipay.trade.page.pay` / `wap.pay` as a
 * signed GET URL the shopper's browser opens, and server to server `alipay.trade.precreate`,
 * `.query`, `.refund`, `.fastpay.refund.query`, `.close` — common parameters in the query
 * string, biz_content in the form body, signed RSA2 with the app private key; answers
 * verified with the pinned Alipay public key. Amounts in yuan. Refunds: alipay.trade.refund
 * (out_request_no = the shop's refund number, notify_url where the result is posted; 10000 =
 * accepted), alipay.trade.fastpay.refund.query, and the refund's trade_status_sync form
 * (out_biz_no, refund_amount, refund_status; see sandbox/notification-builder.ts). The same adapter talks to
 * openapi.alipay.com or the sandbox (`${self}/api/sandbox/alipay/gateway.do`) by settings.
 */
import { formatBeijingTime, parseBeijingTime } from '@shop/contracts/beijing-time';
import { fail } from '../../../platform/shop-error.ts';
import { decimalToFen, fenToDecimal } from '@shop/contracts/money';
import { alipaySignRequest, alipayVerifyResponse } from '../signing/alipay-openapi.ts';
import { rsa2Verify } from '../signing/rsa2-sign.ts';
import type { AlipaySettings } from '../settings.ts';
import type { AlipayKeys } from '../trust/provider-keys.ts';
import {
  refundFromForm,
  refundRefused,
  UNKNOWN_REFUND,
  type GatewayOrigins,
  type IncomingNotification,
  type NotificationRejection,
  type ParsedRefundNotification,
  type PaymentGateway,
  type QueriedTrade,
} from './gateway.ts';
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

  /** A notification form signed by Alipay's pinned key, for this app (and seller), naming a trade. */
  function checkedForm(
    note: IncomingNotification,
  ): { ok: true; params: Record<string, string> } | { ok: false; outcome: NotificationRejection; reason: string } {
    const params = Object.fromEntries(new URLSearchParams(note.body));
    const k = keys();
    if (!rsa2Verify(params, k.alipayPublicKey)) return { ok: false, outcome: 'rejected-signature', reason: 'RSA2 signature' };
    // Signed by Alipay, but for another app or seller: not ours.
    if (params.app_id !== k.appId || (k.sellerId && params.seller_id !== k.sellerId))
      return { ok: false, outcome: 'rejected-merchant', reason: `app_id ${params.app_id} seller_id ${params.seller_id}` };
    if (!params.out_trade_no) return { ok: false, outcome: 'rejected-malformed', reason: 'no out_trade_no' };
    return { ok: true, params };
  }

  const gateway: PaymentGateway & {
    precreate(payNo: string, amount: number, subject: string, notifyUrl: string): Promise<string>;
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

    async requestRefund(r) {
      const a = await exec(
        'alipay.trade.refund',
        { out_trade_no: r.payNo, refund_amount: fenToDecimal(r.amount), refund_reason: r.reason, out_request_no: r.refundNo },
        { notify_url: r.notifyUrl },
      );
      if (!ok(a)) {
        if (a.code === '40004') throw refundRefused('alipay', String(a.sub_code ?? a.code), typeof a.sub_msg === 'string' ? a.sub_msg : undefined);
        throw fail('ERR_PAY_GATEWAY', { cause: new Error(`alipay refund: ${a.sub_code ?? a.code}`) });
      }
      if (a.out_trade_no !== r.payNo) throw fail('ERR_PAY_GATEWAY', { cause: new Error('alipay refund answered another trade') });
      // 10000 is the acceptance; the result comes by notification or fastpay.refund.query.
      return { status: 'processing', providerRefundNo: typeof a.trade_no === 'string' ? a.trade_no : null, amount: r.amount, finishedAt: null };
    },

    async queryRefund(payNo, refundNo) {
      const a = await exec('alipay.trade.fastpay.refund.query', { out_trade_no: payNo, out_request_no: refundNo });
      if (a.code === '40004' && a.sub_code === 'ACQ.TRADE_NOT_EXIST') return UNKNOWN_REFUND;
      if (!ok(a)) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`alipay refund query: ${a.sub_code ?? a.code}`) });
      // Believed only about the trade and request number asked for.
      if (a.out_trade_no !== payNo || a.out_request_no !== refundNo)
        throw fail('ERR_PAY_GATEWAY', { cause: new Error('alipay refund query answered another refund') });
      const amount = decimalToFen(String(a.refund_amount ?? ''));
      // No refund_amount: Alipay knows no refund of that number.
      if (amount === null) return UNKNOWN_REFUND;
      const status = a.refund_status === 'REFUND_SUCCESS' ? 'success' : a.refund_status === 'REFUND_FAIL' ? 'failed' : 'processing';
      const at = typeof a.gmt_refund_pay === 'string' ? parseBeijingTime(a.gmt_refund_pay) : NaN;
      return {
        status,
        providerRefundNo: typeof a.trade_no === 'string' ? a.trade_no : null,
        amount,
        finishedAt: status === 'success' && Number.isFinite(at) ? new Date(at) : null,
      };
    },

    async parseRefundNotification(note): Promise<ParsedRefundNotification> {
      const checked = checkedForm(note);
      if (!checked.ok) return checked;
      const params = checked.params;
      return refundFromForm(note, params.out_trade_no!, {
        refundNo: params.out_biz_no,
        providerRefundNo: params.trade_no,
        amount: decimalToFen(params.refund_amount ?? ''),
        status: params.refund_status === 'REFUND_SUCCESS' ? 'success' : params.refund_status === 'REFUND_FAIL' ? 'failed' : null,
        finishedAt: params.gmt_refund,
      });
    },

    async close(payNo) {
      await exec('alipay.trade.close', { out_trade_no: payNo });
    },

    async parseNotification(note) {
      const checked = checkedForm(note);
      if (!checked.ok) return checked;
      const params = checked.params;
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

/**
 * UnionPay, UnionPay International, JD Pay, CMB instalments and China UMS: the shop's own
 * IMITATION protocol, not those providers' real gateway formats (docs/payments.md). Trade
 * calls are JSON to `{gateway}/trades…` signed with the shared merchant key (HMAC-SHA256 of
 * the raw body in x-sandbox-signature, answers signed the same way and verified); notifications are forms signed RSA2 by the gateway
 * (unionpay, unionpayint; pinned public key) or HMAC with the merchant key (the others),
 * and must name the configured merchant id. Refunds: /trades/refund, /trades/refund/query and a
 * refund-result form (notify_type refund) signed as that method's notifications. Gateway unset = the sandbox at
 * `${self}/api/sandbox/{method}`.
 */
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { fail } from '../../../platform/shop-error.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../protocol.ts';
import { decimalToFen } from '@shop/contracts/money';
import { bodySignature, bodySignatureValid, hmacVerify } from '../signing/hmac-sign.ts';
import { rsa2Verify } from '../signing/rsa2-sign.ts';
import type { ImitationMethod, ImitationSettings } from '../settings.ts';
import type { ImitationKeys } from '../trust/provider-keys.ts';
import {
  dateOrNull,
  refundFromForm,
  refundRefused,
  UNKNOWN_REFUND,
  type GatewayOrigins,
  type IncomingNotification,
  type NotificationRejection,
  type ParsedNotification,
  type ParsedRefundNotification,
  type PaymentGateway,
  type RefundState,
} from './gateway.ts';
import { gatewayFetch } from './http.ts';

type GatewayStatus = 'waiting' | 'success' | 'failed' | 'closed';

interface ImitationRefund {
  refund_no?: string;
  out_refund_no?: string;
  out_trade_no?: string;
  amount?: number;
  status?: 'PROCESSING' | 'SUCCESS' | 'FAILED';
  success_time?: string | null;
}

const REFUND_STATES = { PROCESSING: 'processing', SUCCESS: 'success', FAILED: 'failed' } as const;

/** A refund answer: believed only about the refund and trade asked for. */
function refundStateOf(b: ImitationRefund, payNo: string, refundNo: string): RefundState {
  if (b.out_refund_no !== refundNo || b.out_trade_no !== payNo) throw fail('ERR_PAY_GATEWAY', { cause: new Error('refund answered another refund or trade') });
  return {
    status: (b.status && REFUND_STATES[b.status]) ?? 'unknown',
    providerRefundNo: b.refund_no ?? null,
    amount: typeof b.amount === 'number' ? b.amount : null,
    finishedAt: b.status === 'SUCCESS' ? dateOrNull(b.success_time) : null,
  };
}

export function imitationGateway(method: ImitationMethod, settings: ImitationSettings, keys: () => ImitationKeys, origins: GatewayOrigins): PaymentGateway {
  const rsa = method === 'unionpay' || method === 'unionpayint';
  const base = () => settings.gateway?.replace(/\/+$/, '') ?? `${origins.self()}/api/sandbox/${method}`;

  async function call<T>(path: string, payload: object): Promise<{ status: number; body: T }> {
    const k = keys();
    const body = JSON.stringify({ merchant_id: k.merchantId, ...payload });
    const res = await gatewayFetch(`${base()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: bodySignature(body, k.merchantKey) },
      body,
    });
    // Answers are signed with the same key: anything else (another server, a tampered body) is not believed.
    if (res.status < 500 && !bodySignatureValid(res.text, res.headers.get(SANDBOX_SIGNATURE_HEADER) ?? undefined, k.merchantKey))
      throw fail('ERR_PAY_GATEWAY', { cause: new Error(`${method}${path}: answer not signed with the merchant key`) });
    try {
      return { status: res.status, body: JSON.parse(res.text) as T };
    } catch (cause) {
      throw fail('ERR_PAY_GATEWAY', { cause });
    }
  }

  /** A notification form signed by the gateway (RSA2, pinned key) or with the merchant key (HMAC), naming this merchant and a trade. */
  function checkedForm(
    note: IncomingNotification,
  ): { ok: true; params: Record<string, string> } | { ok: false; outcome: NotificationRejection; reason: string } {
    const params = Object.fromEntries(new URLSearchParams(note.body));
    const k = keys();
    const signed = rsa ? rsa2Verify(params, k.gatewayPublicKey!) : hmacVerify(params, k.merchantKey);
    if (!signed) return { ok: false, outcome: 'rejected-signature', reason: rsa ? 'RSA2 signature' : 'HMAC signature' };
    const merchant = rsa ? params.app_id : params.merchant_id;
    if (merchant !== k.merchantId) return { ok: false, outcome: 'rejected-merchant', reason: `merchant ${merchant}` };
    if (!params.out_trade_no) return { ok: false, outcome: 'rejected-malformed', reason: 'no out_trade_no' };
    return { ok: true, params };
  }

  const gateway: PaymentGateway = {
    method,
    async createTrade(t) {
      const res = await call<{ trade_no: string; code_url: string | null; cashier_url: string | null }>('/trades', {
        out_trade_no: t.payNo,
        amount: t.amount,
        subject: t.subject,
        notify_url: t.notifyUrl,
        return_url: t.returnUrl,
        fail_url: t.failUrl,
        periods: t.periods,
      });
      if (res.status !== 200 || !res.body.trade_no) throw fail('ERR_PAY_GATEWAY');
      return { qrContent: res.body.code_url ?? null, cashierUrl: res.body.cashier_url ?? null };
    },
    async query(payNo) {
      const res = await call<{ trade_no: string; out_trade_no: string; status: GatewayStatus; amount: number; success_time: string | null }>('/trades/query', {
        out_trade_no: payNo,
      });
      if (res.status === 404) return { status: 'unknown', tradeNo: null, amount: null, paidAt: null };
      if (res.status !== 200) throw fail('ERR_PAY_GATEWAY');
      const b = res.body;
      if (b.out_trade_no !== payNo) throw fail('ERR_PAY_GATEWAY', { cause: new Error('query answered another trade') });
      return { status: b.status, tradeNo: b.trade_no, amount: b.amount, paidAt: b.success_time ? new Date(b.success_time) : null };
    },

    async requestRefund(r) {
      const res = await call<ImitationRefund & { code?: string; message?: string }>('/trades/refund', {
        out_trade_no: r.payNo,
        out_refund_no: r.refundNo,
        amount: r.amount,
        reason: r.reason.slice(0, 80),
        notify_url: r.notifyUrl,
      });
      if (res.status === 404 || res.status === 409) throw refundRefused(method, res.body.code ?? String(res.status), res.body.message);
      if (res.status !== 200) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`${method} refund: ${res.status}`) });
      return refundStateOf(res.body, r.payNo, r.refundNo);
    },

    async queryRefund(payNo, refundNo) {
      const res = await call<ImitationRefund>('/trades/refund/query', { out_trade_no: payNo, out_refund_no: refundNo });
      if (res.status === 404) return UNKNOWN_REFUND;
      if (res.status !== 200) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`${method} refund query: ${res.status}`) });
      return refundStateOf(res.body, payNo, refundNo);
    },

    async parseRefundNotification(note): Promise<ParsedRefundNotification> {
      const checked = checkedForm(note);
      if (!checked.ok) return checked;
      const params = checked.params;
      if (params.notify_type !== 'refund') return { ok: false, outcome: 'rejected-malformed', reason: `notify_type ${params.notify_type}` };
      return refundFromForm(note, params.out_trade_no!, {
        refundNo: params.out_refund_no,
        providerRefundNo: params.refund_no,
        amount: /^[1-9]\d{0,9}$/.test(params.refund_amount ?? '') ? Number(params.refund_amount) : null,
        status: params.refund_status === 'SUCCESS' ? 'success' : params.refund_status === 'FAILED' ? 'failed' : null,
        finishedAt: params.refund_time,
      });
    },

    async parseNotification(note): Promise<ParsedNotification> {
      const checked = checkedForm(note);
      if (!checked.ok) return checked;
      const params = checked.params;
      const status = rsa ? params.trade_status : params.status;
      if (status === 'TRADE_CLOSED' || status === 'CLOSED') return { ok: true, kind: 'closed', payNo: params.out_trade_no, tradeNo: params.trade_no ?? null };
      const success = rsa ? status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' : status === 'SUCCESS';
      if (!success) return { ok: false, outcome: 'rejected-malformed', reason: `status ${status}` };
      const amount = rsa ? decimalToFen(params.total_amount ?? '') : /^\d{1,10}$/.test(params.amount ?? '') ? Number(params.amount) : null;
      if (!params.trade_no || amount === null) return { ok: false, outcome: 'rejected-malformed', reason: 'incomplete form' };
      const when = rsa ? params.gmt_payment : params.pay_time;
      const paidMs = when ? parseBeijingTime(when) : NaN;
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

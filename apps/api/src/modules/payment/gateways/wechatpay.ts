/**
 * WeChat Pay APIv3 (https://pay.weixin.qq.com/doc/v3/merchant): native transactions (the QR
 * code on PC), H5 transactions (a phone's browser), query by out-trade-no, close, domestic refunds, /v3/certificates. Requests carry
 * `Authorization: WECHATPAY2-SHA256-RSA2048 …` signed with the merchant key; every answer
 * and notification is verified against a pinned key chosen by Wechatpay-Serial — a platform
 * certificate serial or, in public-key mode, PUB_KEY_ID_…; an unknown serial is refused.
 * Notification resources are AES-256-GCM with the 32-character APIv3 key. Refunds: POST
 * /v3/refund/domestic/refunds (out_refund_no the shop's refund number), GET
 * …/refunds/{out_refund_no}, REFUND.SUCCESS / REFUND.ABNORMAL notifications.
 */
import { X509Certificate } from 'node:crypto';
import { fail } from '../../../platform/shop-error.ts';
import type { WechatPaySettings } from '../settings.ts';
import { aesGcmDecrypt, apiV3KeyBytes, wechatAuthorization, wechatVerify, type EncryptedResource } from '../signing/wechat-sign.ts';
import type { WechatPayKeys } from '../trust/provider-keys.ts';
import {
  dateOrNull,
  refundRefused,
  UNKNOWN_REFUND,
  type GatewayOrigins,
  type IncomingNotification,
  type NotificationRejection,
  type ParsedRefundNotification,
  type PaymentGateway,
  type QueriedTrade,
  type RefundState,
} from './gateway.ts';
import { gatewayFetch } from './http.ts';

export const WXPAY_SANDBOX_PATH = '/api/sandbox/wxpay';

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number };
}

interface WechatRefund {
  refund_id?: string;
  out_refund_no?: string;
  out_trade_no?: string;
  status?: string;
  refund_status?: string;
  success_time?: string;
  amount?: { refund?: number; total?: number };
}

const REFUND_STATES: Record<string, RefundState['status']> = { SUCCESS: 'success', PROCESSING: 'processing', ABNORMAL: 'failed', CLOSED: 'failed' };

/** A refund answer (create or query): believed only about the refund and trade asked for. */
function refundStateOf(b: WechatRefund, payNo: string, refundNo: string): RefundState {
  if (b.out_refund_no !== refundNo || b.out_trade_no !== payNo)
    throw fail('ERR_PAY_GATEWAY', { cause: new Error('wxpay refund answered another refund or trade') });
  const refund = b.amount?.refund;
  return {
    status: REFUND_STATES[b.status ?? ''] ?? 'unknown',
    providerRefundNo: b.refund_id ?? null,
    amount: typeof refund === 'number' ? refund : null,
    finishedAt: b.status === 'SUCCESS' ? dateOrNull(b.success_time) : null,
  };
}

const header = (h: Record<string, string | string[] | undefined> | Headers, name: string) => {
  const v = h instanceof Headers ? h.get(name) : h[name];
  return typeof v === 'string' ? v : undefined;
};

export function wechatPayGateway(settings: WechatPaySettings, keys: () => WechatPayKeys, origins: GatewayOrigins) {
  const base = () => settings.base?.replace(/\/+$/, '') ?? `${origins.self()}${WXPAY_SANDBOX_PATH}`;
  let fetched: Promise<void> | null = null;

  /** Configured gateway without a pinned key: its certificates, fetched once, then pinned for good. */
  async function pinCertificatesOnce(): Promise<void> {
    if (!keys().fetchCertificates) return;
    fetched ??= (async () => {
      const res = await signedRequest('GET', '/v3/certificates', undefined, false);
      const list = (JSON.parse(res.text) as { data?: { serial_no: string; encrypt_certificate: EncryptedResource }[] }).data ?? [];
      const found = new Map<string, string>();
      for (const c of list) {
        const pem = aesGcmDecrypt(apiV3KeyBytes(keys().apiV3Key), c.encrypt_certificate);
        if (!pem) continue;
        const cert = new X509Certificate(pem);
        found.set(cert.serialNumber.toUpperCase(), cert.publicKey.export({ type: 'spki', format: 'pem' }).toString());
      }
      // The answer itself must verify with one of the certificates it carries.
      const serial = header(res.headers, 'wechatpay-serial');
      const pub = serial ? found.get(serial) : undefined;
      if (!pub || !wechatVerify(pub, Object.fromEntries(res.headers), res.text, Date.now()).ok)
        throw fail('ERR_PAY_GATEWAY', { cause: new Error('wxpay certificates: answer not verifiable') });
      for (const [s, k] of found) if (!keys().trusted.has(s)) keys().trusted.set(s, k);
    })().catch((err: unknown) => {
      fetched = null;
      throw err;
    });
    return fetched;
  }

  /** The pinned key for a serial; a configured gateway's certificates are fetched at most once. */
  async function keyFor(serial: string | undefined): Promise<string | undefined> {
    if (!serial) return undefined;
    const k = keys().trusted.get(serial);
    if (k || !keys().fetchCertificates || fetched) return k;
    await pinCertificatesOnce();
    return keys().trusted.get(serial);
  }

  async function signedRequest(method: 'GET' | 'POST', path: string, payload: object | undefined, verify = true) {
    const k = keys();
    const url = new URL(base() + path);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: wechatAuthorization(
        { mchid: k.mchid, serial: k.merchantSerial, privatePem: k.merchantPrivateKey },
        method,
        url.pathname + url.search,
        body,
        Date.now(),
      ),
      'user-agent': 'shop-wechatpay-apiv3',
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (k.publicKeyId) headers['wechatpay-serial'] = k.publicKeyId;
    const res = await gatewayFetch(url.toString(), { method, headers, body: payload === undefined ? undefined : body });
    if (verify && res.status < 500) {
      const pub = await keyFor(header(res.headers, 'wechatpay-serial'));
      if (!pub || !wechatVerify(pub, Object.fromEntries(res.headers), res.text, Date.now()).ok)
        throw fail('ERR_PAY_GATEWAY', { cause: new Error(`wxpay ${path}: answer not signed by a pinned key`) });
    }
    return res;
  }

  const json = <T>(text: string): T => {
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      throw fail('ERR_PAY_GATEWAY', { cause });
    }
  };

  /**
   * A notification's event: signed by a pinned key (Wechatpay-Serial), of the expected kind
   * (event_type prefix), its resource decrypted with the APIv3 key and parsed.
   */
  async function openEvent(
    note: IncomingNotification,
    eventPrefix: string,
    kind: string,
  ): Promise<{ ok: true; resource: unknown } | { ok: false; outcome: NotificationRejection; reason: string }> {
    const serial = header(note.headers, 'wechatpay-serial');
    const pub = await keyFor(serial).catch(() => undefined);
    if (!pub) return { ok: false, outcome: 'rejected-signature', reason: `unknown serial ${serial}` };
    const verdict = wechatVerify(pub, note.headers, note.body, note.nowMs);
    if (!verdict.ok) return { ok: false, outcome: 'rejected-signature', reason: verdict.reason };
    let event: { event_type?: string; resource?: EncryptedResource };
    try {
      event = JSON.parse(note.body) as typeof event;
    } catch {
      return { ok: false, outcome: 'rejected-malformed', reason: 'body is not JSON' };
    }
    if (!event.resource || !event.event_type?.startsWith(eventPrefix)) return { ok: false, outcome: 'rejected-malformed', reason: `event ${event.event_type}` };
    const plain = aesGcmDecrypt(apiV3KeyBytes(keys().apiV3Key), event.resource);
    if (plain === null) return { ok: false, outcome: 'rejected-signature', reason: 'resource does not decrypt' };
    try {
      const resource = JSON.parse(plain) as unknown;
      if (resource && typeof resource === 'object') return { ok: true, resource };
    } catch {
      // answered below
    }
    return { ok: false, outcome: 'rejected-malformed', reason: `${kind} resource is not a JSON object` };
  }

  const gateway: PaymentGateway & { pinCertificatesOnce(): Promise<void> } = {
    method: 'wxpay',
    pinCertificatesOnce,

    async createTrade(t) {
      const k = keys();
      // PC: native (the QR code holds code_url). Phone: H5 (the browser opens h5_url; app_url is the way back).
      const h5 = Boolean(t.mobile);
      const res = await signedRequest('POST', `/v3/pay/transactions/${h5 ? 'h5' : 'native'}`, {
        appid: k.appid,
        mchid: k.mchid,
        description: t.subject.slice(0, 127),
        out_trade_no: t.payNo,
        notify_url: t.notifyUrl,
        amount: { total: t.amount, currency: 'CNY' },
        ...(h5 ? { scene_info: { payer_client_ip: t.clientIp ?? '127.0.0.1', h5_info: { type: 'Wap', app_name: '星辰官方商城', app_url: t.returnUrl } } } : {}),
      });
      const b = json<{ code_url?: string; h5_url?: string }>(res.text);
      const url = h5 ? b.h5_url : b.code_url;
      if (res.status !== 200 || !url)
        throw fail('ERR_PAY_GATEWAY', { cause: new Error(`wxpay ${h5 ? 'h5' : 'native'}: ${res.status} ${res.text.slice(0, 200)}`) });
      return { qrContent: url, cashierUrl: null };
    },

    async query(payNo): Promise<QueriedTrade> {
      const k = keys();
      const res = await signedRequest('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(payNo)}?mchid=${encodeURIComponent(k.mchid)}`, undefined);
      if (res.status === 404) return { status: 'unknown', tradeNo: null, amount: null, paidAt: null };
      if (res.status !== 200) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`wxpay query: ${res.status}`) });
      const tx = json<Transaction>(res.text);
      // Believed only about our own merchant and the trade we asked for.
      if (tx.out_trade_no !== payNo || tx.mchid !== k.mchid || tx.appid !== k.appid)
        throw fail('ERR_PAY_GATEWAY', { cause: new Error('wxpay query answered another trade or merchant') });
      const st = tx.trade_state;
      const status =
        st === 'SUCCESS'
          ? 'success'
          : st === 'NOTPAY' || st === 'USERPAYING'
            ? 'waiting'
            : st === 'PAYERROR'
              ? 'failed'
              : st === 'CLOSED' || st === 'REVOKED' || st === 'REFUND'
                ? 'closed'
                : 'unknown';
      const total = tx.amount?.total;
      const paidAt = tx.success_time ? new Date(tx.success_time) : null;
      return {
        status,
        tradeNo: tx.transaction_id ?? null,
        amount: typeof total === 'number' ? total : null,
        paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
      };
    },

    async requestRefund(r) {
      const res = await signedRequest('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: r.payNo,
        out_refund_no: r.refundNo,
        reason: r.reason.slice(0, 80),
        notify_url: r.notifyUrl,
        amount: { refund: r.amount, total: r.total, currency: 'CNY' },
      });
      const b = json<WechatRefund & { code?: string; message?: string }>(res.text);
      // 400 INVALID_REQUEST / PARAM_ERROR, 403 NOT_ENOUGH, 404 RESOURCE_NOT_EXISTS: refused (401 is our signature: a gateway error).
      if (res.status === 400 || res.status === 403 || res.status === 404) throw refundRefused('wxpay', b.code ?? String(res.status), b.message);
      if (res.status !== 200) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`wxpay refund: ${res.status}`) });
      return refundStateOf(b, r.payNo, r.refundNo);
    },

    async queryRefund(payNo, refundNo) {
      const res = await signedRequest('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`, undefined);
      if (res.status === 404) return UNKNOWN_REFUND;
      if (res.status !== 200) throw fail('ERR_PAY_GATEWAY', { cause: new Error(`wxpay refund query: ${res.status}`) });
      return refundStateOf(json<WechatRefund>(res.text), payNo, refundNo);
    },

    async parseRefundNotification(note): Promise<ParsedRefundNotification> {
      const opened = await openEvent(note, 'REFUND.', 'refund');
      if (!opened.ok) return opened;
      const rf = opened.resource as WechatRefund & { mchid?: string };
      if (rf.mchid !== keys().mchid) return { ok: false, outcome: 'rejected-merchant', reason: `mchid ${rf.mchid}` };
      const amount = rf.amount?.refund;
      const status = rf.refund_status === 'SUCCESS' ? 'success' : rf.refund_status === 'ABNORMAL' || rf.refund_status === 'CLOSED' ? 'failed' : null;
      if (!rf.out_trade_no || !rf.out_refund_no || !rf.refund_id || !status || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
        return { ok: false, outcome: 'rejected-malformed', reason: 'incomplete refund' };
      return {
        ok: true,
        payNo: rf.out_trade_no,
        refundNo: rf.out_refund_no,
        providerRefundNo: rf.refund_id,
        amount,
        status,
        finishedAt: dateOrNull(rf.success_time) ?? new Date(note.nowMs),
      };
    },

    async close(payNo) {
      await signedRequest('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(payNo)}/close`, { mchid: keys().mchid });
    },

    async parseNotification(note) {
      const opened = await openEvent(note, 'TRANSACTION.', 'transaction');
      if (!opened.ok) return opened;
      const tx = opened.resource as Transaction;
      const k = keys();
      if (tx.mchid !== k.mchid || tx.appid !== k.appid) return { ok: false, outcome: 'rejected-merchant', reason: `mchid ${tx.mchid} appid ${tx.appid}` };
      if (!tx.out_trade_no) return { ok: false, outcome: 'rejected-malformed', reason: 'no out_trade_no' };
      if (tx.trade_state === 'CLOSED' || tx.trade_state === 'REVOKED' || tx.trade_state === 'PAYERROR')
        return { ok: true, kind: 'closed', payNo: tx.out_trade_no, tradeNo: tx.transaction_id ?? null };
      const total = tx.amount?.total;
      if (tx.trade_state !== 'SUCCESS' || !tx.transaction_id || typeof total !== 'number' || !Number.isInteger(total))
        return { ok: false, outcome: 'rejected-malformed', reason: 'incomplete transaction' };
      const paidAt = tx.success_time ? new Date(tx.success_time) : new Date(note.nowMs);
      return {
        ok: true,
        kind: 'paid',
        payNo: tx.out_trade_no,
        tradeNo: tx.transaction_id,
        amount: total,
        paidAt: Number.isNaN(paidAt.getTime()) ? new Date(note.nowMs) : paidAt,
      };
    },
  };
  return gateway;
}

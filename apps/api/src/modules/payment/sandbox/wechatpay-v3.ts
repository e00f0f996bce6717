/**
 * The WeChat Pay sandbox at /api/sandbox/wxpay, speaking APIv3 as api.mch.weixin.qq.com
 * does: the merchant's `WECHATPAY2-SHA256-RSA2048` Authorization checked with the
 * configured merchant key and serial; answers signed with the sandbox platform key
 * (Wechatpay-Timestamp / -Nonce / -Signature / -Serial) — under its certificate serial, or
 * under PUB_KEY_ID_… when the merchant asks in public-key mode (Wechatpay-Serial on the
 * request); /v3/certificates hands out the platform certificate encrypted with the APIv3 key.
 * Refunds (/v3/refund/domestic/refunds): accepted as PROCESSING, settled SUCCESS (or ABNORMAL
 * by the trade's test switch) within a second and notified (REFUND.SUCCESS / REFUND.ABNORMAL)
 * to the refund's notify_url — none given, none sent; GET …/refunds/{out_refund_no} queries.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { aesGcmEncrypt, apiV3KeyBytes, parseAuthorization, verifyAuthorization, wechatHeaders } from '../signing/wechat-sign.ts';
import type { ProviderKeys } from '../trust/provider-keys.ts';
import { platformCertificate, sandboxPublicKeyId } from './platform-certificate.ts';
import { rfc3339Beijing } from './notification-builder.ts';
import type { SandboxGateway, SandboxTrade, TradeExtra } from './sandbox-gateway.ts';
import type { SandboxRefund } from './sandbox-refunds.ts';
import type { SandboxKeys } from './sandbox-keys.ts';

const tags = ['sandbox'];
const PREFIX = '/sandbox/wxpay';
const TRADE_STATE: Record<SandboxTrade['status'], [string, string]> = {
  waiting: ['NOTPAY', '未支付'],
  success: ['SUCCESS', '支付成功'],
  failed: ['PAYERROR', '支付失败'],
  closed: ['CLOSED', '已关闭'],
};
const REFUND_STATUS: Record<SandboxRefund['status'], string> = { processing: 'PROCESSING', success: 'SUCCESS', failed: 'ABNORMAL' };

interface TransactionRequest {
  appid?: string;
  mchid?: string;
  description?: string;
  out_trade_no?: string;
  notify_url?: string;
  amount?: { total?: number; currency?: string };
  payer?: { openid?: string };
  scene_info?: { payer_client_ip?: string; h5_info?: { type?: string; app_url?: string } };
}

export function wechatPaySandboxRoutes(
  scope: FastifyInstance,
  opts: { merchant: () => ProviderKeys; gateway: SandboxGateway; keys: SandboxKeys; publicOrigin: () => string },
) {
  const { merchant, gateway, keys, publicOrigin } = opts;

  const publicKeyMode = (req: FastifyRequest) => String(req.headers['wechatpay-serial'] ?? '').startsWith('PUB_KEY_ID_');

  /** Every answer is signed by the platform, as WeChat Pay signs them. */
  async function send(req: FastifyRequest, reply: FastifyReply, status: number, payload?: object) {
    const platform = await keys.of('wxpay');
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const serial = publicKeyMode(req) ? sandboxPublicKeyId(platform) : platformCertificate(platform).serial;
    const headers = wechatHeaders(platform.privatePem, serial, body, Date.now());
    reply.code(status).headers({ ...headers, 'request-id': randomBytes(12).toString('hex') });
    if (payload === undefined) return reply.send();
    return reply.type('application/json; charset=utf-8').send(body);
  }
  const error = (req: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string) => send(req, reply, status, { code, message });

  /** The merchant's signature over method, path (with query), timestamp, nonce and body. */
  function authorized(req: FastifyRequest): boolean {
    const m = merchant().wxpay;
    const auth = parseAuthorization(typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined);
    if (!auth || auth.mchid !== m.mchid || auth.serial_no !== m.merchantSerial) return false;
    return verifyAuthorization(m.merchantPublicKey, auth, req.method, req.url, typeof req.body === 'string' ? req.body : '', Date.now());
  }

  const guarded = (fn: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => async (req: FastifyRequest, reply: FastifyReply) => {
    if (!authorized(req)) return error(req, reply, 401, 'SIGN_ERROR', '签名错误');
    return fn(req, reply);
  };

  const transactionOf = (t: SandboxTrade) => {
    const extra = t.extra as TradeExtra;
    // Refunded in full: WeChat Pay answers REFUND (转入退款); a partial refund leaves SUCCESS.
    const [trade_state, trade_state_desc] = t.status === 'closed' && t.refundedAmount > 0 ? ['REFUND', '转入退款'] : TRADE_STATE[t.status];
    return {
      appid: extra.appId,
      mchid: extra.mchid,
      out_trade_no: t.outTradeNo,
      transaction_id: t.tradeNo,
      trade_type: 'NATIVE',
      trade_state,
      trade_state_desc,
      bank_type: 'OTHERS',
      ...(t.status === 'success' || t.status === 'closed' ? { success_time: t.finishedAt?.toISOString() } : {}),
      amount: { total: t.amount, payer_total: t.status === 'success' || t.refundedAmount > 0 ? t.amount : 0, currency: 'CNY', payer_currency: 'CNY' },
    };
  };

  const create = (kind: 'native' | 'h5' | 'jsapi') =>
    guarded(async (req, reply) => {
      const m = merchant().wxpay;
      let b: TransactionRequest;
      try {
        b = JSON.parse(typeof req.body === 'string' ? req.body : '') as TransactionRequest;
      } catch {
        return error(req, reply, 400, 'PARAM_ERROR', '请求体不是合法的 JSON');
      }
      if (b.mchid !== m.mchid || b.appid !== m.appid) return error(req, reply, 400, 'PARAM_ERROR', 'appid 和 mch_id 不匹配');
      const total = b.amount?.total;
      if (!b.out_trade_no || !/^[A-Za-z0-9_*|-]{6,32}$/.test(b.out_trade_no) || !b.description || !b.notify_url || !Number.isInteger(total) || total! <= 0)
        return error(req, reply, 400, 'PARAM_ERROR', '参数错误');
      if (kind === 'jsapi' && !b.payer?.openid) return error(req, reply, 400, 'PARAM_ERROR', '缺少参数 payer.openid');
      if (kind === 'h5' && (!b.scene_info?.payer_client_ip || !b.scene_info.h5_info?.type)) return error(req, reply, 400, 'PARAM_ERROR', '缺少参数 scene_info');
      // H5: the merchant site (h5_info.app_url) is where the phone's 返回商户页面 leads; only an http(s) address.
      const appUrl = b.scene_info?.h5_info?.app_url;
      const returnUrl = kind === 'h5' && appUrl && /^https?:\/\//.test(appUrl) ? appUrl : '';
      const trade = await gateway.createTrade('wxpay', {
        out_trade_no: b.out_trade_no,
        amount: total!,
        subject: b.description.slice(0, 128),
        notify_url: b.notify_url,
        return_url: returnUrl,
        fail_url: '',
        extra: { appId: b.appid, mchid: b.mchid, publicKeyMode: publicKeyMode(req) },
      });
      if (trade === 'conflict') return error(req, reply, 400, 'INVALID_REQUEST', '201 商户订单号重复');
      const page = `${publicOrigin()}/api/sandbox/wxpay/scan/${trade.tradeNo}`;
      if (kind === 'native') return send(req, reply, 200, { code_url: page });
      if (kind === 'h5') return send(req, reply, 200, { h5_url: page });
      return send(req, reply, 200, { prepay_id: `wx${trade.tradeNo}` });
    });

  scope.post(
    `${PREFIX}/v3/pay/transactions/native`,
    { config: { csrf: false }, schema: { tags, summary: '微信支付沙箱：Native 下单（APIv3）' } },
    create('native'),
  );
  scope.post(`${PREFIX}/v3/pay/transactions/h5`, { config: { csrf: false }, schema: { tags, summary: '微信支付沙箱：H5 下单（APIv3）' } }, create('h5'));
  scope.post(
    `${PREFIX}/v3/pay/transactions/jsapi`,
    { config: { csrf: false }, schema: { tags, summary: '微信支付沙箱：JSAPI 下单（APIv3）' } },
    create('jsapi'),
  );

  scope.get(
    `${PREFIX}/v3/pay/transactions/out-trade-no/:no`,
    { schema: { tags, summary: '微信支付沙箱：商户订单号查询订单（APIv3）' } },
    guarded(async (req, reply) => {
      const { no } = req.params as { no: string };
      if ((req.query as { mchid?: string }).mchid !== merchant().wxpay.mchid) return error(req, reply, 400, 'PARAM_ERROR', 'mchid 不匹配');
      const trade = await gateway.query('wxpay', no);
      if (!trade) return error(req, reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
      return send(req, reply, 200, transactionOf(trade));
    }),
  );

  scope.post(
    `${PREFIX}/v3/pay/transactions/out-trade-no/:no/close`,
    { config: { csrf: false }, schema: { tags, summary: '微信支付沙箱：关闭订单（APIv3）' } },
    guarded(async (req, reply) => {
      const { no } = req.params as { no: string };
      const closed = await gateway.closeTrade('wxpay', no);
      if (!closed) return error(req, reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
      if (closed === 'not-closable') return error(req, reply, 400, 'ORDER_CLOSED', '订单已支付或已关闭');
      return send(req, reply, 204);
    }),
  );

  /** A refund as WeChat Pay describes it (the create answer, the query and, encrypted, the notification). */
  const refundOf = ({ refund, trade }: { refund: SandboxRefund; trade: SandboxTrade }) => ({
    refund_id: refund.refundNo,
    out_refund_no: refund.outRefundNo,
    transaction_id: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(refund.status === 'success' && refund.finishedAt ? { success_time: rfc3339Beijing(refund.finishedAt) } : {}),
    create_time: rfc3339Beijing(refund.createdAt),
    status: REFUND_STATUS[refund.status],
    funds_account: 'AVAILABLE',
    amount: {
      total: trade.amount,
      refund: refund.amount,
      payer_total: trade.amount,
      payer_refund: refund.amount,
      settlement_total: trade.amount,
      settlement_refund: refund.amount,
      discount_refund: 0,
      currency: 'CNY',
    },
  });

  scope.post(
    `${PREFIX}/v3/refund/domestic/refunds`,
    { config: { csrf: false }, schema: { tags, summary: '微信支付沙箱：申请退款（APIv3，受理后异步完成并通知 notify_url）' } },
    guarded(async (req, reply) => {
      let b: {
        out_trade_no?: string;
        out_refund_no?: string;
        reason?: string;
        notify_url?: string;
        amount?: { refund?: number; total?: number; currency?: string };
      };
      try {
        b = JSON.parse(typeof req.body === 'string' ? req.body : '') as typeof b;
      } catch {
        return error(req, reply, 400, 'PARAM_ERROR', '请求体不是合法的 JSON');
      }
      const refund = b.amount?.refund;
      const total = b.amount?.total;
      if (
        !b.out_trade_no ||
        !b.out_refund_no ||
        !/^[A-Za-z0-9_*@|-]{1,64}$/.test(b.out_refund_no) ||
        !Number.isInteger(refund) ||
        refund! <= 0 ||
        !Number.isInteger(total) ||
        (b.amount?.currency !== undefined && b.amount.currency !== 'CNY') ||
        (b.notify_url !== undefined && !/^https?:\/\//.test(b.notify_url))
      )
        return error(req, reply, 400, 'PARAM_ERROR', '参数错误');
      const done = await gateway.requestRefund('wxpay', {
        outTradeNo: b.out_trade_no,
        outRefundNo: b.out_refund_no,
        amount: refund!,
        total,
        reason: (b.reason ?? '').slice(0, 80),
        notifyUrl: b.notify_url ?? null,
      });
      if (done === 'unknown-trade') return error(req, reply, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      if (done === 'total-mismatch') return error(req, reply, 400, 'PARAM_ERROR', '订单金额与原订单金额不符');
      if (done === 'not-refundable') return error(req, reply, 400, 'INVALID_REQUEST', '订单未支付，不允许退款');
      if (done === 'exceeds') return error(req, reply, 400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
      if (done === 'conflict') return error(req, reply, 400, 'INVALID_REQUEST', '退款单号已存在，但请求参数与原退款不一致');
      return send(req, reply, 200, refundOf(done));
    }),
  );

  scope.get(
    `${PREFIX}/v3/refund/domestic/refunds/:no`,
    { schema: { tags, summary: '微信支付沙箱：查询单笔退款（APIv3，按商户退款单号）' } },
    guarded(async (req, reply) => {
      const found = await gateway.refunds.query('wxpay', (req.params as { no: string }).no);
      if (!found) return error(req, reply, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
      return send(req, reply, 200, refundOf(found));
    }),
  );

  scope.get(
    `${PREFIX}/v3/certificates`,
    { schema: { tags, summary: '微信支付沙箱：下载平台证书（APIv3，encrypt_certificate）' } },
    guarded(async (req, reply) => {
      const cert = platformCertificate(await keys.of('wxpay'));
      const encrypted = aesGcmEncrypt(apiV3KeyBytes(merchant().wxpay.apiV3Key), cert.pem, 'certificate');
      return send(req, reply, 200, {
        data: [
          {
            serial_no: cert.serial,
            effective_time: cert.effective.toISOString().replace('.000Z', '+00:00'),
            expire_time: cert.expire.toISOString().replace('.000Z', '+00:00'),
            encrypt_certificate: { algorithm: 'AEAD_AES_256_GCM', nonce: encrypted.nonce, associated_data: 'certificate', ciphertext: encrypted.ciphertext },
          },
        ],
      });
    }),
  );
}

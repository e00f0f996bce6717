/**
 * The sandbox gateways' shared HTTP face, under /api/sandbox/{method}/…: the shopper's pages
 * of every provider (cashier, phone scan page, confirm / fail), and the IMITATION merchant
 * API of unionpay, unionpayint, jdpay, cmbpay, chinaums (create trade, query, refund — JSON
 * signed with the configured merchant key in x-sandbox-signature, naming the configured
 * merchant id; refunds: /trades/refund {out_trade_no, out_refund_no, amount, reason,
 * notify_url?} accepted as PROCESSING and settled within a second, /trades/refund/query
 * {out_trade_no, out_refund_no} → PROCESSING | SUCCESS | FAILED; the result notified as in
 * notification-builder.ts). Outside production, the test switch POST
 * /api/sandbox/{method}/test/refund-behaviour {outTradeNo, outcome: 'success' | 'failed',
 * suppressNotify} sets how that trade's refunds end and whether their results are notified
 * (every method; absent in production). Alipay and WeChat Pay speak their real protocols (alipay-openapi.ts,
 * wechatpay-v3.ts). Registered in a scope whose bodies arrive raw (signatures cover the
 * exact bytes).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAY_METHODS } from '@shop/contracts/checkout';
import { METHOD_STYLE, SANDBOX_SIGNATURE_HEADER } from '../protocol.ts';
import { bodySignature, bodySignatureValid } from '../signing/hmac-sign.ts';
import { IMITATION_METHODS, type ImitationMethod } from '../settings.ts';
import type { ProviderKeys } from '../trust/provider-keys.ts';
import { cashierPage, resultPage } from './cashier-page.ts';
import type { SandboxGateway, SandboxTrade, TradeExtra } from './sandbox-gateway.ts';
import type { SandboxRefund } from './sandbox-refunds.ts';
import type { SandboxKeys } from './sandbox-keys.ts';

const tags = ['sandbox'];
const methodParams = z.object({ method: z.enum(PAY_METHODS, { error: '不支持的支付方式' }) });
const imitationParams = z.object({ method: z.enum(IMITATION_METHODS as [ImitationMethod, ...ImitationMethod[]], { error: '不支持的支付方式' }) });
const tradeParams = methodParams.extend({ tradeNo: z.string().regex(/^\d{28}$/, '交易号有误') });

const tradeRequest = z.object({
  out_trade_no: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/),
  amount: z.number().int().positive().max(100_000_000),
  subject: z.string().min(1).max(128),
  notify_url: z.url(),
  return_url: z.url(),
  fail_url: z.url(),
  periods: z.number().int().positive().max(36).nullable().optional(),
});
const queryRequest = z.object({ out_trade_no: z.string().min(1).max(32) });
const refundRequest = queryRequest.extend({
  out_refund_no: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  amount: z.number().int().positive(),
  reason: z.string().max(80).default(''),
  notify_url: z.url().optional(),
});
const refundQueryRequest = queryRequest.extend({ out_refund_no: z.string().min(1).max(64) });
const refundBehaviour = z.object({
  outTradeNo: z.string().min(1, '请填写商户订单号').max(64),
  outcome: z.enum(['success', 'failed'], { error: '退款结果只能是 success 或 failed' }),
  suppressNotify: z.boolean({ error: 'suppressNotify 应为布尔值' }),
});
const IMITATION_REFUND_STATUS = { processing: 'PROCESSING', success: 'SUCCESS', failed: 'FAILED' } as const;

export interface SandboxRouteOptions {
  merchant: () => ProviderKeys;
  gateway: SandboxGateway;
  keys: SandboxKeys;
  publicOrigin: () => string;
  /** The test switches (POST /api/sandbox/{method}/test/refund-behaviour): never in production. */
  testSwitches?: boolean;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
const gatewayError = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).send({ code, message });

export function sandboxRoutes(scope: FastifyInstance, opts: SandboxRouteOptions) {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  const { gateway, keys, merchant, publicOrigin } = opts;

  /** A merchant API call: the raw JSON body signed with the configured merchant key, naming the configured merchant. */
  function signedBody<T extends z.ZodType>(method: ImitationMethod, raw: unknown, signature: unknown, schema: T): z.infer<T> | 'bad-signature' | 'bad-request' {
    const body = typeof raw === 'string' ? raw : '';
    const m = merchant().imitation[method];
    if (!bodySignatureValid(body, typeof signature === 'string' ? signature : undefined, m.merchantKey)) return 'bad-signature';
    try {
      const json = JSON.parse(body) as { merchant_id?: unknown };
      if (json.merchant_id !== m.merchantId) return 'bad-signature';
      const parsed = schema.safeParse(json);
      return parsed.success ? parsed.data : 'bad-request';
    } catch {
      return 'bad-request';
    }
  }
  const noCsrf = { csrf: false } as const;

  /** A merchant API route: the signed body checked and parsed (401 / 400 in the gateway's format), then `fn`. */
  const merchantApi =
    <T extends z.ZodType>(schema: T, fn: (method: ImitationMethod, input: z.infer<T>, reply: FastifyReply) => Promise<unknown>) =>
    async (req: { params: { method: ImitationMethod }; body: unknown; headers: Record<string, unknown> }, reply: FastifyReply) => {
      const { method } = req.params;
      const input = signedBody(method, req.body, req.headers[SANDBOX_SIGNATURE_HEADER], schema);
      if (input === 'bad-signature') return answer(reply, method, 401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (input === 'bad-request') return answer(reply, method, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      return fn(method, input, reply);
    };

  /** The gateway signs its answers with the same merchant key, so the shop believes only this gateway. */
  function answer(reply: FastifyReply, method: ImitationMethod, status: number, payload: object) {
    const body = JSON.stringify(payload);
    return reply
      .code(status)
      .header(SANDBOX_SIGNATURE_HEADER, bodySignature(body, merchant().imitation[method].merchantKey))
      .type('application/json; charset=utf-8')
      .send(body);
  }

  r.get(
    '/sandbox/:method/certificates',
    { schema: { tags, summary: '沙箱网关：平台证书（公钥，银联仿制协议）', params: imitationParams } },
    async (req, reply) => {
      const { method } = req.params;
      if (METHOD_STYLE[method] === 'hmac') return gatewayError(reply, 404, 'NOT_FOUND', '该网关使用商户密钥签名，无平台证书');
      const k = await keys.of(method);
      return { data: [{ serial_no: k.serial, algorithm: 'RSA-SHA256', public_key: k.publicPem }] };
    },
  );

  r.post(
    '/sandbox/:method/trades',
    { config: noCsrf, schema: { tags, summary: '沙箱网关：创建交易（仿制协议）', params: imitationParams } },
    merchantApi(tradeRequest, async (method, input, reply) => {
      const trade = await gateway.createTrade(method, { ...input, extra: { appId: merchant().imitation[method].merchantId } });
      if (trade === 'conflict') return answer(reply, method, 409, { code: 'OUT_TRADE_NO_USED', message: '商户订单号重复' });
      // The gateway's own pages, where shoppers reach this server.
      const origin = publicOrigin();
      const qr = method === 'jdpay';
      return answer(reply, method, 200, {
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        code_url: qr ? `${origin}/api/sandbox/${method}/scan/${trade.tradeNo}` : null,
        cashier_url: qr ? null : `${origin}/api/sandbox/${method}/cashier/${trade.tradeNo}`,
      });
    }),
  );

  r.post(
    '/sandbox/:method/trades/query',
    { config: noCsrf, schema: { tags, summary: '沙箱网关：查询交易（仿制协议）', params: imitationParams } },
    merchantApi(queryRequest, async (method, input, reply) => {
      const trade = await gateway.query(method, input.out_trade_no);
      if (!trade) return answer(reply, method, 404, { code: 'ORDER_NOT_EXIST', message: '交易不存在' });
      return answer(reply, method, 200, {
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        status: trade.status,
        amount: trade.amount,
        success_time: trade.status === 'success' || trade.status === 'closed' ? (trade.finishedAt?.toISOString() ?? null) : null,
      });
    }),
  );

  /** A refund as the imitation protocol answers it (create and query). */
  const refundAnswer = ({ refund, trade }: { refund: SandboxRefund; trade: SandboxTrade }) => ({
    refund_no: refund.refundNo,
    out_refund_no: refund.outRefundNo,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    amount: refund.amount,
    total: trade.amount,
    status: IMITATION_REFUND_STATUS[refund.status],
    success_time: refund.status === 'success' ? (refund.finishedAt?.toISOString() ?? null) : null,
  });

  r.post(
    '/sandbox/:method/trades/refund',
    { config: noCsrf, schema: { tags, summary: '沙箱网关：申请退款（仿制协议，受理后异步完成并通知 notify_url）', params: imitationParams } },
    merchantApi(refundRequest, async (method, input, reply) => {
      const done = await gateway.requestRefund(method, {
        outTradeNo: input.out_trade_no,
        outRefundNo: input.out_refund_no,
        amount: input.amount,
        reason: input.reason,
        notifyUrl: input.notify_url ?? null,
      });
      if (done === 'unknown-trade') return answer(reply, method, 404, { code: 'ORDER_NOT_EXIST', message: '交易不存在' });
      if (done === 'not-refundable' || done === 'total-mismatch')
        return answer(reply, method, 409, { code: 'TRADE_STATUS_ERROR', message: '交易状态不允许退款' });
      if (done === 'exceeds') return answer(reply, method, 409, { code: 'REFUND_AMOUNT_EXCEEDED', message: '退款金额超过可退金额' });
      if (done === 'conflict') return answer(reply, method, 409, { code: 'OUT_REFUND_NO_USED', message: '退款单号已用于另一笔退款' });
      return answer(reply, method, 200, refundAnswer(done));
    }),
  );

  r.post(
    '/sandbox/:method/trades/refund/query',
    { config: noCsrf, schema: { tags, summary: '沙箱网关：查询退款（仿制协议）', params: imitationParams } },
    merchantApi(refundQueryRequest, async (method, input, reply) => {
      const found = await gateway.refunds.query(method, input.out_refund_no, input.out_trade_no);
      if (!found) return answer(reply, method, 404, { code: 'REFUND_NOT_EXIST', message: '退款不存在' });
      return answer(reply, method, 200, refundAnswer(found));
    }),
  );

  // Test switch, registered outside production only (absent there: 404): how a trade's refunds end.
  if (opts.testSwitches)
    r.post(
      '/sandbox/:method/test/refund-behaviour',
      {
        config: noCsrf,
        schema: {
          tags,
          summary: '沙箱网关测试开关：该交易的退款结果（成功 / 失败）与是否发送退款通知（仅非生产环境）',
          params: methodParams,
        },
      },
      async (req, reply) => {
        let body: unknown;
        try {
          body = JSON.parse(typeof req.body === 'string' ? req.body : '');
        } catch {
          return gatewayError(reply, 400, 'PARAM_ERROR', '请求体不是合法的 JSON');
        }
        const parsed = refundBehaviour.safeParse(body);
        if (!parsed.success) return gatewayError(reply, 400, 'PARAM_ERROR', parsed.error.issues[0]?.message ?? '参数错误');
        const { outTradeNo, outcome, suppressNotify } = parsed.data;
        if (!(await gateway.refunds.setBehaviour(req.params.method, outTradeNo, { outcome, suppressNotify })))
          return gatewayError(reply, 404, 'ORDER_NOT_EXIST', '交易不存在');
        return reply.code(200).send({ outTradeNo, outcome, suppressNotify });
      },
    );

  const showPage = (view: 'cashier' | 'scan') => async (req: { params: z.infer<typeof tradeParams> }, reply: FastifyReply) => {
    const trade = await gateway.byTradeNo(req.params.method, req.params.tradeNo);
    if (!trade) return html(reply, 404, resultPage(req.params.method, '交易不存在', '请返回商户页面重新发起支付。'));
    return html(reply, 200, cashierPage(trade, view));
  };
  r.get('/sandbox/:method/cashier/:tradeNo', { schema: { tags, summary: '沙箱网关：收银台页面', params: tradeParams } }, showPage('cashier'));
  r.get('/sandbox/:method/scan/:tradeNo', { schema: { tags, summary: '沙箱网关：手机扫码页面（二维码内容）', params: tradeParams } }, showPage('scan'));

  const form = (raw: unknown) => new URLSearchParams(typeof raw === 'string' ? raw : '');

  r.post(
    '/sandbox/:method/cashier/:tradeNo/confirm',
    { config: noCsrf, schema: { tags, summary: '沙箱网关：确认支付', params: tradeParams } },
    async (req, reply) => {
      const { method, tradeNo } = req.params;
      const f = form(req.body);
      const trade = await gateway.confirm(method, tradeNo, { suppressNotify: f.get('notify') === '0' });
      if (!trade) {
        const current = await gateway.byTradeNo(method, tradeNo);
        if (!current) return html(reply, 404, resultPage(method, '交易不存在', '请返回商户页面重新发起支付。'));
        return html(reply, 409, cashierPage(current, 'cashier'));
      }
      // Scanned with a phone: the PC page sees the result; a phone that opened it itself can go back.
      if (f.get('view') === 'scan')
        return html(
          reply,
          200,
          resultPage(
            method,
            '支付成功',
            '请在电脑上查看支付结果，或返回商户页面。',
            trade.returnUrl ? { href: trade.returnUrl, label: '返回商户页面' } : undefined,
          ),
        );
      return reply.redirect(trade.returnUrl ?? '/', 303);
    },
  );

  r.post(
    '/sandbox/:method/cashier/:tradeNo/fail',
    { config: noCsrf, schema: { tags, summary: '沙箱网关：模拟支付失败', params: tradeParams } },
    async (req, reply) => {
      const { method, tradeNo } = req.params;
      const trade = await gateway.failTrade(method, tradeNo);
      if (!trade) {
        const current = await gateway.byTradeNo(method, tradeNo);
        if (!current) return html(reply, 404, resultPage(method, '交易不存在', '请返回商户页面重新发起支付。'));
        return html(reply, 409, cashierPage(current, 'cashier'));
      }
      const failUrl = (trade.extra as TradeExtra).failUrl;
      if (form(req.body).get('view') === 'scan')
        return html(
          reply,
          200,
          resultPage(method, '支付失败', '请在电脑上重新发起支付，或返回商户页面。', failUrl ? { href: failUrl, label: '返回商户页面' } : undefined),
        );
      return reply.redirect(failUrl ?? '/', 303);
    },
  );
}

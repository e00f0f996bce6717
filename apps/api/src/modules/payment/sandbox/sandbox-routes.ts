/**
 * The sandbox gateways' shared HTTP face, under /api/sandbox/{method}/…: the shopper's pages
 * of every provider (cashier, phone scan page, confirm / fail), and the IMITATION merchant
 * API of unionpay, unionpayint, jdpay, cmbpay, chinaums (create trade, query, refund — JSON
 * signed with the configured merchant key in x-sandbox-signature, naming the configured
 * merchant id). Alipay and WeChat Pay speak their real protocols (alipay-openapi.ts,
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
import type { SandboxGateway, TradeExtra } from './sandbox-gateway.ts';
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
const refundRequest = queryRequest.extend({ amount: z.number().int().positive(), reason: z.string().max(80).default('') });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
const gatewayError = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).send({ code, message });

export function sandboxRoutes(
  scope: FastifyInstance,
  opts: { merchant: () => ProviderKeys; gateway: SandboxGateway; keys: SandboxKeys; publicOrigin: () => string },
) {
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
    async (req, reply) => {
      const { method } = req.params;
      const input = signedBody(method, req.body, req.headers[SANDBOX_SIGNATURE_HEADER], tradeRequest);
      if (input === 'bad-signature') return answer(reply, method, 401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (input === 'bad-request') return answer(reply, method, 400, { code: 'PARAM_ERROR', message: '参数错误' });
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
    },
  );

  r.post(
    '/sandbox/:method/trades/query',
    { config: noCsrf, schema: { tags, summary: '沙箱网关：查询交易（仿制协议）', params: imitationParams } },
    async (req, reply) => {
      const { method } = req.params;
      const input = signedBody(method, req.body, req.headers[SANDBOX_SIGNATURE_HEADER], queryRequest);
      if (input === 'bad-signature') return answer(reply, method, 401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (input === 'bad-request') return answer(reply, method, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      const trade = await gateway.query(method, input.out_trade_no);
      if (!trade) return answer(reply, method, 404, { code: 'ORDER_NOT_EXIST', message: '交易不存在' });
      return answer(reply, method, 200, {
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        status: trade.status,
        amount: trade.amount,
        success_time: trade.status === 'success' || trade.status === 'closed' ? (trade.finishedAt?.toISOString() ?? null) : null,
      });
    },
  );

  r.post(
    '/sandbox/:method/trades/refund',
    { config: noCsrf, schema: { tags, summary: '沙箱网关：退款（仿制协议）', params: imitationParams } },
    async (req, reply) => {
      const { method } = req.params;
      const input = signedBody(method, req.body, req.headers[SANDBOX_SIGNATURE_HEADER], refundRequest);
      if (input === 'bad-signature') return answer(reply, method, 401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (input === 'bad-request') return answer(reply, method, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      const done = await gateway.refund(method, input.out_trade_no, input.amount, input.reason);
      if (done === 'not-refundable') return answer(reply, method, 409, { code: 'TRADE_STATUS_ERROR', message: '交易状态不允许退款' });
      return answer(reply, method, 200, { refund_no: done.refundNo, status: 'SUCCESS' });
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

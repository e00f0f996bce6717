/**
 * The shop's payment calls (member only; a member reaches only their own payments — another's
 * payNo answers 404) and the gateways' notification endpoint (public, no CSRF, raw body).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { PAY_METHODS } from '@shop/contracts/checkout';
import {
  createPaymentSchema,
  createdPaymentSchema,
  lotteryResultSchema,
  orderNoSchema,
  paymentDueSchema,
  paymentStatusSchema,
  type LotteryResult,
} from '@shop/contracts/payment';
import { ok } from '../../platform/envelope.ts';
import type { PaymentParts } from './payment-needs.ts';
import type { NotificationService } from './notification.service.ts';
import type { PaymentService } from './payment.service.ts';
import { nextUrlOf } from './payment.service.ts';

const tags = ['payment'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const payNoParams = z.object({ payNo: z.string().regex(/^\d{24}$/, '支付单号有误') });
const ordNoParams = z.object({ ordNo: orderNoSchema });

/** The post-payment draw these routes serve: the marketing module's lottery, handed in by app.ts. */
export interface PostPaymentDraw {
  view(memberId: number, orderNo: string): Promise<LotteryResult>;
  draw(memberId: number, orderNo: string): Promise<LotteryResult>;
}

export function paymentRoutes(api: FastifyInstance, deps: Pick<PaymentParts, 'members'>, s: { payments: PaymentService; lottery: PostPaymentDraw }) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  r.get(
    '/order/pay/due/:ordNo',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '订单当前应付（收银台显示金额与支付截止时间）',
        description:
          '全款、定金或尾款（尾款仅在尾款支付时间内）。已支付 409 ERR_PAY_ALREADY_PAID；已取消 409 ERR_ORDER_STATUS；尾款未开始 / 已结束 ERR_BALANCE_NOT_STARTED / ERR_BALANCE_ENDED；他人订单 404。',
        security,
        params: ordNoParams,
        response: { 200: envelopeSchema(paymentDueSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await s.payments.due(await memberId(req), req.params.ordNo));
    },
  );

  r.post(
    '/order/pay/create',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '发起支付（创建支付单与网关交易）',
        description:
          '金额由订单决定（客户端不传金额）。wxpay / jdpay 返回二维码内容 qrContent 与 SVG（手机打开二维码链接即"扫码"）；其余方式返回网关收银台地址 cashierUrl。同一订单再次发起时，之前未完成的支付单关闭（若其后仍支付成功，则自动退款或入账，不会重复收款）。',
        security,
        body: createPaymentSchema,
        response: { 200: envelopeSchema(createdPaymentSchema) },
      },
    },
    // The device only picks the provider's phone flow; it decides nothing about where money goes.
    async (req) =>
      ok(
        req,
        await s.payments.create(await memberId(req), req.body, { mobile: /Mobile|Android|iPhone/i.test(req.headers['user-agent'] ?? ''), clientIp: req.ip }),
      ),
  );

  r.get(
    '/order/pay/status/:payNo',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '支付结果（收银台轮询）',
        description:
          '支付单仍为 created 且已超过 5 秒（或 ?query=1）时，向网关主动查询并入账——未收到异步通知时的兜底。nextUrl：支付成功页、定金已付页或支付失败页；等待中为 null。',
        security,
        params: payNoParams,
        querystring: z.object({ query: z.enum(['0', '1']).optional() }),
        response: { 200: envelopeSchema(paymentStatusSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await s.payments.status(await memberId(req), req.params.payNo, req.query.query === '1'));
    },
  );

  r.get(
    '/order/pay/latest/:ordNo',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '订单最近一次支付（支付结果页显示）',
        security,
        params: ordNoParams,
        response: { 200: envelopeSchema(paymentStatusSchema.nullable()) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const p = await s.payments.latestOf(await memberId(req), req.params.ordNo);
      return ok(
        req,
        p
          ? {
              payNo: p.payNo,
              orderNo: p.orderNo,
              method: p.method as (typeof PAY_METHODS)[number],
              stage: p.stage,
              amount: p.amount,
              status: p.status,
              nextUrl: nextUrlOf(p),
            }
          : null,
      );
    },
  );

  r.get(
    '/order/pay/lottery/:ordNo',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '支付后抽奖：本订单的抽奖结果（未抽 drawn=false）',
        security,
        params: ordNoParams,
        response: { 200: envelopeSchema(lotteryResultSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await s.lottery.view(await memberId(req), req.params.ordNo));
    },
  );

  r.post(
    '/order/pay/lottery/:ordNo',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '支付后抽奖（每个已支付订单一次）',
        description: '结果由订单号决定，重复抽奖返回同一结果且积分只发放一次；未支付 409 ERR_ORDER_STATUS，他人订单 404。',
        security,
        params: ordNoParams,
        response: { 200: envelopeSchema(lotteryResultSchema) },
      },
    },
    async (req) => ok(req, await s.lottery.draw(await memberId(req), req.params.ordNo)),
  );
}

/** The notification endpoint; `scope` delivers bodies as the raw string the signature covers. */
export function notifyRoutes(scope: FastifyInstance, notifications: NotificationService) {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/order/pay/notify/:method',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: '支付网关异步通知',
        description:
          '由网关调用：验签（微信支付 APIv3 风格：Wechatpay-* 头 + AES-256-GCM 报文；支付宝风格：RSA2；京东 / 招行 / 银联商务：HMAC-SHA256），核对金额后在一个事务中入账，重复通知无副作用。应答为该网关要求的格式（微信 {"code":"SUCCESS"}，支付宝 success，HMAC 类 SUCCESS）。',
        params: z.object({ method: z.enum(PAY_METHODS, { error: '不支持的支付方式' }) }),
      },
    },
    async (req, reply) => {
      const answer = await notifications.handle(req.params.method, req.headers, typeof req.body === 'string' ? req.body : '');
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    },
  );
}

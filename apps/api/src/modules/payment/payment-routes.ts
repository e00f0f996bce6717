/**
 * The shop's payment calls (member only; a member reaches only their own payments — another's
 * payNo answers 404), registered from their definitions in @shop/contracts/endpoints/pay; and
 * the gateways' notification endpoint (public, no CSRF, raw body, the gateway's own answer
 * format: a plain route).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAY_METHODS } from '@shop/contracts/checkout';
import { payEndpoints } from '@shop/contracts/endpoints/pay';
import type { LotteryResult } from '@shop/contracts/payment';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { PaymentParts } from './payment-needs.ts';
import type { NotificationService } from './notification.service.ts';
import type { PaymentService } from './payment.service.ts';
import { nextUrlOf } from './payment.service.ts';

const tags = ['payment'];

/** The post-payment draw these routes serve: the marketing module's lottery, handed in by app.ts. */
export interface PostPaymentDraw {
  view(memberId: number, orderNo: string): Promise<LotteryResult>;
  draw(memberId: number, orderNo: string): Promise<LotteryResult>;
}

export function paymentRoutes(api: FastifyInstance, deps: Pick<PaymentParts, 'members'>, s: { payments: PaymentService; lottery: PostPaymentDraw }) {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  routeEndpoint(api, payEndpoints.due, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await s.payments.due(await memberId(req), req.params.ordNo));
  });

  // The device only picks the provider's phone flow; it decides nothing about where money goes.
  routeEndpoint(api, payEndpoints.create, async (req) =>
    ok(
      req,
      await s.payments.create(await memberId(req), req.body, { mobile: /Mobile|Android|iPhone/i.test(req.headers['user-agent'] ?? ''), clientIp: req.ip }),
    ),
  );

  routeEndpoint(api, payEndpoints.status, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await s.payments.status(await memberId(req), req.params.payNo, req.query.query === '1'));
  });

  routeEndpoint(api, payEndpoints.latest, async (req, reply) => {
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
  });

  routeEndpoint(api, payEndpoints.lottery, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await s.lottery.view(await memberId(req), req.params.ordNo));
  });

  routeEndpoint(api, payEndpoints.draw, async (req) => ok(req, await s.lottery.draw(await memberId(req), req.params.ordNo)));
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

/**
 * The refund-result notification endpoint (gateways post here; the address the shop gives them is
 * its configured public origin) and, outside production, the developer's sweep (tests and the demo
 * run the minute sweep now instead of waiting for it).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { PAY_METHODS } from '@shop/contracts/checkout';
import { ok } from '../../../platform/envelope.ts';
import type { RefundDesk } from './refund-desk.ts';
import type { RefundNotifications } from './refund-notifications.ts';

/** `scope` delivers bodies as the raw string the signature covers. */
export function refundNotifyRoutes(scope: FastifyInstance, notes: RefundNotifications) {
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/order/pay/refund-notify/:method',
    {
      config: { csrf: false },
      schema: {
        tags: ['payment'],
        summary: '退款结果异步通知',
        description:
          '由网关调用：验签方式与支付通知相同（微信支付 APIv3 REFUND.SUCCESS / REFUND.ABNORMAL，支付宝 RSA2，其他 HMAC / RSA2），核对退款单号、支付单号与金额后在一个事务中结清该笔退款；重复通知无副作用。应答为该网关要求的格式。',
        params: z.object({ method: z.enum(PAY_METHODS, { error: '不支持的支付方式' }) }),
      },
    },
    async (req, reply) => {
      const answer = await notes.handle(req.params.method, req.headers, typeof req.body === 'string' ? req.body : '');
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    },
  );
}

export function refundDevRoutes(api: FastifyInstance, desk: RefundDesk) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/dev/refunds/sweep',
    {
      schema: {
        tags: ['dev'],
        summary: '（开发）立即执行退款巡检：发送未发出的退款，向网关查询久无结果的退款',
        response: { 200: envelopeSchema(z.object({ done: z.literal(true) })) },
      },
    },
    async (req) => {
      await desk.sweep();
      return ok(req, { done: true as const });
    },
  );
}

/**
 * Developer routes (never in production): move an order along without waiting, for the
 * tests and the demo. `advance` performs the next simulated logistics step now; `sweep`
 * runs the minute sweep at the server clock (which a test may have moved).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { ordNoSchema } from '@shop/contracts/order';
import { refusalFor } from '@shop/contracts/order-transitions';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';

const tags = ['dev'];

export function orderDevRoutes(api: FastifyInstance, orders: OrderLifecycle, clock: Clock): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/dev/orders/:orderNo/advance',
    {
      schema: {
        tags,
        summary: '（开发）立即执行订单的下一步物流：发货 → 揽收/运输/派送 → 签收',
        params: z.object({ orderNo: ordNoSchema.shape.ordNo }),
        response: { 200: envelopeSchema(z.object({ moved: z.enum(['shipped', 'tracking', 'delivered', 'none']) })) },
      },
    },
    async (req) => {
      const moved = await orders.advance(req.params.orderNo);
      if (moved === 'none') {
        const refusal = refusalFor('ship');
        throw fail(refusal.code, { message: refusal.message });
      }
      return ok(req, { moved });
    },
  );

  r.post(
    '/dev/orders/sweep',
    { schema: { tags, summary: '（开发）立即执行订单超时清理（按服务器时钟）', response: { 200: envelopeSchema(z.object({ cancelled: z.number().int() })) } } },
    async (req) => ok(req, { cancelled: await orders.cancelExpired(clock.now()) }),
  );
}

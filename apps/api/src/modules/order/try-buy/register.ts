/**
 * Order part: 先试后买 trials (try before you buy). Registered by the order module's index.ts:
 * the member's 确认购买, the minute sweep that buys trials ended with no return asked, and
 * outside production the dev route that runs that sweep at the server clock (a test may have
 * moved it). Provides the figures of each offer's applications (marketing's console).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { orderEndpoints } from '@shop/contracts/endpoints/order';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { OrderParts } from '../order-needs.ts';
import type { OrderLifecycle } from '../lifecycle/order-lifecycle.service.ts';
import { createTryBuyTrials, type TryBuyTrials } from './try-buy-trials.ts';

export function registerTryBuy(api: FastifyInstance, deps: Pick<OrderParts, 'ctx' | 'members'>, lifecycle: OrderLifecycle): TryBuyTrials {
  const { ctx } = deps;
  const trials = createTryBuyTrials(ctx.database.db, lifecycle.transitions, ctx.clock);

  routeEndpoint(api, orderEndpoints.confirmPurchase, async (req) => {
    const memberId = (await deps.members.requireOfAuth(req.auth)).id;
    const done = await trials.confirmPurchase(req.body.ordNo, memberId);
    return ok(req, { ...(await lifecycle.queries.detail(req.body.ordNo, memberId)), pointsEarned: done.points });
  });

  ctx.jobs?.every('try-buy-sweep', '* * * * *', async () => {
    const n = await trials.sweep();
    if (n) api.log.info({ n }, 'trials ended with no return asked: bought');
  });

  if (ctx.config.nodeEnv !== 'production') {
    api.withTypeProvider<ZodTypeProvider>().post(
      '/dev/orders/tryBuy/sweep',
      {
        schema: {
          tags: ['dev'],
          summary: '（开发）立即执行试用到期确认购买（按服务器时钟）',
          response: { 200: envelopeSchema(z.object({ converted: z.number().int() })) },
        },
      },
      async (req) => ok(req, { converted: await trials.sweep(ctx.clock.now()) }),
    );
  }
  return trials;
}

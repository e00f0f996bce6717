/**
 * Developer route (never in production): file an after-sales request for the calling
 * member's delivered order — for the tests and the demo until the apply flows that create
 * them are wired (later issues).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import { afterSalesItemSchema, devAfterSalesSchema } from '@shop/contracts/after-sales';
import { ok } from '../../../platform/envelope.ts';
import type { OrderParts } from '../order-needs.ts';
import type { AfterSalesService } from './after-sales.service.ts';

const tags = ['dev'];
const memberOnly = { auth: 'member' } as const;

export function afterSalesDevRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'ctx' | 'members'>, afterSales: AfterSalesService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/dev/afterSales',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '（开发）为当前会员已签收订单的商品登记售后申请',
        body: devAfterSalesSchema,
        response: { 200: envelopeSchema(afterSalesItemSchema) },
      },
    },
    async (req) => ok(req, await afterSales.requestAfterSales((await deps.members.requireOfAuth(req.auth)).id, req.body, deps.ctx.clock.now())),
  );
}

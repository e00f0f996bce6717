/**
 * Member endpoints of after-sales (issue #6): the member's requests by status, one request,
 * the orders that may still get one. The member is always the token's (`requireOfAuth`);
 * every number of another member answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import { afterSalesEligibleSchema, afterSalesItemSchema, afterSalesPageSchema, afterSalesParamsSchema, afterSalesQuerySchema } from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import type { OrderParts } from '../order-needs.ts';
import type { AfterSalesService } from './after-sales.service.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

export function afterSalesRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'ctx' | 'members'>, afterSales: AfterSalesService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();

  r.post(
    '/member/afterSales/list',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '我的售后申请（按状态分页）',
        description: '{ tab: all | processing | done | closed, pageNo, pageSize ≤ 20 }；含各状态数量 tabCounts。',
        security,
        body: afterSalesQuerySchema.nullish(),
        response: { 200: envelopeSchema(afterSalesPageSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = afterSalesQuerySchema.parse(req.body ?? {});
      return ok(req, await afterSales.listRequests(await memberId(req), q.tab, q.pageNo, q.pageSize));
    },
  );

  r.get(
    '/member/afterSales/detail/:reqNo',
    {
      config: memberOnly,
      schema: { tags, summary: '售后申请详情', security, params: afterSalesParamsSchema, response: { 200: envelopeSchema(afterSalesItemSchema) } },
    },
    async (req) => ok(req, await afterSales.requestDetail(await memberId(req), req.params.reqNo)),
  );

  r.post(
    '/member/afterSales/eligibleOrders',
    {
      config: memberOnly,
      schema: { tags, summary: '可申请售后的订单（签收后 7 天内）', security, response: { 200: envelopeSchema(afterSalesEligibleSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await afterSales.eligibleOrders(await memberId(req), now()));
    },
  );
}

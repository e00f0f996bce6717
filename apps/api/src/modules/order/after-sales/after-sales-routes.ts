/**
 * Member endpoints of after-sales (issue #6): the member's requests by status, one request,
 * the orders that may still get one. The member is always the token's (`requireOfAuth`);
 * every number of another member answers 404. Registered from their definitions in
 * @shop/contracts/endpoints/inbox.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterSalesQuerySchema } from '@shop/contracts/inbox';
import { inboxEndpoints } from '@shop/contracts/endpoints/inbox';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { OrderParts } from '../order-needs.ts';
import type { AfterSalesService } from './after-sales.service.ts';

export function afterSalesRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'ctx' | 'members'>, afterSales: AfterSalesService): void {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();

  routeEndpoint(api, inboxEndpoints.afterSales, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const q = afterSalesQuerySchema.parse(req.body ?? {});
    return ok(req, await afterSales.listRequests(await memberId(req), q.tab, q.pageNo, q.pageSize));
  });

  routeEndpoint(api, inboxEndpoints.afterSalesDetail, async (req) => ok(req, await afterSales.requestDetail(await memberId(req), req.params.reqNo)));

  routeEndpoint(api, inboxEndpoints.afterSalesEligible, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await afterSales.eligibleOrders(await memberId(req), now()));
  });
}

/**
 * Member endpoints of after-sales (@shop/contracts/endpoints/after-sales): the list, one
 * request, the orders that may still get one, the apply view, applying, shipping back,
 * cancelling and confirming an exchange. The member is always the token's (`requireOfAuth`);
 * every number of another member answers 404. Answers are personal: never stored by a cache.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterSalesQuerySchema } from '@shop/contracts/after-sales';
import { afterSalesEndpoints as e } from '@shop/contracts/endpoints/after-sales';
import { ok } from '../../../platform/envelope.ts';
import type { AnyEndpoint } from '@shop/contracts/endpoint';
import { routeEndpoint, type EndpointHandler } from '../../../platform/endpoint-route.ts';
import type { OrderParts } from '../order-needs.ts';
import type { AfterSalesService } from './after-sales.service.ts';

export function afterSalesRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'ctx' | 'members'>, afterSales: AfterSalesService): void {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();

  /** Registers an endpoint whose answers are personal: never stored by a cache. */
  const personal = <E extends AnyEndpoint>(endpoint: E, handler: EndpointHandler<E>) =>
    routeEndpoint(api, endpoint, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return handler(req, reply);
    });

  personal(e.afterSales, async (req) => {
    const q = afterSalesQuerySchema.parse(req.body ?? {});
    return ok(req, await afterSales.listRequests(await memberId(req), q.tab, q.pageNo, q.pageSize));
  });
  personal(e.afterSalesDetail, async (req) => ok(req, await afterSales.requestDetail(await memberId(req), req.params.reqNo)));
  personal(e.afterSalesEligible, async (req) => ok(req, await afterSales.eligibleOrders(await memberId(req), now())));
  personal(e.applyView, async (req) => ok(req, await afterSales.applyView(await memberId(req), req.params.orderNo, req.query.type, now())));
  personal(e.apply, async (req) => ok(req, await afterSales.apply(await memberId(req), req.body, now())));
  personal(e.ship, async (req) => ok(req, await afterSales.ship(await memberId(req), req.params.reqNo, req.body, now())));
  personal(e.cancel, async (req) => ok(req, await afterSales.cancel(await memberId(req), req.params.reqNo, now())));
  personal(e.confirm, async (req) => ok(req, await afterSales.confirm(await memberId(req), req.params.reqNo, now())));
}

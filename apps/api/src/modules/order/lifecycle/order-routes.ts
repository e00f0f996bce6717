/**
 * The member's orders (spec 2.8): counts per tab, list, history, detail, cancel an unpaid
 * order, confirm receipt, logistics. Member only; an order of another member answers 404
 * ERR_ORDER_NOT_FOUND, the same as one that does not exist. Registered from their definitions
 * in @shop/contracts/endpoints/order.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderEndpoints } from '@shop/contracts/endpoints/order';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { OrderParts } from '../order-needs.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import { orderDevRoutes } from './order-dev-routes.ts';

export function orderRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'ctx' | 'members'>, orders: OrderLifecycle): void {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const { queries } = orders;

  routeEndpoint(api, orderEndpoints.counts, async (req) => ok(req, await queries.counts(await memberId(req))));

  routeEndpoint(api, orderEndpoints.list, async (req) => ok(req, await queries.list(await memberId(req), req.body)));

  routeEndpoint(api, orderEndpoints.history, async (req) => ok(req, await queries.history(await memberId(req), req.body)));

  routeEndpoint(api, orderEndpoints.detail, async (req) => ok(req, await queries.detail(req.body.ordNo, await memberId(req))));

  routeEndpoint(api, orderEndpoints.cancel, async (req) => {
    const id = await memberId(req);
    await orders.cancelByMember(req.body.ordNo, id, req.body.reason || undefined);
    return ok(req, await queries.detail(req.body.ordNo, id));
  });

  routeEndpoint(api, orderEndpoints.confirmReceipt, async (req) => {
    const id = await memberId(req);
    const done = await orders.confirmReceipt(req.body.ordNo, id);
    return ok(req, { ...(await queries.detail(req.body.ordNo, id)), pointsEarned: done.points });
  });

  routeEndpoint(api, orderEndpoints.logistics, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await queries.logistics(req.params.ordNo, await memberId(req)));
  });

  if (deps.ctx.config.nodeEnv !== 'production') orderDevRoutes(api, orders, deps.ctx.clock);
}

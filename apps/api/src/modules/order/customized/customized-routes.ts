/**
 * POST /api/member/custOrder/list: the member's customized (bespoke) orders, as the personal
 * centre lists them. The member is always the token's (`requireOfAuth`). Registered from its
 * definition in @shop/contracts/endpoints/inbox.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxPageQuerySchema } from '@shop/contracts/inbox';
import { inboxEndpoints } from '@shop/contracts/endpoints/inbox';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { OrderParts } from '../order-needs.ts';
import type { CustomizedOrders } from './customized-orders.service.ts';

export function customizedRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'members'>, customized: CustomizedOrders): void {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  routeEndpoint(api, inboxEndpoints.customizedOrders, async (req) => {
    const q = pageOf(req.body);
    return ok(req, await customized.listCustomizedOrders(await memberId(req), q.pageNo, q.pageSize));
  });
}

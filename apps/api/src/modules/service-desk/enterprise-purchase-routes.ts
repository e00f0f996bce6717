/**
 * Enterprise purchase endpoints (issue #6): submit a request, the member's requests, one
 * request. The member is always the token's (`requireOfAuth`); every code of another member
 * answers 404. Registered from @shop/contracts/endpoints/inbox.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxEndpoints } from '@shop/contracts/endpoints/inbox';
import { inboxPageQuerySchema } from '@shop/contracts/inbox';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { ServiceDeskParts } from './service-desk-needs.ts';
import type { EnterprisePurchaseService } from './enterprise-purchase.service.ts';

export function enterprisePurchaseRoutes(api: FastifyInstance, deps: Pick<ServiceDeskParts, 'ctx' | 'members'>, enterprise: EnterprisePurchaseService): void {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  routeEndpoint(api, inboxEndpoints.entBuySave, async (req) => ok(req, await enterprise.submitRequest(await memberId(req), req.body, now())));

  routeEndpoint(api, inboxEndpoints.entBuyList, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const q = pageOf(req.body);
    return ok(req, await enterprise.listRequests(await memberId(req), q.pageNo, q.pageSize));
  });

  routeEndpoint(api, inboxEndpoints.entBuyDetail, async (req) => ok(req, await enterprise.requestDetail(await memberId(req), req.params.code)));
}

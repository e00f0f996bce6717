/**
 * Checkout calls (member only): the checkout view with a one-time order token, and the
 * submit that places the order. Every amount is computed here; the page sends back choices
 * and the payable it showed. Registered from their definitions in
 * @shop/contracts/endpoints/checkout.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIES } from '@shop/contracts';
import { checkoutEndpoints } from '@shop/contracts/endpoints/checkout';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { OrderParts } from '../order-needs.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { CheckoutActor, CheckoutService } from './checkout.service.ts';
import { orderSourceOf } from './order-source.ts';

export function checkoutRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'members'>, service: CheckoutService): void {
  async function actorOf(req: FastifyRequest): Promise<CheckoutActor> {
    const member = await deps.members.requireOfAuth(req.auth);
    return {
      memberId: member.id,
      userNo: member.userNo,
      roles: member.roles,
      siteCd: resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]),
      platform: orderSourceOf(req.headers),
    };
  }

  routeEndpoint(api, checkoutEndpoints.confirm, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await service.confirm(await actorOf(req), req.body));
  });

  routeEndpoint(api, checkoutEndpoints.submit, async (req) =>
    ok(req, await service.submit(await actorOf(req), req.body, (msg, err) => req.log.error({ err }, msg))),
  );
}

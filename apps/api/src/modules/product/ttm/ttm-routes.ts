/**
 * GET /api/product/ttm/getVerify/{spuCd}/{skuCd}: does this product need an invitation
 * code, and has the signed-in member verified one. POST /api/product/ttm/verifyCode/1/{spuCd}/{skuCd}:
 * verify a code (members only). Registered from their definitions in @shop/contracts/endpoints/pdp.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pdpEndpoints } from '@shop/contracts/endpoints/pdp';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { ProductParts } from '../product-needs.ts';
import type { TtmService } from './ttm.service.ts';

export function ttmRoutes(api: FastifyInstance, deps: Pick<ProductParts, 'members'>, ttm: TtmService) {
  const memberIdOf = async (auth: FastifyRequest['auth']) => (await deps.members.ofAuth(auth))?.id;

  routeEndpoint(api, pdpEndpoints.ttmState, async (req) => {
    // Personal answer: never cached by a shared cache.
    const memberId = await memberIdOf(req.auth);
    return ok(req, await ttm.state(req.params.spuCd, memberId));
  });

  routeEndpoint(api, pdpEndpoints.ttmVerify, async (req) => {
    const memberId = await memberIdOf(req.auth);
    if (memberId === undefined) throw fail('E_USER_4010');
    return ok(req, await ttm.verify(memberId, req.params.spuCd, req.body.code));
  });
}

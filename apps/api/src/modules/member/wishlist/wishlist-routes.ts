/**
 * memCollectSpu (spec 7 Member "Favorites"): the heart on product pages and the
 * Personal_Collection page. The member always comes from the token; a visitor may ask
 * getIsCollect (answer: not collected) but nothing else. Registered from
 * @shop/contracts/endpoints/wishlist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIES } from '@shop/contracts';
import { wishlistEndpoints } from '@shop/contracts/endpoints/wishlist';
import { wishlistQuerySchema } from '@shop/contracts/wishlist';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { MemberParts } from '../member-needs.ts';
import { resolveSiteCode } from '@shop/contracts/site';

export function wishlistRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members' | 'wishlist'>): void {
  const { wishlist } = deps;
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  routeEndpoint(api, wishlistEndpoints.isCollect, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await deps.members.ofAuth(req.auth);
    return ok(req, { collected: member ? await wishlist.isCollected(member.id, req.params.spuId) : false });
  });

  routeEndpoint(api, wishlistEndpoints.save, async (req) => {
    await wishlist.save(await memberId(req), req.params.spuId, req.body?.skuCd, deps.ctx.clock.now());
    return ok(req, { collected: true });
  });

  routeEndpoint(api, wishlistEndpoints.cancel, async (req) => {
    await wishlist.cancel(await memberId(req), req.params.spuId);
    return ok(req, { collected: false });
  });

  routeEndpoint(api, wishlistEndpoints.list, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const q = wishlistQuerySchema.parse(req.body ?? {});
    return ok(req, await wishlist.page(await memberId(req), resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]), q.pageNo, q.pageSize));
  });
}

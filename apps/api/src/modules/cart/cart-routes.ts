/**
 * Cart calls of the product page: add to cart, buy now, the cart count, and reading /
 * replacing one line (the /cartProduct edit page). Visitors (anonymous token) and members.
 * Registered from their definitions in @shop/contracts/endpoints/cart.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIES } from '@shop/contracts';
import { cartEndpoints, cartPageEndpoints } from '@shop/contracts/endpoints/cart';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { fail } from '../../platform/shop-error.ts';
import type { CartParts } from './cart-needs.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { CartRepository } from './cart.repository.ts';
import type { CartActor, CartService } from './cart.service.ts';
import { cartOwnerKeyOf } from './cart-owner.ts';
import { signBuyNowToken } from './buy-now-token.ts';

export interface CartRouteDeps {
  deps: Pick<CartParts, 'ctx' | 'members'>;
  carts: CartRepository;
  service: CartService;
}

export function cartRoutes(api: FastifyInstance, { deps, carts, service }: CartRouteDeps) {
  const { clock, config } = deps.ctx;

  function ownerOf(req: FastifyRequest): string {
    const owner = cartOwnerKeyOf(req.auth);
    if (!owner) throw fail('E_USER_4010');
    return owner;
  }

  const siteOf = (req: FastifyRequest) => resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]);

  async function actorOf(req: FastifyRequest): Promise<CartActor> {
    const ownerKey = ownerOf(req);
    const siteCd = siteOf(req);
    const member = await deps.members.ofAuth(req.auth);
    return { ownerKey, isMember: req.auth.kind === 'member', memberId: member?.id, roles: member?.roles ?? [], siteCd };
  }

  routeEndpoint(api, cartEndpoints.addCart, async (req) => ok(req, await service.add(req.body, await actorOf(req), clock.now())));

  routeEndpoint(api, cartEndpoints.buyNow, async (req) => {
    const now = clock.now();
    // A flash sale sold out answers before the shopper or the SKU is read (the rush).
    ownerOf(req);
    await service.refuseSoldOut(req.body, siteOf(req), now);
    const actor = await actorOf(req);
    const write = await service.checkBuyNow(req.body, actor, now);
    const { token, exp } = signBuyNowToken(
      config.secret,
      { skuCd: write.skuCode, qtyCnt: write.qty, subTyp: write.subTyp, actCd: write.actCd, options: write.options, owner: actor.ownerKey },
      now.getTime(),
    );
    return ok(req, { checkoutUrl: `/order/orderInfo?buyNow=${encodeURIComponent(token)}`, token, expiresAtMs: exp });
  });

  routeEndpoint(api, cartEndpoints.count, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, { totalCartNum: await carts.totalQty(ownerOf(req)) });
  });

  routeEndpoint(api, cartPageEndpoints.line, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await service.line(ownerOf(req), req.params.cartId));
  });

  routeEndpoint(api, cartEndpoints.updateLine, async (req) => ok(req, await service.updateLine(req.body, await actorOf(req), clock.now())));
}

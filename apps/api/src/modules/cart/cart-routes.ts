/**
 * Cart calls of the product page: add to cart, buy now, the cart count, and reading /
 * replacing one line (the /cartProduct edit page). Visitors (anonymous token) and members.
 * Registered from their definitions in @shop/contracts/endpoints/cart.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '@shop/contracts';
import { cartEndpoints, cartPageEndpoints } from '@shop/contracts/endpoints/cart';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { fail } from '../../platform/shop-error.ts';
import { ensureVisitor } from '../../platform/visitor-token.ts';
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

  /** Whose cart; a visitor with no token yet is given one (their first cart action). */
  async function ownerOf(req: FastifyRequest, reply: FastifyReply): Promise<string> {
    const owner = cartOwnerKeyOf(await ensureVisitor(req, reply, deps.ctx.tokens, config));
    if (!owner) throw fail('E_USER_4010');
    return owner;
  }

  const siteOf = (req: FastifyRequest) => resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]);

  async function actorOf(req: FastifyRequest, reply: FastifyReply): Promise<CartActor> {
    const ownerKey = await ownerOf(req, reply);
    const siteCd = siteOf(req);
    const member = await deps.members.ofAuth(req.auth);
    return { ownerKey, isMember: req.auth.kind === 'member', memberId: member?.id, roles: member?.roles ?? [], siteCd };
  }

  routeEndpoint(api, cartEndpoints.addCart, async (req, reply) => ok(req, await service.add(req.body, await actorOf(req, reply), clock.now())));

  routeEndpoint(api, cartEndpoints.buyNow, async (req, reply) => {
    const now = clock.now();
    // A flash sale sold out answers before the shopper or the SKU is read (the rush).
    if (!cartOwnerKeyOf(req.auth) && req.auth.kind !== 'none') throw fail('E_USER_4010');
    // A member who holds a unit of the sale (抢购资格) is never sold out: buy now answers with it.
    await service.refuseSoldOut(req.body, siteOf(req), now, req.auth.kind === 'member' ? req.auth.userNo : undefined);
    const actor = await actorOf(req, reply);
    // 先试后买: buy now with an offer's code applies for a trial (one unit at the full price).
    await service.checkTryBuy(req.body, actor, now);
    const write = await service.checkBuyNow(req.body, actor, now);
    // A flash sale's unit is taken here, for this member, or the answer is 已抢光 (抢购资格).
    const rsv = await service.reserveBuyNow(write, actor);
    const { token, exp } = signBuyNowToken(
      config.secret,
      {
        skuCd: write.skuCode,
        qtyCnt: rsv?.qty ?? write.qty,
        subTyp: write.subTyp,
        actCd: write.actCd,
        options: write.options,
        owner: actor.ownerKey,
        ...(rsv ? { rsv: rsv.id } : {}),
        ...(req.body.tryBuyCd ? { tryBuy: req.body.tryBuyCd } : {}),
      },
      now.getTime(),
    );
    return ok(req, { checkoutUrl: `/order/orderInfo?buyNow=${encodeURIComponent(token)}`, token, expiresAtMs: exp });
  });

  routeEndpoint(api, cartEndpoints.count, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    // No token yet: a visitor who has not used the cart, whose count is 0.
    return ok(req, { totalCartNum: req.auth.kind === 'none' ? 0 : await carts.totalQty(await ownerOf(req, reply)) });
  });

  routeEndpoint(api, cartPageEndpoints.line, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await service.line(await ownerOf(req, reply), req.params.cartId));
  });

  routeEndpoint(api, cartEndpoints.updateLine, async (req, reply) => ok(req, await service.updateLine(req.body, await actorOf(req, reply), clock.now())));
}

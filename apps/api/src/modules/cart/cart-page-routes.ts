/**
 * The cart page's calls (issue #5): getCart, the line edits (each answering the new cart
 * view), and the public stock check. Visitors (anonymous token) and members; moving to the
 * wishlist needs a member. Registered from their definitions in @shop/contracts/endpoints/cart.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '@shop/contracts';
import { cartPageEndpoints } from '@shop/contracts/endpoints/cart';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { fail } from '../../platform/shop-error.ts';
import { ensureVisitor } from '../../platform/visitor-token.ts';
import type { CartParts } from './cart-needs.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { CartCatalogue } from './cart-needs.ts';
import type { CartEditService, CartViewer } from './cart-edit.service.ts';
import type { CartViewBuilder } from './cart-view.ts';
import { cartOwnerKeyOf } from './cart-owner.ts';
import { stockStatusOf } from './cart-view-rules.ts';

export interface CartPageRouteDeps {
  deps: Pick<CartParts, 'ctx' | 'members'>;
  /** Stock facts for the stock check (the product module's catalogue). */
  catalogue: CartCatalogue;
  view: CartViewBuilder;
  edits: CartEditService;
}

export function cartPageRoutes(api: FastifyInstance, { deps, catalogue, view, edits }: CartPageRouteDeps) {
  const { clock } = deps.ctx;

  /** Whose cart; a visitor with no token yet is given one (their first cart action). */
  async function viewerOf(req: FastifyRequest, reply: FastifyReply): Promise<CartViewer> {
    const ownerKey = cartOwnerKeyOf(await ensureVisitor(req, reply, deps.ctx.tokens, deps.ctx.config));
    if (!ownerKey) throw fail('E_USER_4010');
    const member = req.auth.kind === 'member' ? await deps.members.ofAuth(req.auth) : null;
    return {
      ownerKey,
      siteCode: resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]),
      memberId: member?.id,
    };
  }

  routeEndpoint(api, cartPageEndpoints.getCart, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const v = await viewerOf(req, reply);
    return ok(req, await view.build(v.ownerKey, v, clock.now()));
  });

  routeEndpoint(api, cartPageEndpoints.updateQty, async (req, reply) =>
    ok(req, await edits.updateQty(await viewerOf(req, reply), req.body.cartId, req.body.qtyCnt, clock.now())),
  );

  routeEndpoint(api, cartPageEndpoints.select, async (req, reply) =>
    ok(req, await edits.select(await viewerOf(req, reply), req.body.cartIds, req.body.selected, clock.now())),
  );

  routeEndpoint(api, cartPageEndpoints.selectAll, async (req, reply) =>
    ok(req, await edits.selectAll(await viewerOf(req, reply), req.body.selected, clock.now())),
  );

  routeEndpoint(api, cartPageEndpoints.remove, async (req, reply) => ok(req, await edits.remove(await viewerOf(req, reply), req.body.cartIds, clock.now())));

  routeEndpoint(api, cartPageEndpoints.moveToWishlist, async (req, reply) =>
    ok(req, await edits.moveToWishlist(await viewerOf(req, reply), req.body.cartIds, clock.now())),
  );

  routeEndpoint(api, cartPageEndpoints.clearInvalid, async (req, reply) => ok(req, await edits.clearInvalid(await viewerOf(req, reply), clock.now())));

  routeEndpoint(api, cartPageEndpoints.checkStock, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const codes = [...new Set(req.body.ecomStkSkuCds)];
    const rows = await catalogue.stockOf(codes);
    return ok(
      req,
      codes.map((skuCd) => {
        const row = rows.find((x) => x.skuCode === skuCd);
        if (!row) return { skuCd, stkCnt: 0, status: 'off_sale' as const };
        const onSale = row.skuStatus === 'on_sale' && row.productStatus === 'on_sale';
        return {
          skuCd,
          stkCnt: onSale ? row.stock : 0,
          status: stockStatusOf({
            stock: row.stock,
            lowStock: row.lowStock,
            onSale,
          }),
        };
      }),
    );
  });
}

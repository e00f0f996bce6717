/**
 * Module entry: cart endpoints under /api/cart (add to cart, buy now, count, edit a line, the
 * cart page) and the stock check; the header's cart number outside /api (registerCartCount).
 * Needs and provides: cart-needs.ts (CartNeeds, CartProvides).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../platform/types.ts';
import { createCartRepository } from './cart.repository.ts';
import { createCartService } from './cart.service.ts';
import { cartRoutes } from './cart-routes.ts';
import { createCartView } from './cart-view.ts';
import { createCartEditService } from './cart-edit.service.ts';
import { cartPageRoutes } from './cart-page-routes.ts';
import { createCartMerge, createVisitorCartMerge } from './cart-merge.ts';
import { createCartCheckoutPort } from './cart-checkout.ts';
import { verifyBuyNowToken } from './buy-now-token.ts';
import { cartCountRoutes } from './cart-count-routes.ts';
import type { CartNeeds, CartProvides } from './cart-needs.ts';

export type { CartNeeds, CartProvides } from './cart-needs.ts';

export function registerCart(api: FastifyInstance, needs: CartNeeds): CartProvides {
  const { ctx, catalogue, wishlist, activities, couponUse, ttm, tryBuy } = needs;
  const { database } = ctx;
  const carts = createCartRepository(database);
  cartRoutes(api, { deps: needs, carts, service: createCartService({ database, carts, catalogue, activities, gate: ttm, tryBuy }) });
  const view = createCartView({ carts, catalogue, activities, couponUse });
  cartPageRoutes(api, { deps: needs, catalogue, view, edits: createCartEditService({ database, carts, catalogue, wishlist, view }) });
  return {
    checkout: createCartCheckoutPort(database),
    merge: createVisitorCartMerge(ctx, createCartMerge(database, carts, activities, catalogue)),
    buyNowTokens: { verify: (token, nowMs) => verifyBuyNowToken(ctx.config.secret, token, nowMs) },
  };
}

/** Outside /api: the header's cart number (a bare number, spec 7). `isSessionActive`: auth's session check. */
export function registerCartCount(app: FastifyInstance, needs: { ctx: ApiContext; isSessionActive: (sessionId: string) => Promise<boolean> }): void {
  cartCountRoutes(app, { tokens: needs.ctx.tokens, carts: createCartRepository(needs.ctx.database), isSessionActive: needs.isSessionActive });
}

/** Module entry: cart endpoints under /api/cart (add to cart, buy now, count, edit a line, the cart page) and the stock check. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { createCartRepository } from './cart.repository.ts';
import { createCartService } from './cart.service.ts';
import { cartRoutes } from './cart-routes.ts';
import { createCartView } from './cart-view.ts';
import { createCartEditService } from './cart-edit.service.ts';
import { cartPageRoutes } from './cart-page-routes.ts';
import { createCartMerge, provideCartMerge } from './cart-merge.ts';
import type { CartCatalogue, CartWishlist } from './cart-needs.ts';

export function registerCartModule(api: FastifyInstance, deps: ModuleDeps): void {
  const { database } = deps.ctx;
  // What the cart needs of the product and member modules (cart-needs.ts).
  const catalogue: CartCatalogue = deps.catalogue;
  const wishlist: CartWishlist = deps.wishlist;
  const carts = createCartRepository(database);
  cartRoutes(api, { deps, carts, service: createCartService({ database, carts, catalogue, activities: deps.activities, gate: deps.ttm }) });
  const view = createCartView({ carts, catalogue, activities: deps.activities, couponUse: deps.couponUse });
  cartPageRoutes(api, { deps, catalogue, view, edits: createCartEditService({ database, carts, catalogue, wishlist, view }) });
  provideCartMerge(deps.ctx, createCartMerge(database, carts, deps.activities, catalogue));
}

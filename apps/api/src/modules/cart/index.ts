/** Module entry: cart endpoints under /api/cart (add to cart, buy now, count, edit a line, the cart page) and the stock check. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { createCartRepository } from './cart.repository.ts';
import { createCartService } from './cart.service.ts';
import { cartRoutes } from './cart-routes.ts';
import { createCartView } from './cart-view.ts';
import { createCartEditService } from './cart-edit.service.ts';
import { cartPageRoutes } from './cart-page-routes.ts';

export function registerCartModule(api: FastifyInstance, deps: ModuleDeps): void {
  const { database } = deps.ctx;
  const carts = createCartRepository(database);
  cartRoutes(api, { deps, carts, service: createCartService({ database, carts, activities: deps.activities, gate: deps.ttm }) });
  const view = createCartView({ carts, activities: deps.activities, couponUse: deps.couponUse });
  cartPageRoutes(api, { deps, carts, view, edits: createCartEditService({ database, carts, view }) });
}

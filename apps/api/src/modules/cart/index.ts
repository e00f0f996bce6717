/** Module entry: cart endpoints under /api/cart (add to cart, buy now, count, edit a line; the cart issue adds the rest). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { createCartRepository } from './cart.repository.ts';
import { createCartService } from './cart.service.ts';
import { cartRoutes } from './cart-routes.ts';

export function registerCartModule(api: FastifyInstance, deps: ModuleDeps): void {
  const { database } = deps.ctx;
  const carts = createCartRepository(database);
  cartRoutes(api, { deps, carts, service: createCartService({ database, carts, activities: deps.activities, gate: deps.ttm }) });
}

/** Module entry: cart endpoints under /api/cart (add to cart; the cart issue adds the rest). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';

export function registerCartModule(_api: FastifyInstance, _deps: ModuleDeps): void {}

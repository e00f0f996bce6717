/**
 * Product part: TTM early-access purchase gate (invitation codes per SPU). The product
 * module creates the service and provides it (ProductProvides.ttm: the cart and checkout
 * refuse a TTM product to an unverified member); this registers the routes under /api.
 */
import type { FastifyInstance } from 'fastify';
import type { ProductParts } from '../product-needs.ts';
import { ttmRoutes } from './ttm-routes.ts';

export function registerTtm(api: FastifyInstance, deps: Pick<ProductParts, 'ttm' | 'members'>): void {
  ttmRoutes(api, deps, deps.ttm);
}

/**
 * Product part: the share poster (SVG with the product drawing, price and a QR code to the
 * product page). Registered under /api by the product module's index.ts; reads the module's
 * own catalogue.
 */
import type { FastifyInstance } from 'fastify';
import type { ProductParts } from '../product-needs.ts';
import { shareRoutes } from './share-routes.ts';

export function registerShare(api: FastifyInstance, deps: Pick<ProductParts, 'catalogue' | 'ctx'>): void {
  shareRoutes(api, deps, deps.catalogue);
}

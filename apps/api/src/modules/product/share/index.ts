/**
 * Module entry: the product share poster (SVG with the product drawing, price and a QR code
 * to the product page). Registered by app.ts under /api; reads the product module's own
 * catalogue (ModuleDeps.catalogue).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import { shareRoutes } from './share-routes.ts';

export function registerShareModule(api: FastifyInstance, deps: ModuleDeps): void {
  shareRoutes(api, deps, deps.catalogue);
}

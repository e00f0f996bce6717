/**
 * Module entry: TTM early-access purchase gate (invitation codes per SPU). app.ts creates the
 * service (ModuleDeps.ttm: the cart and checkout refuse a TTM product to an unverified
 * member) and registers the routes under /api.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import { ttmRoutes } from './ttm-routes.ts';

export { createTtmService, type TtmService } from './ttm.service.ts';

export function registerTtmModule(api: FastifyInstance, deps: ModuleDeps): void {
  ttmRoutes(api, deps, deps.ttm);
}

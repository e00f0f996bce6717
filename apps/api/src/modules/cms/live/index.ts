/**
 * Module entry: the live-stream entry of the product page (store_lives rooms, live or
 * recorded), content the operators schedule like the CMS blocks. Registered by app.ts under /api.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import { liveRoutes } from './live-routes.ts';

export function registerLiveModule(api: FastifyInstance, deps: ModuleDeps): void {
  liveRoutes(api, deps);
}

/**
 * Cms part: the live-stream entry of the product page (store_lives rooms, live or
 * recorded), content the operators schedule like the CMS blocks. Registered under /api by the cms module's index.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { CmsParts } from '../cms-needs.ts';
import { liveRoutes } from './live-routes.ts';

export function registerLive(api: FastifyInstance, deps: Pick<CmsParts, 'ctx'>): void {
  liveRoutes(api, deps);
}

/**
 * Module entry: product-page ads and gift remarks (CMS blocks of kind 'pdp-ad' and
 * 'pdp-gift-remark'). Registered by app.ts under /api; the catalogue facts come from the
 * product module's catalogue (ModuleDeps.catalogue, typed by ads-needs.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import type { AdsCatalogue } from './ads-needs.ts';
import { pdpAdRoutes } from './pdp-ads.ts';

export function registerAdsModule(api: FastifyInstance, deps: ModuleDeps): void {
  const catalog: AdsCatalogue = deps.catalogue;
  pdpAdRoutes(api, deps, catalog);
}

/**
 * Cms part: product-page ads and gift remarks (CMS blocks of kind 'pdp-ad' and
 * 'pdp-gift-remark'). Registered under /api by the cms module's index.ts; the catalogue facts
 * come from the product module's catalogue (CmsNeeds.catalogue, typed by ads-needs.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { CmsParts } from '../cms-needs.ts';
import type { AdsCatalogue } from './ads-needs.ts';
import { pdpAdRoutes } from './pdp-ads.ts';

export function registerAds(api: FastifyInstance, deps: Pick<CmsParts, 'catalogue' | 'ctx'>): void {
  const catalog: AdsCatalogue = deps.catalogue;
  pdpAdRoutes(api, deps, catalog);
}

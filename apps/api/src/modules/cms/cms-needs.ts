/**
 * What the cms module needs from other modules, declared here and satisfied structurally by
 * what app.ts hands over: the product module's catalogue, for the product-page ads
 * (ads/ads-needs.ts) and the service promises (service-promises.ts). No cms file imports another module but media (the SVG answer helper).
 */
import type { ApiContext } from '../../platform/types.ts';
import type { AdsCatalogue } from './ads/ads-needs.ts';
import type { PromiseCatalogue } from './service-promises.ts';
import type { SettingReads } from './setting-reads.ts';

/** What registerCms needs. */
export interface CmsNeeds {
  ctx: ApiContext;
  /** The product module's catalogue: product-page ads, and the products a service promise covers. */
  catalogue: AdsCatalogue & PromiseCatalogue;
}

/** What the cms module provides. */
export interface CmsProvides {
  /** System setting values (cms owns sys_settings): the support hotline (service desk). */
  settings: SettingReads;
}

export type CmsParts = CmsNeeds;

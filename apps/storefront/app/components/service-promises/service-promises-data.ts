/**
 * The shop's service promises (GET /api/cms/{platform}/servicePromises, CMS content per site)
 * for the product page's loader and checkout. Public content, the same for everyone asking
 * about the same site, platform and products: the page server keeps an answer for a short
 * while in lib/public-cache, as it does the menus and footer, so a product page does not ask
 * on every render. A promise linking to a screen that is not built is left out (issue #14:
 * no link to an unbuilt screen). A failure is not kept and reads as no promises: the page
 * never breaks for want of them.
 */
import type { ServicePromise } from '@shop/contracts/service-promises';
import { urlOf } from '@shop/contracts/endpoint';
import { servicePromiseEndpoints } from '@shop/contracts/endpoint-refs/service-promises';
import { platformSegment, type ShopEnvironment } from '@shop/contracts/environment';
import type { DataCaller } from '../../lib/api-call';
import { leadsToBuiltScreen } from '../../lib/built-screens';
import { publicCached } from '../../lib/public-cache';

export type { ServicePromise };

interface PromiseAsk {
  env: ShopEnvironment;
  siteCd: string;
  /** The SKUs being bought (the product page: the chosen one; checkout: every line's). */
  skuCds: readonly string[];
  /** A bespoke (个性化定制) purchase. */
  bespoke: boolean;
}

function callOf(ask: PromiseAsk) {
  const skus = [...new Set(ask.skuCds)].sort().slice(0, 50);
  return {
    params: { platform: platformSegment(ask.env) },
    query: { siteCd: ask.siteCd, ...(skus.length ? { skuCd: skus.join(',') } : {}), ...(ask.bespoke ? { bespoke: '1' as const } : {}) },
  };
}

/** The promises for a purchase; [] when the API cannot answer. */
export async function loadServicePromises(api: DataCaller, ask: PromiseAsk): Promise<ServicePromise[]> {
  const input = callOf(ask);
  const key = `service-promises|${urlOf(servicePromiseEndpoints.list, input.params, input.query)}`;
  try {
    return await publicCached(key, async () => (await api.get(servicePromiseEndpoints.list, input)).promises.filter((p) => leadsToBuiltScreen(p.href)));
  } catch {
    return [];
  }
}

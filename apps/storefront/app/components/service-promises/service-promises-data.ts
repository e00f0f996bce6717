/**
 * The shop's service promises (GET /api/cms/{platform}/servicePromises, CMS content per site)
 * for the product page's loader and checkout. Public content, the same for everyone asking
 * about the same site, platform and products: the page server keeps an answer for a short
 * while, as it does the menus and footer (lib/chrome-data.ts), so a product page does not ask
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

export type { ServicePromise };

interface PromiseAsk {
  env: ShopEnvironment;
  siteCd: string;
  /** The SKUs being bought (the product page: the chosen one; checkout: every line's). */
  skuCds: readonly string[];
  /** A bespoke (个性化定制) purchase. */
  bespoke: boolean;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;
const kept = new Map<string, { at: number; value: ServicePromise[] }>();

function callOf(ask: PromiseAsk) {
  const skus = [...new Set(ask.skuCds)].sort().slice(0, 50);
  return {
    params: { platform: platformSegment(ask.env) },
    query: { siteCd: ask.siteCd, ...(skus.length ? { skuCd: skus.join(',') } : {}), ...(ask.bespoke ? { bespoke: '1' as const } : {}) },
  };
}

/** The promises for a purchase; [] when the API cannot answer. */
export async function loadServicePromises(api: DataCaller, ask: PromiseAsk, now = Date.now()): Promise<ServicePromise[]> {
  const input = callOf(ask);
  const key = urlOf(servicePromiseEndpoints.list, input.params, input.query);
  const hit = kept.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  try {
    const data = await api.get(servicePromiseEndpoints.list, input);
    const value = data.promises.filter((p) => leadsToBuiltScreen(p.href));
    if (kept.size >= MAX_ENTRIES) kept.clear();
    kept.set(key, { at: now, value });
    return value;
  } catch {
    return [];
  }
}

/** Reads THE route table at run time (server side: the whole entry, page text included): by route id or by path. */
import { ROUTE_BY_ID } from '../routes';
import type { ShopRoute } from '../route-types';
import { routePlaceForPath } from './route-index';

export function routeById(id: string | undefined): ShopRoute | undefined {
  return id ? ROUTE_BY_ID[id] : undefined;
}

/** The table entry a pathname resolves to (the catch-all when nothing else matches). */
export function routeForPath(pathname: string): ShopRoute | undefined {
  return routeById(routePlaceForPath(pathname)?.id);
}

/** Routes the activity host may serve itself (spec 4, route guard). */
export const ACTIVITY_HOST_ROUTE_IDS = new Set(['activity-product', 'order-ac-info', 'app-order-ac-info', 'user-login', 'cn-sso', 'speed-kill']);

/**
 * Spec 4, route guard: on the activity host, any route other than the activity product,
 * activity checkout, login or flash-sale page goes to the main shop host, same path and query.
 * Returns the address to redirect to, or null to stay.
 */
export function activityHostRedirect(host: string, url: URL, settings: { activityHost?: string; mainShopUrl?: string }): string | null {
  if (!settings.activityHost || !settings.mainShopUrl || host !== settings.activityHost.toLowerCase()) return null;
  const entry = routeForPath(url.pathname);
  if (entry && ACTIVITY_HOST_ROUTE_IDS.has(entry.id)) return null;
  return new URL(url.pathname + url.search, settings.mainShopUrl).toString();
}

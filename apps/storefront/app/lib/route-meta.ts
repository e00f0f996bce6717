/** Reads THE route table at run time: meta by route id or by path. */
import { matchRoutes } from 'react-router';
import { ROUTE_BY_ID, SHOP_ROUTES } from '../routes';
import type { ShopRoute } from '../route-types';

type Matchable = { id: string; path: string; caseSensitive: true };

// matchRoutes ranks every branch on each call (about 1.5 ms for 200 routes), and this runs on
// every request: so match only among the routes sharing the first path segment (every path of
// the table starts with a static one), and remember recent answers.
const buckets = new Map<string, Matchable[]>();
for (const r of SHOP_ROUTES) {
  if (r.path === '*') continue;
  const first = r.path.split('/')[0];
  const list = buckets.get(first) ?? [];
  list.push({ id: r.id, path: r.path === '' ? '/' : `/${r.path}`, caseSensitive: true });
  buckets.set(first, list);
}
const CATCH_ALL = SHOP_ROUTES.find((r) => r.path === '*');
const recent = new Map<string, ShopRoute | undefined>();
const RECENT_MAX = 2000;

export function routeById(id: string | undefined): ShopRoute | undefined {
  return id ? ROUTE_BY_ID[id] : undefined;
}

/** The table entry a pathname resolves to (the catch-all when nothing else matches). */
export function routeForPath(pathname: string): ShopRoute | undefined {
  if (recent.has(pathname)) return recent.get(pathname);
  const first = pathname.split('/')[1] ?? '';
  const bucket = buckets.get(first);
  const matches = bucket ? matchRoutes(bucket, pathname) : null;
  const found = routeById(matches?.[matches.length - 1]?.route.id) ?? CATCH_ALL;
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(pathname, found);
  return found;
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

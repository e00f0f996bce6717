/** Reads THE route table at run time: meta by route id or by path. */
import { matchRoutes } from 'react-router';
import { ROUTE_BY_ID, SHOP_ROUTES } from '../routes';
import type { ShopRoute } from '../route-types';

const matchable = SHOP_ROUTES.map((r) => ({ id: r.id, path: r.path === '' ? '/' : `/${r.path}`, caseSensitive: true }));

export function routeById(id: string | undefined): ShopRoute | undefined {
  return id ? ROUTE_BY_ID[id] : undefined;
}

/** The table entry a pathname resolves to (the catch-all when nothing else matches). */
export function routeForPath(pathname: string): ShopRoute | undefined {
  const matches = matchRoutes(matchable, pathname);
  return routeById(matches?.[matches.length - 1]?.route.id);
}

/** Routes the activity host may serve itself (spec 4, route guard). */
export const ACTIVITY_HOST_ROUTE_IDS = new Set(['activity-product', 'order-ac-info', 'app-order-ac-info', 'user-login', 'cn-sso', 'speed-kill']);

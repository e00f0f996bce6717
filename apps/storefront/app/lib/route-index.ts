/**
 * Which route of THE route table a pathname resolves to, from the client's index of it
 * (lib/route-index-data.ts: ids, paths and flags, no page text). Browser and server alike;
 * lib/route-meta.ts adds the full entry (meta, roles) on the server.
 */
import { matchRoutes } from 'react-router';
import { ROUTE_FLAG, ROUTE_INDEX } from './route-index-data';

export interface RoutePlace {
  id: string;
  tabBar: boolean;
  noProgress: boolean;
}

type Matchable = { id: string; path: string; caseSensitive: true };

// matchRoutes ranks every branch on each call (about 1.5 ms for 200 routes), and this runs on
// every request: so match only among the routes sharing the first path segment (every path of
// the table starts with a static one), and remember recent answers.
const places = new Map<string, RoutePlace>();
const buckets = new Map<string, Matchable[]>();
let catchAll: RoutePlace | undefined;
for (const [id, path, flags] of ROUTE_INDEX) {
  const place = { id, tabBar: (flags & ROUTE_FLAG.tabBar) !== 0, noProgress: (flags & ROUTE_FLAG.noProgress) !== 0 };
  places.set(id, place);
  if (path === '*') {
    catchAll = place;
    continue;
  }
  const first = path.split('/')[0];
  const list = buckets.get(first) ?? [];
  list.push({ id, path: path === '' ? '/' : `/${path}`, caseSensitive: true });
  buckets.set(first, list);
}
const recent = new Map<string, RoutePlace | undefined>();
const RECENT_MAX = 2000;

/** The route a pathname resolves to (the catch-all when nothing else matches). */
export function routePlaceForPath(pathname: string): RoutePlace | undefined {
  if (recent.has(pathname)) return recent.get(pathname);
  const first = pathname.split('/')[1] ?? '';
  const bucket = buckets.get(first);
  const matches = bucket ? matchRoutes(bucket, pathname) : null;
  const id = matches?.[matches.length - 1]?.route.id;
  const found = (id ? places.get(id) : undefined) ?? catchAll;
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(pathname, found);
  return found;
}

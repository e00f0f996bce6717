/**
 * Whether a link leads to a screen that is built (issue #14: never show a link to a screen that
 * does not exist yet). The route table says it: a same-site path matching a route whose module
 * is the pending notice, or no route at all (the not-found page), is not built. Links from the
 * CMS (menus, footer, banners) and the shop's own link lists go through here, so a menu entry
 * appears by itself once the issue that builds its screen swaps the module in.
 */
import { matchRoutes } from 'react-router';
import type { Footer, NavGroup } from '@shop/contracts/cms';
import { ROUTE_FLAG, ROUTE_INDEX } from './route-index-data';

/** Routes of the page-unavailable notice (pending), the not-found and unavailable notices: a link there leads nowhere. */
const NOT_BUILT_IDS = new Set(ROUTE_INDEX.filter(([, , flags]) => (flags & ROUTE_FLAG.notBuilt) !== 0).map(([id]) => id));
const ROUTES = ROUTE_INDEX.map(([id, path]) => ({ id, path: `/${path}` }));

/**
 * The routes a path can match, found by the path's first two segments. matchRoutes ranks the
 * whole table it is given on every call (about a millisecond for the ~200 routes; a page checks a
 * few hundred links, which was a quarter of a phone's hydration time). Given only the routes that
 * can match, in the table's order, it ranks a handful and answers what it would have for the whole
 * table. A route is filed under its leading fixed words (at most two, lower-cased as matching
 * ignores case); one whose first segment is a parameter, optional or a splat can match anything.
 */
const routeKeys = (path: string) => {
  const words: string[] = [];
  for (const seg of path.split('/').slice(1, 3)) {
    if (!/^[^:*?]+$/.test(seg)) break;
    words.push(seg.toLowerCase());
  }
  return words;
};
const FILED = new Map<string, number[]>();
ROUTES.forEach((r, i) => {
  const key = routeKeys(r.path).join('/');
  FILED.set(key, [...(FILED.get(key) ?? []), i]);
});
const candidates = (path: string) => {
  const [first = '', second = ''] = path
    .split('/')
    .slice(1, 3)
    .map((s) => s.toLowerCase());
  const found = [...(FILED.get('') ?? []), ...(first ? (FILED.get(first) ?? []) : []), ...(first && second ? (FILED.get(`${first}/${second}`) ?? []) : [])];
  return found.sort((x, y) => x - y).map((i) => ROUTES[i]!);
};

/** The route a same-site path leads to, as matchRoutes would answer for the whole table (exported for its test). */
export const routeIdOf = (path: string): string | undefined => matchRoutes(candidates(path), path)?.at(-1)?.route.id;

/** True for a built screen of this shop, and for links that leave the shop (not ours to judge). */
export function leadsToBuiltScreen(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  // API calls and media files are not screens.
  if (/^\/(api|media|assets)\//.test(href)) return true;
  const path = href.split(/[?#]/, 1)[0] || '/';
  let built = answers.get(path);
  if (built === undefined) {
    const id = routeIdOf(path);
    built = id !== undefined && !NOT_BUILT_IDS.has(id);
    // Each path is matched once: the table never changes at runtime.
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(path, built);
  }
  return built;
}

const answers = new Map<string, boolean>();
const MAX_ANSWERS = 5000;

/** The links that lead to built screens, in their order. */
export function builtLinks<T extends { href: string }>(links: readonly T[]): T[] {
  return links.filter((l) => leadsToBuiltScreen(l.href));
}

/**
 * A menu group with only the entries whose screen is built (CMS content may name screens of later
 * issues); a group whose own page is not built leads to its first built entry, and a group with
 * nothing built is left out.
 */
export function builtNavGroup(g: NavGroup): NavGroup | null {
  const group = { ...g, links: builtLinks(g.links), featured: builtLinks(g.featured), guides: builtLinks(g.guides), promotions: builtLinks(g.promotions) };
  if (leadsToBuiltScreen(g.href)) return group;
  const first = [...group.links, ...group.guides, ...group.promotions, ...group.featured][0];
  return first ? { ...group, href: first.href } : null;
}

/** The footer with only the links whose screen is built; a column left empty is left out. */
export function builtFooter(f: Footer): Footer {
  return { ...f, columns: f.columns.map((c) => ({ ...c, links: builtLinks(c.links) })).filter((c) => c.links.length > 0), legal: builtLinks(f.legal) };
}

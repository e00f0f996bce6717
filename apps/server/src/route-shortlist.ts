/**
 * React Router's request handler, fed only the routes a request's path could match (issue #15:
 * what React Router does per request, measured and cut).
 *
 * For every page and every .data call, React Router matches the path twice (its request handler,
 * then its static handler) against the branches of the whole route table (about 200 routes),
 * and each comparison compiles that route's path into a regular expression again: about 1.8 ms
 * of CPU per request on this machine, nearly all of it compiling, a tenth of a member's page.
 *
 * A path can only match a route whose first segment can be the path's first segment: the same
 * word (React Router compares case-insensitively unless a route says otherwise; here always
 * case-insensitively, which keeps more routes, never fewer), or a segment that is not a fixed
 * word (a parameter, an optional segment, a splat, or no path: the root, the home page and the
 * catch-all here). Keeping more routes than can match never changes the result, since React
 * Router ranks what matches; so a request is handed to a handler built from that shortlist
 * and its ancestors, made once per first word and kept (as many as the table has first words,
 * plus one for the words it does not have). Route discovery (`/__manifest`) and anything not
 * plainly a path go to the handler of the whole table.
 */
import { createRequestHandler, type ServerBuild } from 'react-router';

type Routes = ServerBuild['routes'];
type Mode = Parameters<typeof createRequestHandler>[1];
export type PageHandler = ReturnType<typeof createRequestHandler>;

/** The key for paths whose first word no route has: only the routes that are not a fixed word. */
const NO_FIXED_WORD = '\u0000';

/** A route's full path, its ancestors' paths joined (no leading slash). */
function fullPathOf(routes: Routes, id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path.replace(/^\/+|\/+$/g, ''));
  }
  return parts.filter(Boolean).join('/');
}

/** The fixed first word of a route's path, lower case; undefined when it is not a fixed word. */
function fixedFirstWord(path: string): string | undefined {
  const first = path.split('/')[0] ?? '';
  if (first === '' || first.startsWith(':') || first.includes('*') || first.endsWith('?')) return undefined;
  return first.toLowerCase();
}

/**
 * The first word of a request path as React Router matches it (a `.data` call's suffix and the
 * home page's `_root.data` taken off, percent-escapes decoded), lower case; undefined when the
 * path cannot be read that way (then the whole table is used).
 */
export function firstWordOf(pathname: string): string | undefined {
  let path = pathname;
  if (path === '/_root.data') path = '/';
  else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return undefined;
  }
}

/** The routes a path whose first word is `word` could match, with their ancestors. */
export function shortlistRoutes(routes: Routes, word: string): Routes {
  const keep = new Set<string>();
  for (const id of Object.keys(routes)) {
    const fixed = fixedFirstWord(fullPathOf(routes, id));
    if (fixed !== undefined && fixed !== word) continue;
    for (let route = routes[id]; route && !keep.has(route.id); route = route.parentId ? routes[route.parentId] : undefined) keep.add(route.id);
  }
  // The table's own order (React Router ranks matches, but builds children in this order).
  return Object.fromEntries(Object.entries(routes).filter(([id]) => keep.has(id)));
}

export function createShortlistHandler(build: ServerBuild, mode: Mode): PageHandler {
  const whole = createRequestHandler(build, mode);
  // A basename would be every path's first word: nothing to shortlist by.
  if (build.basename && build.basename !== '/') return whole;
  const manifestPath = build.routeDiscovery?.mode === 'lazy' ? build.routeDiscovery.manifestPath : undefined;
  const fixedWords = new Set(
    Object.keys(build.routes)
      .map((id) => fixedFirstWord(fullPathOf(build.routes, id)))
      .filter((w): w is string => w !== undefined),
  );
  const handlers = new Map<string, PageHandler>();
  const handlerFor = (key: string): PageHandler => {
    let handler = handlers.get(key);
    if (!handler) {
      handler = createRequestHandler({ ...build, routes: shortlistRoutes(build.routes, key) }, mode);
      handlers.set(key, handler);
    }
    return handler;
  };
  return (request, loadContext) => {
    const { pathname } = new URL(request.url);
    const word = pathname === manifestPath ? undefined : firstWordOf(pathname);
    if (word === undefined) return whole(request, loadContext);
    return handlerFor(fixedWords.has(word) ? word : NO_FIXED_WORD)(request, loadContext);
  };
}

/**
 * The route table React Router's server render needs for one page, not the whole table
 * (issue #15: a signed-in member's pages are rendered for every request).
 *
 * For each render, React Router's <ServerRouter> builds route objects for every route of the
 * manifest (about 200, twice: its server routes and the static router's data routes), and
 * <Scripts> works out the partial manifest the browser gets (route discovery "lazy"): the
 * routes matched by the page's path and by each of its parent paths, matched against every
 * route branch. A parent path such as `/product` matches nothing, so it ran through all of
 * them. Together that was about a seventh of the CPU of a member's product page.
 *
 * Only the routes of that partial manifest are ever looked at while rendering (the page's own
 * matches, its parents' matches for the manifest; nothing in the shop renders `<Link
 * prefetch="render">`, which would match other paths on the server). So the render gets a
 * manifest and a branch list cut down to those routes: the same partial manifest comes out
 * (server-route-subset.test.ts compares it with React Router's own), built from a handful of
 * routes. Which routes the parent paths match is worked out once per parent path, and the cut-down
 * manifest and branch list once per set of routes.
 */
import { matchRoutes, type EntryContext, type RouteObject } from 'react-router';

type Manifest = EntryContext['manifest'];
type EntryRoutes = Manifest['routes'];

interface ManifestTree {
  routes: RouteObject[];
  /** Route ids matched by a page's parent paths, by the page's path without its last segment. */
  parentMatches: Map<string, readonly string[]>;
  /** The cut-down manifest and branches, by the route ids they hold (the same for every page of a route). */
  subsets: Map<string, Pick<EntryContext, 'manifest' | 'branches'> | null>;
  /** The manifest and branch list the subsets were cut from. */
  subsetsOf?: { manifest: EntryContext['manifest']; branches: EntryContext['branches'] };
}

const trees = new WeakMap<EntryRoutes, ManifestTree>();
const MAX_PARENT_KEYS = 2000;

/** The manifest's routes as a route tree, in the manifest's order (as React Router builds it). */
function treeOf(routes: EntryRoutes): ManifestTree {
  let tree = trees.get(routes);
  if (!tree) {
    const children = new Map<string, RouteObject[]>();
    for (const r of Object.values(routes)) {
      if (!r) continue;
      const parent = r.parentId ?? '';
      const list = children.get(parent) ?? [];
      children.set(parent, list);
      list.push({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive } as RouteObject);
    }
    const attach = (parentId: string): RouteObject[] =>
      (children.get(parentId) ?? []).map((r) => (r.index ? r : { ...r, children: attach(r.id!) }) as RouteObject);
    tree = { routes: attach(''), parentMatches: new Map(), subsets: new Map() };
    trees.set(routes, tree);
  }
  return tree;
}

/** As React Router's getPartialManifest: "/" and every parent path of the page's path. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  return paths;
}

function parentMatchIds(tree: ManifestTree, pathname: string, basename: string): readonly string[] {
  const paths = parentPaths(pathname);
  const key = `${basename}\n${paths.at(-1)}`;
  let ids = tree.parentMatches.get(key);
  if (!ids) {
    const found = new Set<string>();
    for (const path of paths) for (const m of matchRoutes(tree.routes, path, basename) ?? []) found.add(m.route.id!);
    ids = [...found];
    if (tree.parentMatches.size >= MAX_PARENT_KEYS) tree.parentMatches.clear();
    tree.parentMatches.set(key, ids);
  }
  return ids;
}

/**
 * The entry context with only the routes this page's render reads. Unchanged when route
 * discovery is not lazy (then the whole manifest goes to the browser) or a route is missing.
 */
export function withPageRoutesOnly(context: EntryContext): EntryContext {
  if (context.routeDiscovery?.mode !== 'lazy' || !context.ssr || context.isSpaMode) return context;
  const shc = context.staticHandlerContext;
  const all = context.manifest.routes;
  const tree = treeOf(all);
  const ids = new Set(shc.matches.map((m) => m.route.id));
  for (const id of parentMatchIds(tree, shc.location.pathname, shc.basename || '/')) ids.add(id);
  if (tree.subsetsOf?.manifest !== context.manifest || tree.subsetsOf.branches !== context.branches) {
    tree.subsets.clear();
    tree.subsetsOf = { manifest: context.manifest, branches: context.branches };
  }
  const key = [...ids].join('\n');
  let subset = tree.subsets.get(key);
  if (subset === undefined) {
    subset = subsetOf(context, ids);
    if (tree.subsets.size >= MAX_PARENT_KEYS) tree.subsets.clear();
    tree.subsets.set(key, subset);
  }
  return subset ? { ...context, ...subset } : context;
}

function subsetOf(context: EntryContext, ids: ReadonlySet<string>): Pick<EntryContext, 'manifest' | 'branches'> | null {
  const routes: EntryRoutes = {};
  for (const id of ids) {
    const route = context.manifest.routes[id];
    if (!route) return null;
    routes[id] = route;
  }
  // Every route's parent is in the set (matches include their parents), so the tree holds together.
  const branches = context.branches.filter((b) => b.routesMeta.every((m) => ids.has(m.route.id)));
  return { manifest: { ...context.manifest, routes }, branches };
}

import { describe, expect, it } from 'vitest';
import { createStaticHandler, matchRoutes, type EntryContext, type RouteObject } from 'react-router';
import { withPageRoutesOnly } from './server-route-subset';

/** A table shaped like the shop's: a root layout, a pathless layout, index, params, optional segments, a catch-all. */
const TABLE: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'product', path: 'product/:code' },
      { id: 'product-hs', path: 'product/hs' },
      { id: 'list', path: 'list/:category/:sub?' },
      {
        id: 'account',
        children: [
          { id: 'pc', path: 'Personalcenter' },
          { id: 'pc-order', path: 'Personalcenter/Personalcenter_order' },
          { id: 'pc-order-detail', path: 'Personalcenter/Personalcenter_order/:id' },
        ],
      },
      { id: 'help', path: 'help/*' },
      { id: 'not-found', path: '*' },
    ],
  },
];

type EntryRoutes = EntryContext['manifest']['routes'];

function manifestOf(routes: RouteObject[], parentId?: string, out: EntryRoutes = {}): EntryRoutes {
  for (const r of routes) {
    out[r.id!] = {
      id: r.id!,
      parentId,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      module: `/${r.id}.js`,
      hasLoader: false,
      hasAction: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
    } as EntryRoutes[string];
    if (r.children) manifestOf(r.children, r.id, out);
  }
  return out;
}

function contextFor(pathname: string): EntryContext {
  const handler = createStaticHandler(TABLE) as ReturnType<typeof createStaticHandler> & { _internalRouteBranches: EntryContext['branches'] };
  const matches = matchRoutes(TABLE, pathname) ?? [];
  return {
    manifest: { entry: { imports: [], module: '/entry.js' }, routes: manifestOf(TABLE), url: '/manifest.js', version: '1' },
    branches: handler._internalRouteBranches,
    routeModules: {},
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    staticHandlerContext: {
      basename: '/',
      location: { pathname, search: '', hash: '', state: null, key: 'default' },
      matches,
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    },
  } as unknown as EntryContext;
}

/** What React Router's getPartialManifest puts in the page: the page's matches and every parent path's. */
function partialManifestIds(pathname: string): string[] {
  const ids = new Set((matchRoutes(TABLE, pathname) ?? []).map((m) => m.route.id!));
  const segments = pathname.split('/').filter(Boolean);
  segments.pop();
  const parents = ['/'];
  while (segments.length > 0) {
    parents.push(`/${segments.join('/')}`);
    segments.pop();
  }
  for (const p of parents) for (const m of matchRoutes(TABLE, p) ?? []) ids.add(m.route.id!);
  return [...ids].sort();
}

/** The first branch (React Router's ranking) that matches a path, as getPartialManifest finds it. */
function firstMatchingLeaf(branches: EntryContext['branches'], path: string): string | undefined {
  for (const b of branches) {
    const leaf = b.routesMeta.at(-1)!.route;
    const single = matchRoutes([{ ...b.routesMeta[0]!.route, children: undefined, path: b.path, id: leaf.id }] as RouteObject[], path);
    if (single) return leaf.id;
  }
  return undefined;
}

describe('withPageRoutesOnly', () => {
  const paths = [
    '/',
    '/product/S25U',
    '/product/hs',
    '/list/phones',
    '/list/phones/ultra',
    '/Personalcenter/Personalcenter_order/12',
    '/help/a/b',
    '/no/such/page',
  ];

  it.each(paths)('keeps exactly the routes of the partial manifest for %s', (pathname) => {
    const trimmed = withPageRoutesOnly(contextFor(pathname));
    expect(Object.keys(trimmed.manifest.routes).sort()).toEqual(partialManifestIds(pathname));
  });

  it.each(paths)('finds the same first branch for every parent path of %s', (pathname) => {
    const full = contextFor(pathname);
    const trimmed = withPageRoutesOnly(full);
    const segments = pathname.split('/').filter(Boolean);
    for (let n = segments.length - 1; n >= 0; n--) {
      const parent = `/${segments.slice(0, n).join('/')}`;
      expect(firstMatchingLeaf(trimmed.branches, parent)).toBe(firstMatchingLeaf(full.branches, parent));
    }
    // Every kept branch is made of kept routes, in React Router's order.
    const kept = new Set(Object.keys(trimmed.manifest.routes));
    expect(trimmed.branches.every((b) => b.routesMeta.every((m) => kept.has(m.route.id)))).toBe(true);
    expect(trimmed.branches).toEqual(full.branches.filter((b) => trimmed.branches.includes(b)));
  });

  it('leaves the context alone when the whole manifest goes to the browser', () => {
    const ctx = { ...contextFor('/product/S25U'), routeDiscovery: { mode: 'initial' } } as EntryContext;
    expect(withPageRoutesOnly(ctx)).toBe(ctx);
  });
});

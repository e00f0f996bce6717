import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstWordOf, shortlistRoutes } from './route-shortlist.ts';

type Routes = ServerBuild['routes'];

/** A table with what the shop's has: a root layout, home, fixed words, parameters, optional segments, a pathless layout, case, a catch-all. */
const table: Record<string, { parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }> = {
  root: { path: '' },
  home: { parentId: 'root', index: true, caseSensitive: true },
  product: { parentId: 'root', path: 'product/:code' },
  'product-3d': { parentId: 'root', path: 'product/3d/:code?' },
  list: { parentId: 'root', path: 'list/:category?/:page?' },
  member: { parentId: 'root', path: 'Personalcenter' },
  'member-orders': { parentId: 'member', path: 'Personalcenter_order/:tab?', caseSensitive: true },
  'member-index': { parentId: 'member', index: true },
  layout: { parentId: 'root' },
  cart: { parentId: 'layout', path: 'shoppingCart' },
  discovery: { parentId: 'layout', path: 'discovery/*' },
  lang: { parentId: 'root', path: ':lang/help' },
  'catch-all': { parentId: 'root', path: '*' },
};
const routes = Object.fromEntries(Object.entries(table).map(([id, r]) => [id, { id, ...r, module: {} }])) as unknown as Routes;

/** The manifest's routes as the tree React Router builds from it. */
function treeOf(rs: Routes, parentId?: string): RouteObject[] {
  return Object.values(rs)
    .filter((r) => r?.parentId === parentId)
    .map((r) => ({ id: r!.id, path: r!.path, index: r!.index, caseSensitive: r!.caseSensitive, children: treeOf(rs, r!.id) }) as RouteObject);
}

const matchedIds = (rs: Routes, path: string) => (matchRoutes(treeOf(rs), path) ?? []).map((m) => m.route.id);

describe('shortlistRoutes', () => {
  const paths = [
    '/',
    '/product/S25U',
    '/PRODUCT/S25U',
    '/product/3d',
    '/product/3d/S25U',
    '/list',
    '/list/phones/2',
    '/Personalcenter',
    '/personalcenter/Personalcenter_order',
    '/Personalcenter/Personalcenter_order/paid',
    '/shoppingCart',
    '/discovery/a/b',
    '/zh/help',
    '/nowhere/at/all',
    '/product',
    '/%E5%95%86%E5%93%81/x',
  ];

  it.each(paths)('matches %s exactly as the whole table does', (path) => {
    const word = firstWordOf(path)!;
    const fixed = new Set(['product', 'list', 'personalcenter', 'shoppingcart', 'discovery']);
    const short = shortlistRoutes(routes, fixed.has(word) ? word : '\u0000');
    expect(matchedIds(short, path)).toEqual(matchedIds(routes, path));
  });

  it('keeps only what the first word can reach, with the ancestors', () => {
    expect(Object.keys(shortlistRoutes(routes, 'shoppingcart')).sort()).toEqual(['cart', 'catch-all', 'home', 'lang', 'layout', 'root']);
    expect(Object.keys(shortlistRoutes(routes, '\u0000')).sort()).toEqual(['catch-all', 'home', 'lang', 'layout', 'root']);
  });
});

describe('firstWordOf', () => {
  it('reads the first word as React Router matches it', () => {
    expect(firstWordOf('/product/S25U')).toBe('product');
    expect(firstWordOf('/product/S25U.data')).toBe('product');
    expect(firstWordOf('/shoppingCart.data')).toBe('shoppingcart');
    expect(firstWordOf('/_root.data')).toBe('');
    expect(firstWordOf('/')).toBe('');
    expect(firstWordOf('//list')).toBe('list');
    expect(firstWordOf('/%E5%95%86%E5%93%81')).toBe('商品');
    expect(firstWordOf('/%E5%95')).toBeUndefined();
  });
});

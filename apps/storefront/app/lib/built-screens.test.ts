import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PENDING_MODULE, SHOP_ROUTES } from '../routes';
import { builtLinks, leadsToBuiltScreen, routeIdOf } from './built-screens';

describe('leadsToBuiltScreen', () => {
  const pending = SHOP_ROUTES.find((r) => r.module === PENDING_MODULE && !r.path.includes(':') && !r.path.includes('?'));

  it('is true for built screens, with or without query and hash', () => {
    expect(leadsToBuiltScreen('/')).toBe(true);
    expect(leadsToBuiltScreen('/product/S25/S25-BLACK-1?from=home#reviews')).toBe(true);
    expect(leadsToBuiltScreen('/shoppingCart')).toBe(true);
  });

  it('is false for a route whose screen is still the pending notice, and for no route at all', () => {
    expect(pending, 'a pending route to test with').toBeDefined();
    expect(leadsToBuiltScreen(`/${pending!.path}`)).toBe(false);
    expect(leadsToBuiltScreen('/no-such-page/at-all')).toBe(false);
    expect(leadsToBuiltScreen('/not_')).toBe(false);
  });

  it('leaves links out of the shop and files alone', () => {
    expect(leadsToBuiltScreen('https://beian.miit.gov.cn/')).toBe(true);
    expect(leadsToBuiltScreen('/media/banner/a.svg')).toBe(true);
  });

  it('filters a list keeping the order', () => {
    const links = [{ href: '/' }, { href: '/no-such-page/at-all' }, { href: '/shoppingCart' }];
    expect(builtLinks(links)).toEqual([{ href: '/' }, { href: '/shoppingCart' }]);
  });
});

describe('routeIdOf', () => {
  it('answers what matchRoutes answers for the whole table, for every route and for paths no route names', () => {
    const all = SHOP_ROUTES.map((r) => ({ id: r.id, path: `/${r.path}` }));
    // Each route's path with its parameters filled and its optional parts both kept and dropped,
    // in the table's case and upper-cased, plus a few paths that match nothing or only a splat.
    const fill = (p: string, keepOptional: boolean) =>
      `/${p
        .split('/')
        .filter((seg) => keepOptional || !seg.endsWith('?'))
        .map((seg) => (seg.startsWith(':') ? 'X1' : seg === '*' ? 'any/thing' : seg.replace(/\?$/, '')))
        .join('/')}`;
    const paths = [
      ...new Set(SHOP_ROUTES.flatMap((r, i) => [fill(r.path, true), fill(r.path, false), ...(i % 10 === 0 ? [fill(r.path, true).toUpperCase()] : [])])),
    ];
    paths.push('/', '/no-such-page/at-all', '/product', '/Personalcenter/nothing-here', '//x', '/order/');
    for (const path of paths) expect(routeIdOf(path), path).toBe(matchRoutes(all, path)?.at(-1)?.route.id);
    // The whole table ranked for each of some 400 paths: the slow way this module avoids.
  }, 30_000);
});

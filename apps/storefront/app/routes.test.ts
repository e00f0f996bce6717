import { describe, expect, it } from 'vitest';
import routeConfig, { PENDING_MODULE, SHOP_ROUTES } from './routes';
import { routeForPath } from './lib/route-meta';
import { safeRedirectTarget } from './lib/cookies';

describe('THE route table', () => {
  it('has unique ids and paths, and every route has a Chinese title', () => {
    const ids = SHOP_ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = SHOP_ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of SHOP_ROUTES) expect(r.meta.title, r.id).toMatch(/[\u4e00-\u9fa5]/);
    expect(routeConfig).toHaveLength(SHOP_ROUTES.length);
    expect(SHOP_ROUTES.at(-1)?.path).toBe('*');
  });

  it('reports how many routes have their real screen', () => {
    const built = SHOP_ROUTES.filter((r) => r.module !== PENDING_MODULE);
    console.log(`routes with their real screen: ${built.length} of ${SHOP_ROUTES.length} (${built.map((r) => `/${r.path}`).join(' ')})`);
    expect(built.length).toBeGreaterThanOrEqual(15);
  });

  it.each([
    ['/', 'home'],
    ['/product/SM-S9380/SKU1', 'product'],
    ['/product/hs', 'product-hs'],
    ['/preview/product/ABC', 'preview-product'],
    ['/Personalcenter', 'personal-center'],
    ['/Personalcenter/orderDeatil/O123', 'personal-order-detail'],
    ['/user/login', 'user-login'],
    ['/cn/sso', 'cn-sso'],
    ['/coupon/list/L1', 'live-coupon'],
    ['/faq/3/9', 'faq-question'],
    ['/no/such/page', 'catch-all'],
  ])('resolves %s to %s', (path, id) => {
    expect(routeForPath(path)?.id).toBe(id);
  });

  it('matches paths case-sensitively, as the spec writes them', () => {
    expect(routeForPath('/OffShelf')?.id).toBe('off-shelf');
    expect(routeForPath('/offshelf')?.id).toBe('catch-all');
  });

  it('marks product, notice, order and personal-centre pages noCache, and guards member pages', () => {
    for (const path of [
      '/product/A/B',
      '/contrast',
      '/404',
      '/not_',
      '/order/orderInfo',
      '/Personalcenter/Personal_homepage',
      '/shoppingCart',
      '/user/login',
    ]) {
      expect(routeForPath(path)?.meta.noCache, path).toBe(true);
    }
    for (const path of ['/Personalcenter/Personal_homepage', '/order/orderInfo', '/appOrder/orderInfo', '/logistics_information']) {
      expect(routeForPath(path)?.meta.roles, path).toEqual(['member']);
    }
    for (const path of ['/', '/shoppingCart', '/user/login', '/product/A']) expect(routeForPath(path)?.meta.roles ?? [], path).toEqual([]);
    expect(routeForPath('/coupon/list/L1')?.meta.noProgress).toBe(true);
  });

  it('shares with signed-in members only pages without roles: home, listing, search, product, cart', () => {
    const shared = (function collect(routes: typeof SHOP_ROUTES): typeof SHOP_ROUTES {
      return routes.flatMap((r) => [...(r.meta.sharedWithMembers ? [r] : []), ...collect(r.children ?? [])]);
    })(SHOP_ROUTES);
    expect(shared.map((r) => r.id).sort()).toEqual(['home', 'home-alias', 'list', 'product', 'product-new', 'search', 'shopping-cart'].sort());
    for (const r of shared) expect(r.meta.roles ?? [], r.id).toEqual([]);
    for (const path of ['/Personalcenter/Personal_homepage', '/order/orderInfo', '/cartProduct/1/1', '/preview/product/A']) {
      expect(routeForPath(path)?.meta.sharedWithMembers, path).toBeUndefined();
    }
  });
});

describe('redirect targets after sign-in', () => {
  it('keeps same-site paths and refuses anything else', () => {
    expect(safeRedirectTarget('/Personalcenter/Personal_homepage?x=1')).toBe('/Personalcenter/Personal_homepage?x=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      '/user/login?redirect=/x',
      '/user/logout',
    ]) {
      expect(safeRedirectTarget(bad as string)).toBe('/');
    }
  });
});

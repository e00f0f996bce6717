/** robots.txt: catalogue open, personal centre / cart / checkout / payment closed, sitemap named — held to the route table. */
import { describe, expect, it } from 'vitest';
import { SHOP_ROUTES } from '../../routes';
import { isDisallowed, robotsTxt } from './robots';

/** The fixed part of a route path, as a URL path (up to the first parameter). */
const staticPrefix = (path: string) => `/${path.split('/:')[0]!.replace(/\*$/, '')}`;

describe('robots.txt', () => {
  const text = robotsTxt('https://shop.example.com/');

  it('allows everything else and names the sitemap at the public origin', () => {
    expect(text.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(text).toContain('\nSitemap: https://shop.example.com/sitemap.xml\n');
  });

  it('disallows every member-only route (personal centre and the rest)', () => {
    const memberRoutes = SHOP_ROUTES.filter((r) => r.meta.roles?.includes('member'));
    expect(memberRoutes.length).toBeGreaterThan(10);
    for (const r of memberRoutes) expect(isDisallowed(staticPrefix(r.path)), r.path).toBe(true);
  });

  it('disallows cart, checkout and payment pages', () => {
    for (const p of [
      '/shoppingCart',
      '/cartProduct/1/2',
      '/order/orderInfo',
      '/order/payContinue/X/1',
      '/order/wxpay',
      '/order/payError',
      '/appOrder/orderInfo',
      '/Personalcenter/Personal_homepage',
      '/logistics_information_msg',
    ])
      expect(isDisallowed(p), p).toBe(true);
    for (const r of SHOP_ROUTES.filter((x) => x.path.startsWith('order/') || x.path.startsWith('appOrder/')))
      expect(isDisallowed(staticPrefix(r.path)), r.path).toBe(true);
  });

  it('leaves the catalogue, product, guide and help pages open', () => {
    for (const p of [
      '/',
      '/home',
      '/list/smartphones',
      '/classificationM',
      '/search/手机',
      '/product/S25/S25-BLACK-1',
      '/activityproduct/S25',
      '/contrast',
      '/faq',
      '/faq/payment/201',
      '/shoppingMall/about',
      '/sitemap',
      '/sitemap.xml',
      '/WeChat-xcx',
    ])
      expect(isDisallowed(p), p).toBe(false);
  });

  it('writes one Disallow line per rule', () => {
    expect(text.match(/^Disallow: \/\S*$/gm)?.length).toBeGreaterThan(5);
  });
});

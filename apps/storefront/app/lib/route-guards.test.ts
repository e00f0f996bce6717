import { describe, expect, it } from 'vitest';
import { activityHostRedirect } from './route-meta';

const settings = { activityHost: 'act.shop.example', mainShopUrl: 'https://www.shop.example' };

describe('activity-host route guard (spec 4)', () => {
  it.each(['/activityproduct/SPU1/SKU1', '/order/acorderInfo', '/appOrder/acorderInfo', '/user/login?redirect=%2F', '/cn/sso', '/speedKill'])(
    'keeps %s on the activity host',
    (path) => {
      expect(activityHostRedirect('act.shop.example', new URL(`https://www.shop.example${path}`), settings)).toBeNull();
    },
  );

  it.each([
    ['/product/SPU1', 'https://www.shop.example/product/SPU1'],
    ['/shoppingCart?from=act', 'https://www.shop.example/shoppingCart?from=act'],
    ['/', 'https://www.shop.example/'],
    ['/no/such/page', 'https://www.shop.example/no/such/page'],
  ])('sends %s to the main shop with path and query', (path, target) => {
    expect(activityHostRedirect('act.shop.example', new URL(`https://www.shop.example${path}`), settings)).toBe(target);
  });

  it('does nothing on another host or when not configured', () => {
    expect(activityHostRedirect('www.shop.example', new URL('https://www.shop.example/product/A'), settings)).toBeNull();
    expect(activityHostRedirect('act.shop.example', new URL('https://www.shop.example/product/A'), {})).toBeNull();
  });
});

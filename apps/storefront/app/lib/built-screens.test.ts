import { describe, expect, it } from 'vitest';
import { PENDING_MODULE, SHOP_ROUTES } from '../routes';
import { builtLinks, leadsToBuiltScreen } from './built-screens';

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

import { describe, expect, it } from 'vitest';
import { signInFor, signInHref } from './sign-in-href';

describe('signInHref', () => {
  it('carries the page to return to, encoded, and the web form when asked', () => {
    expect(signInHref('/order/orderInfo?from=cart')).toBe('/user/login?redirect=%2Forder%2ForderInfo%3Ffrom%3Dcart');
    expect(signInHref('/Personalcenter', { web: true })).toBe('/user/login?redirect=%2FPersonalcenter&web=1');
  });
  it('returns a loader to the page asked for, path and query, not the host', () => {
    expect(signInFor(new URL('https://shop.example/Personalcenter/Personal_coupon?tab=2'))).toBe(
      '/user/login?redirect=%2FPersonalcenter%2FPersonal_coupon%3Ftab%3D2',
    );
  });
});

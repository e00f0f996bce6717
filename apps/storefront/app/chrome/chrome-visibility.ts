/** Which chrome shows where (spec 2.1): rules kept apart from the components so they read as data. */
import type { ShopEnvironment } from '@shop/contracts/environment';
import { routePlaceForPath } from '../lib/route-index';
import { truthyParam } from '../lib/chrome-cookies';

/** Coupon-centre pages: no footer. */
const COUPON_CENTRE_SEGMENTS = new Set(['rollCenter', 'rollCenterNo', 'activeRollCenterNew', 'activityrollCenter', 'activeRollCenter', 'activecoupon']);

export function isCouponCentrePath(pathname: string): boolean {
  const [, first = '', second = ''] = pathname.split('/');
  return COUPON_CENTRE_SEGMENTS.has(first) || (first === 'coupon' && second === 'list');
}

/** Product pages carry a fixed buy bar at the bottom on phones. */
const BUY_BAR_ROUTE_IDS = new Set([
  'product',
  'product-new',
  'design-product',
  'activity-product',
  'app-product',
  'wx-product',
  'preview-product',
  'product-hs',
]);

export interface ChromeVisibility {
  footer: boolean;
  /** Mobile tab bar (< 768 px; CSS hides it on wider screens). */
  tabBar: boolean;
  /**
   * Mobile bottom spacer below the footer, px, or 0. Rule: unless `hideTB` is set, pages with
   * the tab bar get 80 px and pages with a buy bar 100 px, so the last content is never under
   * a fixed bar; `hideTB=1` (page embedded without the bars) removes it — and the tab bar too.
   */
  spacer: 0 | 80 | 100;
}

export function chromeVisibility(pathname: string, search: URLSearchParams, env: ShopEnvironment): ChromeVisibility {
  const entry = routePlaceForPath(pathname);
  const hideTB = truthyParam(search.get('hideTB'));
  const inApp = env === 'app';
  const tabBar = !inApp && !hideTB && !!entry?.tabBar;
  const buyBar = !!entry && BUY_BAR_ROUTE_IDS.has(entry.id);
  return {
    footer: !inApp && !isCouponCentrePath(pathname),
    tabBar,
    spacer: hideTB ? 0 : buyBar ? 100 : tabBar ? 80 : 0,
  };
}

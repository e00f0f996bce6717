import { describe, expect, it } from 'vitest';
import { chromeVisibility, isCouponCentrePath } from './chrome-visibility';

const q = (s = '') => new URLSearchParams(s);

describe('chrome visibility (spec 2.1)', () => {
  it('hides the footer on coupon-centre pages only', () => {
    for (const p of [
      '/rollCenter',
      '/rollCenter/A1',
      '/rollCenterNo',
      '/activeRollCenterNew',
      '/activityrollCenter',
      '/activeRollCenter/x',
      '/activecoupon',
      '/coupon/list/42',
    ])
      expect(isCouponCentrePath(p), p).toBe(true);
    for (const p of ['/', '/home', '/coupon', '/rollcenter', '/Personalcenter/Personal_coupon']) expect(isCouponCentrePath(p), p).toBe(false);
    expect(chromeVisibility('/rollCenter', q(), 'mobile').footer).toBe(false);
    expect(chromeVisibility('/not_', q(), 'pc').footer).toBe(true);
  });

  it('shows nothing of its own in the app', () => {
    expect(chromeVisibility('/home', q(), 'app')).toEqual({ footer: false, tabBar: false, spacer: 0 });
  });

  it('tab bar on tabBar routes; hideTB removes it and the spacer; 80 px / 100 px spacers', () => {
    expect(chromeVisibility('/home', q(), 'mobile')).toEqual({ footer: true, tabBar: true, spacer: 80 });
    expect(chromeVisibility('/list/smartphones', q(), 'mobile').tabBar).toBe(true);
    expect(chromeVisibility('/not_', q(), 'mobile')).toEqual({ footer: true, tabBar: false, spacer: 0 });
    expect(chromeVisibility('/product/SM-S938', q(), 'mobile').spacer).toBe(100);
    expect(chromeVisibility('/home', q('hideTB=1'), 'mobile')).toEqual({ footer: true, tabBar: false, spacer: 0 });
    expect(chromeVisibility('/home', q('hideTB=0'), 'mobile').tabBar).toBe(true);
    expect(chromeVisibility('/home', q('hideTB=false'), 'mobile').spacer).toBe(80);
  });
});

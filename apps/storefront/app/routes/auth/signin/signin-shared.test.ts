import { describe, expect, it } from 'vitest';
import { isQrCodePage, miniProgramLoginUrl, shouldTryOpenApp } from './signin-shared';

const android = 'Mozilla/5.0 (Linux; Android 14; SM-S9280) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const base = { device: 'mobile', userAgent: android, pathname: '/user/newLogin', search: '', openedCookie: undefined };

describe('the 30-minute app-open rule (spec 4)', () => {
  it('tries on mobile Android once (cookie absent)', () => {
    expect(shouldTryOpenApp(base)).toBe(true);
    expect(shouldTryOpenApp({ ...base, openedCookie: '1' })).toBe(false);
  });
  it('never on PC, on iOS or on QR-code pages', () => {
    expect(shouldTryOpenApp({ ...base, device: 'pc' })).toBe(false);
    expect(shouldTryOpenApp({ ...base, userAgent: iphone })).toBe(false);
    expect(shouldTryOpenApp({ ...base, pathname: '/user/login_confirm' })).toBe(false);
    expect(shouldTryOpenApp({ ...base, search: '?qrCode=abc' })).toBe(false);
    expect(isQrCodePage('/user/newLogin', '?x=1')).toBe(false);
  });
  it('builds the native login page with state and site', () => {
    expect(miniProgramLoginUrl('/cart?a=1', 'cn')).toBe('/pages/login/login?state=%2Fcart%3Fa%3D1&site=cn');
  });
});

/**
 * Client-safe constants and rules of the sign-in screens (issue #6): native page paths of
 * the mini-programs, the assistant / community app markers and deep links, the login-page
 * reasons, and the 30-minute app-open rule of spec 4.
 */
import { ASSISTANT_OPEN_SECONDS } from '@shop/contracts/constants';
import { MINI_PROGRAM_LOGIN_PAGE } from '../../../lib/failure-handling';

/** Native pages of the mini-programs (WeChat and Alipay use the same paths). */
export const MP_NATIVE_PAGES = {
  login: MINI_PROGRAM_LOGIN_PAGE,
  home: '/pages/index/index',
} as const;

/** The life-service assistant app and the community app add these to their web view's user agent. */
export const ASSISTANT_UA_TOKEN = 'StarLifeAssistant';
export const COMMUNITY_UA_TOKEN = 'StarCommunity';
/** Deep links that open the assistant app / the shop's native app. */
export const ASSISTANT_DEEP_LINK = 'starassistant://shop/open';
export const APP_DEEP_LINK = 'starshop://open';
export { ASSISTANT_OPEN_SECONDS };

/** Messages the login page shows for `?reason=` (fixed texts: the address cannot inject any). */
export const LOGIN_REASONS: Record<string, string> = {
  app_ticket: '登录凭证无效或已过期，请重新登录',
  refresh_failed: '登录状态已失效，请重新登录',
  assistant_failed: '授权登录失败，请重新登录',
  assistant_denied: '你已取消授权，可使用手机验证码登录',
  locked: '账号已被锁定，请稍后再试或联系客服',
};

/** The mini-program native login page with state (where to come back to) and site. */
export function miniProgramLoginUrl(state: string, site: string): string {
  return `${MP_NATIVE_PAGES.login}?state=${encodeURIComponent(state)}&site=${encodeURIComponent(site)}`;
}

/** Pages showing a QR code never jump to an app (the code is meant to be scanned). */
export function isQrCodePage(pathname: string, search: string): boolean {
  return pathname === '/user/login_confirm' || /[?&]qr[Cc]ode=/.test(search);
}

/**
 * Spec 4: on mobile, once per 30 minutes (cookie sassistant_opened), try to open the
 * assistant / native app — not on iOS, not on QR-code pages.
 */
export function shouldTryOpenApp(o: { device: string; userAgent: string; pathname: string; search: string; openedCookie: string | undefined }): boolean {
  if (o.device !== 'mobile') return false;
  if (/iPhone|iPad|iPod|\biOS\b/i.test(o.userAgent)) return false;
  if (isQrCodePage(o.pathname, o.search)) return false;
  return !o.openedCookie;
}

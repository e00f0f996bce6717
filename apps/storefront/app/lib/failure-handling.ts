/**
 * Client error rules of spec 8, applied to every failed call made from the browser:
 * - token expired or invalid (E_USER_4005/4010/0019/0004): try one refresh when signed in;
 *   otherwise clear local login data and start login the way the host expects (the app's
 *   native handler, the WeChat mini-program login page, the Alipay mini-program login
 *   page with the current address, or the web login page);
 * - E_ERR_UPGRADE_001: the maintenance page;
 * - E_CSRF: retry once with the fresh token the answer carried;
 * - 'caller' and 'silent' codes: no popup; HTTP 501/504: the busy message;
 * - anything else: the server message in a toast;
 * - `debugger=1` in the address: alert code and path.
 */
import { BUSY_HTTP_STATUSES, BUSY_MESSAGE, lookupError } from '@shop/contracts/errors';
import { COOKIES } from '@shop/contracts/constants';
import type { ShopEnvironment } from '@shop/contracts/environment';
import type { ApiTransport } from '@shop/contracts/ssr-context';
import type { ApiError } from './api-client';
import { clearBrowserCookie, parseCookieHeader } from './cookies';
import { showToast } from './toast';

let environment: ShopEnvironment = 'pc';
export function setClientEnvironment(env: ShopEnvironment) {
  environment = env;
}

/** Local state of a signed-in shopper (spec 3) that must go when the session does. */
const LOCAL_LOGIN_KEYS = ['loginUser', 'roles', 'name', 'avatar', 'introduction', 'unreadCount', 'selectedProduct', 'userType'];

export function clearLocalLoginData() {
  for (const k of LOCAL_LOGIN_KEYS) {
    try {
      localStorage.removeItem(k);
    } catch {
      /* storage may be unavailable (private mode) */
    }
  }
  clearBrowserCookie(COOKIES.user);
  clearBrowserCookie(COOKIES.expiresTime);
}

interface NativeHosts {
  BrandShopBridge?: { login?: () => void; onTokenExpired?: () => void };
  wx?: { miniProgram?: { navigateTo(o: { url: string }): void; redirectTo?(o: { url: string }): void } };
  my?: { navigateTo(o: { url: string }): void };
}

export const MINI_PROGRAM_LOGIN_PAGE = '/pages/login/login';

export function startLogin(env: ShopEnvironment = environment) {
  const here = `${location.pathname}${location.search}`;
  const hosts = window as unknown as NativeHosts;
  if (env === 'app' && hosts.BrandShopBridge) {
    (hosts.BrandShopBridge.login ?? hosts.BrandShopBridge.onTokenExpired)?.();
    return;
  }
  if (env === 'wxApp' && hosts.wx?.miniProgram) {
    hosts.wx.miniProgram.navigateTo({ url: MINI_PROGRAM_LOGIN_PAGE });
    return;
  }
  if (env === 'aliApp' && hosts.my) {
    hosts.my.navigateTo({ url: `${MINI_PROGRAM_LOGIN_PAGE}?redirect=${encodeURIComponent(location.href)}` });
    return;
  }
  location.assign(`/user/login?redirect=${encodeURIComponent(here)}`);
}

let refreshing: Promise<boolean> | undefined;

async function tryRefresh(transport: ApiTransport): Promise<boolean> {
  refreshing ??= transport('/api/auth/login/refresh', { method: 'POST', body: {} })
    .then((r) => r.status === 200 && r.envelope.success)
    .finally(() => setTimeout(() => (refreshing = undefined), 0));
  return refreshing;
}

export async function handleFailure(err: ApiError, transport: ApiTransport): Promise<'retry' | void> {
  if (typeof location !== 'undefined' && new URLSearchParams(location.search).get('debugger') === '1') {
    window.alert(`${err.code}\n${err.path}`);
  }
  if (err.code === 'E_CSRF') return 'retry';
  const def = lookupError(err.code);
  const handling = def?.handling ?? 'toast';

  if (handling === 'login') {
    const signedIn = Boolean(parseCookieHeader(document.cookie)[COOKIES.user]);
    if (signedIn && err.code === 'E_USER_4005' && (await tryRefresh(transport))) return 'retry';
    await transport('/api/auth/login/logout', { method: 'POST', body: {} }).catch(() => undefined);
    clearLocalLoginData();
    startLogin();
    return;
  }
  if (handling === 'maintenance') {
    location.assign('/maintenances');
    return;
  }
  if (handling === 'caller' || handling === 'silent') return;
  if (BUSY_HTTP_STATUSES.includes(err.status)) {
    showToast(BUSY_MESSAGE);
    return;
  }
  showToast(err.displayMessage);
}

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
 *
 * `exchange` is THE call loop every browser call goes through (the typed client api-call.ts
 * and browserApi): send, decide whether a failure comes back to the caller or goes to the
 * rules above, and send once more when they ask for it (after a CSRF refusal or a token
 * refresh). The browser's globals (location, document.cookie, toasts …) are reached through
 * a FailureHost, so tests can run the rules outside a browser and observe them.
 */
import { BUSY_HTTP_STATUSES, BUSY_MESSAGE, CLIENT_HANDLING, DISPLAY_REWRITES } from './client-error-rules';
import { COOKIES } from '@shop/contracts/constants';
import type { Envelope } from '@shop/contracts/envelope';
import type { ShopEnvironment } from '@shop/contracts/environment';
import type { ApiCall, ApiResult, ApiTransport } from '@shop/contracts/ssr-context';
import { authEndpoints } from '@shop/contracts/endpoint-refs/auth';
import { clearBrowserCookie, parseCookieHeader } from './cookies';
import { showToast } from './toast';
import { signInHref } from './sign-in-href';
import { SESSION_CHANGED_EVENT } from './signed-in-user';

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
  // The header shows the visitor's menu without waiting for a navigation (lib/signed-in-user.ts).
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
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
  location.assign(signInHref(here));
}

let refreshing: Promise<boolean> | undefined;

async function tryRefresh(transport: ApiTransport): Promise<boolean> {
  refreshing ??= transport(authEndpoints.refresh.path, { method: 'POST', body: {} })
    .then((r) => r.status === 200 && r.envelope.success)
    .finally(() => setTimeout(() => (refreshing = undefined), 0));
  return refreshing;
}

/** What the rules need to know of a failure (an ApiError or an ApiFailure). */
export interface FailureLike {
  code: string;
  status: number;
  path: string;
  displayMessage: string;
}

/** The browser around the rules; tests pass their own. */
export interface FailureHost {
  /** The address's query string (`location.search`). */
  search(): string;
  alert(text: string): void;
  /** `document.cookie`: the readable `user` cookie tells a signed-in member. */
  cookies(): string;
  clearLocalLoginData(): void;
  startLogin(): void;
  /** `location.assign`. */
  assign(url: string): void;
  toast(message: string): void;
}

export const browserHost: FailureHost = {
  search: () => (typeof location === 'undefined' ? '' : location.search),
  alert: (text) => window.alert(text),
  cookies: () => document.cookie,
  clearLocalLoginData,
  startLogin: () => startLogin(),
  assign: (url) => location.assign(url),
  toast: (message) => showToast(message),
};

/** The catalogue's handling of a wire code, when it is not the default toast (unknown codes: none). */
function handlingOf(code: string) {
  return Object.hasOwn(CLIENT_HANDLING, code) ? CLIENT_HANDLING[code] : undefined;
}

export async function handleFailure(err: FailureLike, transport: ApiTransport, host: FailureHost = browserHost): Promise<'retry' | void> {
  if (new URLSearchParams(host.search()).get('debugger') === '1') {
    host.alert(`${err.code}\n${err.path}`);
  }
  if (err.code === 'E_CSRF') return 'retry';
  const handling = handlingOf(err.code) ?? 'toast';

  if (handling === 'login') {
    const signedIn = Boolean(parseCookieHeader(host.cookies())[COOKIES.user]);
    if (signedIn && err.code === 'E_USER_4005' && (await tryRefresh(transport))) return 'retry';
    await transport(authEndpoints.logout.path, { method: 'POST', body: {} }).catch(() => undefined);
    host.clearLocalLoginData();
    host.startLogin();
    return;
  }
  if (handling === 'maintenance') {
    host.assign('/maintenances');
    return;
  }
  if (handling === 'caller' || handling === 'silent') return;
  if (BUSY_HTTP_STATUSES.includes(err.status)) {
    host.toast(BUSY_MESSAGE);
    return;
  }
  host.toast(err.displayMessage);
}

// ── The one call loop ───────────────────────────────────────────────────

export interface FieldIssue {
  path: string;
  message: string;
}

/** A failed call, typed: what the caller may show, and whether the app's handling already dealt with it. */
export interface ApiFailure {
  code: string;
  /** The server's message (the busy message for 501/504). */
  message: string;
  /** The message to show a shopper (spec 5 rewrites applied). */
  displayMessage: string;
  /** HTTP status; 0 when the call was given up after its one retry. */
  status: number;
  path: string;
  data: unknown;
  /** Field problems of a validation answer (`data.issues`), else []. */
  issues: FieldIssue[];
  /** True when the app's failure handling has dealt with it (toast, login, maintenance …): the caller shows nothing more. */
  handled: boolean;
}

export function displayMessageOf(message: string): string {
  return DISPLAY_REWRITES[message] ?? message;
}

function issuesOf(data: unknown): FieldIssue[] {
  const raw = (data as { issues?: { path?: unknown; message?: unknown }[] } | null | undefined)?.issues;
  return Array.isArray(raw) ? raw.map((i) => ({ path: String(i?.path ?? ''), message: String(i?.message ?? '') })) : [];
}

/** The failure of an answer that is not a successful envelope. */
export function failureOf(result: ApiResult<unknown>, path: string): ApiFailure {
  const env = result.envelope as Partial<Envelope<unknown>> | undefined;
  const code = env?.code ?? `HTTP_${result.status}`;
  const busy = BUSY_HTTP_STATUSES.includes(result.status);
  const message = busy ? BUSY_MESSAGE : (env?.message ?? BUSY_MESSAGE);
  const data = busy ? null : (env?.data ?? null);
  return {
    code,
    message,
    displayMessage: displayMessageOf(message),
    status: result.status,
    path: env?.path ?? path,
    data,
    issues: issuesOf(data),
    handled: false,
  };
}

/**
 * Which failures come back to the caller untouched (handled: false) instead of going through
 * the rules:
 * - `handles`: codes the caller deals with itself (e.g. the product page's stock layer);
 * - `inPlace`: refusals the caller shows in place — 'refusals' (the default) every 4xx that is
 *   not a session, CSRF or maintenance answer; a list of statuses: those only (still never
 *   session / CSRF / maintenance); 'none': every other failure goes to the rules.
 */
export interface FailurePolicy {
  handles?: ReadonlySet<string> | readonly string[] | ((code: string) => boolean);
  inPlace?: 'refusals' | 'none' | readonly number[];
}

export function returnsToCaller(failure: Pick<ApiFailure, 'code' | 'status'>, policy: FailurePolicy = {}): boolean {
  const { handles, inPlace = 'refusals' } = policy;
  if (handles) {
    const mine = typeof handles === 'function' ? handles(failure.code) : 'has' in handles ? handles.has(failure.code) : handles.includes(failure.code);
    if (mine) return true;
  }
  if (inPlace === 'none') return false;
  const handling = handlingOf(failure.code);
  if (failure.code === 'E_CSRF' || handling === 'login' || handling === 'maintenance') return false;
  return inPlace === 'refusals' ? failure.status >= 400 && failure.status < 500 : inPlace.includes(failure.status);
}

export type ExchangeResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

export interface ExchangeOptions extends FailurePolicy {
  /** The rules to apply (handleFailure with its transport and host); absent: every failure comes back unhandled (server side). */
  onFailure?: (failure: ApiFailure) => Promise<'retry' | void>;
  /** After the one retry, apply the rules to a second failure too (default) or give it back unhandled (browserApi's way). */
  handleRetriedFailure?: boolean;
}

/** One call with the spec-8 rules: at most two sends (the second when the rules ask to retry). */
export async function exchange<T>(transport: ApiTransport, path: string, init: ApiCall | undefined, opts: ExchangeOptions = {}): Promise<ExchangeResult<T>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await transport<T>(path, init);
    if (r.status < 400 && r.envelope?.success) return { ok: true, data: r.envelope.data };
    const failure = failureOf(r as ApiResult<unknown>, path);
    if (!opts.onFailure || returnsToCaller(failure, opts)) return { ok: false, failure };
    if (attempt > 0 && opts.handleRetriedFailure === false) return { ok: false, failure };
    if ((await opts.onFailure(failure)) !== 'retry') return { ok: false, failure: { ...failure, handled: true } };
  }
  return { ok: false, failure: { code: 'E_RETRY', message: '', displayMessage: '', status: 0, path, data: null, issues: [], handled: true } };
}

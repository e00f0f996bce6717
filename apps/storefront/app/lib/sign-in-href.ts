/**
 * Where a member-only page or action sends a visitor: the sign-in page, which goes on to
 * `returnTo` (a path of this shop, with its query) once signed in. The login page checks the
 * redirect itself (safeRedirectTarget in lib/cookies), so any value here stays inside the shop.
 */
export const LOGIN_PATH = '/user/login';

/** `web`: the PC sign-in form even in an app or mini-program web view (their 网页登录 link). */
export function signInHref(returnTo: string, options: { web?: boolean } = {}): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}${options.web ? '&web=1' : ''}`;
}

/** In a loader: the sign-in page that comes back to the page asked for (path and query). */
export const signInFor = (url: URL): string => signInHref(url.pathname + url.search);

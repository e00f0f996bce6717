/**
 * Session upkeep, once per page, before any loader runs: a member whose access token is gone
 * or about to expire gets it renewed (the refresh token rotates) through the page's own API
 * transport, whose cookie jar then carries the new tokens to every loader's call and to the
 * browser. Done here rather than in the root loader because React Router runs the loaders of a
 * page side by side: a page loader calling the API while the root loader was still renewing
 * went out with no token, answered 401 and sent the shopper to sign in, and the redirect could
 * leave before the rotated cookies, so the browser kept a spent refresh token.
 */
import { COOKIES, SESSION_RENEW_BEFORE_MS, type ApiTransport, type SignedInUser, type TokenResponse } from '@shop/contracts';
import { authEndpoints } from '@shop/contracts/endpoint-refs/auth';

export function sessionNeedsRenewal(cookies: Record<string, string | undefined>, now = Date.now()): boolean {
  if (!cookies[COOKIES.refreshToken]) return false;
  if (!cookies[COOKIES.authorization]) return true;
  // An unreadable time counts as expiring.
  return !(Number(cookies[COOKIES.expiresTime]) >= now + SESSION_RENEW_BEFORE_MS);
}

/** The renewed session's user, or null when the refresh token was refused (the API then clears the cookies). */
export async function renewSession(api: ApiTransport): Promise<{ user: SignedInUser | null }> {
  const res = await api<TokenResponse>(authEndpoints.refresh.path, { method: authEndpoints.refresh.method, body: {} }).catch(() => null);
  return { user: res?.envelope.success ? (res.envelope.data.user ?? null) : null };
}

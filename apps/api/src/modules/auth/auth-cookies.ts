/**
 * Session cookies of spec 3 on path `/`: authorization and refresh_token are HttpOnly
 * (scripts never see tokens); expiresTime and user are readable by the page.
 */
import { COOKIES, type SignedInUser } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { ApiConfig } from '../../config.ts';

type CookieConfig = Pick<ApiConfig, 'cookieSecure' | 'cookieDomain'>;

const base = (c: CookieConfig) => ({ path: '/', sameSite: 'lax' as const, secure: c.cookieSecure, domain: c.cookieDomain });

export function setMemberCookies(
  reply: FastifyReply,
  c: CookieConfig,
  t: { accessToken: string; accessExpiresAt: number; refreshToken: string; refreshExpiresAt: number; user: SignedInUser },
) {
  // The access cookie outlives the token so that an expired token is seen (and refreshed)
  // rather than silently turning the member into a visitor.
  const maxAge = Math.max(0, Math.floor((t.refreshExpiresAt - Date.now()) / 1000));
  reply.setCookie(COOKIES.authorization, t.accessToken, { ...base(c), httpOnly: true, maxAge });
  reply.setCookie(COOKIES.refreshToken, t.refreshToken, { ...base(c), httpOnly: true, maxAge });
  reply.setCookie(COOKIES.expiresTime, String(t.accessExpiresAt), { ...base(c), maxAge });
  reply.setCookie(COOKIES.user, JSON.stringify(t.user), { ...base(c), maxAge });
}

export function clearSessionCookies(reply: FastifyReply, c: CookieConfig) {
  for (const name of [COOKIES.authorization, COOKIES.refreshToken, COOKIES.expiresTime, COOKIES.user]) reply.clearCookie(name, base(c));
}

/**
 * Rewrites only the readable `user` cookie (after a profile change: nickname, avatar, gender),
 * so the header shows the new name and picture; the session cookies are left as they are.
 */
export function setUserCookie(reply: FastifyReply, c: CookieConfig & Pick<ApiConfig, 'refreshTokenTtlSeconds'>, user: SignedInUser) {
  reply.setCookie(COOKIES.user, JSON.stringify(user), { ...base(c), maxAge: c.refreshTokenTtlSeconds });
}

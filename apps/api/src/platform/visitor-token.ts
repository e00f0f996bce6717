/**
 * A visitor's anonymous token (spec 1: visitors get one and may shop with it), made when the
 * visitor first does something that needs an identity — a cart, a vote, a notice request —
 * rather than on every page view (issue #15: a page view does no per-visitor work, so an
 * anonymous page can be served from memory). The auth module's anonymousToken call makes the
 * same token for clients that ask for one up front.
 */
import { randomBytes } from 'node:crypto';
import { COOKIES, resolveEnvironment } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.ts';
import type { TokenSigner } from './tokens.ts';
import type { AuthState } from './types.ts';

type VisitorConfig = Pick<ApiConfig, 'cookieSecure' | 'cookieDomain' | 'anonymousTokenTtlSeconds'>;

export interface VisitorToken {
  anonId: string;
  accessToken: string;
  accessExpiresAt: number;
  expiresIn: number;
}

/** A new visitor id (A…, never colliding with a member's U…) and its signed token. */
export async function issueVisitorToken(tokens: TokenSigner, ttlSeconds: number): Promise<VisitorToken> {
  const anonId = `A${randomBytes(12).toString('base64url')}`;
  const t = await tokens.sign({ sub: anonId, typ: 'anonymous' }, ttlSeconds);
  return { anonId, accessToken: t.token, accessExpiresAt: t.expiresAt, expiresIn: ttlSeconds };
}

/** The visitor's session cookies (spec 3): the token HttpOnly, its expiry readable; a member's leftovers cleared. */
export function setVisitorCookies(reply: FastifyReply, c: Pick<ApiConfig, 'cookieSecure' | 'cookieDomain'>, t: Omit<VisitorToken, 'anonId'>) {
  const base = { path: '/', sameSite: 'lax' as const, secure: c.cookieSecure, domain: c.cookieDomain };
  reply.setCookie(COOKIES.authorization, t.accessToken, { ...base, httpOnly: true, maxAge: t.expiresIn });
  reply.setCookie(COOKIES.expiresTime, String(t.accessExpiresAt), { ...base, maxAge: t.expiresIn });
  reply.clearCookie(COOKIES.refreshToken, base);
  reply.clearCookie(COOKIES.user, base);
}

/**
 * The request's identity, giving a visitor with no token at all one now (its cookies go out
 * with this answer). An expired or forged token is left as it is: the caller refuses it. In
 * the WeChat mini-program no anonymous token is made (spec 4, Session): its shoppers sign in.
 */
export async function ensureVisitor(req: FastifyRequest, reply: FastifyReply, tokens: TokenSigner, config: VisitorConfig): Promise<AuthState> {
  if (req.auth.kind !== 'none') return req.auth;
  if (resolveEnvironment(req.headers['user-agent'], new URL(req.url, 'http://local').searchParams).env === 'wxApp') return req.auth;
  const t = await issueVisitorToken(tokens, config.anonymousTokenTtlSeconds);
  setVisitorCookies(reply, config, t);
  req.auth = { kind: 'anonymous', anonId: t.anonId };
  return req.auth;
}

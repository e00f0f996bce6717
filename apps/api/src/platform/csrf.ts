/**
 * CSRF protection by signed double submit: an HttpOnly cookie holds a random key, the
 * token is HMAC(secret, key). Every /api answer carries the token in the `x-csrf-token`
 * header; state-changing calls must send it back in the same header. Another site can
 * neither read our response headers nor forge the HMAC, so it cannot make the call.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIES, CSRF_HEADER } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Tokens already computed, by secret and key: a page's render and each API call it makes
 * in-process compute the same shopper's token again (an HMAC each). Bounded: keys come from
 * cookies, so anyone can send new ones.
 */
const knownTokens = new Map<string, string>();
const KNOWN_TOKENS_MAX = 10_000;

export function csrfTokenFor(secret: string, key: string): string {
  const memo = `${secret}\n${key}`;
  let token = knownTokens.get(memo);
  if (token === undefined) {
    token = createHmac('sha256', secret).update(`csrf:${key}`).digest('base64url');
    if (knownTokens.size >= KNOWN_TOKENS_MAX) knownTokens.clear();
    knownTokens.set(memo, token);
  }
  return token;
}

export function newCsrfKey(): string {
  return randomBytes(24).toString('base64url');
}

function equal(a: string, b: string) {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export interface CsrfOptions {
  secret: string;
  cookieSecure: boolean;
  cookieDomain?: string;
}

/** Makes sure the request has a CSRF key (setting the cookie if new) and exposes the token. */
export function issueCsrf(req: FastifyRequest, reply: FastifyReply, opts: CsrfOptions): string {
  let key = req.cookies[COOKIES.csrfKey];
  if (!key || key.length < 16 || key.length > 64) {
    key = newCsrfKey();
    // Later code in this request (the check below) must see the key it was just given.
    req.cookies[COOKIES.csrfKey] = key;
    reply.setCookie(COOKIES.csrfKey, key, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.cookieSecure,
      domain: opts.cookieDomain,
      maxAge: 365 * 24 * 60 * 60,
    });
  }
  const token = csrfTokenFor(opts.secret, key);
  reply.header(CSRF_HEADER, token);
  return token;
}

export function csrfRequired(req: FastifyRequest): boolean {
  return !SAFE_METHODS.has(req.method) && req.routeOptions.config?.csrf !== false;
}

export function csrfValid(req: FastifyRequest, expected: string): boolean {
  const sent = req.headers[CSRF_HEADER];
  return typeof sent === 'string' && equal(sent, expected);
}

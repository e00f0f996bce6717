/**
 * Per-request facts for the storefront, derived once (issue #2 item 7): environment and
 * device from the user agent (query override), the site code (query, then cookie, then cn),
 * the public origin (from configuration), and the CSRF token the page's own API calls will send.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, resolveEnvironment, type ShopLoadContext } from '@shop/contracts';
import { siteCodeFrom } from '@shop/contracts/site';
import { issueCsrf } from '@shop/api/csrf';
import type { ServerConfig } from './config.ts';

/**
 * `origin`: the shop's public origin from configuration (the API's origins.public()), never the
 * request's Host. `visitorPage`: a visitor's page view that may be kept (page-cache.ts): no
 * CSRF token is made for it (the page's first call that changes something asks for one).
 */
export function buildRequestContext(
  req: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
  origin: string,
  opts: { visitorPage?: boolean } = {},
): ShopLoadContext['request'] {
  const url = new URL(req.url, 'http://local');
  const { env, device } = resolveEnvironment(req.headers['user-agent'], url.searchParams);
  const { siteCd, fromQuery } = siteCodeFrom(url.searchParams.get('siteCd'), req.cookies[COOKIES.siteCd]);
  if (fromQuery && req.cookies[COOKIES.siteCd] !== siteCd) {
    reply.setCookie(COOKIES.siteCd, siteCd, { path: '/', sameSite: 'lax', secure: config.cookieSecure, domain: config.COOKIE_DOMAIN, maxAge: 365 * 24 * 3600 });
  }
  const csrfToken = opts.visitorPage ? '' : issuePageCsrf(req, reply, config);
  // The Host passed the allow-list when PUBLIC_URL is set; it is only compared with configured hosts.
  const host = (req.host || new URL(origin).host).toLowerCase();
  return { env, device, siteCd, origin, host, requestId: String(req.id), csrfToken };
}

/** The CSRF token of this request (and its key cookie when the shopper has none yet). */
export function issuePageCsrf(req: FastifyRequest, reply: FastifyReply, config: ServerConfig): string {
  return issueCsrf(req, reply, { secret: config.secret, cookieSecure: config.cookieSecure, cookieDomain: config.COOKIE_DOMAIN });
}

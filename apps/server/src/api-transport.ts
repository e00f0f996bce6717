/**
 * The storefront's loaders and actions call the API in-process through Fastify's
 * inject: the same routes, validation and envelope as a browser gets, without a network
 * hop. The call carries the shopper's cookies, IP, user agent and request id; cookies the
 * API sets (a refreshed token, say) are kept for the browser and for the next call.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIES, CSRF_HEADER, type ApiTransport, type Envelope } from '@shop/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `csrfToken` '' (a visitor's page that may be kept, page-cache.ts): the page carries no CSRF
 * material, so the CSRF key the API hands out with each answer is not passed on. A loader or
 * action that does call the API to change something gets a token then (`mintCsrf`, whose key
 * cookie goes out with the page, which is then not kept).
 */
export function createInjectTransport(
  app: FastifyInstance,
  req: FastifyRequest,
  csrfToken: string,
  responseCookies: string[],
  mintCsrf?: () => string,
): ApiTransport {
  let token = csrfToken;
  // From the parsed cookies, which include a CSRF key issued earlier in this request.
  let cookieHeader = cookiesOf(req);

  const remember = (all: string[]) => {
    const setCookies = token ? all : all.filter((c) => !c.startsWith(`${COOKIES.csrfKey}=`));
    if (setCookies.length === 0) return;
    responseCookies.push(...setCookies);
    const jar = new Map(
      cookieHeader
        .split(/;\s*/)
        .filter(Boolean)
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv] as const),
    );
    for (const sc of setCookies) {
      const pair = sc.split(';')[0];
      const name = pair.slice(0, pair.indexOf('='));
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(sc);
      if (expired) jar.delete(name);
      else jar.set(name, pair);
    }
    cookieHeader = [...jar.values()].join('; ');
  };

  return async function call<T>(path: string, init: Parameters<ApiTransport>[1] = {}) {
    const method = init.method ?? 'GET';
    if (!token && mintCsrf && !SAFE_METHODS.has(method)) {
      token = mintCsrf();
      // The key it may have just made is in req.cookies: the calls from now on carry it.
      if (!new RegExp(`(^|; )${COOKIES.csrfKey}=`).test(cookieHeader))
        cookieHeader = [cookieHeader, cookiesOf(req, COOKIES.csrfKey)].filter(Boolean).join('; ');
    }
    const headers: Record<string, string> = {
      cookie: cookieHeader,
      'user-agent': req.headers['user-agent'] ?? '',
      'x-request-id': String(req.id),
      [CSRF_HEADER]: token,
      accept: 'application/json',
      ...init.headers,
    };
    if (req.headers['x-forwarded-for']) headers['x-forwarded-for'] = String(req.headers['x-forwarded-for']);
    let payload: string | undefined;
    if (init.body !== undefined) {
      payload = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method, url: path, headers, payload, remoteAddress: req.socket.remoteAddress ?? req.ip });
    const setCookie = res.headers['set-cookie'];
    remember(setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]);
    return { status: res.statusCode, envelope: res.json() as Envelope<T>, headers: res.headers as Record<string, string | string[] | undefined> };
  };
}

/** The request's cookies as a Cookie header (only `only`'s, when given). */
function cookiesOf(req: FastifyRequest, only?: string): string {
  return Object.entries(req.cookies)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && (only === undefined || e[0] === only))
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
}

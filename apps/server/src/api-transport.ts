/**
 * The storefront's loaders and actions call the API in-process through Fastify's
 * inject: the same routes, validation and envelope as a browser gets, without a network
 * hop. The call carries the shopper's cookies, IP, user agent and request id; cookies the
 * API sets (a refreshed token, say) are kept for the browser and for the next call.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, type ApiTransport, type Envelope } from '@shop/contracts';

export function createInjectTransport(app: FastifyInstance, req: FastifyRequest, csrfToken: string, responseCookies: string[]): ApiTransport {
  // From the parsed cookies, which include a CSRF key issued earlier in this request.
  let cookieHeader = Object.entries(req.cookies)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');

  const remember = (setCookies: string[]) => {
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
    const headers: Record<string, string> = {
      cookie: cookieHeader,
      'user-agent': req.headers['user-agent'] ?? '',
      'x-request-id': String(req.id),
      [CSRF_HEADER]: csrfToken,
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

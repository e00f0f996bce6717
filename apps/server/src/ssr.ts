/**
 * The storefront on Fastify: built client assets under /assets (immutable), other public
 * files with a short cache, and every other non-API path rendered by React Router.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { COOKIES, type ShopLoadContext } from '@shop/contracts';
import type { ServerConfig } from './config.ts';
import { buildRequestContext, issuePageCsrf } from './request-context.ts';
import type { Origins } from '@shop/api/origins';
import { cspNonce } from '@shop/api/security-headers';
import { createInjectTransport } from './api-transport.ts';
import { renewSession, sessionNeedsRenewal } from './session-upkeep.ts';
import { acceptsGzip, prepareSplicedGzip, splicedGzip, splicedPlain } from './gzip-splice.ts';
import { createShortlistHandler } from './route-shortlist.ts';
import {
  isVisitorPageView,
  NONCE_PLACEHOLDER,
  visitorCookieHeader,
  visitorPageKey,
  visitorViewOfSessionPage,
  withNonce,
  type CachedPage,
  type PageCache,
} from './page-cache.ts';

export const STOREFRONT_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../storefront');
export const BUILD_DIR = path.resolve(STOREFRONT_DIR, process.env.STOREFRONT_BUILD_DIR ?? 'build');
export const SERVER_BUILD = path.join(BUILD_DIR, 'server/index.js');

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export async function loadProductionBuild(): Promise<ServerBuild> {
  if (!existsSync(SERVER_BUILD)) throw new Error(`找不到前端构建产物 ${SERVER_BUILD}，请先运行 npm run build`);
  return (await import(SERVER_BUILD)) as ServerBuild;
}

/**
 * `origins`: the API's own (configuration, never the request's Host), not a second copy.
 * `pageCache`: visitors' pages kept in memory (page-cache.ts); none in development.
 */
export async function registerStorefront(
  app: FastifyInstance,
  config: ServerConfig,
  build: BuildSource,
  opts: { serveAssets: boolean; origins: Origins; pageCache?: PageCache },
) {
  const { origins, pageCache } = opts;
  if (opts.serveAssets) {
    const clientDir = path.join(BUILD_DIR, 'client');
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (apps/storefront vite.config.ts), compressed once at the best setting.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed file names under /assets never change: cache them for a year.
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const mode = config.NODE_ENV === 'production' ? 'production' : 'development';
  // A built table is matched through a shortlist per first word (route-shortlist.ts); the
  // development server's table changes with every edit, so it is matched whole.
  const handle = typeof build === 'function' ? createRequestHandler(build, mode) : createShortlistHandler(build, mode);
  // Which pages a signed-in shopper shares with visitors: the storefront's decision (entry.server.tsx).
  const sharesVisitorPage = typeof build === 'function' ? undefined : (build.entry.module as StorefrontEntry).sharesVisitorPage;
  const settings: ShopLoadContext['settings'] = {
    brandName: config.BRAND_NAME,
    activityHost: config.ACTIVITY_HOST,
    mainShopUrl: config.MAIN_SHOP_URL,
    mainSiteUrl: config.MAIN_SITE_URL,
  };

  await app.register(async (scope) => {
    // React Router reads the body itself (form actions): hand it the raw stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    const render = async (req: FastifyRequest, reply: FastifyReply) => {
      // Form posts to route actions call the API with this page's CSRF token, so the post
      // itself must come from our own pages: same origin, or no post at all.
      if (!SAFE_METHODS.has(req.method) && !sameOrigin(req, config)) {
        return reply.code(403).type('text/plain; charset=utf-8').send('跨站请求已被拒绝');
      }
      const cssLinksOnly = SESSION_COOKIES_SEEN.some((name) => req.cookies[name] !== undefined);
      // A signed-in shopper's view of a shared page is the visitor's (page-cache.ts): looked up
      // and rendered without the session's cookies; kept or served from the kept pages, or, if
      // that render may not be kept, rendered again as their own.
      const visitorCookies = pageCache && sharesVisitorPage ? visitorViewOfSessionPage(req, { sharesVisitorPage, nowMs: Date.now() }) : null;
      if (visitorCookies) {
        const own = { cookies: req.cookies, header: req.headers.cookie };
        req.cookies = visitorCookies;
        req.headers.cookie = visitorCookieHeader(own.header);
        const sent = await renderPage(req, reply, { keptOnly: true, cssLinksOnly });
        if (sent !== NOT_KEPT) return sent;
        req.cookies = own.cookies;
        req.headers.cookie = own.header;
      }
      return renderPage(req, reply, { keptOnly: false, cssLinksOnly });
    };

    /**
     * Renders the page. A visitor's page view (or a shopper's seen as one) is looked up in and
     * kept by the page cache; `keptOnly`: a render that may not be kept is not sent (NOT_KEPT).
     */
    const renderPage = async (req: FastifyRequest, reply: FastifyReply, opts: { keptOnly: boolean; cssLinksOnly: boolean }) => {
      const responseCookies: string[] = [];
      const visitorPage = pageCache !== undefined && isVisitorPageView({ method: req.method, url: req.url, cookies: req.cookies });
      const request = buildRequestContext(req, reply, config, origins.public(), { visitorPage });
      const cacheKey = visitorPage
        ? visitorPageKey({
            method: req.method,
            url: req.url,
            cookies: req.cookies,
            env: request.env,
            device: request.device,
            userAgent: req.headers['user-agent'],
            cssLinksOnly: opts.cssLinksOnly,
          })
        : undefined;
      let generation = 0;
      if (cacheKey !== undefined) {
        const kept = pageCache!.lookup(cacheKey);
        if (kept.kind !== 'miss') return sendKept(req, reply, kept.page, kept.kind);
        generation = kept.generation;
      }
      const context: ShopLoadContext = {
        request,
        api: createInjectTransport(app, req, request.csrfToken, responseCookies, () => issuePageCsrf(req, reply, config)),
        responseCookies,
        settings,
        // The nonce of this answer's Content-Security-Policy: every inline script of the page
        // carries it. A page that may be kept carries a placeholder, replaced when sent.
        cspNonce: cacheKey !== undefined ? NONCE_PLACEHOLDER : cspNonce(reply.raw),
        cssLinksOnly: opts.cssLinksOnly,
      };
      if (sessionNeedsRenewal(req.cookies)) context.renewedSession = await renewSession(context.api);
      let response: Response;
      try {
        response = await handle(toWebRequest(req, reply, pageOrigin(req, request.origin)), context as never);
        if (cacheKey !== undefined) {
          const page = await keepable(response, responseCookies, reply);
          if (page) {
            pageCache!.keep(cacheKey, page, generation);
            return sendKept(req, reply, { ...page, at: Date.now() }, 'miss');
          }
          if (opts.keptOnly) {
            await response.body?.cancel();
            return NOT_KEPT;
          }
          // Not kept (a redirect, an error page, a cookie set): sent as rendered, nonce filled in.
          if (response.body) response = new Response(withNonce(await response.text(), cspNonce(reply.raw)), response);
        }
      } finally {
        if (cacheKey !== undefined) pageCache!.done(cacheKey);
      }
      if (opts.keptOnly) {
        await response.body?.cancel();
        return NOT_KEPT;
      }
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === 'set-cookie') continue;
        reply.header(key, value);
      }
      const cookies = [...responseCookies, ...response.headers.getSetCookie()];
      if (cookies.length) reply.header('set-cookie', [...((reply.getHeader('set-cookie') as string[] | undefined) ?? []), ...cookies]);
      // Loader data of a client-side navigation is the shopper's own: never cached.
      if (req.url.includes('.data')) reply.header('cache-control', 'no-store');
      if (!response.body) return reply.send();
      // A page is sent in one piece: its render completes within a few microtasks of the shell
      // (no loader defers data), and the ~40 pieces React writes, each passed through a web
      // stream and a Node stream to the socket, cost more than the one copy. Loader data of a
      // client-side navigation (.data, turbo-stream) keeps streaming.
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) return reply.send(Buffer.from(await response.arrayBuffer()));
      return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    };

    /**
     * A kept page: this answer's own nonce, no cookie from the render, never stored by a shared
     * cache; compressed once when kept, not per answer.
     */
    const sendKept = (req: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'hit' | 'stale' | 'miss') => {
      reply.status(page.status);
      for (const [key, value] of page.headers) reply.header(key, value);
      reply.header('x-page-cache', state);
      reply.header('vary', 'Cookie, User-Agent, Accept-Encoding');
      if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(splicedPlain(page.gzip, cspNonce(reply.raw)));
      reply.header('content-encoding', 'gzip');
      return reply.send(splicedGzip(page.gzip, cspNonce(reply.raw)));
    };

    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the storefront's server entry exports for the page server besides the render. */
interface StorefrontEntry {
  sharesVisitorPage?: (pathname: string) => boolean;
}

/** A render a signed-in shopper's visitor view did not send: it may not be kept. */
const NOT_KEPT = Symbol('not kept');

/** A browser that has had a session (entry.server.tsx links the CSS files it fetched then). */
const SESSION_COOKIES_SEEN = [COOKIES.authorization, COOKIES.refreshToken];

/** A rendered visitor's page that may be kept: a 200 HTML page that set no cookie. */
async function keepable(response: Response, responseCookies: string[], reply: FastifyReply): Promise<Omit<CachedPage, 'at'> | undefined> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return undefined;
  // A cookie from the API, from the route, or set on the answer itself (a CSRF key minted for a loader's call).
  if (responseCookies.length > 0 || response.headers.getSetCookie().length > 0 || reply.hasHeader('set-cookie')) return undefined;
  // A route's `no-store` (route meta noCache) is for browsers and shared caches and is sent as
  // it is; this memory is the server's own, emptied whenever public data changes, so a kept
  // page is what rendering it again would give.
  const headers = [...response.headers].filter(([key]) => key !== 'set-cookie');
  const body = await response.text();
  return { status: response.status, headers, body, gzip: prepareSplicedGzip(body, NONCE_PLACEHOLDER) };
}

function sameOrigin(req: FastifyRequest, config: ServerConfig): boolean {
  const source = req.headers.origin ?? req.headers.referer;
  if (!source) return false;
  let host: string;
  try {
    host = new URL(source).host;
  } catch {
    return false;
  }
  // The Host was checked against the allow-list (PUBLIC_URL set) before we get here; behind a
  // trusted proxy req.host is the forwarded one. A browser cannot forge Origin cross-site.
  if (host === req.headers.host || host === req.host) return true;
  return config.PUBLIC_URL ? host === new URL(config.PUBLIC_URL).host : false;
}

/**
 * The origin of the page's URL as React Router sees it: the public origin (configuration) for
 * every page. A form post keeps the origin it came from, which sameOrigin() checked is this
 * host or the public one: React Router refuses an action whose Origin header differs from the
 * page URL's. Host routing reads request.host; links and addresses use request.origin.
 */
function pageOrigin(req: FastifyRequest, publicOrigin: string): string {
  if (SAFE_METHODS.has(req.method) || !req.host || req.host.toLowerCase() === new URL(publicOrigin).host) return publicOrigin;
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return publicOrigin;
  }
}

function toWebRequest(req: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const url = new URL(req.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  // The shopper went away before the answer was complete: stop rendering for them.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(req.raw) as ReadableStream) : undefined,
    // Required by Node's fetch when the body is a stream.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

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
import type { ShopLoadContext } from '@shop/contracts';
import type { ServerConfig } from './config.ts';
import { buildRequestContext } from './request-context.ts';
import type { Origins } from '@shop/api/origins';
import { cspNonce } from '@shop/api/security-headers';
import { createInjectTransport } from './api-transport.ts';

export const STOREFRONT_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../storefront');
export const BUILD_DIR = path.resolve(STOREFRONT_DIR, process.env.STOREFRONT_BUILD_DIR ?? 'build');
export const SERVER_BUILD = path.join(BUILD_DIR, 'server/index.js');

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export async function loadProductionBuild(): Promise<ServerBuild> {
  if (!existsSync(SERVER_BUILD)) throw new Error(`找不到前端构建产物 ${SERVER_BUILD}，请先运行 npm run build`);
  return (await import(SERVER_BUILD)) as ServerBuild;
}

/** `origins`: the API's own (configuration, never the request's Host), not a second copy. */
export async function registerStorefront(app: FastifyInstance, config: ServerConfig, build: BuildSource, opts: { serveAssets: boolean; origins: Origins }) {
  const { origins } = opts;
  if (opts.serveAssets) {
    const clientDir = path.join(BUILD_DIR, 'client');
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed file names under /assets never change: cache them for a year.
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const handle = createRequestHandler(build, config.NODE_ENV === 'production' ? 'production' : 'development');
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
      const responseCookies: string[] = [];
      const request = buildRequestContext(req, reply, config, origins.public());
      const context: ShopLoadContext = {
        request,
        api: createInjectTransport(app, req, request.csrfToken, responseCookies),
        responseCookies,
        settings,
        // The nonce of this answer's Content-Security-Policy: every inline script of the page carries it.
        cspNonce: cspNonce(reply.raw),
      };
      const response = await handle(toWebRequest(req, reply, pageOrigin(req, request.origin)), context as never);
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
      return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    };

    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

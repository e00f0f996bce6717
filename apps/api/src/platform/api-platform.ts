/**
 * The API platform: what every /api route gets for free. Envelope on every answer
 * (including unknown paths, validation failures, thrown errors and timeouts), zod
 * validation, CSRF, the caller's identity, OpenAPI, body parsing.
 */
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import { pathOf } from './envelope.ts';
import { zodOpenApiTransforms } from './openapi.ts';
import { apiErrorHandler, sendError } from './error-handler.ts';
import { csrfRequired, csrfValid, issueCsrf } from './csrf.ts';
import { ensureVisitor } from './visitor-token.ts';
import { resolveAuth, resolveLiveAuth } from './auth-context.ts';
import type { ApiContext } from './types.ts';

export interface PlatformOptions {
  ctx: ApiContext;
  /** Is a member session still live (not signed out / revoked)? */
  isSessionActive(sessionId: string): Promise<boolean>;
}

export async function registerApiPlatform(api: FastifyInstance, { ctx, isSessionActive }: PlatformOptions) {
  const { config } = ctx;

  // Every /api route, to tell an unknown path (404) from a known one asked with another
  // method (405 + Allow). Fastify answers both 404 and, without a catch-all below, both would
  // fall through to the storefront's `/*`.
  const known = FindMyWay();
  api.addHook('onRoute', (route) => {
    if (route.config?.catchAll) return;
    for (const method of [route.method].flat()) {
      try {
        known.on(method as never, route.url, () => undefined);
      } catch {
        // The same method and path twice (an explicit HEAD next to Fastify's own): one is enough.
      }
    }
  });

  // Forms: multipart (the SMS and login calls of spec 7) and urlencoded, besides JSON.
  await api.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 50, fileSize: 2 * 1024 * 1024, files: 9, parts: 60 },
  });
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await api.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '官方商城 API',
        version: '1.0.0',
        description:
          '所有 /api 接口统一返回信封 `{ success, code, message, path, data }`。HTTP 状态表示错误类别（400/401/403/404/409/429/5xx），code 表示具体错误，message 为可展示的中文提示。修改类请求须在 `x-csrf-token` 请求头中带回响应头下发的 CSRF 令牌。',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'authorization' },
        },
      },
    },
    // Route schemas, plus the registered (.meta({ id })) ones into components.schemas: see openapi.ts.
    ...zodOpenApiTransforms,
  });
  await api.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  // Build the document (≈ 80 paths) once at start-up, not on the first reader's request.
  api.addHook('onReady', async () => {
    api.swagger();
  });

  // Each request's time limit, until its answer starts on its way (onSend below).
  const limits = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  api.addHook('onRequest', async (req, reply) => {
    // A handler still running after the limit answers 504; its late reply is dropped.
    const timer = setTimeout(() => {
      if (!reply.sent) {
        req.log.warn({ timeoutMs: config.requestTimeoutMs }, 'request timed out');
        sendError(req, reply, 'E_TIMEOUT');
      }
    }, config.requestTimeoutMs);
    timer.unref();
    limits.set(req, timer);
    reply.raw.once('close', () => clearTimeout(timer));

    req.csrfToken = issueCsrf(req, reply, config);
    if (csrfRequired(req) && !csrfValid(req, req.csrfToken)) return sendError(req, reply, 'E_CSRF');

    const policy = req.routeOptions.config?.auth ?? 'public';
    // Member routes also check the session (signed out elsewhere, revoked for token reuse: the
    // access token dies with it); public routes stay free of database reads.
    req.auth = policy === 'member' ? await resolveLiveAuth(req, ctx.tokens, isSessionActive) : await resolveAuth(req, ctx.tokens);
    if (policy === 'public') return;
    if (req.auth.kind === 'invalid') return sendError(req, reply, 'E_USER_4005');
    // A visitor's first call that needs an identity gets one now (pages no longer hand one out).
    if (policy === 'any') await ensureVisitor(req, reply, ctx.tokens, config);
    if (req.auth.kind === 'none') return sendError(req, reply, 'E_USER_4010');
    if (policy === 'member' && req.auth.kind !== 'member') return sendError(req, reply, 'E_USER_4010');
  });

  // The limit is the handler's: an answer already on its way (a large document, compressed as it
  // is written) is not cut by a 504 written into its middle, which the client read as a broken
  // stream (seen on busy cores with a short limit).
  api.addHook('onSend', async (req, _reply, payload) => {
    clearTimeout(limits.get(req));
    return payload;
  });

  api.setErrorHandler(apiErrorHandler);
  api.setNotFoundHandler((req, reply) => notFoundOrWrongMethod(req, reply, known));
  // A catch-all under /api: more specific than the storefront's `/*`, so no /api path ever
  // reaches React Router. The body is left unread (an unknown path answers 404 whatever it
  // carries) and no CSRF token is asked for (nothing happens).
  await api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.route({
      method: CATCH_ALL_METHODS,
      url: '/*',
      config: { csrf: false, catchAll: true },
      schema: { hide: true },
      handler: (req, reply) => notFoundOrWrongMethod(req, reply, known),
    });
  });
}

const CATCH_ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function notFoundOrWrongMethod(req: FastifyRequest, reply: FastifyReply, known: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>) {
  const path = pathOf(req.url);
  const allow = CATCH_ALL_METHODS.filter((m) => m !== req.method && known.find(m as FindMyWay.HTTPMethod, path));
  if (allow.length === 0) return sendError(req, reply, 'E_NOT_FOUND');
  if (allow.includes('GET') && !allow.includes('HEAD') && req.method !== 'HEAD') allow.splice(allow.indexOf('GET') + 1, 0, 'HEAD');
  reply.header('allow', allow.join(', '));
  return sendError(req, reply, 'E_METHOD_NOT_ALLOWED');
}

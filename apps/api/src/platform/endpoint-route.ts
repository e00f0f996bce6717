/**
 * A route registered from its endpoint definition (@shop/contracts/endpoints/*): method, path,
 * auth, validation of params / query / body, the answer's schema and the OpenAPI text all come
 * from the one definition the storefront's typed client also calls, so the two cannot drift.
 * The handler gets the parsed input typed by the schemas and answers the envelope of `data`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema, type Envelope } from '@shop/contracts';
import { routePathOf, type AnyEndpoint } from '@shop/contracts/endpoint';

/** What a schema slot parses to; undefined when the definition has no such schema. */
type Out<S> = [Exclude<S, undefined>] extends [never] ? undefined : z.output<Exclude<S, undefined>>;

/** The request a handler of endpoint E sees: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

export type EndpointHandler<E extends AnyEndpoint> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<Envelope<z.input<E['data']>>>;

/** A member's or a visitor's token, as a bearer header or the session cookie. */
const WITH_TOKEN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * What a route may need beyond its definition: route config besides auth (`csrf: false`,
 * `multipartOptions` …), hooks and limits, and schema keys merged over the definition's
 * (`consumes`; a key set to undefined drops the definition's, e.g. a multipart body that the
 * parser reads and the handler checks).
 */
export interface EndpointRouteOptions extends Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest' | 'preHandler' | 'errorHandler'> {
  config?: Record<string, unknown>;
  schema?: FastifySchema;
}

/** `METHOD /api/path` of every definition registered through routeEndpoint in this process (the registry test reads it). */
const routed = new Set<string>();
export const routedEndpoints: ReadonlySet<string> = routed;

export function routeEndpoint<E extends AnyEndpoint>(api: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: EndpointRouteOptions = {}): void {
  const { config, schema: extraSchema, ...routeOptions } = options;
  const schema: Record<string, unknown> = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.auth ? { security: WITH_TOKEN } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { 200: envelopeSchema(endpoint.data) },
    ...extraSchema,
  };
  // Dropped, not left undefined: Fastify warns about a schema key that is present but undefined.
  for (const [key, value] of Object.entries(schema)) if (value === undefined) delete schema[key];
  if (endpoint.answers === 'redirect') throw new Error(`${endpoint.path} answers a redirect, not the envelope: register it as a plain route`);
  routed.add(`${endpoint.method} ${endpoint.path}`);
  api.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions,
    method: endpoint.method,
    url: routePathOf(endpoint),
    config: { ...config, ...(endpoint.auth ? { auth: endpoint.auth } : {}) },
    schema,
    handler: handler as never,
  });
}

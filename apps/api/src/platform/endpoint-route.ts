/**
 * A route registered from its endpoint definition (@shop/contracts/endpoints/*): method, path,
 * auth, validation of params / query / body, the answer's schema and the OpenAPI text all come
 * from the one definition the storefront's typed client also calls, so the two cannot drift.
 * The handler gets the parsed input typed by the schemas and answers the envelope of `data`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

export function routeEndpoint<E extends AnyEndpoint>(api: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  api.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: routePathOf(endpoint),
    config: endpoint.auth ? { auth: endpoint.auth } : {},
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.auth === 'member' ? { security: SIGNED_IN } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: envelopeSchema(endpoint.data) },
    },
    handler: handler as never,
  });
}

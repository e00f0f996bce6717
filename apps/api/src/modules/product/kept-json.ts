/**
 * An answer's JSON text made once per answer object: when a service returns the very same
 * object again (kept with the catalogue snapshot), the route sends the text it made for it
 * instead of validating and serialising it again. Made by the route's own serializer, so the
 * text is the one Fastify would have sent; a string with a JSON type goes out as it is.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import type { AnyEndpoint } from '@shop/contracts/endpoint';
import { ok, pathOf } from '../../platform/envelope.ts';

/** JSON text as the answer: typed as the handler's envelope, which it is, already serialised. */
export const sendJsonText = (reply: FastifyReply, text: string): never => {
  reply.type('application/json; charset=utf-8');
  return text as never;
};

/** The envelope's JSON text for an endpoint's route, kept per answer object and path. */
export function keptJson(endpoint: AnyEndpoint): (req: FastifyRequest, reply: FastifyReply, data: object) => never {
  const serialize = serializerCompiler({ schema: envelopeSchema(endpoint.data), method: endpoint.method, url: endpoint.path });
  const texts = new WeakMap<object, Map<string, string>>();
  return (req, reply, data) => {
    const path = pathOf(req.url);
    let byPath = texts.get(data);
    if (!byPath) {
      byPath = new Map();
      texts.set(data, byPath);
    }
    let text = byPath.get(path);
    if (text === undefined) {
      text = serialize(ok({ url: path }, data));
      byPath.set(path, text);
    }
    return sendJsonText(reply, text);
  };
}

/**
 * How the zod schemas of the routes become the published OpenAPI document (/api/openapi.json).
 *
 * fastify-type-provider-zod converts each route's schema on its own. A schema that carries an
 * `id` in zod's global registry (`.meta({ id: 'Category' })`) is emitted as
 * `$ref: '#/components/schemas/Category'`, and `jsonSchemaTransformObject` is what writes those
 * registered schemas into `components.schemas` (an input variant is named `<id>Input`).
 * Without it every such `$ref` dangles.
 *
 * A recursive schema MUST be registered with an id: the per-route conversion turns the cycle
 * into a `$ref` to a generated name (`schema0`) whose definition it then drops. `checkRefs`
 * makes that (or any other unresolved `$ref`) fail the building of the document at start-up,
 * naming where it occurs, instead of publishing a document that consumers' tools reject.
 */
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Every `$ref` of a document with the place it occurs (a JSON pointer). */
export function collectRefs(node: unknown, at = '#', out: Array<{ ref: string; at: string }> = []) {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) collectRefs(child, `${at}/${i}`, out);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') out.push({ ref: child, at });
      else collectRefs(child, `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, out);
    }
  }
  return out;
}

/** The value a local `$ref` (`#/…`) points at in `doc`, or undefined. */
export function resolveLocalRef(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Throws when a `$ref` of the document does not resolve inside it. */
export function checkRefs(doc: unknown) {
  const dangling = collectRefs(doc).filter(({ ref }) => resolveLocalRef(doc, ref) === undefined);
  if (dangling.length === 0) return;
  const where = dangling.map(({ ref, at }) => `${ref} at ${at}`).join('; ');
  throw new Error(
    `OpenAPI document has unresolved $ref: ${where}. A recursive (or shared) zod schema must be registered with an id, e.g. .meta({ id: 'Name' }), so that it is emitted in components.schemas.`,
  );
}

/** The zod → OpenAPI conversion for @fastify/swagger (both hooks are needed, see above). */
export const zodOpenApiTransforms: { transform: SwaggerTransform; transformObject: SwaggerTransformObject } = {
  transform: jsonSchemaTransform,
  transformObject: (documentObject) => {
    const doc = jsonSchemaTransformObject(documentObject);
    checkRefs(doc);
    return doc;
  },
};

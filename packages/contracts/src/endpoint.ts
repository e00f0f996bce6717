/**
 * Typed endpoints (issue #13 item 5): one definition per API call, shared by the API (which
 * registers its routes and documents them from it) and the storefront (which calls it through
 * one typed client). A definition is plain data — method, the full path with `:param`
 * placeholders, zod schemas for the params, query, body and the answer's `data`, and the
 * OpenAPI summary / tags; the definitions under ./endpoints import only zod and sibling
 * contract schemas. The storefront calls through references (./endpoint-refs/*, generated
 * from the definitions): method and path at runtime, the definition's types at compile time,
 * so a page's JavaScript does not carry the schemas of every call it makes.
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every API path starts with it; the API's routes are registered under it. */
export const API_PREFIX = '/api';

/** Who may call (the route's `config.auth`): a member, any token (visitor or member), or anyone (absent). */
export type EndpointAuth = 'member' | 'any';

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  Pa extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: M;
  /** The full path, `/api/...`, with `:name` placeholders. */
  readonly path: P;
  /** The placeholders' schema (the API validates them; the client fills them with urlOf). */
  readonly params?: Pa;
  readonly query?: Q;
  readonly body?: B;
  /** The answer envelope's `data`. */
  readonly data: D;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly auth?: EndpointAuth;
  /** 'redirect': the browser is sent here and answered 302, no envelope (the API registers a plain route; `data` is z.never()). */
  readonly answers?: 'redirect';
}

/** Any endpoint, whatever its type parameters. */
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any, any>;

/**
 * What a caller holds to make a call: the method and the path at runtime, the whole
 * definition only as a type. The storefront calls through these (./endpoint-refs/*, generated
 * from the definitions) so the zod schemas stay out of the browser bundle.
 */
export interface EndpointRef<E extends AnyEndpoint = AnyEndpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Type only: never set at runtime. */
  readonly [DEFINITION]?: E;
}
declare const DEFINITION: unique symbol;

/** A definition or a reference to one: what the typed client takes. */
export type CallableEndpoint = AnyEndpoint | EndpointRef<AnyEndpoint>;

/** The definition behind a reference (a definition is its own). */
export type DefinitionOf<C> = C extends AnyEndpoint ? C : C extends EndpointRef<infer E> ? E : never;

/** A reference to a definition: its method and path, typed by it (generated, see ./endpoint-refs). */
export function endpointRef<E extends AnyEndpoint>(method: E['method'], path: E['path']): EndpointRef<E> {
  return { method, path };
}

/** The `:name` placeholders of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

type ParamsPart<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never] ? { params?: undefined } : { params: PathParams<E['path']> };
/** A schema slot of a definition: the schema, or never when the definition has none. */
type Slot<S> = Exclude<S, undefined>;
type QueryPart<E extends AnyEndpoint> = [Slot<E['query']>] extends [never]
  ? { query?: undefined }
  : undefined extends z.input<Slot<E['query']>>
    ? { query?: z.input<Slot<E['query']>> }
    : object extends z.input<Slot<E['query']>>
      ? { query?: z.input<Slot<E['query']>> }
      : { query: z.input<Slot<E['query']>> };
type BodyPart<E extends AnyEndpoint> = [Slot<E['body']>] extends [never]
  ? { body?: undefined }
  : undefined extends z.input<Slot<E['body']>>
    ? { body?: z.input<Slot<E['body']>> }
    : { body: z.input<Slot<E['body']>> };

type Input<E extends AnyEndpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** What a caller sends: path params (when the path has placeholders), query and body, each typed by its schema's input. A query whose fields are all optional may be left out. */
export type EndpointInput<C extends CallableEndpoint> = Input<DefinitionOf<C>>;

/** The answer's `data`, as the API's schema outputs it. */
export type EndpointData<C extends CallableEndpoint> = z.output<DefinitionOf<C>['data']>;

/** True when a caller may leave the input out entirely. */
export type InputOptional<C extends CallableEndpoint> = object extends EndpointInput<C> ? true : false;

const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The placeholder names of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/**
 * Defines an endpoint: the object as given, with its types kept exact. Checks once, when the
 * definitions load, that the path is under /api and that a params schema names exactly the
 * path's placeholders.
 */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  Pa extends z.ZodType | undefined = undefined,
>(def: {
  method: M;
  path: P;
  params?: Pa;
  query?: Q;
  body?: B;
  data: D;
  summary: string;
  description?: string;
  tags: readonly string[];
  auth?: EndpointAuth;
  answers?: 'redirect';
}): Endpoint<M, P, Q, B, D, Pa> {
  if (!def.path.startsWith(`${API_PREFIX}/`)) throw new Error(`endpoint ${def.path}: the path must start with ${API_PREFIX}/`);
  const names = pathParamNames(def.path);
  if (def.params instanceof z.ZodObject) {
    const keys = Object.keys(def.params.shape).sort();
    if (keys.join() !== [...names].sort().join())
      throw new Error(`endpoint ${def.path}: params schema keys (${keys.join()}) differ from the placeholders (${names.join()})`);
  }
  return def as Endpoint<M, P, Q, B, D, Pa>;
}

/** The path the API registers under its /api prefix (`/order/address/default/:id`). */
export function routePathOf(endpoint: { path: string }): string {
  return endpoint.path.startsWith(`${API_PREFIX}/`) ? endpoint.path.slice(API_PREFIX.length) : endpoint.path;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of a call: placeholders filled with encodeURIComponent (a missing one throws:
 * that is a programming error, never user input), then the query — undefined and null values
 * left out, arrays as repeated keys. Pure: no base URL, no globals.
 */
export function urlOf<P extends string>(endpoint: { path: P }, params?: PathParams<P> | Record<string, string | number>, query?: object): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = endpoint.path.replace(PLACEHOLDER, (_all, name: string) => {
    const v = values[name];
    if (v === undefined || v === null || v === '') throw new Error(`${endpoint.path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(v));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [k, raw] of Object.entries(query as Record<string, QueryValue | QueryValue[]>)) {
    for (const v of Array.isArray(raw) ? raw : [raw]) if (v !== undefined && v !== null) search.append(k, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

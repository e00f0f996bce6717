/**
 * The typed client: `api.call(endpoint, input)` with an endpoint definition of
 * @shop/contracts/endpoint-refs/*. The path, params, query, body and the answer's `data` are
 * typed by the definition; the answer is `{ ok: true, data }` or `{ ok: false, failure }`,
 * never a throw (a network failure is the busy failure E_HTTP_REQUEST).
 *
 * The spec-8 rules run once, in failure-handling's `exchange`: refusals the caller can show
 * in place (4xx that are not session / CSRF / maintenance) come back with `handled: false`;
 * everything else goes through handleFailure (toast, login, maintenance page …, and the one
 * retry after a CSRF refusal or a token refresh) and comes back with `handled: true`. Per
 * call, `handles` names codes the caller deals with itself and `inPlace` narrows (or turns
 * off) the refusals that come back.
 */
import { urlOf, type CallableEndpoint, type EndpointData, type EndpointInput, type InputOptional } from '@shop/contracts/endpoint';
import type { ApiTransport } from '@shop/contracts/ssr-context';
import { ApiError, browserTransport } from './api-client';
import { browserHost, exchange, handleFailure, type ApiFailure, type FailureHost, type FailurePolicy } from './failure-handling';

export type { ApiFailure, FieldIssue } from './failure-handling';

export type CallResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

export interface CallOptions extends FailurePolicy {
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** false: a failure after the one retry comes back as it is, not handed to the rules again (the old browserApi's way). */
  handleRetriedFailure?: boolean;
}

type CallArgs<E extends CallableEndpoint> =
  InputOptional<E> extends true ? [input?: EndpointInput<E>, options?: CallOptions] : [input: EndpointInput<E>, options?: CallOptions];

export interface ApiCaller {
  call<E extends CallableEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallResult<EndpointData<E>>>;
  /** Hand a failure that came back (handled: false) to the app's rules after all, e.g. to toast it. */
  handle(failure: ApiFailure): Promise<void>;
}

export interface ApiCallerOptions {
  transport: ApiTransport;
  /** The browser around the rules (default: the real one). */
  host?: FailureHost;
  /** false: no rules at all, every failure comes back unhandled (server side). */
  applyRules?: boolean;
}

export function createApiCaller({ transport, host = browserHost, applyRules = true }: ApiCallerOptions): ApiCaller {
  const onFailure = applyRules ? (failure: ApiFailure) => handleFailure(failure, transport, host) : undefined;
  return {
    async call(endpoint, ...[input, options]) {
      const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown };
      const path = urlOf(endpoint, params, query);
      // Writes always carry a JSON body: the API parses `{}` where the call takes none.
      const sent = body !== undefined ? body : endpoint.method === 'GET' ? undefined : {};
      const init =
        endpoint.method === 'GET' && sent === undefined && !options?.headers ? undefined : { method: endpoint.method, body: sent, headers: options?.headers };
      return exchange(transport, path, init, {
        handles: options?.handles,
        inPlace: options?.inPlace,
        handleRetriedFailure: options?.handleRetriedFailure,
        onFailure,
      });
    },
    async handle(failure) {
      if (onFailure) await onFailure(failure);
    },
  };
}

/** The browser's typed client (same origin, the page's CSRF token, the real browser). */
export const api: ApiCaller = createApiCaller({ transport: browserTransport });

/** The browser's quiet typed client: one attempt, no rules at all (no toast, login or retry); every failure comes back as it is. For side panels and typing-time lookups whose failures must not show. */
export const quietApi: ApiCaller = createApiCaller({ transport: browserTransport, applyRules: false });

/** A typed client for loaders and actions: the load context's in-process transport, no toasts or redirects. */
export function serverCaller(context: { api: ApiTransport }): ServerCaller {
  const caller = createApiCaller({ transport: context.api, applyRules: false });
  return { ...caller, get: async (endpoint, ...args) => dataOrThrow(await caller.call(endpoint, ...args)) };
}

export interface ServerCaller extends ApiCaller {
  /** The answer's data, or the failure thrown as an ApiError (the old serverApi's way): for loaders whose error paths rely on the throw. */
  get<E extends CallableEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointData<E>>;
}

/** The data of a successful call, or its failure thrown as an ApiError (the old client's way). */
export function dataOrThrow<T>(result: CallResult<T>): T {
  if (result.ok) return result.data;
  throw ApiError.from(result.failure);
}

/** The old browserApi's policy, for calls that keep its behaviour: every failure goes to the rules, a failure after the retry comes back as it is. */
export const EVERY_FAILURE_TO_RULES = { inPlace: 'none', handleRetriedFailure: false } as const satisfies CallOptions;

/** A typed client that answers the data or throws an ApiError: serverCaller(context) on the server, browserCaller in the browser. For helpers that run on both sides. */
export type DataCaller = Pick<ServerCaller, 'get'>;

/** The browser's typed client the old browserApi's way: every failure goes to the rules (EVERY_FAILURE_TO_RULES) and is then thrown as an ApiError. */
export const browserCaller: DataCaller = {
  get: async (endpoint, ...[input, options]) => {
    const call = api.call as (endpoint: CallableEndpoint, input?: unknown, options?: CallOptions) => Promise<CallResult<never>>;
    return dataOrThrow(await call(endpoint, input, { ...EVERY_FAILURE_TO_RULES, ...options }));
  },
};

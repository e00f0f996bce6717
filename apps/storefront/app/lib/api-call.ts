/**
 * The typed client: `api.call(endpoint, input)` with an endpoint definition of
 * @shop/contracts/endpoints/*. The path, params, query, body and the answer's `data` are
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
import { urlOf, type AnyEndpoint, type EndpointData, type EndpointInput, type InputOptional } from '@shop/contracts/endpoint';
import type { ApiTransport } from '@shop/contracts/ssr-context';
import { browserTransport } from './api-client';
import { browserHost, exchange, handleFailure, type ApiFailure, type FailureHost, type FailurePolicy } from './failure-handling';

export type { ApiFailure, FieldIssue } from './failure-handling';

export type CallResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

export interface CallOptions extends FailurePolicy {
  /** Extra request headers. */
  headers?: Record<string, string>;
}

type CallArgs<E extends AnyEndpoint> =
  InputOptional<E> extends true ? [input?: EndpointInput<E>, options?: CallOptions] : [input: EndpointInput<E>, options?: CallOptions];

export interface ApiCaller {
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallResult<EndpointData<E>>>;
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
      return exchange(transport, path, init, { handles: options?.handles, inPlace: options?.inPlace, onFailure });
    },
    async handle(failure) {
      if (onFailure) await onFailure(failure);
    },
  };
}

/** The browser's typed client (same origin, the page's CSRF token, the real browser). */
export const api: ApiCaller = createApiCaller({ transport: browserTransport });

/** A typed client for loaders and actions: the load context's in-process transport, no toasts or redirects. */
export function serverCaller(context: { api: ApiTransport }): ApiCaller {
  return createApiCaller({ transport: context.api, applyRules: false });
}

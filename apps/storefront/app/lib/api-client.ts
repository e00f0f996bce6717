/**
 * THE API client of the storefront, for loaders and actions (server: in-process transport
 * from the load context) and for components (browser: fetch). It returns `data` of a
 * successful envelope and throws ApiError otherwise; in the browser it also applies the
 * client error rules of spec 8 (see handleFailure). The call loop is failure-handling's
 * `exchange`, shared with the typed client (api-call.ts), which new code should use.
 */
import { BUSY_MESSAGE } from './client-error-rules';
import { CSRF_HEADER, TIMEOUTS_MS } from '@shop/contracts/constants';
import type { Envelope } from '@shop/contracts/envelope';
import type { ApiCall, ApiResult, ApiTransport } from '@shop/contracts/ssr-context';
import { sysEndpoints } from '@shop/contracts/endpoint-refs/sys';
import { displayMessageOf, exchange, handleFailure, type ApiFailure } from './failure-handling';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly path: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The message to show a shopper (spec 5 rewrites applied). */
  get displayMessage() {
    return displayMessage(this.message);
  }
  static from(failure: ApiFailure): ApiError {
    return new ApiError(failure.code, failure.message, failure.status, failure.path, failure.data);
  }
}

export function displayMessage(message: string): string {
  return displayMessageOf(message);
}

export interface ApiClient {
  get<T>(path: string, opts?: { timeoutMs?: number }): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: { timeoutMs?: number }): Promise<T>;
  /** The raw result, for callers that handle failures themselves. */
  call<T>(path: string, init?: ApiCall): Promise<ApiResult<T>>;
}

export function createApiClient(transport: ApiTransport, opts: { onFailure?: (err: ApiError) => Promise<'retry' | void> } = {}): ApiClient {
  const onFailure = opts.onFailure;
  async function call<T>(path: string, init: ApiCall = {}): Promise<T> {
    const r = await exchange<T>(transport, path, init, {
      inPlace: 'none',
      handleRetriedFailure: false,
      onFailure: onFailure && ((failure) => onFailure(ApiError.from(failure))),
    });
    if (r.ok) return r.data;
    throw ApiError.from(r.failure);
  }
  return {
    get: (path) => call(path),
    post: (path, body) => call(path, { method: 'POST', body }),
    call: (path, init) => transport(path, init),
  };
}

/** Server side: the in-process transport of the load context. No toasts, no redirects. */
export function serverApi(context: { api: ApiTransport }): ApiClient {
  return createApiClient(context.api);
}

// ── Browser ─────────────────────────────────────────────────────────────
let csrfToken = '';

/**
 * The root hands over the token the server issued for this page. A visitor's page may come
 * from the server's memory without one (issue #15): the first call that changes something
 * then asks the API for one first (every API answer carries the next token).
 */
export function setCsrfToken(token: string) {
  if (token) csrfToken = token;
}

export interface FetchTransportOptions {
  /** Prefix of every path: '' in the browser (same origin), an absolute origin elsewhere (tests). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the CSRF token lives between calls (each answer carries the next one). */
  csrf?: { get(): string; set(token: string): void };
}

/** The fetch transport: JSON (or FormData) bodies, the CSRF header, the main timeout; a network failure is a 504 E_HTTP_REQUEST answer, never a throw. */
export function createFetchTransport(opts: FetchTransportOptions = {}): ApiTransport {
  const base = opts.baseUrl ?? '';
  const csrf = opts.csrf ?? {
    get: () => csrfToken,
    set: (t: string) => {
      csrfToken = t;
    },
  };
  const SAFE = new Set(['GET', 'HEAD']);
  return async <T>(path: string, init: ApiCall = {}): Promise<ApiResult<T>> => {
    const doFetch = opts.fetch ?? fetch;
    if (!csrf.get() && !SAFE.has(init.method ?? 'GET')) {
      const primed = await doFetch(base + sysEndpoints.serverTime.path, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(
        () => null,
      );
      const token = primed?.headers.get(CSRF_HEADER);
      if (token) csrf.set(token);
    }
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: csrf.get(), ...init.headers };
    if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(base + path, {
        method: init.method ?? 'GET',
        credentials: 'same-origin',
        headers,
        body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUTS_MS.main),
      });
    } catch {
      return { status: 504, envelope: { success: false, code: 'E_HTTP_REQUEST', message: BUSY_MESSAGE, path, data: null } as Envelope<T>, headers: {} };
    }
    const token = res.headers.get(CSRF_HEADER);
    if (token) csrf.set(token);
    let envelope: Envelope<T>;
    try {
      envelope = (await res.json()) as Envelope<T>;
    } catch {
      envelope = { success: false, code: `HTTP_${res.status}`, message: BUSY_MESSAGE, path, data: null as T };
    }
    return { status: res.status, envelope, headers: Object.fromEntries(res.headers) };
  };
}

/** The browser's transport (same origin, the page's CSRF token). */
export const browserTransport: ApiTransport = createFetchTransport();

let browserClient: ApiClient | undefined;

/** The browser client: spec 8 failure rules applied (toasts, login, maintenance …). */
export function browserApi(): ApiClient {
  browserClient ??= createApiClient(browserTransport, { onFailure: (err) => handleFailure(err, browserTransport) });
  return browserClient;
}

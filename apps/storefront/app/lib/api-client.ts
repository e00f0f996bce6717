/**
 * THE API client of the storefront, for loaders and actions (server: in-process transport
 * from the load context) and for components (browser: fetch). It returns `data` of a
 * successful envelope and throws ApiError otherwise; in the browser it also applies the
 * client error rules of spec 8 (see handleFailure).
 */
import { BUSY_HTTP_STATUSES, BUSY_MESSAGE, DISPLAY_REWRITES, lookupError, TOKEN_EXPIRED_CODES } from '@shop/contracts/errors';
import { CSRF_HEADER, TIMEOUTS_MS } from '@shop/contracts/constants';
import type { Envelope } from '@shop/contracts/envelope';
import type { ApiCall, ApiResult, ApiTransport } from '@shop/contracts/ssr-context';
import { handleFailure } from './failure-handling';

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
}

export function displayMessage(message: string): string {
  return DISPLAY_REWRITES[message] ?? message;
}

export interface ApiClient {
  get<T>(path: string, opts?: { timeoutMs?: number }): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: { timeoutMs?: number }): Promise<T>;
  /** The raw result, for callers that handle failures themselves. */
  call<T>(path: string, init?: ApiCall): Promise<ApiResult<T>>;
}

function failureFrom(result: ApiResult<unknown>, path: string): ApiError {
  const env = result.envelope as Partial<Envelope<unknown>> | undefined;
  if (BUSY_HTTP_STATUSES.includes(result.status)) return new ApiError(env?.code ?? `HTTP_${result.status}`, BUSY_MESSAGE, result.status, env?.path ?? path);
  return new ApiError(env?.code ?? `HTTP_${result.status}`, env?.message ?? BUSY_MESSAGE, result.status, env?.path ?? path, env?.data ?? null);
}

export function createApiClient(transport: ApiTransport, opts: { onFailure?: (err: ApiError) => Promise<'retry' | void> } = {}): ApiClient {
  async function call<T>(path: string, init: ApiCall = {}, retried = false): Promise<T> {
    const result = await transport<T>(path, init);
    if (result.status < 400 && result.envelope?.success) return result.envelope.data;
    const err = failureFrom(result as ApiResult<unknown>, path);
    if (opts.onFailure && !retried) {
      const next = await opts.onFailure(err);
      if (next === 'retry') return call<T>(path, init, true);
    }
    throw err;
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

/** The root hands over the token the server issued for this page. */
export function setCsrfToken(token: string) {
  if (token) csrfToken = token;
}

const fetchTransport: ApiTransport = async <T,>(path: string, init: ApiCall = {}): Promise<ApiResult<T>> => {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: csrfToken, ...init.headers };
  if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
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
  if (token) csrfToken = token;
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = { success: false, code: `HTTP_${res.status}`, message: BUSY_MESSAGE, path, data: null as T };
  }
  return { status: res.status, envelope, headers: Object.fromEntries(res.headers) };
};

let browserClient: ApiClient | undefined;

/** The browser client: spec 8 failure rules applied (toasts, login, maintenance …). */
export function browserApi(): ApiClient {
  browserClient ??= createApiClient(fetchTransport, { onFailure: (err) => handleFailure(err, fetchTransport) });
  return browserClient;
}

export { lookupError, TOKEN_EXPIRED_CODES };

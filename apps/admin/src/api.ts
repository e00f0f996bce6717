/**
 * The console's calls to the admin API: same origin, JSON, the shop's envelope, and the
 * platform's CSRF double submit as the storefront does it — every /api answer carries the next
 * token in the x-csrf-token header; a write with no token yet first asks the server time (a
 * harmless GET) for one. The session is the HttpOnly admin_session cookie the browser sends.
 */
import { CSRF_HEADER } from '@shop/contracts/constants';
import { sysEndpoints } from '@shop/contracts/endpoint-refs/sys';

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  path: string;
  data: T;
}

/** A refused call: the envelope's code and Chinese message, and the HTTP status (for Refine's error handling). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = code;
  }
}

let csrfToken = '';
export const SIGNED_OUT_EVENT = 'admin:signed-out';
const BUSY = '网络异常，请稍后重试';

export type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A token for the CSRF key cookie the browser holds now, from the server-time call. */
async function primeCsrf() {
  const primed = await fetch(sysEndpoints.serverTime.path, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => null);
  csrfToken = primed?.headers.get(CSRF_HEADER) ?? '';
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, retried = false): Promise<T> {
  if (!csrfToken && method !== 'GET') await primeCsrf();
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: csrfToken };
  // A FormData body (a picture upload) goes as multipart, its boundary set by the browser.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(503, 'E_HTTP_REQUEST', BUSY, null);
  }
  const token = res.headers.get(CSRF_HEADER);
  if (token) csrfToken = token;
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(res.status, `HTTP_${res.status}`, BUSY, null);
  }
  // The first calls of a new browser ran side by side, each given a key of its own: the cookie
  // kept is one key, the token remembered another's. Ask for the kept key's token, once.
  if (envelope.code === 'E_CSRF' && !retried) {
    await primeCsrf();
    return api<T>(method, path, body, true);
  }
  if (!res.ok || !envelope.success) {
    const error = new ApiError(res.status, envelope.code, envelope.message || BUSY, envelope.data);
    // A session that ended (idle 30 minutes, disabled, password reset) while a screen was open: the frame sends the person to 登录 with the reason.
    if (res.status === 401 && path.startsWith('/api/admin/') && !path.startsWith('/api/admin/auth/login')) {
      window.dispatchEvent(new CustomEvent<ApiError>(SIGNED_OUT_EVENT, { detail: error }));
    }
    throw error;
  }
  return envelope.data;
}

/**
 * Browser calls of the profile pages that show their own errors inline instead of the app's
 * toast: the result says whether the server answered with a business code (`message`: show it)
 * or the request failed (network, timeout, 5xx: `failed`). A stale CSRF token is retried once.
 */
import { BUSY_HTTP_STATUSES } from '../../../lib/client-error-rules';
import { urlOf, type CallableEndpoint, type EndpointData, type EndpointInput } from '@shop/contracts/endpoint';
import { browserTransport, displayMessage } from '../../../lib/api-client';

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; failed: boolean; code: string; message: string; status: number };

/** One call of a typed endpoint, e.g. `callInline(profileEndpoints.verifyOld, { body: { code } })`. */
export async function callInline<E extends CallableEndpoint>(endpoint: E, input: EndpointInput<E>): Promise<CallOutcome<EndpointData<E>>> {
  type T = EndpointData<E>;
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: object; body?: unknown };
  const path = urlOf(endpoint, params, query);
  const init = { method: endpoint.method, body };
  let res = await browserTransport<T>(path, init);
  if (res.status === 403 && res.envelope?.code === 'E_CSRF') res = await browserTransport<T>(path, init);
  if (res.status < 400 && res.envelope?.success) return { ok: true, data: res.envelope.data };
  const failed =
    res.status >= 500 ||
    BUSY_HTTP_STATUSES.includes(res.status) ||
    !res.envelope?.code ||
    res.envelope.code === 'E_HTTP_REQUEST' ||
    res.envelope.code.startsWith('HTTP_');
  return { ok: false, failed, code: res.envelope?.code ?? `HTTP_${res.status}`, message: displayMessage(res.envelope?.message ?? ''), status: res.status };
}

/**
 * Browser calls of the profile pages that show their own errors inline instead of the app's
 * toast: the result says whether the server answered with a business code (`message`: show it)
 * or the request failed (network, timeout, 5xx: `failed`). A stale CSRF token is retried once.
 */
import { BUSY_HTTP_STATUSES } from '@shop/contracts/errors';
import { browserApi, displayMessage } from '../../../lib/api-client';

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; failed: boolean; code: string; message: string; status: number };

export async function callInline<T>(path: string, body: unknown): Promise<CallOutcome<T>> {
  const api = browserApi();
  let res = await api.call<T>(path, { method: 'POST', body });
  if (res.status === 403 && res.envelope?.code === 'E_CSRF') res = await api.call<T>(path, { method: 'POST', body });
  if (res.status < 400 && res.envelope?.success) return { ok: true, data: res.envelope.data };
  const failed =
    res.status >= 500 ||
    BUSY_HTTP_STATUSES.includes(res.status) ||
    !res.envelope?.code ||
    res.envelope.code === 'E_HTTP_REQUEST' ||
    res.envelope.code.startsWith('HTTP_');
  return { ok: false, failed, code: res.envelope?.code ?? `HTTP_${res.status}`, message: displayMessage(res.envelope?.message ?? ''), status: res.status };
}

/**
 * Browser calls of the inbox pages (mark all read, enterprise requests, support tickets).
 * Answers the shopper can act on (400/404/409) come back as a message the page shows next to
 * its form; session and busy failures go through the app's failure handling (spec 8).
 */
import { lookupError } from '@shop/contracts/errors';
import { ApiError, browserApi } from '../../../lib/api-client';
import { handleFailure } from '../../../lib/failure-handling';

export type CallResult<T> = { ok: true; data: T } | { ok: false; message: string; code: string; issues: { path: string; message: string }[] };

const transport = <T>(path: string, init?: Parameters<ReturnType<typeof browserApi>['call']>[1]) => browserApi().call<T>(path, init);

export async function inboxCall<T>(path: string, body?: unknown): Promise<CallResult<T>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await transport<T>(path, body === undefined ? undefined : { method: 'POST', body });
    if (r.status < 400 && r.envelope?.success) return { ok: true, data: r.envelope.data };
    const env = r.envelope;
    const err = new ApiError(env?.code ?? `HTTP_${r.status}`, env?.message ?? '', r.status, env?.path ?? path, env?.data ?? null);
    if ((r.status === 400 || r.status === 404 || r.status === 409) && err.code !== 'E_CSRF' && lookupError(err.code)?.handling !== 'login') {
      const raw = (env?.data as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
      const issues = Array.isArray(raw) ? raw.map((i) => ({ path: String(i.path ?? ''), message: String(i.message ?? '') })) : [];
      return { ok: false, message: err.displayMessage || '提交失败，请稍后重试', code: err.code, issues };
    }
    if ((await handleFailure(err, transport)) !== 'retry') return { ok: false, message: '', code: err.code, issues: [] };
  }
  return { ok: false, message: '', code: 'E_RETRY', issues: [] };
}

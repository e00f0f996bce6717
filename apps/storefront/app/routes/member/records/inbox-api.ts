/**
 * Browser calls of the inbox pages (mark all read, enterprise requests, support tickets).
 * Answers the shopper can act on (400/404/409) come back as a message the page shows next to
 * its form; session and busy failures go through the app's failure handling (spec 8).
 */
import type { CallableEndpoint, EndpointData, EndpointInput } from '@shop/contracts/endpoint';
import { api, type FieldIssue } from '../../../lib/api-call';

export type CallResult<T> = { ok: true; data: T } | { ok: false; message: string; code: string; issues: FieldIssue[] };

/** One inbox call, e.g. `inboxCall(inboxEndpoints.saveTicket, { body })`. */
export async function inboxCall<E extends CallableEndpoint>(endpoint: E, input: EndpointInput<E>): Promise<CallResult<EndpointData<E>>> {
  const r = await api.call(endpoint as CallableEndpoint, input as never, { inPlace: [400, 404, 409] });
  if (r.ok) return { ok: true, data: r.data as EndpointData<E> };
  const f = r.failure;
  if (f.handled) return { ok: false, message: '', code: f.code, issues: [] };
  return { ok: false, message: f.displayMessage || '提交失败，请稍后重试', code: f.code, issues: f.issues };
}

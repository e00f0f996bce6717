/**
 * Browser calls of the address API (GET /api/order/address/list, POST …/save, …/default/{id},
 * …/delete/{id}). Validation answers (400/409) come back as a message the form shows next to
 * its fields; session and busy failures go through the app's failure handling (spec 8).
 */
import type { Address, AddressInput } from '@shop/contracts/address';
import type { Region } from '@shop/contracts/delivery';
import { ApiError, browserApi } from '../../lib/api-client';
import { handleFailure } from '../../lib/failure-handling';
import { lookupError } from '@shop/contracts/errors';

export type AddressCallResult<T> = { ok: true; data: T } | { ok: false; message: string; code: string };

const transport = <T>(path: string, init?: Parameters<ReturnType<typeof browserApi>['call']>[1]) => browserApi().call<T>(path, init);

async function call<T>(path: string, body?: unknown): Promise<AddressCallResult<T>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await transport<T>(path, body === undefined ? undefined : { method: 'POST', body });
    if (r.status < 400 && r.envelope?.success) return { ok: true, data: r.envelope.data };
    const env = r.envelope;
    const err = new ApiError(env?.code ?? `HTTP_${r.status}`, env?.message ?? '', r.status, env?.path ?? path, env?.data ?? null);
    // A field problem the shopper can fix: shown in the form, not as a toast.
    if ((r.status === 400 || r.status === 404 || r.status === 409) && err.code !== 'E_CSRF' && lookupError(err.code)?.handling !== 'login') {
      return {
        ok: false,
        message: err.displayMessage || '保存失败，请稍后重试',
        code: err.code,
      };
    }
    if ((await handleFailure(err, transport)) !== 'retry') return { ok: false, message: '', code: err.code };
  }
  return { ok: false, message: '', code: 'E_RETRY' };
}

export const addressApi = {
  list: () => call<Address[]>('/api/order/address/list'),
  save: (input: Partial<AddressInput>) => call<Address>('/api/order/address/save', input),
  setDefault: (id: number) => call<unknown>(`/api/order/address/default/${id}`, {}),
  remove: (id: number) => call<unknown>(`/api/order/address/delete/${id}`, {}),
};

/** '0' → provinces; a province code → its cities; a city code → its districts. Cached: the tree never changes. */
const regionCache = new Map<string, Promise<Region[]>>();
export function regionChildren(parentCode: string): Promise<Region[]> {
  let hit = regionCache.get(parentCode);
  if (!hit) {
    hit = browserApi()
      .get<Region[]>(`/api/sys/region/children/${encodeURIComponent(parentCode)}`)
      .catch((e: unknown) => {
        regionCache.delete(parentCode);
        throw e;
      });
    regionCache.set(parentCode, hit);
  }
  return hit;
}

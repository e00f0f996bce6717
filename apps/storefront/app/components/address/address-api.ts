/**
 * Browser calls of the address API (GET /api/order/address/list, POST …/save, …/default/{id},
 * …/delete/{id}). Validation answers (400/404/409) come back as a message the form shows next
 * to its fields; session and busy failures go through the app's failure handling (spec 8).
 */
import type { Address, AddressInput } from '@shop/contracts/address';
import type { Region } from '@shop/contracts/delivery';
import { addressEndpoints } from '@shop/contracts/endpoint-refs/address';
import { deliveryEndpoints } from '@shop/contracts/endpoint-refs/delivery';
import { ApiError } from '../../lib/api-client';
import { api, type CallResult } from '../../lib/api-call';

export type AddressCallResult<T> = { ok: true; data: T } | { ok: false; message: string; code: string };

/** A field problem the shopper can fix: shown in the form, not as a toast. */
const IN_FORM = { inPlace: [400, 404, 409] } as const;

function resultOf<T>(r: CallResult<T>): AddressCallResult<T> {
  if (r.ok) return r;
  const f = r.failure;
  return { ok: false, message: f.handled ? '' : f.displayMessage || '保存失败，请稍后重试', code: f.code };
}

export const addressApi = {
  list: async (): Promise<AddressCallResult<Address[]>> => resultOf(await api.call(addressEndpoints.list, {}, IN_FORM)),
  // The form sends what the shopper typed; the API answers missing fields with a 400 the form shows.
  save: async (input: Partial<AddressInput>): Promise<AddressCallResult<Address>> =>
    resultOf(await api.call(addressEndpoints.save, { body: input as AddressInput }, IN_FORM)),
  setDefault: async (id: number): Promise<AddressCallResult<unknown>> => resultOf(await api.call(addressEndpoints.setDefault, { params: { id } }, IN_FORM)),
  remove: async (id: number): Promise<AddressCallResult<unknown>> => resultOf(await api.call(addressEndpoints.remove, { params: { id } }, IN_FORM)),
};

/** '0' → provinces; a province code → its cities; a city code → its districts. Cached: the tree never changes. */
const regionCache = new Map<string, Promise<Region[]>>();
export function regionChildren(parentCode: string): Promise<Region[]> {
  let hit = regionCache.get(parentCode);
  if (!hit) {
    hit = api.call(deliveryEndpoints.regionChildren, { params: { parentCode } }, { inPlace: 'none' }).then((r) => {
      if (r.ok) return r.data;
      regionCache.delete(parentCode);
      throw ApiError.from(r.failure);
    });
    regionCache.set(parentCode, hit);
  }
  return hit;
}

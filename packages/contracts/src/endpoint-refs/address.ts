// Generated from ../endpoints/address.ts by `npm run generate:endpoint-refs`: do not edit.
import type { addressEndpoints as addressDefinitions } from '../endpoints/address.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const addressEndpoints = {
  list: ref<typeof addressDefinitions.list>('GET', '/api/order/address/list'),
  save: ref<typeof addressDefinitions.save>('POST', '/api/order/address/save'),
  setDefault: ref<typeof addressDefinitions.setDefault>('POST', '/api/order/address/default/:id'),
  remove: ref<typeof addressDefinitions.remove>('POST', '/api/order/address/delete/:id'),
};

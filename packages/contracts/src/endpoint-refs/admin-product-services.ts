// Generated from ../endpoints/admin-product-services.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminProductServiceEndpoints as adminProductServiceDefinitions } from '../endpoints/admin-product-services.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminProductServiceEndpoints = {
  services: ref<typeof adminProductServiceDefinitions.services>('GET', '/api/admin/catalogue/services'),
  createService: ref<typeof adminProductServiceDefinitions.createService>('POST', '/api/admin/catalogue/services'),
  updateService: ref<typeof adminProductServiceDefinitions.updateService>('PUT', '/api/admin/catalogue/services/:code'),
  takeOffService: ref<typeof adminProductServiceDefinitions.takeOffService>('POST', '/api/admin/catalogue/services/:code/off'),
  putOnService: ref<typeof adminProductServiceDefinitions.putOnService>('POST', '/api/admin/catalogue/services/:code/on'),
};

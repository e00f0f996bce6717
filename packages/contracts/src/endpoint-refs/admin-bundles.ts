// Generated from ../endpoints/admin-bundles.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminBundleEndpoints as adminBundleDefinitions } from '../endpoints/admin-bundles.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminBundleEndpoints = {
  bundles: ref<typeof adminBundleDefinitions.bundles>('GET', '/api/admin/marketing/bundles'),
  createBundle: ref<typeof adminBundleDefinitions.createBundle>('POST', '/api/admin/marketing/bundles'),
  updateBundle: ref<typeof adminBundleDefinitions.updateBundle>('PUT', '/api/admin/marketing/bundles/:code'),
  enableBundle: ref<typeof adminBundleDefinitions.enableBundle>('POST', '/api/admin/marketing/bundles/:code/enable'),
  disableBundle: ref<typeof adminBundleDefinitions.disableBundle>('POST', '/api/admin/marketing/bundles/:code/disable'),
  gifts: ref<typeof adminBundleDefinitions.gifts>('GET', '/api/admin/marketing/gifts'),
  createGift: ref<typeof adminBundleDefinitions.createGift>('POST', '/api/admin/marketing/gifts'),
  updateGift: ref<typeof adminBundleDefinitions.updateGift>('PUT', '/api/admin/marketing/gifts/:skuCode/:giftSkuCode'),
  deleteGift: ref<typeof adminBundleDefinitions.deleteGift>('DELETE', '/api/admin/marketing/gifts/:skuCode/:giftSkuCode'),
};

// Generated from ../endpoints/admin-marketing.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminMarketingEndpoints as adminMarketingDefinitions } from '../endpoints/admin-marketing.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminMarketingEndpoints = {
  flashSales: ref<typeof adminMarketingDefinitions.flashSales>('GET', '/api/admin/marketing/flash-sales'),
  createFlashSale: ref<typeof adminMarketingDefinitions.createFlashSale>('POST', '/api/admin/marketing/flash-sales'),
  updateFlashSale: ref<typeof adminMarketingDefinitions.updateFlashSale>('PUT', '/api/admin/marketing/flash-sales/:actCd/:skuCode'),
  endFlashSale: ref<typeof adminMarketingDefinitions.endFlashSale>('POST', '/api/admin/marketing/flash-sales/:actCd/:skuCode/end'),
  coupons: ref<typeof adminMarketingDefinitions.coupons>('GET', '/api/admin/marketing/coupons'),
  createCoupon: ref<typeof adminMarketingDefinitions.createCoupon>('POST', '/api/admin/marketing/coupons'),
  updateCoupon: ref<typeof adminMarketingDefinitions.updateCoupon>('PUT', '/api/admin/marketing/coupons/:cpnCd'),
  stopCoupon: ref<typeof adminMarketingDefinitions.stopCoupon>('POST', '/api/admin/marketing/coupons/:cpnCd/stop'),
};

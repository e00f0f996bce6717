// Generated from ../endpoints/admin-marketing.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminMarketingEndpoints as adminMarketingDefinitions } from '../endpoints/admin-marketing.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminMarketingEndpoints = {
  flashSales: ref<typeof adminMarketingDefinitions.flashSales>('GET', '/api/admin/marketing/flash-sales'),
  createFlashSale: ref<typeof adminMarketingDefinitions.createFlashSale>('POST', '/api/admin/marketing/flash-sales'),
  updateFlashSale: ref<typeof adminMarketingDefinitions.updateFlashSale>('PUT', '/api/admin/marketing/flash-sales/:actCd/:skuCode'),
  endFlashSale: ref<typeof adminMarketingDefinitions.endFlashSale>('POST', '/api/admin/marketing/flash-sales/:actCd/:skuCode/end'),
  presales: ref<typeof adminMarketingDefinitions.presales>('GET', '/api/admin/marketing/presales'),
  createPresale: ref<typeof adminMarketingDefinitions.createPresale>('POST', '/api/admin/marketing/presales'),
  updatePresale: ref<typeof adminMarketingDefinitions.updatePresale>('PUT', '/api/admin/marketing/presales/:actCd/:skuCode'),
  endPresale: ref<typeof adminMarketingDefinitions.endPresale>('POST', '/api/admin/marketing/presales/:actCd/:skuCode/end'),
  tryBuys: ref<typeof adminMarketingDefinitions.tryBuys>('GET', '/api/admin/marketing/try-buys'),
  createTryBuy: ref<typeof adminMarketingDefinitions.createTryBuy>('POST', '/api/admin/marketing/try-buys'),
  updateTryBuy: ref<typeof adminMarketingDefinitions.updateTryBuy>('PUT', '/api/admin/marketing/try-buys/:code'),
  pauseTryBuy: ref<typeof adminMarketingDefinitions.pauseTryBuy>('POST', '/api/admin/marketing/try-buys/:code/pause'),
  resumeTryBuy: ref<typeof adminMarketingDefinitions.resumeTryBuy>('POST', '/api/admin/marketing/try-buys/:code/resume'),
  endTryBuy: ref<typeof adminMarketingDefinitions.endTryBuy>('POST', '/api/admin/marketing/try-buys/:code/end'),
  ttmProgrammes: ref<typeof adminMarketingDefinitions.ttmProgrammes>('GET', '/api/admin/marketing/ttm-programmes'),
  ttmCodes: ref<typeof adminMarketingDefinitions.ttmCodes>('GET', '/api/admin/marketing/ttm-codes'),
  generateTtmCodes: ref<typeof adminMarketingDefinitions.generateTtmCodes>('POST', '/api/admin/marketing/ttm-codes'),
  voidTtmCode: ref<typeof adminMarketingDefinitions.voidTtmCode>('POST', '/api/admin/marketing/ttm-codes/:code/void'),
  coupons: ref<typeof adminMarketingDefinitions.coupons>('GET', '/api/admin/marketing/coupons'),
  createCoupon: ref<typeof adminMarketingDefinitions.createCoupon>('POST', '/api/admin/marketing/coupons'),
  updateCoupon: ref<typeof adminMarketingDefinitions.updateCoupon>('PUT', '/api/admin/marketing/coupons/:cpnCd'),
  stopCoupon: ref<typeof adminMarketingDefinitions.stopCoupon>('POST', '/api/admin/marketing/coupons/:cpnCd/stop'),
};

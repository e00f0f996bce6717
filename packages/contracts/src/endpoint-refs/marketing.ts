// Generated from ../endpoints/marketing.ts by `npm run generate:endpoint-refs`: do not edit.
import type { marketingEndpoints as marketingDefinitions } from '../endpoints/marketing.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const marketingEndpoints = {
  productCoupons: ref<typeof marketingDefinitions.productCoupons>('GET', '/api/act/market/getProductAryCouponList/:lastLvId/:spuId/:skuIds'),
  productActivities: ref<typeof marketingDefinitions.productActivities>('GET', '/api/act/market/getProductActivityList/:categoryLvlId/:spuId/:skuId'),
  claimCoupon: ref<typeof marketingDefinitions.claimCoupon>('POST', '/api/act/market/coupon/receive'),
};

// Generated from ../endpoints/marketing.ts by `npm run generate:endpoint-refs`: do not edit.
import type { marketingEndpoints as marketingDefinitions } from '../endpoints/marketing.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const marketingEndpoints = {
  productAryActivities: ref<typeof marketingDefinitions.productAryActivities>('GET', '/api/act/market/getProductAryActivityList/:lastLvId/:spuId/:skuIds'),
  productCoupons: ref<typeof marketingDefinitions.productCoupons>('GET', '/api/act/market/getProductAryCouponList/:lastLvId/:spuId/:skuIds'),
  productActivities: ref<typeof marketingDefinitions.productActivities>('GET', '/api/act/market/getProductActivityList/:categoryLvlId/:spuId/:skuId'),
  productCouponsByBody: ref<typeof marketingDefinitions.productCouponsByBody>('POST', '/api/act/market/postProductCouponList'),
  pdpCoupons: ref<typeof marketingDefinitions.pdpCoupons>('POST', '/api/product/pdp/getCouponList/:prodCd'),
  currentPublicCoupons: ref<typeof marketingDefinitions.currentPublicCoupons>('POST', '/api/act/market/:site/:code/unlogin/hybris/getCurrentPubCpn'),
  claimCoupon: ref<typeof marketingDefinitions.claimCoupon>('POST', '/api/act/market/coupon/receive'),
  claimableCoupons: ref<typeof marketingDefinitions.claimableCoupons>('POST', '/api/act/market/coupon/claimable'),
  flashSales: ref<typeof marketingDefinitions.flashSales>('GET', '/api/act/market/seckill/list'),
  flashSaleSessions: ref<typeof marketingDefinitions.flashSaleSessions>('GET', '/api/act/seckill/sessions'),
  flashSaleRemind: ref<typeof marketingDefinitions.flashSaleRemind>('POST', '/api/act/seckill/remind'),
  flashSaleRemindCancel: ref<typeof marketingDefinitions.flashSaleRemindCancel>('POST', '/api/act/seckill/remind/cancel'),
  tryBuyList: ref<typeof marketingDefinitions.tryBuyList>('GET', '/api/act/market/tryBuy/list'),
};

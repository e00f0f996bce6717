// Generated from ../endpoints/pdp.ts by `npm run generate:endpoint-refs`: do not edit.
import type { pdpEndpoints as pdpDefinitions } from '../endpoints/pdp.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const pdpEndpoints = {
  baseInfo: ref<typeof pdpDefinitions.baseInfo>('GET', '/api/product/pdp/baseInfo/:prodCd'),
  baseInfoOfSku: ref<typeof pdpDefinitions.baseInfoOfSku>('GET', '/api/product/pdp/baseInfo/:prodCd/:skuCd'),
  view: ref<typeof pdpDefinitions.view>('GET', '/api/product/pdp/view/:prodCd'),
  viewOfSku: ref<typeof pdpDefinitions.viewOfSku>('GET', '/api/product/pdp/view/:prodCd/:skuCd'),
  pkgUpData: ref<typeof pdpDefinitions.pkgUpData>('GET', '/api/product/pdp/pkgUpData/:prodCd'),
  detailInfo: ref<typeof pdpDefinitions.detailInfo>('GET', '/api/product/pdp/bottom/detailInfo/:prodCd'),
  detailInfoOfSku: ref<typeof pdpDefinitions.detailInfoOfSku>('GET', '/api/product/pdp/bottom/detailInfo/:prodCd/:skuCd'),
  specInfo: ref<typeof pdpDefinitions.specInfo>('GET', '/api/product/pdp/bottom/specInfo/:prodCd'),
  inInfo: ref<typeof pdpDefinitions.inInfo>('GET', '/api/product/pdp/right/inInfo/:prodCd'),
  list3DModel: ref<typeof pdpDefinitions.list3DModel>('GET', '/api/product/pdp/list3DModel/:prodCd'),
  bespoke: ref<typeof pdpDefinitions.bespoke>('GET', '/api/product/pdp/v3/bespoke/:prodCd'),
  recSmartInfo: ref<typeof pdpDefinitions.recSmartInfo>('GET', '/api/product/pdp/v2/:prodCd/bottom/recSmartInfo/:x'),
  stkPrice: ref<typeof pdpDefinitions.stkPrice>('GET', '/api/product/common/stkPrice/:x'),
  specialFund: ref<typeof pdpDefinitions.specialFund>('GET', '/api/product/o2o/specialFund/:skuCode'),
  deliveryEstimate: ref<typeof pdpDefinitions.deliveryEstimate>('GET', '/api/product/deliveryTime/v2/getES/:skuCd/:provinceCode/:cityCode/:districtCode'),
  liveIcon: ref<typeof pdpDefinitions.liveIcon>('GET', '/api/sys/storeLive/getLiveIconInfo/:platform/:spuCd'),
  ttmState: ref<typeof pdpDefinitions.ttmState>('GET', '/api/product/ttm/getVerify/:spuCd/:skuCd'),
  ttmVerify: ref<typeof pdpDefinitions.ttmVerify>('POST', '/api/product/ttm/verifyCode/1/:spuCd/:skuCd'),
  sharePoster: ref<typeof pdpDefinitions.sharePoster>('POST', '/api/act/market/getPdpSharePic'),
  arrivalSmsCode: ref<typeof pdpDefinitions.arrivalSmsCode>('POST', '/api/product/code/sms'),
  arrivalNotify: ref<typeof pdpDefinitions.arrivalNotify>('POST', '/api/product/pdp/skuArrivalNotice/notifyMe'),
};

// Generated from ../endpoints/compare.ts by `npm run generate:endpoint-refs`: do not edit.
import type { compareEndpoints as compareDefinitions } from '../endpoints/compare.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const compareEndpoints = {
  baseInfo: ref<typeof compareDefinitions.baseInfo>('GET', '/api/product/pdp/compare/getPDPCompareBaseInfo/:catgLvlOneCd/:catgLvlTowCd'),
  compare: ref<typeof compareDefinitions.compare>('GET', '/api/product/pdp/compare/getCompareInfo/:x/0'),
  tradeInEstimate: ref<typeof compareDefinitions.tradeInEstimate>('GET', '/api/product/pdp/compare/getTradeInEstimateAmount/2/:x'),
};

// Generated from ../endpoints/points.ts by `npm run generate:endpoint-refs`: do not edit.
import type { pointsEndpoints as pointsDefinitions } from '../endpoints/points.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const pointsEndpoints = {
  summary: ref<typeof pointsDefinitions.summary>('POST', '/api/member/memberPnt/getAvaPntCnt'),
  detail: ref<typeof pointsDefinitions.detail>('POST', '/api/member/memberPnt/getAvaPntDetail'),
  coupons: ref<typeof pointsDefinitions.coupons>('POST', '/api/member/memberCoupon/list'),
};

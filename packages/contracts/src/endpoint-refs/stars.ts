// Generated from ../endpoints/stars.ts by `npm run generate:endpoint-refs`: do not edit.
import type { starsEndpoints as starsDefinitions } from '../endpoints/stars.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const starsEndpoints = {
  effectiveHistory: ref<typeof starsDefinitions.effectiveHistory>('POST', '/api/member/memberStar/getUserEffectHistory'),
  pendingHistory: ref<typeof starsDefinitions.pendingHistory>('POST', '/api/member/memberStar/getUserPendHistory'),
  settledHistory: ref<typeof starsDefinitions.settledHistory>('POST', '/api/member/memberStar/getSettleUserHistory'),
  historyDetail: ref<typeof starsDefinitions.historyDetail>('POST', '/api/member/memberStar/getSettleUserHistoryDetail'),
  accumulated: ref<typeof starsDefinitions.accumulated>('GET', '/api/member/memberStar/getSettleUserAccumulatePoints'),
  expiring: ref<typeof starsDefinitions.expiring>('GET', '/api/member/memberStar/getSettleUserExpirePoints'),
  summary: ref<typeof starsDefinitions.summary>('GET', '/api/member/memberStar/getUserPointInfo'),
  convert: ref<typeof starsDefinitions.convert>('POST', '/api/member/memberStar/convert'),
  coinInfo: ref<typeof starsDefinitions.coinInfo>('POST', '/api/member/starCoin/info'),
  coinSignIn: ref<typeof starsDefinitions.coinSignIn>('POST', '/api/member/starCoin/signIn'),
  coinHistory: ref<typeof starsDefinitions.coinHistory>('POST', '/api/member/starCoin/history'),
};

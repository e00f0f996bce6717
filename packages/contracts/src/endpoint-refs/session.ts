// Generated from ../endpoints/session.ts by `npm run generate:endpoint-refs`: do not edit.
import type { sessionEndpoints as sessionDefinitions } from '../endpoints/session.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const sessionEndpoints = {
  anonymousToken: ref<typeof sessionDefinitions.anonymousToken>('POST', '/api/auth/login/anonymous/token'),
  memInfo: ref<typeof sessionDefinitions.memInfo>('GET', '/api/member/member/memInfo'),
  providerConfig: ref<typeof sessionDefinitions.providerConfig>('GET', '/api/auth/login/provider/config'),
  unreadCount: ref<typeof sessionDefinitions.unreadCount>('GET', '/api/member/sysMsg/unreadCnt'),
};

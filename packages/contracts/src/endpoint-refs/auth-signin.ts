// Generated from ../endpoints/auth-signin.ts by `npm run generate:endpoint-refs`: do not edit.
import type { signinEndpoints as signinDefinitions } from '../endpoints/auth-signin.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const signinEndpoints = {
  smsCode: ref<typeof signinDefinitions.smsCode>('POST', '/api/auth/code/sms'),
  mobileToken: ref<typeof signinDefinitions.mobileToken>('POST', '/api/auth/login/mobile/token'),
  providerAuthorize: ref<typeof signinDefinitions.providerAuthorize>('GET', '/api/auth/login/provider/authorize'),
  providerCallback: ref<typeof signinDefinitions.providerCallback>('POST', '/api/auth/login/provider/callback'),
  samssoAuthorize: ref<typeof signinDefinitions.samssoAuthorize>('GET', '/api/auth/login/samsso/authorize'),
  samssoToken: ref<typeof signinDefinitions.samssoToken>('POST', '/api/auth/login/samsso/token'),
  samssoTokenOfChannel: ref<typeof signinDefinitions.samssoTokenOfChannel>('POST', '/api/auth/login/samsso/token/:channel'),
  entGetToken: ref<typeof signinDefinitions.entGetToken>('POST', '/api/auth/login/entGetToken'),
  qrToken: ref<typeof signinDefinitions.qrToken>('GET', '/api/auth/login/qrLogin/getQrToken'),
  qrScanState: ref<typeof signinDefinitions.qrScanState>('GET', '/api/auth/login/qrLogin/getQrScan/:token'),
  qrInfo: ref<typeof signinDefinitions.qrInfo>('GET', '/api/auth/login/qrLogin/info/:token'),
  qrScan: ref<typeof signinDefinitions.qrScan>('POST', '/api/auth/login/qrLogin/scan/:token'),
  qrConfirm: ref<typeof signinDefinitions.qrConfirm>('POST', '/api/auth/login/qrLogin/confirm/:token'),
  sassistantLogin: ref<typeof signinDefinitions.sassistantLogin>('GET', '/api/auth/login/sassistant'),
  smembersLogin: ref<typeof signinDefinitions.smembersLogin>('GET', '/api/auth/login/smembers'),
  appTicket: ref<typeof signinDefinitions.appTicket>('POST', '/api/auth/login/app/ticket'),
  appExchange: ref<typeof signinDefinitions.appExchange>('POST', '/api/auth/login/app/exchange'),
  mpLogin: ref<typeof signinDefinitions.mpLogin>('POST', '/api/auth/login/wxmp/mpLogin/token'),
};

// Generated from ../endpoints/profile.ts by `npm run generate:endpoint-refs`: do not edit.
import type { profileEndpoints as profileDefinitions } from '../endpoints/profile.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const profileEndpoints = {
  home: ref<typeof profileDefinitions.home>('POST', '/api/member/memberHome/homePage'),
  info: ref<typeof profileDefinitions.info>('GET', '/api/member/member/info'),
  modify: ref<typeof profileDefinitions.modify>('POST', '/api/member/member/modify'),
  modifyNickNm: ref<typeof profileDefinitions.modifyNickNm>('POST', '/api/member/member/modifyNickNm'),
  settings: ref<typeof profileDefinitions.settings>('GET', '/api/member/member/settings'),
  saveSettings: ref<typeof profileDefinitions.saveSettings>('POST', '/api/member/member/saveSettings'),
  sendOldCode: ref<typeof profileDefinitions.sendOldCode>('POST', '/api/member/member/replacePhone/sendOldCode'),
  verifyOld: ref<typeof profileDefinitions.verifyOld>('POST', '/api/member/member/replacePhone/verifyOld'),
  sendNewCode: ref<typeof profileDefinitions.sendNewCode>('POST', '/api/member/member/replacePhone/sendNewCode'),
  modifyMpNo: ref<typeof profileDefinitions.modifyMpNo>('POST', '/api/member/member/modifyMpNo'),
};

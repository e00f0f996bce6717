// Generated from ../endpoints/verification.ts by `npm run generate:endpoint-refs`: do not edit.
import type { verificationEndpoints as verificationDefinitions } from '../endpoints/verification.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const verificationEndpoints = {
  checkStudentAuth: ref<typeof verificationDefinitions.checkStudentAuth>('GET', '/api/member/:platform/memberStudent/checkStudentAuth'),
  checkStudentEmail: ref<typeof verificationDefinitions.checkStudentEmail>('GET', '/api/member/:platform/memberStudent/checkStudentEmail/:email'),
  sendStudentEmailCode: ref<typeof verificationDefinitions.sendStudentEmailCode>('GET', '/api/member/:platform/memberStudent/sendEmailCode/:email'),
  saveStudentAuth: ref<typeof verificationDefinitions.saveStudentAuth>('POST', '/api/member/:platform/memberStudent/saveStudentAuth'),
  studentAuthSuccessInfo: ref<typeof verificationDefinitions.studentAuthSuccessInfo>('GET', '/api/member/:platform/memberStudent/getAuthSuccessInfo'),
  studentAdvs: ref<typeof verificationDefinitions.studentAdvs>('GET', '/api/member/:platform/memberStudent/getStudentAuthAdvs'),
  studentAlipay: ref<typeof verificationDefinitions.studentAlipay>('GET', '/api/member/:platform/memberStudent/getStudentAuth'),
  sendQxSms: ref<typeof verificationDefinitions.sendQxSms>('POST', '/api/member/:platform/memberStudent/sendQxSms'),
  verifyQx: ref<typeof verificationDefinitions.verifyQx>('POST', '/api/member/:platform/memberStudent/verifyQx'),
  programme: ref<typeof verificationDefinitions.programme>('GET', '/api/member/memberEntVeryf/getEntVeryf/:x'),
  enterpriseStatus: ref<typeof verificationDefinitions.enterpriseStatus>('POST', '/api/member/member/isEnEmlChecked'),
  verifyEnEmail: ref<typeof verificationDefinitions.verifyEnEmail>('POST', '/api/member/member/verifyEnEmail'),
  sendEnEmail: ref<typeof verificationDefinitions.sendEnEmail>('POST', '/api/member/member/sendEnEml'),
  verifyEnJumpDefault: ref<typeof verificationDefinitions.verifyEnJumpDefault>('POST', '/api/member/member/verifyEnJump'),
  verifyEnJump: ref<typeof verificationDefinitions.verifyEnJump>('POST', '/api/member/member/verifyEnJump/:code'),
  authed: ref<typeof verificationDefinitions.authed>('GET', '/api/member/member/getAuthed'),
  thirdAuthConfig: ref<typeof verificationDefinitions.thirdAuthConfig>('GET', '/api/member/member/getThirdAuthCfg/:code'),
  bindAuthorize: ref<typeof verificationDefinitions.bindAuthorize>('POST', '/api/member/member/bind/:type/authorize'),
  unbind: ref<typeof verificationDefinitions.unbind>('POST', '/api/member/member/unbind/:code'),
  memberTags: ref<typeof verificationDefinitions.memberTags>('GET', '/api/member/member/getMemberTag'),
  tagOnPlatform: ref<typeof verificationDefinitions.tagOnPlatform>('POST', '/api/member/:platform/member/tag/:code/:referrer'),
  tag: ref<typeof verificationDefinitions.tag>('POST', '/api/member/member/tag/:code/:referrer'),
  followWx: ref<typeof verificationDefinitions.followWx>('GET', '/api/member/memberFollow/followWXInfo'),
  visit: ref<typeof verificationDefinitions.visit>('POST', '/api/sys/visist/:type'),
};

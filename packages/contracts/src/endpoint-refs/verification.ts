// Generated from ../endpoints/verification.ts by `npm run generate:endpoint-refs`: do not edit.
import type { verificationEndpoints as verificationDefinitions } from '../endpoints/verification.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const verificationEndpoints = {
  checkStudentAuth: ref<typeof verificationDefinitions.checkStudentAuth>('GET', '/api/member/:platform/memberStudent/checkStudentAuth'),
  sendStudentEmailCode: ref<typeof verificationDefinitions.sendStudentEmailCode>('GET', '/api/member/:platform/memberStudent/sendEmailCode/:email'),
  saveStudentAuth: ref<typeof verificationDefinitions.saveStudentAuth>('POST', '/api/member/:platform/memberStudent/saveStudentAuth'),
  studentAuthSuccessInfo: ref<typeof verificationDefinitions.studentAuthSuccessInfo>('GET', '/api/member/:platform/memberStudent/getAuthSuccessInfo'),
  studentAdvs: ref<typeof verificationDefinitions.studentAdvs>('GET', '/api/member/:platform/memberStudent/getStudentAuthAdvs'),
  sendQxSms: ref<typeof verificationDefinitions.sendQxSms>('POST', '/api/member/:platform/memberStudent/sendQxSms'),
  verifyQx: ref<typeof verificationDefinitions.verifyQx>('POST', '/api/member/:platform/memberStudent/verifyQx'),
  programme: ref<typeof verificationDefinitions.programme>('GET', '/api/member/memberEntVeryf/getEntVeryf/:x'),
  enterpriseStatus: ref<typeof verificationDefinitions.enterpriseStatus>('POST', '/api/member/member/isEnEmlChecked'),
  verifyEnEmail: ref<typeof verificationDefinitions.verifyEnEmail>('POST', '/api/member/member/verifyEnEmail'),
  sendEnEmail: ref<typeof verificationDefinitions.sendEnEmail>('POST', '/api/member/member/sendEnEml'),
  verifyEnJump: ref<typeof verificationDefinitions.verifyEnJump>('POST', '/api/member/member/verifyEnJump/:code'),
  authed: ref<typeof verificationDefinitions.authed>('GET', '/api/member/member/getAuthed'),
  bindAuthorize: ref<typeof verificationDefinitions.bindAuthorize>('POST', '/api/member/member/bind/:type/authorize'),
  unbind: ref<typeof verificationDefinitions.unbind>('POST', '/api/member/member/unbind/:code'),
};

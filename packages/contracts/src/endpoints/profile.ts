/**
 * The personal centre's own data (issue #6): home page summary, profile (info, nickname,
 * personal details), notification settings and the two-step phone replacement. Member only.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  codeSentSchema,
  memberHomeSchema,
  memberSettingsSchema,
  modifyMpNoSchema,
  modifyNickNmSchema,
  modifyProfileSchema,
  profileViewSchema,
  replaceStepSchema,
  saveSettingsSchema,
  sendNewCodeSchema,
  verifyOldSchema,
} from '../profile.ts';

const tags = ['member'];
const auth = 'member' as const;
/** The API takes any object (or nothing) where a call has no fields. */
const emptyBody = z.object({}).passthrough().nullish();

export const profileEndpoints = {
  home: defineEndpoint({
    method: 'POST',
    path: '/api/member/memberHome/homePage',
    body: emptyBody,
    data: memberHomeSchema,
    summary: '个人中心首页',
    tags,
    auth,
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/member/member/info',
    data: profileViewSchema,
    summary: '用户信息（含账号中心 ssoUid、角色；生日、姓名）',
    tags,
    auth,
  }),
  modify: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/modify',
    body: modifyProfileSchema,
    data: profileViewSchema,
    summary: '修改个人信息',
    tags,
    auth,
  }),
  modifyNickNm: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/modifyNickNm',
    body: modifyNickNmSchema,
    data: profileViewSchema,
    summary: '修改昵称',
    tags,
    auth,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/member/member/settings',
    data: memberSettingsSchema,
    summary: '通知与隐私设置',
    tags,
    auth,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/saveSettings',
    body: saveSettingsSchema,
    data: memberSettingsSchema,
    summary: '保存通知与隐私设置',
    tags,
    auth,
  }),
  sendOldCode: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/replacePhone/sendOldCode',
    body: emptyBody,
    data: codeSentSchema,
    summary: '更换手机号第一步：向原手机号发送验证码',
    tags,
    auth,
  }),
  verifyOld: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/replacePhone/verifyOld',
    body: verifyOldSchema,
    data: replaceStepSchema,
    summary: '更换手机号第一步：校验原手机号验证码',
    tags,
    auth,
  }),
  sendNewCode: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/replacePhone/sendNewCode',
    body: sendNewCodeSchema,
    data: codeSentSchema,
    summary: '更换手机号第二步：向新手机号发送验证码',
    tags,
    auth,
  }),
  modifyMpNo: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/modifyMpNo',
    body: modifyMpNoSchema,
    data: profileViewSchema,
    summary: '更换手机号：完成',
    tags,
    auth,
  }),
};

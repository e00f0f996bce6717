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
    description: '头像、昵称、会员等级、各状态订单数、可用积分、优惠券数、星钻、未读消息数与快捷入口。',
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
    description:
      'JSON 或表单：gender（0 保密 / 1 男 / 2 女）、birthday（YYYY-MM-DD，1900 年至今；空串清除）、realName（姓名过滤器后 ≤ 25 字）、avatarId（本人上传的头像图片）。至少一项。成功后改写 user Cookie。',
    tags,
    auth,
  }),
  modifyNickNm: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/modifyNickNm',
    body: modifyNickNmSchema,
    data: profileViewSchema,
    summary: '修改昵称',
    description: '昵称经姓名过滤器（去除特殊符号与全角标点，保留连字符）后 2–20 个字，不得含保留词；否则 400 E_MEMBER_NICKNAME_0001。成功后改写 user Cookie。',
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
    description: '只改给出的项：marketingSms、marketingEmail、personalizedRecommend、shareUsageData（布尔）。',
    tags,
    auth,
  }),
  sendOldCode: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/replacePhone/sendOldCode',
    body: emptyBody,
    data: codeSentSchema,
    summary: '更换手机号第一步：向原手机号发送验证码',
    description: '限制与登录验证码相同（同一号码 60 秒一次、每天 10 次）。',
    tags,
    auth,
  }),
  verifyOld: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/replacePhone/verifyOld',
    body: verifyOldSchema,
    data: replaceStepSchema,
    summary: '更换手机号第一步：校验原手机号验证码',
    description: '成功后返回 10 分钟有效的 stepToken，供第二步使用。',
    tags,
    auth,
  }),
  sendNewCode: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/replacePhone/sendNewCode',
    body: sendNewCodeSchema,
    data: codeSentSchema,
    summary: '更换手机号第二步：向新手机号发送验证码',
    description: '需第一步的 stepToken；新号码不能与原号码相同（409 ERR_MOBILE_SAME），不能已被其他会员使用（409 ERR_MOBILE_TAKEN）。',
    tags,
    auth,
  }),
  modifyMpNo: defineEndpoint({
    method: 'POST',
    path: '/api/member/member/modifyMpNo',
    body: modifyMpNoSchema,
    data: profileViewSchema,
    summary: '更换手机号：完成',
    description:
      '{ stepToken, mobile, code }：stepToken 须有效且属于本人当前号码（否则 409 ERR_REPLACE_STEP_EXPIRED），code 为发往新号码的验证码。一个事务内更换号码并记录；新号码已被占用 409 ERR_MOBILE_TAKEN。原有登录会话保持有效。',
    tags,
    auth,
  }),
};

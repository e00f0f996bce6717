/**
 * Member part: the personal centre's own data (issue #6) — home page summary, personal
 * information, nickname, avatar, phone replacement, settings. Every route is member-only and
 * works on the member of the token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
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
} from '@shop/contracts/profile';
import { maskMobile } from '@shop/contracts/masking';
import type { MemberParts } from '../member-needs.ts';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import { toSignedInUser, type Member } from '../member.service.ts';
import { createProfileService, toProfileView, toSettings } from './profile.service.ts';
import { createStepTokens } from './step-token.ts';
import { createMemberHome } from './home.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const emptyBody = z.object({}).passthrough().nullish();

/** SMS purposes of the two replacement steps (sms_codes.purpose). */
export const SMS_PURPOSE_REPLACE_OLD = 'replace-old';
export const SMS_PURPOSE_REPLACE_NEW = 'replace-new';

export function registerProfile(
  api: FastifyInstance,
  deps: Pick<MemberParts, 'ctx' | 'members' | 'smsCodes' | 'setUserCookie' | 'memberCoupons' | 'orderReads' | 'points'>,
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { clock, config, database } = deps.ctx;
  const profiles = createProfileService({ database });
  const steps = createStepTokens(config.secret);
  const homeOf = createMemberHome(deps);
  const me = (req: FastifyRequest) => deps.members.requireOfAuth(req.auth);

  /** The header reads the `user` cookie: rewrite it whenever name, avatar or gender change. */
  const answerProfile = (req: FastifyRequest, reply: FastifyReply, member: Member) => {
    deps.setUserCookie(reply, config, toSignedInUser(member));
    return ok(req, toProfileView(member));
  };

  r.post(
    '/member/memberHome/homePage',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '个人中心首页',
        description: '头像、昵称、会员等级、各状态订单数、可用积分、优惠券数、星钻、未读消息数与快捷入口。',
        security,
        body: emptyBody,
        response: { 200: envelopeSchema(memberHomeSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await homeOf(await me(req)));
    },
  );

  r.post(
    '/member/member/modify',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '修改个人信息',
        description:
          'JSON 或表单：gender（0 保密 / 1 男 / 2 女）、birthday（YYYY-MM-DD，1900 年至今；空串清除）、realName（姓名过滤器后 ≤ 25 字）、avatarId（本人上传的头像图片）。至少一项。成功后改写 user Cookie。',
        security,
        body: modifyProfileSchema,
        response: { 200: envelopeSchema(profileViewSchema) },
      },
    },
    async (req, reply) => answerProfile(req, reply, await profiles.modify(await me(req), req.body, clock.now())),
  );

  r.post(
    '/member/member/modifyNickNm',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '修改昵称',
        description:
          '昵称经姓名过滤器（去除特殊符号与全角标点，保留连字符）后 2–20 个字，不得含保留词；否则 400 E_MEMBER_NICKNAME_0001。成功后改写 user Cookie。',
        security,
        body: modifyNickNmSchema,
        response: { 200: envelopeSchema(profileViewSchema) },
      },
    },
    async (req, reply) => answerProfile(req, reply, await profiles.modifyNickname(await me(req), req.body.nickNm, clock.now())),
  );

  r.get(
    '/member/member/settings',
    { config: memberOnly, schema: { tags, summary: '通知与隐私设置', security, response: { 200: envelopeSchema(memberSettingsSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, toSettings(await me(req)));
    },
  );

  r.post(
    '/member/member/saveSettings',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '保存通知与隐私设置',
        description: '只改给出的项：marketingSms、marketingEmail、personalizedRecommend、shareUsageData（布尔）。',
        security,
        body: saveSettingsSchema,
        response: { 200: envelopeSchema(memberSettingsSchema) },
      },
    },
    async (req) => ok(req, await profiles.saveSettings(await me(req), req.body, clock.now())),
  );

  /* ---------- phone replacement (replacePhone → replacePhone2 → modifyMpNo) ---------- */

  r.post(
    '/member/member/replacePhone/sendOldCode',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '更换手机号第一步：向原手机号发送验证码',
        description: '限制与登录验证码相同（同一号码 60 秒一次、每天 10 次）。',
        security,
        body: emptyBody,
        response: { 200: envelopeSchema(codeSentSchema) },
      },
    },
    async (req) => {
      const member = await me(req);
      const sent = await deps.smsCodes.request({ mobile: member.mobile, ip: req.ip, purpose: SMS_PURPOSE_REPLACE_OLD });
      return ok(req, { mobile: maskMobile(member.mobile), ...sent });
    },
  );

  r.post(
    '/member/member/replacePhone/verifyOld',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '更换手机号第一步：校验原手机号验证码',
        description: '成功后返回 10 分钟有效的 stepToken，供第二步使用。',
        security,
        body: verifyOldSchema,
        response: { 200: envelopeSchema(replaceStepSchema) },
      },
    },
    async (req) => {
      const member = await me(req);
      await deps.smsCodes.verify(member.mobile, req.body.code, SMS_PURPOSE_REPLACE_OLD);
      return ok(req, steps.issue(member.id, member.mobile, clock.now().getTime()));
    },
  );

  /** Step-2 preconditions, checked before any code is sent or used. */
  const checkNewMobile = async (member: Member, stepToken: string, mobile: string) => {
    if (!steps.valid(stepToken, member.id, member.mobile, clock.now().getTime())) throw fail('ERR_REPLACE_STEP_EXPIRED');
    if (mobile === member.mobile) throw fail('ERR_MOBILE_SAME');
    if (await profiles.mobileTakenByOther(member.id, mobile)) throw fail('ERR_MOBILE_TAKEN');
  };

  r.post(
    '/member/member/replacePhone/sendNewCode',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '更换手机号第二步：向新手机号发送验证码',
        description: '需第一步的 stepToken；新号码不能与原号码相同（409 ERR_MOBILE_SAME），不能已被其他会员使用（409 ERR_MOBILE_TAKEN）。',
        security,
        body: sendNewCodeSchema,
        response: { 200: envelopeSchema(codeSentSchema) },
      },
    },
    async (req) => {
      const member = await me(req);
      await checkNewMobile(member, req.body.stepToken, req.body.mobile);
      const sent = await deps.smsCodes.request({ mobile: req.body.mobile, ip: req.ip, purpose: SMS_PURPOSE_REPLACE_NEW });
      return ok(req, { mobile: maskMobile(req.body.mobile), ...sent });
    },
  );

  r.post(
    '/member/member/modifyMpNo',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '更换手机号：完成',
        description:
          '{ stepToken, mobile, code }：stepToken 须有效且属于本人当前号码（否则 409 ERR_REPLACE_STEP_EXPIRED），code 为发往新号码的验证码。一个事务内更换号码并记录；新号码已被占用 409 ERR_MOBILE_TAKEN。原有登录会话保持有效。',
        security,
        body: modifyMpNoSchema,
        response: { 200: envelopeSchema(profileViewSchema) },
      },
    },
    async (req, reply) => {
      const member = await me(req);
      const { stepToken, mobile, code } = req.body;
      await checkNewMobile(member, stepToken, mobile);
      await deps.smsCodes.verify(mobile, code, SMS_PURPOSE_REPLACE_NEW);
      const updated = await profiles.replaceMobile(member.id, member.mobile, mobile, req.ip, clock.now());
      req.log.info({ userNo: member.userNo }, 'mobile replaced');
      return answerProfile(req, reply, updated);
    },
  );
}

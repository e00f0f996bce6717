/**
 * Student verification calls, per platform prefix (spec 6: pc, mobile, app, wxApp, aliApp
 * select the variant): /api/member/{platform}/memberStudent/… The member comes from the token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import {
  authSuccessInfoSchema,
  checkStudentEmailAnswerSchema,
  emailParamsSchema,
  emailSentSchema,
  platformParamsSchema,
  qxSmsAnswerSchema,
  saveStudentAuthSchema,
  studentAdvsSchema,
  studentAuthCheckSchema,
  studentStatusSchema,
  verifyQxAnswerSchema,
  verifyQxSchema,
} from '@shop/contracts/verification';
import { ok } from '../../../../platform/envelope.ts';
import type { MemberParts } from '../../member-needs.ts';
import { clientIp, memberOnly, security } from '../platform.ts';
import type { StudentService } from './student.service.ts';

const tags = ['member'];
const P = '/member/:platform/memberStudent';

export function studentRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members'>, students: StudentService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const member = (req: FastifyRequest) => deps.members.requireOfAuth(req.auth);
  const noStore = { 'cache-control': 'no-store' };

  r.get(
    `${P}/checkStudentAuth`,
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '学生认证状态',
        description: 'status none / verified / expired；qxRequired：app、wxApp、aliApp 需先完成短信验证（sendQxSms / verifyQx）。',
        security,
        params: platformParamsSchema,
        response: { 200: envelopeSchema(studentAuthCheckSchema) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return ok(req, await students.check(await member(req), req.params.platform));
    },
  );

  r.get(
    `${P}/checkStudentEmail/:email`,
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '校验学校邮箱',
        description:
          '格式（400 请输入正确的邮箱地址）、已收录学校的 edu.cn 域名（400 ERR_STUDENT_EMAIL_DOMAIN）、未被其他账号认证（409 ERR_STUDENT_EMAIL_USED）。',
        security,
        params: platformParamsSchema.extend(emailParamsSchema.shape),
        response: { 200: envelopeSchema(checkStudentEmailAnswerSchema) },
      },
    },
    async (req) => ok(req, await students.checkStudentEmail(await member(req), req.params.email)),
  );

  r.get(
    `${P}/sendEmailCode/:email`,
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '发送学生认证邮箱验证码',
        description:
          '同 checkStudentEmail 的校验；每个邮箱60秒一次（429 ERR_EMAIL_TOO_FREQUENT）、每天10次，每位会员每天20次（429 ERR_EMAIL_DAILY_LIMIT）。验证码10分钟有效，仅存哈希。',
        security,
        params: platformParamsSchema.extend(emailParamsSchema.shape),
        response: { 200: envelopeSchema(emailSentSchema) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return ok(req, await students.sendEmailCode(await member(req), req.params.email, clientIp(req)));
    },
  );

  r.post(
    `${P}/saveStudentAuth`,
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '提交学生认证',
        description:
          '{ email, code, realName, studentNo?, enrolYear, graduationYear }。成功后会员获得 student 角色，至毕业当年7月31日。已认证 409 ERR_STUDENT_ALREADY_VERIFIED；app / 小程序未完成短信验证 409 ERR_STUDENT_QX_REQUIRED。',
        security,
        params: platformParamsSchema,
        body: saveStudentAuthSchema,
        response: { 200: envelopeSchema(studentStatusSchema) },
      },
    },
    async (req) => ok(req, await students.save(await member(req), req.params.platform, req.body)),
  );

  r.get(
    `${P}/getAuthSuccessInfo`,
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '学生认证成功信息',
        description: '未认证或已过期 404 ERR_STUDENT_NOT_VERIFIED。',
        security,
        params: platformParamsSchema,
        response: { 200: envelopeSchema(authSuccessInfoSchema) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return ok(req, await students.successInfo(await member(req)));
    },
  );

  r.get(
    `${P}/getStudentAuthAdvs`,
    { schema: { tags, summary: '学生专区广告与学生价商品（公开）', params: platformParamsSchema, response: { 200: envelopeSchema(studentAdvsSchema) } } },
    async (req) => ok(req, await students.advs()),
  );

  r.get(
    `${P}/getStudentAuth`,
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '支付宝学生认证（仅 aliApp）',
        description: '查询会员已绑定支付宝账号在支付宝的学生身份并完成认证。非 aliApp 400 ERR_STUDENT_ALIPAY_ONLY；未绑定支付宝 409；支付宝无学生身份 409。',
        security,
        params: platformParamsSchema,
        response: { 200: envelopeSchema(studentStatusSchema) },
      },
    },
    async (req) => ok(req, await students.alipay(await member(req), req.params.platform, deps.ctx.origins.self())),
  );

  r.post(
    `${P}/sendQxSms`,
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '学生认证短信验证：向会员本人手机号发送验证码',
        description: '与登录验证码相同的频率限制。',
        security,
        params: platformParamsSchema,
        response: { 200: envelopeSchema(qxSmsAnswerSchema) },
      },
    },
    async (req) => ok(req, await students.sendQxSms(await member(req), clientIp(req))),
  );

  r.post(
    `${P}/verifyQx`,
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '学生认证短信验证：校验验证码（30分钟内有效）',
        security,
        params: platformParamsSchema,
        body: verifyQxSchema,
        response: { 200: envelopeSchema(verifyQxAnswerSchema) },
      },
    },
    async (req) => ok(req, await students.verifyQx(await member(req), req.body.code)),
  );
}

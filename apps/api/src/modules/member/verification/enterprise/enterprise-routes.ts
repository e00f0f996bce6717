/** Enterprise email verification calls (spec 7 Member). The member comes from the token. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import {
  emailSentSchema,
  enEmailAnswerSchema,
  enEmailSchema,
  enterpriseStatusSchema,
  programmeParamsSchema,
  programmeSchema,
  verifyEnJumpAnswerSchema,
  verifyEnJumpParamsSchema,
  verifyEnJumpSchema,
} from '@shop/contracts/verification';
import { ok } from '../../../../platform/envelope.ts';
import type { MemberParts } from '../../member-needs.ts';
import { clientIp, memberOnly, security } from '../platform.ts';
import type { EnterpriseService } from './enterprise.service.ts';

const tags = ['member'];
const checks =
  '白名单企业邮箱域名（400 ERR_ENT_DOMAIN_NOT_ALLOWED），未被其他账号认证（409 E_ENT_USED_AUTH_002），本人未认证过（409 ERR_ENT_ALREADY_VERIFIED）。programme 为企业员工计划编号或 appId（默认 cn_corporate）。';

export function enterpriseRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'members'>, enterprises: EnterpriseService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const member = (req: FastifyRequest) => deps.members.requireOfAuth(req.auth);

  r.post(
    '/member/member/isEnEmlChecked',
    { config: memberOnly, schema: { tags, summary: '是否已完成企业邮箱认证', security, response: { 200: envelopeSchema(enterpriseStatusSchema) } } },
    async (req) => ok(req, await enterprises.status((await member(req)).id)),
  );

  r.post(
    '/member/member/verifyEnEmail',
    {
      config: memberOnly,
      schema: { tags, summary: '校验企业邮箱', description: checks, security, body: enEmailSchema, response: { 200: envelopeSchema(enEmailAnswerSchema) } },
    },
    async (req) => ok(req, await enterprises.verifyEmail(await member(req), req.body.email, req.body.programme)),
  );

  r.post(
    '/member/member/sendEnEml',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '发送企业邮箱验证码',
        description: `${checks} 每个邮箱60秒一次、每天10次；10分钟有效。`,
        security,
        body: enEmailSchema,
        response: { 200: envelopeSchema(emailSentSchema) },
      },
    },
    async (req) => ok(req, await enterprises.sendCode(await member(req), req.body.email, req.body.programme, clientIp(req))),
  );

  const jumpSchema = {
    tags,
    summary: '校验企业邮箱验证码并完成认证，返回跳转地址',
    description: `{ email, code }；路径可带企业员工计划编号。成功后会员获得 enterprise 角色与所属企业。${checks}`,
    security,
    body: verifyEnJumpSchema,
    response: { 200: envelopeSchema(verifyEnJumpAnswerSchema) },
  };
  r.post('/member/member/verifyEnJump', { config: memberOnly, schema: jumpSchema }, async (req) =>
    ok(req, await enterprises.verifyJump(await member(req), undefined, req.body.email, req.body.code)),
  );
  r.post('/member/member/verifyEnJump/:code', { config: memberOnly, schema: { ...jumpSchema, params: verifyEnJumpParamsSchema } }, async (req) =>
    ok(req, await enterprises.verifyJump(await member(req), req.params.code, req.body.email, req.body.code)),
  );

  r.get(
    '/member/memberEntVeryf/getEntVeryf/:x',
    {
      schema: {
        tags,
        summary: '企业员工计划配置（名称、标识色、邮箱域名、介绍）',
        description: '按计划编号或 appId；未知 404 ERR_ENT_PROGRAMME_NOT_FOUND。',
        params: programmeParamsSchema,
        response: { 200: envelopeSchema(programmeSchema) },
      },
    },
    async (req) => ok(req, enterprises.programme(req.params.x)),
  );
}

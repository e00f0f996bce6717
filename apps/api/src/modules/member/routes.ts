import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, memInfoSchema } from '@shop/contracts';
import { profileViewSchema } from '@shop/contracts/profile';
import { fail } from '../../platform/shop-error.ts';
import { ok } from '../../platform/envelope.ts';
import type { MemberService } from './member.service.ts';
import { toMemInfo } from './member.service.ts';
import { toProfileView } from './profile/profile.service.ts';

export function memberRoutes(api: FastifyInstance, members: MemberService) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  const current = async (userNo: string) => {
    const m = await members.byUserNo(userNo);
    if (!m) throw fail('E_USER_4005');
    return m;
  };

  r.get(
    '/member/member/memInfo',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary: '当前会员信息（Cookie user 同源字段）',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: envelopeSchema(memInfoSchema) },
      },
    },
    async (req) => ok(req, toMemInfo(await current((req.auth as { userNo: string }).userNo))),
  );

  r.get(
    '/member/member/info',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary: '用户信息（含账号中心 ssoUid、角色；生日、姓名）',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: envelopeSchema(profileViewSchema) },
      },
    },
    async (req) => ok(req, toProfileView(await current((req.auth as { userNo: string }).userNo))),
  );
}

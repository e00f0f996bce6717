/**
 * memberPnt (spec 7 Member "Points") and memberCoupon/list: the member's points summary,
 * ledger and own coupons. Member only; the member always comes from the token, so there is
 * no parameter through which another member's data could be read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import { myCouponPageSchema, myCouponQuerySchema, pointsDetailQuerySchema, pointsPageSchema, pointsSummarySchema } from '@shop/contracts/points';
import { ok } from '../../../platform/envelope.ts';
import type { MemberParts } from '../member-needs.ts';
import { createPointsQueries } from './points-queries.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

export function pointsRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'memberCoupons' | 'members'>): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const queries = createPointsQueries(deps.ctx.database, deps.memberCoupons);
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  r.post(
    '/member/memberPnt/getAvaPntCnt',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '可用积分、30 天内将过期积分、累计获得与累计使用',
        description: '1 积分 = ¥0.01。',
        security,
        response: { 200: envelopeSchema(pointsSummarySchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await queries.summary(await memberId(req), deps.ctx.clock.now()));
    },
  );

  r.post(
    '/member/memberPnt/getAvaPntDetail',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '积分明细（最新在前）',
        description: 'type：all 全部、earn 获得、spend 使用、expire 过期；pageSize 最多 20。',
        security,
        body: pointsDetailQuerySchema.optional().default({ type: 'all', pageNo: 1, pageSize: 10 }),
        response: { 200: envelopeSchema(pointsPageSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await queries.entries(await memberId(req), req.body));
    },
  );

  r.post(
    '/member/memberCoupon/list',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '我的优惠券（未使用 / 已使用 / 已过期，附各状态数量）',
        description: '有效期已过但未使用的券计为已过期；pageSize 最多 20。',
        security,
        body: myCouponQuerySchema.optional().default({ status: 'unused', pageNo: 1, pageSize: 10 }),
        response: { 200: envelopeSchema(myCouponPageSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await queries.coupons(await memberId(req), req.body, deps.ctx.clock.now()));
    },
  );
}

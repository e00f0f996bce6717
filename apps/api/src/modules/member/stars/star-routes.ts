/**
 * memberStar/* (spec 7 Member) and our star-coin calls. Member only; the member always comes
 * from the token, so no parameter can reach another member's data.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import {
  convertBodySchema,
  convertResultSchema,
  signInResultSchema,
  starAccumulateSchema,
  starCoinInfoBodySchema,
  starCoinInfoSchema,
  starCoinPageSchema,
  starDetailQuerySchema,
  starEntryPageSchema,
  starEntrySchema,
  starExpireSchema,
  starPageQuerySchema,
  starSummarySchema,
  type StarState,
} from '@shop/contracts/stars';
import { ok } from '../../../platform/envelope.ts';
import type { MemberParts } from '../member-needs.ts';
import { createStarDiamonds } from './star-diamonds.ts';
import { createStarCoin } from './star-coin.ts';

const tags = ['member-star'];
const config = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const pageBody = starPageQuerySchema.optional().default({ pageNo: 1, pageSize: 10 });

export function starRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members' | 'orderReads' | 'points'>): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const diamonds = createStarDiamonds(deps.ctx.database, deps.points, deps.orderReads);
  const coin = createStarCoin(deps.ctx.database);
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();

  const history = (path: string, state: StarState, summary: string) =>
    r.post(
      `/member/memberStar/${path}`,
      {
        config,
        schema: {
          tags,
          summary,
          description: 'pageSize 最多 20；最新在前。',
          security,
          body: pageBody,
          response: { 200: envelopeSchema(starEntryPageSchema) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(req, await diamonds.page(await memberId(req), state, req.body, now()));
      },
    );
  history('getUserEffectHistory', 'effective', '生效中的星钻明细');
  history('getUserPendHistory', 'pending', '待生效的星钻明细（已支付、未完成的订单）');
  history('getSettleUserHistory', 'settled', '已结算（到期）的星钻明细');

  r.post(
    '/member/memberStar/getSettleUserHistoryDetail',
    {
      config,
      schema: {
        tags,
        summary: '一条星钻记录',
        description: '只能查看本人的记录，其他编号返回 404。',
        security,
        body: starDetailQuerySchema,
        response: { 200: envelopeSchema(starEntrySchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await diamonds.detail(await memberId(req), req.body.code, now()));
    },
  );

  r.get(
    '/member/memberStar/getSettleUserAccumulatePoints',
    { config, schema: { tags, summary: '累计获得的星钻（生效 + 已结算）', security, response: { 200: envelopeSchema(starAccumulateSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await diamonds.accumulated(await memberId(req), now()));
    },
  );

  r.get(
    '/member/memberStar/getSettleUserExpirePoints',
    { config, schema: { tags, summary: '30 天内将到期的星钻', security, response: { 200: envelopeSchema(starExpireSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await diamonds.expiring(await memberId(req), now()));
    },
  );

  r.get(
    '/member/memberStar/getUserPointInfo',
    { config, schema: { tags, summary: '星钻概览、可用积分、今日是否已兑换与兑换规则', security, response: { 200: envelopeSchema(starSummarySchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await diamonds.summary(await memberId(req), now()));
    },
  );

  r.post(
    '/member/memberStar/convert',
    {
      config,
      schema: {
        tags,
        summary: '积分兑换星钻（每天一次）',
        description:
          '100 积分 = 1 星钻，须为 100 的整数倍，单次最多 100000 积分。同一北京日再次兑换返回 409 ERR_STAR_CONVERT_ONCE_PER_DAY；积分不足返回 409 ERR_POINTS_INSUFFICIENT。积分扣减与星钻入账在同一事务中。',
        security,
        body: convertBodySchema,
        response: { 200: envelopeSchema(convertResultSchema) },
      },
    },
    async (req) => ok(req, await diamonds.convert(await memberId(req), req.body.points, now())),
  );

  r.post(
    '/member/starCoin/info',
    {
      config,
      schema: {
        tags,
        summary: '星币余额、今日签到状态、连续天数与当月签到日历',
        security,
        body: starCoinInfoBodySchema.optional().default({}),
        response: { 200: envelopeSchema(starCoinInfoSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await coin.info(await memberId(req), now(), req.body.month));
    },
  );

  r.post(
    '/member/starCoin/signIn',
    {
      config,
      schema: {
        tags,
        summary: '每日签到领星币',
        description: '每个北京日一次；再次签到返回 409 ERR_STAR_COIN_SIGNED_TODAY。',
        security,
        response: { 200: envelopeSchema(signInResultSchema) },
      },
    },
    async (req) => ok(req, await coin.signIn(await memberId(req), now())),
  );

  r.post(
    '/member/starCoin/history',
    { config, schema: { tags, summary: '星币明细（最新在前）', security, body: pageBody, response: { 200: envelopeSchema(starCoinPageSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await coin.history(await memberId(req), req.body));
    },
  );
}

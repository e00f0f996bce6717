/**
 * memCollectSpu (spec 7 Member "Favorites"): the heart on product pages and the
 * Personal_Collection page. The member always comes from the token; a visitor may ask
 * getIsCollect (answer: not collected) but nothing else.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIES, envelopeSchema } from '@shop/contracts';
import { isCollectSchema, spuIdParamsSchema, wishlistPageSchema, wishlistQuerySchema } from '@shop/contracts/wishlist';
import { ok } from '../../../platform/envelope.ts';
import type { MemberParts } from '../member-needs.ts';
import { resolveSiteCode } from '@shop/contracts/site';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const saveBody = z.object({ skuCd: z.string({ error: '商品编号不正确' }).trim().max(64, { error: '商品编号不正确' }).optional() }).nullish();

export function wishlistRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members' | 'wishlist'>): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { wishlist } = deps;
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  r.post(
    '/member/memCollectSpu/getIsCollect/:spuId',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary: '商品是否已收藏',
        description: '游客恒为 { collected: false }。',
        security,
        params: spuIdParamsSchema,
        response: { 200: envelopeSchema(isCollectSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const member = await deps.members.ofAuth(req.auth);
      return ok(req, { collected: member ? await wishlist.isCollected(member.id, req.params.spuId) : false });
    },
  );

  r.post(
    '/member/memCollectSpu/saveCollectSpu/:spuId',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '收藏商品',
        description: '幂等；未知或未发布商品 404；每位会员最多收藏 200 个商品（409 ERR_WISHLIST_LIMIT）。可选 body { skuCd } 记住所看的规格。',
        security,
        params: spuIdParamsSchema,
        body: saveBody,
        response: { 200: envelopeSchema(isCollectSchema) },
      },
    },
    async (req) => {
      await wishlist.save(await memberId(req), req.params.spuId, req.body?.skuCd, deps.ctx.clock.now());
      return ok(req, { collected: true });
    },
  );

  r.post(
    '/member/memCollectSpu/cancelCollect/:spuId',
    {
      config: memberOnly,
      schema: { tags, summary: '取消收藏（幂等）', security, params: spuIdParamsSchema, response: { 200: envelopeSchema(isCollectSchema) } },
    },
    async (req) => {
      await wishlist.cancel(await memberId(req), req.params.spuId);
      return ok(req, { collected: false });
    },
  );

  r.post(
    '/member/memCollectSpu/findMemCollectSpu',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '我的收藏（最新在前）',
        description: '{ pageNo, pageSize ≤ 20 }；价格为在售规格的最低价，已下架商品 onSale=false、price=null。',
        security,
        body: wishlistQuerySchema.nullish(),
        response: { 200: envelopeSchema(wishlistPageSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = wishlistQuerySchema.parse(req.body ?? {});
      return ok(req, await wishlist.page(await memberId(req), resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]), q.pageNo, q.pageSize));
    },
  );
}

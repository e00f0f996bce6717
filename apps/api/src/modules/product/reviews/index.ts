/** Module entry: product reviews (comments, star summary, likes). Registered by app.ts under /api. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import {
  commentInfoPageBodySchema,
  commentInfoPageSchema,
  findComSkuBodySchema,
  findComsBodySchema,
  reviewPageSchema,
  reviewSchema,
  reviewSkuCountsSchema,
  saveCommentBodySchema,
  upVoteParamsSchema,
  upVoteResultSchema,
} from '@shop/contracts/reviews';
import type { ModuleDeps } from '../../../module-deps.ts';
import { ok } from '../../../platform/envelope.ts';
import { createReviewRepository } from './review.repository.ts';
import { createReviewService } from './review.service.ts';

const tags = ['product-review'];

export function registerReviewModule(api: FastifyInstance, deps: ModuleDeps): void {
  const reviews = createReviewService(createReviewRepository(deps.ctx.database), deps.ctx.clock);
  const r = api.withTypeProvider<ZodTypeProvider>();

  /** The signed-in member (for votedByMe); anonymous callers get undefined. */
  const viewerId = async (req: FastifyRequest) => (await deps.members.ofAuth(req.auth))?.id;
  const member = (req: FastifyRequest) => deps.members.requireOfAuth(req.auth);

  r.post(
    '/product/pdp/bottom/commentInfoPage',
    {
      schema: {
        tags,
        summary: '商品评价概览（星级汇总与第一页评价）',
        description: 'pageSize 最大 50。评价按时间倒序。',
        body: commentInfoPageBodySchema,
        response: { 200: envelopeSchema(commentInfoPageSchema) },
      },
    },
    async (req) => ok(req, await reviews.commentInfoPage(req.body, await viewerId(req))),
  );

  r.post(
    '/product/comment/findComs',
    {
      schema: {
        tags,
        summary: '评价列表（全部 / 有图 / 按规格，可按星级）',
        description: 'filter=sku 时必须提供 skuCd。评价按时间倒序。',
        body: findComsBodySchema,
        response: { 200: envelopeSchema(reviewPageSchema) },
      },
    },
    async (req) => ok(req, await reviews.findComs(req.body, await viewerId(req))),
  );

  r.post(
    '/product/comment/findComSku',
    { schema: { tags, summary: '有评价的规格及条数（规格筛选用）', body: findComSkuBodySchema, response: { 200: envelopeSchema(reviewSkuCountsSchema) } } },
    async (req) => ok(req, await reviews.findComSku(req.body.prodCd)),
  );

  r.post(
    '/product/comment/:id/upVote',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: '评价点赞（每位会员每条评价一次）',
        description: '重复点赞返回 409 ERR_LIKE_DUPLICATE。',
        security: [{ bearer: [] }, { cookie: [] }],
        params: upVoteParamsSchema,
        response: { 200: envelopeSchema(upVoteResultSchema) },
      },
    },
    async (req) => ok(req, await reviews.upVote(req.params.id, (await member(req)).id)),
  );

  r.post(
    '/product/comment/saveComment',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: '发表评价',
        description: '星级 1–5，内容 5–500 字（纯文本），图片最多 9 张且须为本站 /media/ 地址。订单功能上线前，会员每个规格限评价一次。',
        security: [{ bearer: [] }, { cookie: [] }],
        body: saveCommentBodySchema,
        response: { 200: envelopeSchema(reviewSchema) },
      },
    },
    async (req) => ok(req, await reviews.save(req.body, await member(req))),
  );
}

/** Product part: product reviews (comments, star summary, likes). Registered under /api by the product module's index.ts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import {
  commentInfoPageBodySchema,
  commentInfoPageSchema,
  findComSkuBodySchema,
  findComsBodySchema,
  reviewPageSchema,
  reviewLinePageSchema,
  reviewLineQuerySchema,
  reviewLineSchema,
  reviewLinesQuerySchema,
  reviewSchema,
  reviewSkuCountsSchema,
  saveCommentBodySchema,
  upVoteParamsSchema,
  upVoteResultSchema,
} from '@shop/contracts/reviews';
import type { ProductParts } from '../product-needs.ts';
import { ok } from '../../../platform/envelope.ts';
import { createReviewRepository } from './review.repository.ts';
import { createReviewService } from './review.service.ts';

const tags = ['product-review'];

export function registerReviews(api: FastifyInstance, deps: Pick<ProductParts, 'ctx' | 'members' | 'reviewLines'>): void {
  const reviews = createReviewService(createReviewRepository(deps.ctx.database), deps.ctx.clock, deps.reviewLines);
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
        description:
          '仅可评价本人已签收（或已完成）订单中的商品，每个订单商品一次：ordNo + lineId 指定订单商品，prodCd/skuCd 须与之相符。星级 1–5，内容 5–500 字（纯文本），图片最多 9 张且须为本人通过 /api/sys/upload?fileMeta=review 上传的图片（/media/uploads/{id}.webp）；anonymous=true 以“匿名用户”展示。缺少订单商品 400 ERR_REVIEW_ORDER_REQUIRED；非本人或不存在 404 ERR_REVIEW_LINE_NOT_FOUND；未签收 409 ERR_REVIEW_NOT_DELIVERED；重复 409 ERR_REVIEW_DUPLICATE；图片非本人上传 400 ERR_REVIEW_IMAGE_NOT_OWN。',
        security: [{ bearer: [] }, { cookie: [] }],
        body: saveCommentBodySchema,
        response: { 200: envelopeSchema(reviewSchema) },
      },
    },
    async (req) => ok(req, await reviews.save(req.body, await member(req))),
  );

  r.post(
    '/member/comment/getMyComLines',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: '我的评价：待评价 / 已评价的订单商品',
        description: 'tab：pending 待评价（已签收或已完成、未评价）、done 已评价（附评价内容）；pageSize 最多 20；附两种状态的数量。',
        security: [{ bearer: [] }, { cookie: [] }],
        body: reviewLinesQuerySchema.optional().default({ tab: 'pending', pageNo: 1, pageSize: 10 }),
        response: { 200: envelopeSchema(reviewLinePageSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await reviews.myLines((await member(req)).id, req.body));
    },
  );

  r.post(
    '/member/comment/getComLine',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: '一个待评价的订单商品（发表评价页）',
        description: '非本人订单或不存在返回 404 ERR_REVIEW_LINE_NOT_FOUND；未签收返回 409 ERR_REVIEW_NOT_DELIVERED。',
        security: [{ bearer: [] }, { cookie: [] }],
        body: reviewLineQuerySchema,
        response: { 200: envelopeSchema(reviewLineSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await reviews.myLine((await member(req)).id, req.body.ordNo, req.body.lineId));
    },
  );
}

/** Product reviews as the product page reads them (spec 7): the overview, the list, the per-SKU counts, and a like. */
import { defineEndpoint } from '../endpoint.ts';
import {
  commentInfoPageBodySchema,
  commentInfoPageSchema,
  findComSkuBodySchema,
  findComsBodySchema,
  reviewPageSchema,
  reviewSkuCountsSchema,
  upVoteParamsSchema,
  upVoteResultSchema,
} from '../reviews.ts';

const tags = ['product-review'];

export const reviewReadEndpoints = {
  commentInfoPage: defineEndpoint({
    method: 'POST',
    path: '/api/product/pdp/bottom/commentInfoPage',
    body: commentInfoPageBodySchema,
    data: commentInfoPageSchema,
    summary: '商品评价概览（星级汇总与第一页评价）',
    description: 'pageSize 最大 50。sort：recommended（默认：有图优先，其次有用数多、内容详细、时间新）或 newest（时间倒序）。',
    tags,
  }),
  findComs: defineEndpoint({
    method: 'POST',
    path: '/api/product/comment/findComs',
    body: findComsBodySchema,
    data: reviewPageSchema,
    summary: '评价列表（全部 / 有图 / 按规格 / 好评 / 中评 / 差评，可按星级）',
    description:
      'filter=sku 时必须提供 skuCd；good 为 4–5 星，medium 为 3 星，bad 为 1–2 星。sort：recommended（默认：有图优先，其次有用数多、内容详细、时间新）或 newest（时间倒序）。',
    tags,
  }),
  findComSku: defineEndpoint({
    method: 'POST',
    path: '/api/product/comment/findComSku',
    body: findComSkuBodySchema,
    data: reviewSkuCountsSchema,
    summary: '有评价的规格及条数（规格筛选用）',
    tags,
  }),
  upVote: defineEndpoint({
    method: 'POST',
    path: '/api/product/comment/:id/upVote',
    params: upVoteParamsSchema,
    data: upVoteResultSchema,
    summary: '评价点赞（每位会员每条评价一次）',
    description: '重复点赞返回 409 ERR_LIKE_DUPLICATE。',
    tags,
    auth: 'member',
  }),
};

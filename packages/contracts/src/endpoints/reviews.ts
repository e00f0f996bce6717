/** Reviews the member writes (spec 7 Member "My reviews"): the order lines to review and posting a review. Member only. */
import { defineEndpoint } from '../endpoint.ts';
import { reviewLinePageSchema, reviewLineQuerySchema, reviewLineSchema, reviewLinesQuerySchema, reviewSchema, saveCommentBodySchema } from '../reviews.ts';

const tags = ['product-review'];
const auth = 'member' as const;

export const reviewsEndpoints = {
  myLines: defineEndpoint({
    method: 'POST',
    path: '/api/member/comment/getMyComLines',
    body: reviewLinesQuerySchema.optional().default({ tab: 'pending', pageNo: 1, pageSize: 10 }),
    data: reviewLinePageSchema,
    summary: '我的评价：待评价 / 已评价的订单商品',
    tags,
    auth,
  }),
  line: defineEndpoint({
    method: 'POST',
    path: '/api/member/comment/getComLine',
    body: reviewLineQuerySchema,
    data: reviewLineSchema,
    summary: '一个待评价的订单商品（发表评价页）',
    tags,
    auth,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/product/comment/saveComment',
    body: saveCommentBodySchema,
    data: reviewSchema,
    summary: '发表评价',
    tags,
    auth,
  }),
};

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
    description: 'tab：pending 待评价（已签收或已完成、未评价）、done 已评价（附评价内容）；pageSize 最多 20；附两种状态的数量。',
    tags,
    auth,
  }),
  line: defineEndpoint({
    method: 'POST',
    path: '/api/member/comment/getComLine',
    body: reviewLineQuerySchema,
    data: reviewLineSchema,
    summary: '一个待评价的订单商品（发表评价页）',
    description: '非本人订单或不存在返回 404 ERR_REVIEW_LINE_NOT_FOUND；未签收返回 409 ERR_REVIEW_NOT_DELIVERED。',
    tags,
    auth,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/product/comment/saveComment',
    body: saveCommentBodySchema,
    data: reviewSchema,
    summary: '发表评价',
    description:
      '仅可评价本人已签收（或已完成）订单中的商品，每个订单商品一次：ordNo + lineId 指定订单商品，prodCd/skuCd 须与之相符。星级 1–5，内容 5–500 字（纯文本），图片最多 9 张且须为本人通过 /api/sys/upload?fileMeta=review 上传的图片（/media/uploads/{id}.webp）；anonymous=true 以“匿名用户”展示。缺少订单商品 400 ERR_REVIEW_ORDER_REQUIRED；非本人或不存在 404 ERR_REVIEW_LINE_NOT_FOUND；未签收 409 ERR_REVIEW_NOT_DELIVERED；重复 409 ERR_REVIEW_DUPLICATE；图片非本人上传 400 ERR_REVIEW_IMAGE_NOT_OWN。',
    tags,
    auth,
  }),
};

/** The member's points (memberPnt/*, spec 7 Member "Points") and coupons (memberCoupon/list). Member only. */
import { defineEndpoint } from '../endpoint.ts';
import { myCouponPageSchema, myCouponQuerySchema, pointsDetailQuerySchema, pointsPageSchema, pointsSummarySchema } from '../points.ts';

const tags = ['member'];
const auth = 'member' as const;

export const pointsEndpoints = {
  summary: defineEndpoint({
    method: 'POST',
    path: '/api/member/memberPnt/getAvaPntCnt',
    data: pointsSummarySchema,
    summary: '可用积分、30 天内将过期积分、累计获得与累计使用',
    description: '1 积分 = ¥0.01。',
    tags,
    auth,
  }),
  detail: defineEndpoint({
    method: 'POST',
    path: '/api/member/memberPnt/getAvaPntDetail',
    body: pointsDetailQuerySchema.optional().default({ type: 'all', pageNo: 1, pageSize: 10 }),
    data: pointsPageSchema,
    summary: '积分明细（最新在前）',
    description: 'type：all 全部、earn 获得、spend 使用、expire 过期；pageSize 最多 20。',
    tags,
    auth,
  }),
  coupons: defineEndpoint({
    method: 'POST',
    path: '/api/member/memberCoupon/list',
    body: myCouponQuerySchema.optional().default({ status: 'unused', pageNo: 1, pageSize: 10 }),
    data: myCouponPageSchema,
    summary: '我的优惠券（未使用 / 已使用 / 已过期，附各状态数量）',
    description: '有效期已过但未使用的券计为已过期；pageSize 最多 20。',
    tags,
    auth,
  }),
};

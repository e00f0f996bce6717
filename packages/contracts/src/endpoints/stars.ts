/**
 * Star diamonds (memberStar/*, spec 7 Member) and star coins (starCoin/*): the personal
 * centre's 我的星钻, 星钻明细 and 我的星币. Member only; the member always comes from the token.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  convertBodySchema,
  convertResultSchema,
  signInResultSchema,
  starCoinInfoBodySchema,
  starCoinInfoSchema,
  starCoinPageSchema,
  starDetailQuerySchema,
  starEntryPageSchema,
  starEntrySchema,
  starExpireSchema,
  starPageQuerySchema,
  starAccumulateSchema,
  starSummarySchema,
} from '../stars.ts';

const tags = ['member-star'];
const auth = 'member' as const;
const pageBody = starPageQuerySchema.optional().default({ pageNo: 1, pageSize: 10 });

export const starsEndpoints = {
  effectiveHistory: defineEndpoint({
    method: 'POST',
    path: '/api/member/memberStar/getUserEffectHistory',
    body: pageBody,
    data: starEntryPageSchema,
    summary: '生效中的星钻明细',
    description: 'pageSize 最多 20；最新在前。',
    tags,
    auth,
  }),
  pendingHistory: defineEndpoint({
    method: 'POST',
    path: '/api/member/memberStar/getUserPendHistory',
    body: pageBody,
    data: starEntryPageSchema,
    summary: '待生效的星钻明细（已支付、未完成的订单）',
    description: 'pageSize 最多 20；最新在前。',
    tags,
    auth,
  }),
  settledHistory: defineEndpoint({
    method: 'POST',
    path: '/api/member/memberStar/getSettleUserHistory',
    body: pageBody,
    data: starEntryPageSchema,
    summary: '已结算（到期）的星钻明细',
    description: 'pageSize 最多 20；最新在前。',
    tags,
    auth,
  }),
  historyDetail: defineEndpoint({
    method: 'POST',
    path: '/api/member/memberStar/getSettleUserHistoryDetail',
    body: starDetailQuerySchema,
    data: starEntrySchema,
    summary: '一条星钻记录',
    description: '只能查看本人的记录，其他编号返回 404。',
    tags,
    auth,
  }),
  accumulated: defineEndpoint({
    method: 'GET',
    path: '/api/member/memberStar/getSettleUserAccumulatePoints',
    data: starAccumulateSchema,
    summary: '累计获得的星钻（生效 + 已结算）',
    tags,
    auth,
  }),
  expiring: defineEndpoint({
    method: 'GET',
    path: '/api/member/memberStar/getSettleUserExpirePoints',
    data: starExpireSchema,
    summary: '30 天内将到期的星钻',
    tags,
    auth,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/member/memberStar/getUserPointInfo',
    data: starSummarySchema,
    summary: '星钻概览、可用积分、今日是否已兑换与兑换规则',
    tags,
    auth,
  }),
  convert: defineEndpoint({
    method: 'POST',
    path: '/api/member/memberStar/convert',
    body: convertBodySchema,
    data: convertResultSchema,
    summary: '积分兑换星钻（每天一次）',
    description:
      '100 积分 = 1 星钻，须为 100 的整数倍，单次最多 100000 积分。同一北京日再次兑换返回 409 ERR_STAR_CONVERT_ONCE_PER_DAY；积分不足返回 409 ERR_POINTS_INSUFFICIENT。积分扣减与星钻入账在同一事务中。',
    tags,
    auth,
  }),
  coinInfo: defineEndpoint({
    method: 'POST',
    path: '/api/member/starCoin/info',
    body: starCoinInfoBodySchema.optional().default({}),
    data: starCoinInfoSchema,
    summary: '星币余额、今日签到状态、连续天数与当月签到日历',
    tags,
    auth,
  }),
  coinSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/member/starCoin/signIn',
    data: signInResultSchema,
    summary: '每日签到领星币',
    description: '每个北京日一次；再次签到返回 409 ERR_STAR_COIN_SIGNED_TODAY。',
    tags,
    auth,
  }),
  coinHistory: defineEndpoint({
    method: 'POST',
    path: '/api/member/starCoin/history',
    body: pageBody,
    data: starCoinPageSchema,
    summary: '星币明细（最新在前）',
    tags,
    auth,
  }),
};

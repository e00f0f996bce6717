/**
 * Marketing on the product page (spec 7 Marketing): the activities and coupons of a SKU, and
 * claiming a coupon. Listing calls are public; with a member token each coupon also carries
 * the member's own state.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { claimCouponBodySchema, claimedCouponSchema, couponListSchema, productActivityListSchema } from '../marketing.ts';

const tags = ['marketing'];

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const code = (what: string) => z.string().trim().regex(CODE, `${what}格式有误`);
const codeList = (what: string) =>
  z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(code(what)).min(1, `${what}不能为空`).max(50, `${what}数量过多`));

/** `/:lastLvId/:spuId/:skuIds` of the list calls (skuIds: a comma list of at most 50). */
export const productAryParamsSchema = z.object({ lastLvId: code('类目编码'), spuId: code('商品编码'), skuIds: codeList('SKU 编码') });
/** `/:categoryLvlId/:spuId/:skuId` of the one-SKU call. */
export const productOneParamsSchema = z.object({ categoryLvlId: code('类目编码'), spuId: code('商品编码'), skuId: code('SKU 编码') });

export const marketingEndpoints = {
  productCoupons: defineEndpoint({
    method: 'GET',
    path: '/api/act/market/getProductAryCouponList/:lastLvId/:spuId/:skuIds',
    params: productAryParamsSchema,
    data: couponListSchema,
    summary: '商品可用优惠券（全场、所在类目或本商品）',
    description: '领取期未结束的公开优惠券。带会员令牌时返回本人已领张数与能否领取。',
    tags,
  }),
  productActivities: defineEndpoint({
    method: 'GET',
    path: '/api/act/market/getProductActivityList/:categoryLvlId/:spuId/:skuId',
    params: productOneParamsSchema,
    data: productActivityListSchema,
    summary: '单个 SKU 的营销活动',
    tags,
  }),
  claimCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/act/market/coupon/receive',
    body: claimCouponBodySchema,
    data: claimedCouponSchema,
    summary: '领取优惠券',
    description: 'JSON 或表单 { cpnCd }。依次校验：券存在且有效、会员身份、领取未开始、已结束、个人上限、已领完。',
    tags,
    auth: 'member',
  }),
};

/**
 * Marketing on product pages (spec 7 Marketing): the activities of SKUs, coupons usable on a
 * product, the site's public coupons, claiming a coupon. Listing calls are public; with a
 * member token each coupon also carries the member's own state.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  claimableCouponQuerySchema,
  claimCouponBodySchema,
  claimedCouponSchema,
  flashSaleListSchema,
  flashSaleQuerySchema,
  couponListSchema,
  pdpCouponBodySchema,
  productActivityListSchema,
  productCouponQueryBodySchema,
} from '../marketing.ts';
import { tryBuyListSchema } from '../try-buy.ts';
import { flashSaleRemindBodySchema, flashSaleRemindResultSchema, flashSaleSessionListSchema } from '../flash-sale-sessions.ts';

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
/** `/:prodCd` of the product page's coupon call. */
export const pdpCouponParamsSchema = z.object({ prodCd: code('商品编码') });
/** `/:site/:code` of the site's public coupons (code: a coupon code, or b2c for all). */
export const publicCouponParamsSchema = z.object({ site: code('站点代码'), code: code('优惠券编码') });

export const marketingEndpoints = {
  productAryActivities: defineEndpoint({
    method: 'GET',
    path: '/api/act/market/getProductAryActivityList/:lastLvId/:spuId/:skuIds',
    params: productAryParamsSchema,
    data: productActivityListSchema,
    summary: '多个 SKU 的营销活动（秒杀、预售、阶梯折扣）',
    description: 'skuIds 以逗号分隔，最多 50 个。未结束的活动均返回（含未开始），status 按服务器时间。',
    tags,
  }),
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
  productCouponsByBody: defineEndpoint({
    method: 'POST',
    path: '/api/act/market/postProductCouponList',
    body: productCouponQueryBodySchema,
    data: couponListSchema,
    summary: '商品可用优惠券（请求体方式）',
    tags,
  }),
  pdpCoupons: defineEndpoint({
    method: 'POST',
    path: '/api/product/pdp/getCouponList/:prodCd',
    params: pdpCouponParamsSchema,
    body: pdpCouponBodySchema.nullish(),
    data: couponListSchema,
    summary: '商品详情：可领优惠券',
    description: '请求体可选 { skuCd }。',
    tags: ['product'],
  }),
  currentPublicCoupons: defineEndpoint({
    method: 'POST',
    path: '/api/act/market/:site/:code/unlogin/hybris/getCurrentPubCpn',
    params: publicCouponParamsSchema,
    data: couponListSchema,
    summary: '站点当前可领的公开优惠券（免登录）',
    description: 'code 为优惠券编码，或 b2c 表示全部公开券。仅含领取期内的券；限身份的券只在该身份的站点（如 student）出现。',
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
  claimableCoupons: defineEndpoint({
    method: 'POST',
    path: '/api/act/market/coupon/claimable',
    body: claimableCouponQuerySchema,
    data: couponListSchema,
    summary: '购物车、结算页：所购商品现在可领的优惠券',
    description:
      '{ skuCds }：所购 SKU（最多 50 个）。返回领取期内、适用于其中任一商品的公开优惠券，不含已领满、已领完和身份不符的券；未登录时状态为 loginRequired。',
    tags,
  }),
  flashSales: defineEndpoint({
    method: 'GET',
    path: '/api/act/market/seckill/list',
    query: flashSaleQuerySchema,
    data: flashSaleListSchema,
    summary: '限时秒杀：进行中与即将开始的秒杀商品',
    description: '来自营销活动（actTyp 10）：秒杀价、剩余秒杀库存、每人限购、活动起止时间与状态，href 为按秒杀价结算的页面。价格为当前站点（siteCd）的价格。',
    tags,
  }),
  flashSaleSessions: defineEndpoint({
    method: 'GET',
    path: '/api/act/seckill/sessions',
    data: flashSaleSessionListSchema,
    summary: '限时秒杀场次（/speedKill 页）：今日与明日的秒杀，按开始时间分场',
    description:
      '今日、明日（北京时间）开始的秒杀 SKU 按开始时间分场，另含仍在进行的更早场次；已结束的不返回，未开始的按展示提前量显示。每个商品含秒杀价、原价、剩余库存、已抢百分比、是否抢光与抢购页链接；带会员令牌时 reminded 为本人是否已设提醒。价格为当前站点（siteCd）的价格。',
    tags,
  }),
  flashSaleRemind: defineEndpoint({
    method: 'POST',
    path: '/api/act/seckill/remind',
    body: flashSaleRemindBodySchema,
    data: flashSaleRemindResultSchema,
    summary: '秒杀提醒我：即将开始的秒杀 SKU 开抢时发站内消息',
    description: '仅限未开始的秒杀；重复设置不会重复提醒。开抢时向会员的消息中心发送一条消息（只发一次）。',
    tags,
    auth: 'member',
  }),
  flashSaleRemindCancel: defineEndpoint({
    method: 'POST',
    path: '/api/act/seckill/remind/cancel',
    body: flashSaleRemindBodySchema,
    data: flashSaleRemindResultSchema,
    summary: '取消秒杀提醒',
    description: '取消本人对该秒杀 SKU 的提醒；未设置过也返回成功（reminded: false）。',
    tags,
    auth: 'member',
  }),
  tryBuyList: defineEndpoint({
    method: 'GET',
    path: '/api/act/market/tryBuy/list',
    data: tryBuyListSchema,
    summary: '先试后买：进行中的试用活动（/trybuy 页）',
    description:
      '进行中（申请时间内、未暂停、未结束）的试用活动：商品名称、图片、售价（= 押金，当前站点 siteCd 的价格）、试用天数、剩余名额与申请时间，按申请结束时间早的在前。申请：立即购买（/api/cart/cart/buyNow）传 tryBuyCd 与 skuCd，数量 1。',
    tags,
  }),
};

/**
 * Marketing contracts (issue #4, spec 7 Marketing): activities and coupons shown on product
 * pages, and claiming a coupon. Money is integer fen; times are Beijing wall clock
 * 'YYYY-MM-DD HH:mm:ss' unless named *Ms.
 */
import { z } from 'zod';
import { skuActivitySchema } from './pdp.ts';

const code = (what: string) =>
  z
    .string({ error: `${what}不能为空` })
    .trim()
    .min(1, `${what}不能为空`)
    .max(64, `${what}过长`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, `${what}格式有误`);

export const activityStatusSchema = z.enum(['not-started', 'running', 'ended']).meta({ description: '按服务器时间：未开始 / 进行中 / 已结束' });
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

/** An activity as a product page shows it: the SkuActivity shape plus a label and a status. */
export const skuActivityViewSchema = skuActivitySchema.extend({
  label: z.string().meta({ description: '中文标签，如 限时秒杀 / 预售 / 满2件95折' }),
  status: activityStatusSchema,
});
export type SkuActivityView = z.infer<typeof skuActivityViewSchema>;

export const skuActivitiesSchema = z.object({ skuCd: z.string(), activities: z.array(skuActivityViewSchema) });
export const productActivityListSchema = z.object({
  serverTimeMs: z.number().int(),
  skus: z.array(skuActivitiesSchema).meta({ description: '按请求顺序，每个 SKU 一项（无活动时为空数组）' }),
});
export type ProductActivityList = z.infer<typeof productActivityListSchema>;

export const couponClaimStatusSchema = z
  .enum(['canClaim', 'notStarted', 'ended', 'soldOut', 'limitReached', 'roleRequired', 'loginRequired'])
  .meta({ description: '领取状态：可领取 / 未开始 / 已结束 / 已领完 / 已达上限 / 身份不符 / 需登录' });
export type CouponClaimStatus = z.infer<typeof couponClaimStatusSchema>;

export const couponStateSchema = z.object({
  status: couponClaimStatusSchema,
  canClaim: z.boolean(),
  /** How many of this coupon the caller holds; null when not signed in. */
  claimedCount: z.number().int().nullable(),
  limit: z.number().int().meta({ description: '每人限领张数' }),
  remaining: z.number().int().meta({ description: '剩余可领张数（全部会员）' }),
  soldOut: z.boolean(),
  notStarted: z.boolean(),
  ended: z.boolean(),
});
export type CouponState = z.infer<typeof couponStateSchema>;

export const couponViewSchema = z.object({
  cpnCd: z.string(),
  name: z.string(),
  kind: z.enum(['amount', 'discount']),
  amount: z.number().int().meta({ description: '减免金额（分），kind = amount' }),
  discount: z.number().int().meta({ description: '折扣千分比（950 = 95 折），kind = discount' }),
  threshold: z.number().int().meta({ description: '使用门槛（分），0 为无门槛' }),
  ruleText: z.string().meta({ example: '满1000减100' }),
  claimBeginTime: z.string(),
  claimEndTime: z.string(),
  claimBeginMs: z.number().int(),
  validDays: z.number().int().nullable().meta({ description: '领取后有效天数；null 时见 validBeginTime..validEndTime' }),
  validBeginTime: z.string().nullable(),
  validEndTime: z.string().nullable(),
  role: z.string().nullable().meta({ description: '仅限该身份领取（如 student）' }),
  state: couponStateSchema,
});
export type CouponView = z.infer<typeof couponViewSchema>;

export const couponListSchema = z.object({
  serverTimeMs: z.number().int(),
  signedIn: z.boolean(),
  coupons: z.array(couponViewSchema),
});
export type CouponList = z.infer<typeof couponListSchema>;

export const productCouponQueryBodySchema = z.object({
  spuCd: code('商品编码').optional(),
  skuCds: z.array(code('SKU 编码')).max(50, 'SKU 数量过多').default([]),
  catgCd: code('类目编码').optional(),
});
export type ProductCouponQueryBody = z.infer<typeof productCouponQueryBodySchema>;

export const pdpCouponBodySchema = z.object({ skuCd: code('SKU 编码').optional() });

export const claimCouponBodySchema = z.object({ cpnCd: code('优惠券编码') });

export const claimedCouponSchema = z.object({
  cpnCd: z.string(),
  name: z.string(),
  ruleText: z.string(),
  validFrom: z.string().meta({ description: '北京时间' }),
  validTo: z.string().meta({ description: '北京时间' }),
  claimedCount: z.number().int().meta({ description: '本人已领张数（含本次）' }),
  limit: z.number().int(),
  remaining: z.number().int().meta({ description: '剩余可领张数（全部会员）' }),
});
export type ClaimedCoupon = z.infer<typeof claimedCouponSchema>;

/** Coupons the shopper could claim now for what they are buying (cart, checkout): the SKUs bought. */
export const claimableCouponQuerySchema = z.object({
  skuCds: z.array(code('SKU 编码')).min(1, '请提供 SKU 编码').max(50, 'SKU 数量过多'),
});
export type ClaimableCouponQuery = z.infer<typeof claimableCouponQuerySchema>;

/** One SKU of a flash sale (the home page's strip, the product page's flash-sale link). */
export const flashSaleItemSchema = z.object({
  actCd: z.string(),
  actNm: z.string(),
  skuCd: z.string(),
  spuCd: z.string(),
  prodNm: z.string(),
  skuNm: z.string(),
  image: z.string(),
  /** The flash price, fen. */
  actPrice: z.number().int(),
  /** The price outside the flash sale on the caller's site, fen. */
  price: z.number().int(),
  /** What is left of the flash sale's own stock (capped by the SKU's stock). */
  stock: z.number().int(),
  limitQty: z.number().int().meta({ description: '每人限购件数' }),
  beginTime: z.string().meta({ description: '北京时间' }),
  endTime: z.string().meta({ description: '北京时间' }),
  beginMs: z.number().int(),
  endMs: z.number().int(),
  status: activityStatusSchema,
  soldOut: z.boolean(),
  /** The page where the flash price is charged: /activityproduct/{spu}/{sku}. */
  href: z.string(),
});
export type FlashSaleItem = z.infer<typeof flashSaleItemSchema>;

export const flashSaleListSchema = z.object({
  serverTimeMs: z.number().int(),
  items: z.array(flashSaleItemSchema).meta({ description: '进行中的在前（按结束时间），其后为即将开始的（按开始时间）' }),
});
export type FlashSaleList = z.infer<typeof flashSaleListSchema>;

export const flashSaleQuerySchema = z.object({
  /** Upcoming flash sales starting within this many hours are included (0: running ones only). */
  upcomingHours: z.coerce.number().int().min(0, '时间范围有误').max(168, '时间范围有误').default(24),
  limit: z.coerce.number().int().min(1, '数量有误').max(50, '数量有误').default(12),
  /** Only this SKU (the product page asks for its SKU). */
  skuCd: code('SKU 编码').optional(),
});
export type FlashSaleQuery = z.infer<typeof flashSaleQuerySchema>;

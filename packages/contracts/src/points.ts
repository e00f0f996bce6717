/**
 * Member points and the member's own coupons (spec 7 Member, 2.8 personal centre).
 *
 *   POST /api/member/memberPnt/getAvaPntCnt      {}                     → PointsSummary
 *   POST /api/member/memberPnt/getAvaPntDetail   pointsDetailQuery      → PointsPage (newest first)
 *   POST /api/member/memberCoupon/list           myCouponQuery          → MyCouponPage (+ counts per status)
 *
 * 1 point = ¥0.01 at checkout. Times are Beijing wall clock 'YYYY-MM-DD HH:mm:ss'.
 */
import { z } from 'zod';

export const POINTS_PAGE_SIZE_MAX = 20;
/** Entries expiring within this many days count as "expiring soon". */
export const POINTS_EXPIRING_DAYS = 30;

const pageNo = z.coerce.number({ error: '页码有误' }).int({ error: '页码有误' }).min(1, { error: '页码有误' }).max(10_000, { error: '页码有误' }).default(1);
const pageSize = z.coerce
  .number({ error: '每页数量有误' })
  .int({ error: '每页数量有误' })
  .min(1, { error: '每页数量有误' })
  .max(POINTS_PAGE_SIZE_MAX, { error: `每页最多${POINTS_PAGE_SIZE_MAX}条` })
  .default(10);

export const pointsSummarySchema = z.object({
  available: z.number().int(),
  /** Points of entries that expire within 30 days (0 if none). */
  expiringSoon: z.number().int(),
  earnedTotal: z.number().int(),
  /** Points spent, as a positive number (expired points are not counted). */
  spentTotal: z.number().int(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export const POINTS_TYPES = ['all', 'earn', 'spend', 'expire'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];
export const POINTS_TYPE_LABELS: Record<PointsType, string> = { all: '全部', earn: '获得', spend: '使用', expire: '过期' };

export const POINT_KINDS = [
  'welcome',
  'order_spend',
  'order_refund',
  'order_earn',
  'lottery',
  'expire',
  'adjust',
  'star_convert',
  'after_sale_return',
  'after_sale_clawback',
  'trade_in_payout',
] as const;
export const POINT_KIND_TITLES: Record<string, string> = {
  welcome: '注册礼',
  order_spend: '订单抵扣',
  order_refund: '订单取消退回',
  order_earn: '订单完成赠送',
  lottery: '支付抽奖',
  expire: '积分过期',
  adjust: '调整',
  star_convert: '兑换星钻',
  after_sale_return: '售后退货退回',
  after_sale_clawback: '售后退货扣回赠送积分',
  trade_in_payout: '以旧换新回收差价',
};

export const pointsDetailQuerySchema = z.object({
  type: z.enum(POINTS_TYPES, { error: '积分类型有误' }).default('all'),
  pageNo,
  pageSize,
});
export type PointsDetailQuery = z.input<typeof pointsDetailQuerySchema>;

export const pointEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  kind: z.string(),
  title: z.string(),
  orderNo: z.string().nullable(),
  at: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

export const pointsPageSchema = z.object({
  list: z.array(pointEntrySchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type PointsPage = z.infer<typeof pointsPageSchema>;

export const MY_COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type MyCouponStatus = (typeof MY_COUPON_STATUSES)[number];
export const MY_COUPON_STATUS_LABELS: Record<MyCouponStatus, string> = { unused: '未使用', used: '已使用', expired: '已过期' };
export const COUPON_SCOPE_TEXT = { all: '全场通用', category: '指定品类', spu: '指定商品' } as const;

export const myCouponQuerySchema = z.object({
  status: z.enum(MY_COUPON_STATUSES, { error: '优惠券状态有误' }).default('unused'),
  pageNo,
  pageSize,
});
export type MyCouponQuery = z.input<typeof myCouponQuerySchema>;

export const myCouponSchema = z.object({
  id: z.number().int(),
  cpnCd: z.string(),
  name: z.string(),
  kind: z.enum(['amount', 'discount']),
  /** fen off (kind amount). */
  amount: z.number().int(),
  /** per-mille paid (kind discount), e.g. 950 = 95折. */
  discount: z.number().int(),
  /** Minimum order amount, fen (0 = none). */
  threshold: z.number().int(),
  scopeType: z.enum(['all', 'category', 'spu']),
  scope: z.string(),
  /** Category or SPU codes of the scope (empty for all). */
  scopeCodes: z.array(z.string()),
  validFrom: z.string(),
  validTo: z.string(),
  /** The order that used it (used coupons). */
  orderNo: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof myCouponSchema>;

export const myCouponPageSchema = z.object({
  list: z.array(myCouponSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type MyCouponPage = z.infer<typeof myCouponPageSchema>;

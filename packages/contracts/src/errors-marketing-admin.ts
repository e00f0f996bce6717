/** Error codes of the console's 营销 area (issue #16); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const MARKETING_ADMIN_ERRORS = {
  ERR_ADMIN_FLASH_SALE_NOT_FOUND: def('admin', 404, '限时抢购不存在'),
  ERR_ADMIN_FLASH_SKU_NOT_FOUND: def('admin', 400, '商品SKU不存在或未发布'),
  /** data: { site, price } */
  ERR_ADMIN_FLASH_PRICE_NOT_BELOW: def('admin', 400, '活动价须低于商品售价'),
  /** data: { used } */
  ERR_ADMIN_FLASH_STOCK_BELOW_SOLD: def('admin', 409, '活动库存不能少于已售出或已预留的数量'),
  ERR_ADMIN_FLASH_SALE_ENDED: def('admin', 409, '活动已结束，不能再修改'),
  /** data: { actCd } */
  ERR_ADMIN_FLASH_SALE_OVERLAP: def('admin', 409, '该SKU在这段时间已有限时抢购'),
  ERR_ADMIN_PRESALE_NOT_FOUND: def('admin', 404, '预售不存在'),
  /** data: { field: 'deposit' | 'swellAmt', price } — presaleTermsProblem against the SKU's price. */
  ERR_ADMIN_PRESALE_TERMS: def('admin', 400, '定金与膨胀金额不符合商品售价'),
  /** data: { sold } */
  ERR_ADMIN_PRESALE_TERMS_LOCKED: def('admin', 409, '已有会员支付定金，不能再修改定金、膨胀金额与时间，只能延长尾款结束时间'),
  /** data: { actCd } */
  ERR_ADMIN_PRESALE_OVERLAP: def('admin', 409, '该SKU在这段时间已有预售'),
  ERR_ADMIN_PRESALE_ENDED: def('admin', 409, '预售已结束，不能再修改'),
  ERR_ADMIN_PRESALE_IN_BALANCE: def('admin', 409, '预售已进入尾款阶段，已付定金的订单需在尾款时间内支付，不能结束'),
} as const satisfies Record<string, ErrorDefinition>;

export const TTM_CODE_ADMIN_ERRORS = {
  ERR_ADMIN_TTM_NOT_PROGRAMME: def('admin', 400, '该商品不是TTM邀请购买商品'),
  ERR_ADMIN_TTM_CODE_NOT_FOUND: def('admin', 404, '邀请码不存在'),
  ERR_ADMIN_TTM_CODE_USED: def('admin', 409, '邀请码已使用，不能作废'),
} as const satisfies Record<string, ErrorDefinition>;

export const COUPON_ADMIN_ERRORS = {
  ERR_ADMIN_COUPON_NOT_FOUND: def('admin', 404, '优惠券不存在'),
  /** data: { claimed } */
  ERR_ADMIN_COUPON_TOTAL_BELOW_CLAIMED: def('admin', 409, '发放总量不能少于已领取数量'),
} as const satisfies Record<string, ErrorDefinition>;

/** Error codes of 先试后买 (try before you buy): the console's offers, applying, the trial and its return; spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const TRY_BUY_ERRORS = {
  ERR_ADMIN_TRYBUY_NOT_FOUND: def('admin', 404, '试用活动不存在'),
  ERR_ADMIN_TRYBUY_ENDED: def('admin', 409, '试用活动已结束，不能再修改'),
  /** data: { taken } */
  ERR_ADMIN_TRYBUY_UNITS_BELOW_TAKEN: def('admin', 409, '试用名额不能少于已申请的数量'),
  /** data: { code } */
  ERR_ADMIN_TRYBUY_OVERLAP: def('admin', 409, '该SKU在这段时间已有试用活动'),
  ERR_TRYBUY_NOT_FOUND: def('order', 404, '试用活动不存在'),
  ERR_TRYBUY_CLOSED: def('order', 409, '试用活动未在进行中'),
  ERR_TRYBUY_NO_UNITS: def('order', 409, '试用名额已满'),
  ERR_TRYBUY_ALREADY_APPLIED: def('order', 409, '每位会员每个试用活动限申请一次，您已申请过'),
  ERR_TRYBUY_LINE: def('order', 400, '试用商品仅限单件申请，不支持增值服务、套装、以旧换新或定制'),
  /** A coupon or points asked on a try-buy order: the deposit is the full price and is refunded in full on return. */
  ERR_TRYBUY_NO_DISCOUNT: def('order', 409, '试用订单不能使用优惠券或积分'),
  ERR_TRYBUY_NOT_TRIAL: def('order', 404, '该订单不是试用订单'),
  ERR_TRYBUY_TRIAL_STATE: def('order', 409, '试用状态已变更，请刷新页面'),
  ERR_TRYBUY_USE_CONVERT: def('order', 409, '试用订单请在试用期内选择「确认购买」或「申请退还」'),
  ERR_AFTER_SALES_DEDUCTION: def('member', 400, '损耗扣款不正确'),
} as const satisfies Record<string, ErrorDefinition>;

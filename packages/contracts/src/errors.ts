/**
 * The one error catalogue of the shop (spec section 8).
 *
 * Every code the API can answer lives here once, with its HTTP status class and the
 * Simplified Chinese message a shopper may see. The API maps thrown ShopErrors to the
 * envelope from this table; the storefront reads `clientHandling` to decide whether a
 * failure is silent, returned to the caller, or shown.
 *
 * Codes the spec names are kept verbatim (E_USER_4005, ERR_PDP_CHECK_DELIVERY, ...);
 * where the spec names only a group ("exact codes: not shown") the code is ours.
 */

import { def, type ErrorDefinition } from './error-def.ts';
import { SIGNIN_ERRORS } from './errors-signin.ts';
import { PROVIDER_ERRORS } from './errors-provider.ts';
import { PROFILE_ERRORS } from './errors-profile.ts';
import { INBOX_ERRORS } from './errors-inbox.ts';
import { TRADE_IN_ERRORS } from './errors-trade-in.ts';
import { STARS_ERRORS } from './errors-stars.ts';
import { INVOICE_ERRORS } from './errors-invoice.ts';
import { VERIFICATION_ERRORS } from './errors-verification.ts';
import { PAYMENT_ERRORS } from './errors-payment.ts';
import { AGREEMENT_ERRORS } from './errors-agreements.ts';
import { HELP_ERRORS } from './errors-help.ts';
import { STAFF_ERRORS } from './errors-staff.ts';
import { CATALOGUE_ADMIN_ERRORS } from './errors-catalogue-admin.ts';
import { MEMBER_ADMIN_ERRORS } from './errors-member-admin.ts';
import { SETTINGS_ERRORS } from './errors-settings.ts';
import { SERVICE_ADMIN_ERRORS } from './errors-service-admin.ts';
import { ANNOUNCEMENT_ERRORS } from './errors-announcements.ts';
import { CONTENT_ADMIN_ERRORS } from './errors-content-admin.ts';
import { CUSTOMER_CHAT_ERRORS } from './errors-customer-chat.ts';
import { COUPON_ADMIN_ERRORS, MARKETING_ADMIN_ERRORS, TTM_CODE_ADMIN_ERRORS } from './errors-marketing-admin.ts';
import { TRY_BUY_ERRORS } from './errors-try-buy.ts';
import { BUNDLE_ADMIN_ERRORS } from './errors-bundle-admin.ts';
import { LADDER_SERVICE_ADMIN_ERRORS } from './errors-ladder-services.ts';

export * from './error-def.ts';

export const ERRORS = {
  // ── platform ────────────────────────────────────────────────────────────
  E_VALIDATION: def('platform', 400, '请求参数有误，请检查后重试'),
  E_BAD_JSON: def('platform', 400, '请求内容格式有误'),
  E_NOT_FOUND: def('platform', 404, '您访问的内容不存在'),
  E_METHOD_NOT_ALLOWED: def('platform', 405, '不支持该请求方式'),
  /** The Host is not the shop's (PUBLIC_URL / ALLOWED_HOSTS / loopback): refused without echoing it. */
  E_HOST_NOT_ALLOWED: def('platform', 421, '访问地址不正确，请通过商城官方网址访问'),
  E_PAYLOAD_TOO_LARGE: def('platform', 413, '上传内容过大'),
  E_UNSUPPORTED_MEDIA: def('platform', 415, '不支持的请求内容类型'),
  E_CSRF: def('platform', 403, '页面已过期，请刷新页面后重试'),
  E_FORBIDDEN: def('platform', 403, '您没有权限执行该操作'),
  E_PREVIEW_TOKEN: def('platform', 403, '预览链接无效或已过期，请重新获取'),
  E_RATE_LIMITED: def('platform', 429, '操作过于频繁，请稍后再试'),
  E_INTERNAL: def('platform', 500, '系统繁忙，请稍后再试'),
  E_TIMEOUT: def('platform', 504, '当前访问人数较多，请稍后再试'),
  E_DB_UNAVAILABLE: def('platform', 503, '系统繁忙，请稍后再试'),
  E_ERR_UPGRADE_001: def('platform', 503, '系统升级维护中，请稍后访问', 'maintenance'),
  E_CLOUD_500: def('platform', 502, '服务暂时不可用', 'silent'),
  E_HTTP_REQUEST: def('platform', 502, '网络请求失败', 'silent'),
  E_RESP_400: def('platform', 400, '请求响应异常', 'silent'),
  E_BASE_1057: def('platform', 409, '该信息已被使用，请更换后重试', 'caller'),

  // ── session (login invalid or expired: spec 8) ──────────────────────────
  E_USER_4005: def('session', 401, '登录已失效，请重新登录', 'login'),
  E_USER_4010: def('session', 401, '请先登录', 'login'),
  E_USER_0019: def('session', 401, '登录状态已过期，请重新登录', 'login'),
  E_USER_0004: def('session', 401, '登录信息无效，请重新登录', 'login'),

  // ── SMS verification codes ──────────────────────────────────────────────
  E_SMS_MOBILE_INVALID: def('sms', 400, '请输入正确的11位手机号码'),
  E_SMS_TOO_FREQUENT: def('sms', 429, '验证码发送过于频繁，请60秒后再试'),
  E_SMS_DAILY_LIMIT: def('sms', 429, '该手机号今日获取验证码次数已达上限，请明天再试'),
  E_SMS_HOURLY_LIMIT: def('sms', 429, '该手机号获取验证码过于频繁，请1小时后再试'),
  E_SMS_IP_LIMIT: def('sms', 429, '当前网络请求验证码过于频繁，请稍后再试'),
  /** Server text; the storefront shows it as 请先获取验证码 (spec 5). */
  E_SMS_CODE_NOT_SENT: def('sms', 400, '请先发送验证码'),
  E_SMS_CODE_WRONG: def('sms', 400, '验证码错误，请重新输入'),
  E_SMS_CODE_EXPIRED: def('sms', 400, '验证码已失效，请重新获取'),
  E_SMS_CODE_FORMAT: def('sms', 400, '请输入6位数字验证码'),
  E_SMS_SEND_FAILED: def('sms', 502, '验证码发送失败，请稍后再试'),

  // ── login ───────────────────────────────────────────────────────────────
  ERR_LOGIN_LOCKED: def('login', 403, '账号已被锁定，请稍后再试或联系客服'),
  ERR_LOGIN_REQUIRED: def('login', 401, '请登录后再操作', 'login'),

  // ── member ──────────────────────────────────────────────────────────────
  E_MEMBER_NICKNAME_0001: def('member', 400, '昵称格式不正确或包含敏感词，请修改', 'caller'),
  E_ENT_USED_AUTH_002: def('member', 409, '该企业邮箱已被其他账号认证', 'caller'),
  ERR_MEMBER_NOT_FOUND: def('member', 404, '会员信息不存在'),
  ERR_STUDENT_ONLY: def('member', 403, '该商品仅限认证学生购买'),
  ERR_BIND_FAILED: def('member', 409, '绑定失败'),
  ERR_WISHLIST_LIMIT: def('member', 409, '收藏商品最多200个，请取消部分收藏后再添加'),

  // ── order and SKU ───────────────────────────────────────────────────────
  ERR_ORDER_PRICE_MISMATCH: def('order', 409, '商品价格已变动，请刷新页面后重新下单'),
  ERR_ORDER_PRICE_EMPTY: def('order', 409, '商品价格异常，暂时无法购买'),
  ERR_ORDER_CHECK_STOCK_EMPTY: def('order', 409, '产品已失效或产品库存不足'),
  ERR_ORDER_OFF_SHELF: def('order', 409, '商品已下架'),
  ERR_CART_SAME_ITEM_LIMIT: def('order', 409, '同一商品最多只能购买5件'),
  ERR_ORDER_OVER_PURCHASE_LIMIT: def('order', 409, '购买数量超过限购数量'),
  ERR_PRESALE_NOT_STARTED: def('order', 409, '预售尚未开始，敬请期待'),
  ERR_PRESALE_ENDED: def('order', 409, '预售已结束'),
  ERR_SECKILL_NOT_STARTED: def('order', 409, '秒杀活动尚未开始，敬请期待'),
  ERR_SECKILL_ENDED: def('order', 409, '秒杀活动已结束'),
  ERR_SECKILL_REMIND_NOT_FOUND: def('order', 404, '秒杀商品不存在'),
  ERR_SECKILL_REMIND_STARTED: def('order', 400, '秒杀已开始，无需设置提醒，请直接抢购'),
  ERR_SECKILL_REMIND_ENDED: def('order', 400, '秒杀已结束，无法设置提醒'),
  ERR_BALANCE_NOT_STARTED: def('order', 409, '尾款支付尚未开始'),
  ERR_BALANCE_ENDED: def('order', 409, '尾款支付时间已结束'),
  ERR_BUNDLE_CONFLICT: def('order', 409, '套装商品与所选商品冲突，请重新选择'),
  ERR_BESPOKE_CONFLICT: def('order', 409, '定制商品配置已变更，请重新选择'),
  ERR_ORDER_NOT_FOUND: def('order', 404, '订单不存在'),
  ERR_ORDER_STATUS: def('order', 409, '订单状态已变更，请刷新页面'),
  ERR_CUSTOM_PRODUCT_EXISTS: def('order', 409, 'custom product exists', 'silent'),

  // ── trade-in ────────────────────────────────────────────────────────────
  E_TRADEIN_601: def('tradeIn', 409, '暂不符合以旧换新条件', 'caller'),
  E_CLM_ORDER_0009: def('tradeIn', 409, '该旧机暂不支持回收', 'caller'),
  ERR_TRADEIN_VALUATION_EXPIRED: def('tradeIn', 409, '旧机估价已过期，请重新估价'),
  ERR_TRADEIN_CREDIT: def('tradeIn', 409, '以旧换新补贴异常，请稍后再试'),
  ERR_TRADEIN_NO_ONESTOP: def('tradeIn', 409, '当前地区暂不支持一站式回收'),
  ERR_TRADEIN_NO_ENTITLEMENT: def('tradeIn', 409, '暂无以旧换新服务资格', 'silent'),
  ERR_TRADEIN_IMEI_USED: def('tradeIn', 409, '该IMEI已被使用', 'silent'),

  // ── delivery ────────────────────────────────────────────────────────────
  ERR_PDP_CHECK_DELIVERY: def('delivery', 409, '该地区暂不支持配送，请更换收货地址', 'caller'),
  ERR_DELIVERY_ADDRESS: def('delivery', 400, '收货地址有误，请检查后重试'),
  ERR_ADDRESS_LIMIT: def('delivery', 409, '收货地址最多保存20个，请删除不用的地址后再添加'),
  ERR_DELIVERY_DATE: def('delivery', 409, '所选配送日期不可用，请重新选择'),
  // product-page services (issue #4): arrival notice and TTM early-access codes
  ERR_ARRIVAL_IN_STOCK: def('order', 409, '该商品有货，可直接购买'),
  ERR_TTM_CODE_INVALID: def('order', 400, '邀请码错误，请核对后重新输入'),
  ERR_TTM_CODE_USED: def('order', 409, '该邀请码已被使用'),
  ERR_TTM_CODE_VOIDED: def('order', 409, '该邀请码已作废，请联系发放方获取新的邀请码'),
  ERR_TTM_CODE_EXPIRED: def('order', 409, '该邀请码已过期，请联系发放方获取新的邀请码'),
  ERR_TTM_NOT_REQUIRED: def('order', 409, '该商品无需资格验证，可直接购买'),
  ERR_TTM_REQUIRED: def('order', 403, '该商品需凭邀请码购买，请先完成资格验证'),

  // ── payment and order token ─────────────────────────────────────────────
  ERR_PAY_AMOUNT_MISMATCH: def('payment', 409, '支付金额与订单金额不一致'),
  ERR_ORDER_TOKEN_EXPIRED: def('payment', 409, '订单信息已过期，请刷新页面'),
  ERR_ORDER_DUPLICATE_SUBMIT: def('payment', 409, '订单已提交，请勿重复提交'),
  ERR_PAY_ALREADY_PAID: def('payment', 409, '订单已支付，请勿重复支付'),
  ERR_PAY_SIGNATURE: def('payment', 400, '支付通知签名校验失败'),
  ERR_PAY_GATEWAY: def('payment', 502, '支付渠道暂时无法连接，请稍后重试或更换支付方式'),
  ERR_REFUND_EXCEEDS_PAID: def('payment', 409, '退款金额超过订单可退金额'),
  ERR_CANCEL_REASON_REQUIRED: def('order', 400, '请选择取消原因'),

  // ── star diamonds and points ────────────────────────────────────────────
  ERR_STAR_CONVERT_ONCE_PER_DAY: def('points', 409, '每天仅可兑换一次，请明天再来'),
  ERR_POINTS_INSUFFICIENT: def('points', 409, '积分不足'),
  ERR_STAR_BIND_REQUIRED: def('points', 409, '请先绑定会员账号'),
  ERR_VERIFY_CODE_INVALID: def('points', 400, '验证码错误或已过期'),

  // ── coupons ─────────────────────────────────────────────────────────────
  ERR_COUPON_CLAIM_LIMIT: def('coupon', 409, '您已达到该优惠券的领取上限'),
  ERR_COUPON_NOT_STARTED: def('coupon', 409, '优惠券领取尚未开始'),
  ERR_COUPON_ENDED: def('coupon', 409, '优惠券领取已结束'),
  ERR_COUPON_SOLD_OUT: def('coupon', 409, '优惠券已被领完'),
  ERR_COUPON_CODE_INVALID: def('coupon', 400, '兑换码无效'),
  ERR_COUPON_UNUSABLE: def('coupon', 409, '所选优惠券不可用'),

  // ── member binding ──────────────────────────────────────────────────────
  ERR_BIND_REBIND_BLOCKED: def('binding', 409, '解绑后30天内不可重新绑定'),
  ERR_BIND_MAIN_ACCOUNT: def('binding', 409, '主账号不可解绑'),
  ERR_BIND_TYPE_EXISTS: def('binding', 409, '您已绑定同类型账号'),

  // ── likes ───────────────────────────────────────────────────────────────
  ERR_LIKE_DUPLICATE: def('like', 409, '您已经点过赞了'),
  ERR_UNLIKE_DUPLICATE: def('like', 409, '您已取消点赞'),
  ERR_REVIEW_DUPLICATE: def('like', 409, '您已经评价过该商品了'),

  // ── issue #6 parts (one file each) ──────────────────────────────────────
  ...SIGNIN_ERRORS,
  ...PROVIDER_ERRORS,
  ...PROFILE_ERRORS,
  ...INBOX_ERRORS,
  ...TRADE_IN_ERRORS,
  ...STARS_ERRORS,
  ...VERIFICATION_ERRORS,
  ...PAYMENT_ERRORS,
  ...HELP_ERRORS,
  ...AGREEMENT_ERRORS,
  ...STAFF_ERRORS,
  ...CATALOGUE_ADMIN_ERRORS,
  ...MEMBER_ADMIN_ERRORS,
  ...SETTINGS_ERRORS,
  ...SERVICE_ADMIN_ERRORS,
  ...ANNOUNCEMENT_ERRORS,
  ...CONTENT_ADMIN_ERRORS,
  ...CUSTOMER_CHAT_ERRORS,
  ...TRY_BUY_ERRORS,
  ...BUNDLE_ADMIN_ERRORS,
  ...LADDER_SERVICE_ADMIN_ERRORS,
  ...MARKETING_ADMIN_ERRORS,
  ...COUPON_ADMIN_ERRORS,
  ...TTM_CODE_ADMIN_ERRORS,
  ...INVOICE_ERRORS,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

/** Spec 8 names the trade-in eligibility code as the bare number 601. */
export const WIRE_CODE: Partial<Record<ErrorCode, string>> = { E_TRADEIN_601: '601' };

export const SUCCESS_CODE = '200';
export const SUCCESS_MESSAGE = '操作成功';

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERRORS, code);
}

/** Wire code (as sent in the envelope) to catalogue entry; tolerant of unknown codes. */
export function lookupError(wireCode: string): ErrorDefinition | undefined {
  if (wireCode === '601') return ERRORS.E_TRADEIN_601;
  return isErrorCode(wireCode) ? ERRORS[wireCode] : undefined;
}

/** Codes after which the storefront must drop the session and start login (spec 8). */
export const TOKEN_EXPIRED_CODES: readonly string[] = ['E_USER_4005', 'E_USER_4010', 'E_USER_0019', 'E_USER_0004'];

/** Server texts that the storefront rewrites before showing (spec 5). */
export const DISPLAY_REWRITES: Readonly<Record<string, string>> = {
  请先发送验证码: '请先获取验证码',
};

/** HTTP statuses after which the storefront shows the busy message (spec 8, HTTP). */
export const BUSY_HTTP_STATUSES: readonly number[] = [501, 504];
export const BUSY_MESSAGE = '当前访问人数较多，请稍后再试';

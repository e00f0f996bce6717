/** Error codes of star coin, star diamonds, writing reviews (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const STARS_ERRORS = {
  ERR_STAR_COIN_SIGNED_TODAY: def('points', 409, '今天已经签到过了，明天再来吧'),
  ERR_STAR_ENTRY_NOT_FOUND: def('points', 404, '星钻记录不存在'),
  ERR_REVIEW_ORDER_REQUIRED: def('like', 400, '请从已签收的订单中选择要评价的商品'),
  ERR_REVIEW_LINE_NOT_FOUND: def('like', 404, '订单商品不存在'),
  ERR_REVIEW_NOT_DELIVERED: def('like', 409, '订单签收后才能评价'),
  ERR_REVIEW_IMAGE_NOT_OWN: def('like', 400, '图片无效，请重新上传'),
} as const satisfies Record<string, ErrorDefinition>;

/** Error codes of the console's 套装 (bundles) and 赠品 (gifts) screens (issue #16); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const BUNDLE_ADMIN_ERRORS = {
  ERR_ADMIN_BUNDLE_NOT_FOUND: def('admin', 404, '套装不存在'),
  /** data: { spuCode } */
  ERR_ADMIN_BUNDLE_MAIN_SPU: def('admin', 400, '主商品不存在'),
  /** data: { index, skuCode } — the item (0-based) whose SKU is unknown or not on sale. */
  ERR_ADMIN_BUNDLE_ITEM_SKU: def('admin', 400, '套装商品SKU不存在或未在售'),
  /** data: { index, skuCode } — an item of the main product itself. */
  ERR_ADMIN_BUNDLE_ITEM_OF_MAIN: def('admin', 400, '套装商品不能是主商品自己的SKU'),
  /** data: { index, skuCode, price } — the bundle price above the SKU's own price. */
  ERR_ADMIN_BUNDLE_PRICE_ABOVE: def('admin', 400, '套装价不能高于该SKU的售价'),
  /** data: { skuCode } */
  ERR_ADMIN_GIFT_SKU: def('admin', 400, '商品SKU不存在'),
  /** data: { giftSkuCode } */
  ERR_ADMIN_GIFT_GIFT_SKU: def('admin', 400, '赠品SKU不存在'),
  ERR_ADMIN_GIFT_EXISTS: def('admin', 409, '该SKU已设置这个赠品'),
  ERR_ADMIN_GIFT_NOT_FOUND: def('admin', 404, '赠品设置不存在'),
} as const satisfies Record<string, ErrorDefinition>;

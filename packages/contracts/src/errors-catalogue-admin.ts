/** Error codes of the back office's 商品 area (issue #16): categories, products, prices, pictures, stock; spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const CATALOGUE_ADMIN_ERRORS = {
  ERR_ADMIN_CATEGORY_NOT_FOUND: def('admin', 404, '类目不存在'),
  ERR_ADMIN_CATEGORY_CODE_TAKEN: def('admin', 409, '该类目编码已存在，请换一个'),
  /** A category goes under a first-level one; a product into a second-level one. */
  ERR_ADMIN_CATEGORY_LEVEL: def('admin', 400, '类目层级不正确：类目只能建在一级类目下，商品须归入二级类目'),
  ERR_ADMIN_CATEGORY_ORDER: def('admin', 400, '类目顺序须包含该上级类目下的全部类目'),
  /** data: { children, products }: only an empty category can be deleted. */
  ERR_ADMIN_CATEGORY_NOT_EMPTY: def('admin', 409, '该类目下还有下级类目或商品，请先移走后再删除'),
  ERR_ADMIN_PRODUCT_NOT_FOUND: def('admin', 404, '商品不存在'),
  ERR_ADMIN_SPU_CODE_TAKEN: def('admin', 409, '该商品编码已存在，请换一个'),
  /** data: { skuCode } */
  ERR_ADMIN_SKU_CODE_TAKEN: def('admin', 409, 'SKU编码已被其他商品使用，请换一个'),
  /** data: { skuCode } */
  ERR_ADMIN_SKU_NOT_FOUND: def('admin', 404, 'SKU不存在'),
  /** data: { skuCode }: a SKU added in an edit has no price. */
  ERR_ADMIN_SKU_PRICE_REQUIRED: def('admin', 400, '新增的SKU须填写划线价和售价'),
  ERR_ADMIN_PICTURE_NOT_FOUND: def('admin', 400, '图片不存在或已失效，请重新上传'),
  /** data: { stock }: the adjustment would take stock below zero (or above the maximum). */
  ERR_ADMIN_STOCK_INSUFFICIENT: def('admin', 409, '库存不足：调整后库存不能小于0'),
  ERR_ADMIN_STOCK_TOO_HIGH: def('admin', 409, '调整后库存超过上限'),
  ERR_ADMIN_PREVIEW_ON_SALE: def('admin', 409, '商品已上架，请直接在商城查看'),
} as const satisfies Record<string, ErrorDefinition>;

/** Error codes of the console's 阶梯价 (tiered prices) and 服务 (value-added services); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const LADDER_SERVICE_ADMIN_ERRORS = {
  ERR_ADMIN_LADDER_NOT_FOUND: def('admin', 404, '阶梯价活动不存在'),
  /** data: { sku } */
  ERR_ADMIN_LADDER_SKU_NOT_FOUND: def('admin', 400, '商品SKU不存在或未发布'),
  ERR_ADMIN_LADDER_ENDED: def('admin', 409, '阶梯价活动已结束，不能再修改'),
  /** data: { actCd } */
  ERR_ADMIN_LADDER_OVERLAP: def('admin', 409, '该SKU在这段时间已有阶梯价'),
  ERR_ADMIN_SERVICE_NOT_FOUND: def('admin', 404, '服务不存在'),
  /** data: { name } */
  ERR_ADMIN_SERVICE_NAME_TAKEN: def('admin', 409, '同类型下已有同名服务'),
} as const satisfies Record<string, ErrorDefinition>;

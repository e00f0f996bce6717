/** Error codes of the console's 系统设置 (issue #16); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const SETTINGS_ERRORS = {
  ERR_ADMIN_SETTING_NOT_FOUND: def('admin', 404, '没有这项设置'),
  /** The message names the bound broken (e.g. 订单支付时限不能超过120分钟); data: { key, min, max } */
  ERR_ADMIN_SETTING_OUT_OF_BOUNDS: def('admin', 400, '设置值超出允许范围'),
} as const satisfies Record<string, ErrorDefinition>;

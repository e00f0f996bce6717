/** Error codes of the console's 会员 area (issue #16); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const MEMBER_ADMIN_ERRORS = {
  ERR_ADMIN_MEMBER_NOT_FOUND: def('admin', 404, '会员不存在'),
  /** data: { balance } */
  ERR_ADMIN_POINTS_BELOW_ZERO: def('admin', 409, '积分余额不足，调整后积分不能小于0'),
} as const satisfies Record<string, ErrorDefinition>;

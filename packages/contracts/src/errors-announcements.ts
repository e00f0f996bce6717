/** Error codes of the console's 消息 area (issue #16); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const ANNOUNCEMENT_ERRORS = {
  ERR_ADMIN_ANNOUNCEMENT_NOT_FOUND: def('admin', 404, '消息不存在'),
  ERR_ADMIN_ANNOUNCEMENT_STARTED: def('admin', 409, '消息已开始发送，不能取消'),
  ERR_ADMIN_ANNOUNCEMENT_CANCELLED: def('admin', 409, '消息已取消'),
} as const satisfies Record<string, ErrorDefinition>;

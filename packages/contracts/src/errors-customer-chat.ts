/** Error codes of live customer service (issue #16 item 5); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const CUSTOMER_CHAT_ERRORS = {
  ERR_CHAT_TOO_FAST: def('member', 429, '发送太频繁了，请稍后再发'),
  ERR_CHAT_NOT_FOUND: def('member', 404, '会话不存在'),
  ERR_CHAT_CLOSED: def('member', 409, '会话已结束'),
  ERR_CHAT_ORDER_NOT_FOUND: def('member', 404, '未找到该订单，请检查订单号'),
} as const satisfies Record<string, ErrorDefinition>;

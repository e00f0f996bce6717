/** Error codes of agreements, consent and phone re-verification (issue #14); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const AGREEMENT_ERRORS = {
  ERR_AGREEMENT_VERSION: def('member', 400, '协议版本不存在或尚未生效，请刷新页面后重新确认'),
  ERR_REVERIFY_REQUIRED: def('session', 403, '为了您的账户安全，请先验证当前绑定的手机号', 'caller'),
} as const satisfies Record<string, ErrorDefinition>;

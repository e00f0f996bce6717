/** Error codes of the account provider (OpenID Connect) and enterprise SSO (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const PROVIDER_ERRORS = {
  /** No (valid) sign-in cookie, or the state sent back is not the one this browser started with. */
  ERR_PROVIDER_STATE_INVALID: def('login', 400, '登录请求已失效，请重新登录'),
  /** The provider refused the code: used already, expired, or issued to another request. */
  ERR_PROVIDER_CODE_INVALID: def('login', 400, '授权码无效或已被使用，请重新登录'),
  /** The ID token does not answer this request (nonce, issuer, audience or signature). */
  ERR_PROVIDER_TOKEN_INVALID: def('login', 400, '账号授权校验失败，请重新登录'),
  ERR_PROVIDER_DENIED: def('login', 400, '您已取消账号授权'),
  ERR_PROVIDER_UNAVAILABLE: def('login', 502, '账号中心暂时无法访问，请稍后再试'),
  /** A way back that is not a path on this site. */
  ERR_PROVIDER_REDIRECT_INVALID: def('login', 400, '跳转地址不合法'),
  ERR_PROVIDER_NO_PHONE: def('login', 400, '该账号未绑定手机号，无法登录商城'),
  ERR_PROVIDER_NOT_CONFIGURED: def('login', 501, '暂不支持该登录方式'),
  /** entGetToken by a member who never signed in through the enterprise identity provider. */
  ERR_ENT_NOT_MEMBER: def('login', 403, '您还不是企业会员，请使用企业账号登录'),
  ERR_ENT_NO_COMPANY: def('login', 403, '该账号未关联企业，无法登录企业商城'),
} as const satisfies Record<string, ErrorDefinition>;

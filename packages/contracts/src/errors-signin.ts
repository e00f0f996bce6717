/** Error codes of QR, mini-program, app and the other sign-in routes (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const SIGNIN_ERRORS = {
  /** Unknown QR token, or one this browser did not request (never tells which). */
  ERR_QR_TOKEN_INVALID: def('login', 404, '二维码不存在或已失效，请刷新二维码'),
  ERR_QR_EXPIRED: def('login', 409, '二维码已失效，请刷新二维码'),
  ERR_QR_USED: def('login', 409, '二维码已使用，请刷新二维码'),
  ERR_QR_CANCELLED: def('login', 409, '登录已取消，请刷新二维码'),
  ERR_QR_NOT_SCANNED: def('login', 409, '请先扫描二维码'),
  ERR_QR_OTHER_MEMBER: def('login', 409, '该二维码已被其他账号扫描'),
  ERR_MP_CODE_INVALID: def('login', 400, '小程序登录凭证无效或已过期，请重新登录'),
  ERR_MP_PHONE_REQUIRED: def('login', 400, '首次登录请授权手机号'),
  ERR_MP_PLATFORM: def('login', 502, '小程序平台暂时无法连接，请稍后再试'),
  ERR_APP_TICKET_INVALID: def('login', 400, '登录凭证无效或已过期，请重新登录'),
  ERR_RETURN_URL_INVALID: def('login', 400, '跳转地址不合法'),
  ERR_LOGIN_LINK_EXPIRED: def('login', 400, '登录链接已过期，请重新打开'),
  ERR_ASSISTANT_CODE_INVALID: def('login', 400, '授权码无效或已过期，请重新授权'),
  ERR_ASSISTANT_STATE_INVALID: def('login', 400, '授权状态无效，请重新登录'),
} as const satisfies Record<string, ErrorDefinition>;

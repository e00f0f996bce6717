/** Error codes of the back office's staff sign-in and permissions (issue #16); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const STAFF_ERRORS = {
  ERR_ADMIN_LOGIN_FAILED: def('admin', 401, '账号或密码错误'),
  /** data: { retryAfter (s), lockedUntil (ms) }; Retry-After header. */
  ERR_ADMIN_LOCKED: def('admin', 429, '密码错误次数过多，账号已锁定15分钟，请稍后再试'),
  /** data: { retryAfter (s) }; Retry-After header. */
  ERR_ADMIN_LOGIN_RATE_LIMITED: def('admin', 429, '登录尝试过于频繁，请稍后再试'),
  ERR_ADMIN_ACCOUNT_DISABLED: def('admin', 403, '该账号已停用，请联系超级管理员'),
  ERR_ADMIN_TOTP_REQUIRED: def('admin', 401, '请输入动态验证码'),
  ERR_ADMIN_TOTP_WRONG: def('admin', 401, '动态验证码错误'),
  ERR_ADMIN_NOT_SIGNED_IN: def('admin', 401, '请先登录管理后台'),
  ERR_ADMIN_SESSION_IDLE: def('admin', 401, '长时间未操作，已自动退出，请重新登录'),
  ERR_ADMIN_SESSION_ENDED: def('admin', 401, '登录已失效，请重新登录'),
  ERR_ADMIN_PASSWORD_CHANGE_REQUIRED: def('admin', 403, '首次登录请先修改密码'),
  /** data: { permission } */
  ERR_ADMIN_FORBIDDEN: def('admin', 403, '当前角色无权执行该操作'),
  ERR_ADMIN_PASSWORD_WRONG: def('admin', 400, '当前密码不正确'),
  ERR_ADMIN_PASSWORD_POLICY: def('admin', 400, '新密码不符合要求'),
  ERR_ADMIN_TOTP_CODE_INVALID: def('admin', 400, '动态验证码错误，请重新输入'),
  ERR_ADMIN_TOTP_ALREADY_ENABLED: def('admin', 409, '已开启动态验证码，如需更换请先关闭'),
  ERR_ADMIN_TOTP_NOT_ENROLLED: def('admin', 409, '请先获取动态验证码密钥'),
  ERR_ADMIN_TOTP_NOT_ENABLED: def('admin', 409, '尚未开启动态验证码'),
  ERR_ADMIN_STAFF_NOT_FOUND: def('admin', 404, '员工账号不存在'),
  ERR_ADMIN_STAFF_NAME_TAKEN: def('admin', 409, '该账号名已存在，请换一个'),
  ERR_ADMIN_ROLE_NOT_FOUND: def('admin', 404, '角色不存在'),
  ERR_ADMIN_ROLE_NOT_EDITABLE: def('admin', 409, '超级管理员拥有全部权限，不可修改'),
  ERR_ADMIN_NOT_ON_SELF: def('admin', 409, '不能对自己的账号执行该操作，请在个人设置中修改密码'),
  ERR_ADMIN_LAST_SUPER_ADMIN: def('admin', 409, '至少需保留一名启用中的超级管理员'),
} as const satisfies Record<string, ErrorDefinition>;

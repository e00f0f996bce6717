/**
 * The back office's sign-in (issue #16): staff, not members. A staff session lives in its own
 * HttpOnly cookie scoped to /api/admin (SameSite strict); a member's token is never accepted
 * here. State-changing calls carry the shop's CSRF token like every other call.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  staffChangePasswordInputSchema,
  staffLoginInputSchema,
  staffProfileSchema,
  staffTotpConfirmInputSchema,
  staffTotpDisableInputSchema,
  staffTotpEnrolmentSchema,
} from '../staff.ts';

const tags = ['admin-auth'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';

export const adminAuthEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/login',
    body: staffLoginInputSchema,
    data: staffProfileSchema,
    summary: '员工登录',
    description:
      '账号与密码（开启动态验证码后还需 totp）。连续5次错误锁定15分钟（429 ERR_ADMIN_LOCKED，带 Retry-After）；同一 IP 15分钟内失败20次后须等待（429 ERR_ADMIN_LOGIN_RATE_LIMITED）。首次登录 mustChangePassword 为 true，须先修改密码。',
    tags,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/logout',
    data: z.object({ loggedOut: z.boolean() }),
    summary: '员工退出登录',
    description: '结束当前会话并清除 Cookie；未登录时同样成功。',
    tags,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/admin/auth/me',
    data: staffProfileSchema,
    summary: '当前员工信息与权限',
    description: `${SIGNED_IN} 30分钟无操作自动退出（401 ERR_ADMIN_SESSION_IDLE）。`,
    tags,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/password',
    body: staffChangePasswordInputSchema,
    data: staffProfileSchema,
    summary: '修改密码',
    description: `${SIGNED_IN} 新密码至少10位，须含字母和数字，不能包含账号名或与当前密码相同；修改后其他会话全部退出。`,
    tags,
  }),
  totpEnrol: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/totp/enrol',
    data: staffTotpEnrolmentSchema,
    summary: '获取动态验证码密钥',
    description: `${SIGNED_IN} 返回新的密钥（RFC 6238，30秒，6位），确认前不生效。`,
    tags,
  }),
  totpConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/totp/confirm',
    body: staffTotpConfirmInputSchema,
    data: staffProfileSchema,
    summary: '确认开启动态验证码',
    description: `${SIGNED_IN} 输入验证器当前显示的6位数字；此后登录须带 totp。`,
    tags,
  }),
  totpDisable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/totp/disable',
    body: staffTotpDisableInputSchema,
    data: staffProfileSchema,
    summary: '关闭动态验证码',
    description: `${SIGNED_IN} 须输入密码和当前动态验证码。`,
    tags,
  }),
};

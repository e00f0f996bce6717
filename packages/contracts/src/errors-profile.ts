/** Error codes of personal information, avatar, phone replacement, uploads (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const PROFILE_ERRORS = {
  ERR_UPLOAD_FILE_REQUIRED: def('member', 400, '请选择要上传的图片'),
  ERR_UPLOAD_TOO_LARGE: def('member', 413, '图片大小不能超过2MB，请压缩后重新上传'),
  ERR_UPLOAD_NOT_IMAGE: def('member', 415, '仅支持 JPG、PNG、WebP、GIF 格式的图片'),
  ERR_UPLOAD_UNSAFE: def('member', 400, '图片包含不安全的内容，请更换图片'),
  ERR_UPLOAD_DIMENSIONS: def('member', 400, '图片尺寸过大或过小，请更换图片'),
  ERR_AVATAR_NOT_FOUND: def('member', 404, '头像图片不存在，请重新上传'),
  ERR_PROFILE_EMPTY: def('member', 400, '请至少修改一项信息'),
  ERR_MOBILE_SAME: def('member', 409, '新手机号不能与当前手机号相同'),
  ERR_MOBILE_TAKEN: def('member', 409, '该手机号已被其他账号使用，请更换'),
  ERR_REPLACE_STEP_EXPIRED: def('member', 409, '原手机号验证已失效，请重新验证'),
} as const satisfies Record<string, ErrorDefinition>;

/** Error codes of member binding and tags, student and enterprise verification (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const VERIFICATION_ERRORS = {
  // ── platform prefix ─────────────────────────────────────────────────────
  ERR_PLATFORM_INVALID: def('platform', 400, '平台参数有误'),

  // ── binding (third-party accounts) and tags ─────────────────────────────
  ERR_BIND_TYPE_UNKNOWN: def('binding', 404, '不支持该类型的第三方账号'),
  ERR_BIND_ACCOUNT_TAKEN: def('binding', 409, '该第三方账号已绑定其他会员账号，请先在原账号解绑'),
  ERR_BIND_NOT_BOUND: def('binding', 409, '您尚未绑定该类型账号'),
  ERR_BIND_STATE_INVALID: def('binding', 400, '授权已失效，请重新发起绑定'),
  ERR_BIND_DENIED: def('binding', 409, '您已取消授权，绑定未完成'),
  ERR_BIND_CODE_INVALID: def('binding', 400, '授权码无效或已过期，请重新授权'),
  ERR_TAG_UNKNOWN: def('member', 404, '标签不存在'),
  ERR_VISIT_TYPE_UNKNOWN: def('platform', 400, '访问记录类型有误'),
  ERR_FOLLOW_WX_UNAVAILABLE: def('member', 502, '暂时无法获取公众号关注状态', 'silent'),

  // ── email codes ─────────────────────────────────────────────────────────
  ERR_EMAIL_INVALID: def('member', 400, '请输入正确的邮箱地址'),
  ERR_EMAIL_TOO_FREQUENT: def('member', 429, '邮件验证码发送过于频繁，请60秒后再试'),
  ERR_EMAIL_DAILY_LIMIT: def('member', 429, '今日获取邮件验证码次数已达上限，请明天再试'),
  ERR_EMAIL_CODE_NOT_SENT: def('member', 400, '请先获取邮箱验证码'),
  ERR_EMAIL_CODE_WRONG: def('member', 400, '邮箱验证码错误，请重新输入'),
  ERR_EMAIL_CODE_EXPIRED: def('member', 400, '邮箱验证码已失效，请重新获取'),
  ERR_EMAIL_SEND_FAILED: def('member', 502, '邮件发送失败，请稍后再试'),

  // ── student verification ────────────────────────────────────────────────
  ERR_STUDENT_EMAIL_DOMAIN: def('member', 400, '请使用已收录学校的教育邮箱（edu.cn）进行认证'),
  ERR_STUDENT_EMAIL_USED: def('member', 409, '该学校邮箱已被其他账号认证', 'caller'),
  ERR_STUDENT_ALREADY_VERIFIED: def('member', 409, '您已完成学生认证，无需重复认证'),
  ERR_STUDENT_NOT_VERIFIED: def('member', 404, '您尚未完成学生认证'),
  ERR_STUDENT_QX_REQUIRED: def('member', 409, '请先完成手机短信验证'),
  ERR_STUDENT_ALIPAY_ONLY: def('member', 400, '仅支付宝小程序支持该认证方式'),
  ERR_STUDENT_ALIPAY_BIND_REQUIRED: def('member', 409, '请先绑定支付宝账号'),
  ERR_STUDENT_ALIPAY_NOT_STUDENT: def('member', 409, '支付宝未查询到您的在校学生身份'),

  // ── enterprise verification ─────────────────────────────────────────────
  ERR_ENT_DOMAIN_NOT_ALLOWED: def('member', 400, '该邮箱不在企业白名单内，请使用公司邮箱'),
  ERR_ENT_PROGRAMME_NOT_FOUND: def('member', 404, '企业员工计划不存在或已结束'),
  ERR_ENT_ALREADY_VERIFIED: def('member', 409, '您已完成企业认证'),
} as const satisfies Record<string, ErrorDefinition>;

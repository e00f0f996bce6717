import { z } from 'zod';

import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './patterns.ts';

/** Trimmed before checking (spec 5: the login username is trimmed). */
export const mobileSchema = z
  .string({ error: '请输入手机号码' })
  .trim()
  .regex(MOBILE_PATTERN, { error: '请输入正确的11位手机号码' })
  .meta({ description: '中国大陆手机号，1[3-9] 开头的 11 位数字', example: '13800138000' });

export const smsCodeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(SMS_CODE_PATTERN, { error: '请输入6位数字验证码' })
  .meta({ description: '6 位数字短信验证码', example: '123456' });

export const siteCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{1,31}$/i, { error: '站点代码格式不正确' });

const FULL_WIDTH_BRACKETS = '\uff08\uff09\u3010\u3011\uff3b\uff3d\uff5b\uff5d';
// Special ASCII (everything printable but letters, digits, space and hyphen) and
// full-width / CJK / general punctuation (“”‘’…—·) except the brackets that sanitizeName keeps.
const SPECIAL =
  /[!-,./:-@[-`{-~\u00b7\u2012-\u2027\u2030-\u205e\u3000-\u300f\u3012-\u303f\uff01-\uff07\uff0a-\uff0c\uff0e-\uff0f\uff1a-\uff20\uff3c\uff3e-\uff40\uff5c\uff5e-\uff65]/g;

/** Name input sanitiser (spec 5): strips special ASCII and full-width punctuation, keeps hyphen. */
export function sanitizeName(input: string): string {
  return input.replace(SPECIAL, '');
}

/** The other input sanitiser (spec 5): as sanitizeName, and also strips hyphens and full-width brackets. */
export function sanitizeStrict(input: string): string {
  return sanitizeName(input).replace(new RegExp(`[-\uff0d${FULL_WIDTH_BRACKETS}]`, 'g'), '');
}

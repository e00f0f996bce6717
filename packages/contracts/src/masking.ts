/** Masking of personal data in answers and logs, written once so every screen hides the same characters. */

/** '13812345678' → '138****5678'; anything but 11 characters is returned as is. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** 'zhangsan@pku.edu.cn' → 'zh***@pku.edu.cn'; without '@' as is. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}***${email.slice(at)}`;
}

/** A real name keeps its first character: '张三丰' → '张**', '张' → '张*'; '' stays ''. */
export function maskRealName(name: string): string {
  return name ? `${name.slice(0, 1)}${'*'.repeat(Math.max(1, name.length - 1))}` : '';
}

/** A reviewer's nickname keeps its first and last character: '星河漫步者' → '星***者', '猫' → '猫***'; blank → '匿名用户'. */
export function maskNickname(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '匿名用户';
  return chars.length === 1 ? `${chars[0]}***` : `${chars[0]}***${chars[chars.length - 1]}`;
}

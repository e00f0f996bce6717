/** Sending email: an adapter port (the local one writes to the email_outbox sink; a provider's SMTP/API adapter replaces it). */
export interface EmailMessage {
  to: string;
  template: 'student-code' | 'enterprise-code';
  /** Template parameters, e.g. { code: '123456', minutes: '10', school: '北京大学' }. */
  params: Record<string, string>;
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<{ messageId: string }>;
}

export function renderEmail(brand: string, message: EmailMessage): { subject: string; text: string } {
  const { code, minutes } = message.params;
  switch (message.template) {
    case 'student-code':
      return {
        subject: `【${brand}】学生认证邮箱验证码`,
        text: `您好！您正在${brand}官方商城进行学生认证（${message.params.school ?? ''}）。验证码：${code}，${minutes} 分钟内有效。如非本人操作，请忽略本邮件。`,
      };
    case 'enterprise-code':
      return {
        subject: `【${brand}】企业员工认证邮箱验证码`,
        text: `您好！您正在${brand}官方商城进行企业员工认证（${message.params.company ?? ''}）。验证码：${code}，${minutes} 分钟内有效。如非本人操作，请忽略本邮件。`,
      };
  }
}

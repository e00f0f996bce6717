/** Sending text messages: an adapter chosen by configuration (SMS_PROVIDER). */
export interface SmsMessage {
  mobile: string;
  template: 'login-code' | 'verify-code' | 'arrival-notice';
  /** Template parameters, e.g. { code: '123456', minutes: '5' }. */
  params: Record<string, string>;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<{ messageId: string }>;
}

export function renderSms(brand: string, message: SmsMessage): string {
  switch (message.template) {
    case 'login-code':
      return `【${brand}】您的登录验证码为 ${message.params.code}，${message.params.minutes} 分钟内有效。请勿将验证码告诉他人。`;
    case 'verify-code':
      return `【${brand}】您的验证码为 ${message.params.code}，${message.params.minutes} 分钟内有效。`;
    case 'arrival-notice':
      return `【${brand}】您订阅的商品「${message.params.name}」已到货，库存有限，欢迎前往官方商城选购。`;
  }
}

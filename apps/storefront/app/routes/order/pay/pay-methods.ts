/** Which method a cashier path stands for (all served by cashier.tsx), and the method list. */
import { PAY_METHOD_NAMES, PAY_METHODS, type PayMethod } from '@shop/contracts/checkout';

const PATH_METHOD: Record<string, PayMethod> = {
  '/order/unionPay': 'unionpay',
  '/appOrder/unionPay': 'unionpay',
  '/order/unionpayint': 'unionpayint',
  '/order/cmbpay': 'cmbpay',
  '/order/chinaumspay': 'chinaums',
  '/order/jdpayscan': 'jdpay',
};

/** /order/wxpay: null (the chooser starts at WeChat Pay); the others preselect their method. */
export const methodOfPath = (pathname: string): PayMethod | null => PATH_METHOD[pathname.replace(/\/+$/, '')] ?? null;

export const isPayMethod = (v: unknown): v is PayMethod => typeof v === 'string' && (PAY_METHODS as readonly string[]).includes(v);

export const PAY_METHOD_HINTS: Readonly<Record<PayMethod, string>> = {
  wxpay: '微信扫码支付',
  alipay: '支付宝账户或扫码支付',
  unionpay: '银联借记卡、信用卡',
  unionpayint: '境外发行的银联卡',
  jdpay: '京东 App 扫码支付',
  cmbpay: '招商银行信用卡分期付款',
  chinaums: '云闪付、微信、支付宝聚合收款',
};

export const methodName = (m: string) => (isPayMethod(m) ? PAY_METHOD_NAMES[m] : '在线支付');

export const STAGE_LABELS = { full: '应付金额', deposit: '应付定金', balance: '应付尾款' } as const;

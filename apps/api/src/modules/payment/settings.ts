/**
 * Payment provider settings (issue #12): every gateway address, merchant id and key is
 * configuration. Unset gateway = the built-in sandbox of that provider, reached on this
 * server's own listen address (origins.self()); keys left unset then come from the
 * sandbox's key store at start (trust/provider-keys.ts). A configured gateway with a key
 * missing refuses to start rather than guess.
 */
import { createHmac } from 'node:crypto';
import type { ApiConfig } from '../../config.ts';

/** Alipay open platform (https://openapi.alipay.com/gateway.do). */
export interface AlipaySettings {
  /** ALIPAY_GATEWAY: the gateway.do URL; unset = the sandbox. */
  gateway?: string;
  appId: string;
  /** The seller (partner) id notifications must carry, when set. */
  sellerId?: string;
  /** The app private key (RSA2 requests); PEM or bare base64 PKCS#8. */
  appPrivateKey?: string;
  /** Alipay's public key (answers and notifications). */
  alipayPublicKey?: string;
}

/** WeChat Pay APIv3 (https://api.mch.weixin.qq.com). */
export interface WechatPaySettings {
  /** WXPAY_BASE_URL: the API origin; unset = the sandbox. */
  base?: string;
  mchid: string;
  appid: string;
  merchantPrivateKey?: string;
  merchantSerial?: string;
  /** The APIv3 key exactly as set in the merchant platform: a 32-character string; unset = derived from the shop secret (sandbox). */
  apiV3Key?: string;
  /** Public-key mode: WeChat Pay's public key and its id (PUB_KEY_ID_…). */
  publicKey?: string;
  publicKeyId?: string;
  /** Platform-certificate mode: the certificate PEM; unset = fetched once from /v3/certificates and pinned. */
  platformCertificate?: string;
}

/**
 * UnionPay, UnionPay International (RSA2-signed form notifications) and JD Pay, CMB,
 * China UMS (HMAC): the shop's own imitation protocol, not those providers' real formats
 * (docs/payments.md).
 */
export interface ImitationSettings {
  gateway?: string;
  merchantId: string;
  /** Shared key: HMAC of API calls (and of the HMAC family's notifications); unset = derived from the shop secret (sandbox). */
  merchantKey?: string;
  /** RSA2 family: the gateway's public key; unset = the sandbox key store (sandbox only). */
  gatewayPublicKey?: string;
}

export type ImitationMethod = 'unionpay' | 'unionpayint' | 'jdpay' | 'cmbpay' | 'chinaums';
export const IMITATION_METHODS: readonly ImitationMethod[] = ['unionpay', 'unionpayint', 'jdpay', 'cmbpay', 'chinaums'];

export interface PaymentSettings {
  alipay: AlipaySettings;
  wxpay: WechatPaySettings;
  imitation: Record<ImitationMethod, ImitationSettings>;
}

/** A PEM from the environment: real newlines, "\n" escapes, or a bare base64 body. */
export function pemOf(value: string | undefined, kind: 'PRIVATE KEY' | 'PUBLIC KEY' | 'CERTIFICATE'): string | undefined {
  if (!value?.trim()) return undefined;
  const v = value.replace(/\\n/g, '\n').trim();
  if (v.startsWith('-----BEGIN')) return `${v}\n`;
  const body = v.replace(/\s+/g, '');
  return `-----BEGIN ${kind}-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END ${kind}-----\n`;
}

/** Sandbox defaults derived from the shop secret, so every worker agrees without storing them. */
const derive = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest('hex');
export const sandboxApiV3Key = (secret: string) => derive(secret, 'payment:wxpay:apiv3-key').slice(0, 32);
export const sandboxMerchantKey = (secret: string, method: string) => derive(secret, `payment:${method}:merchant-key`);

/** Settings from environment variables (names in docs/payments.md); defaults run the sandboxes. */
export function paymentSettingsFromEnv(env: Record<string, string | undefined>, _nodeEnv: ApiConfig['nodeEnv']): PaymentSettings {
  const s = (name: string) => env[name]?.trim() || undefined;
  const imitation = (prefix: string, defaultId: string): ImitationSettings => ({
    gateway: s(`${prefix}_GATEWAY`),
    merchantId: s(`${prefix}_MERCHANT_ID`) ?? defaultId,
    merchantKey: s(`${prefix}_MERCHANT_KEY`),
    gatewayPublicKey: pemOf(s(`${prefix}_PUBLIC_KEY`), 'PUBLIC KEY'),
  });
  return {
    alipay: {
      gateway: s('ALIPAY_GATEWAY'),
      appId: s('ALIPAY_APP_ID') ?? '2021000000000001',
      sellerId: s('ALIPAY_SELLER_ID'),
      appPrivateKey: pemOf(s('ALIPAY_APP_PRIVATE_KEY'), 'PRIVATE KEY'),
      alipayPublicKey: pemOf(s('ALIPAY_PUBLIC_KEY'), 'PUBLIC KEY'),
    },
    wxpay: {
      base: s('WXPAY_BASE_URL'),
      mchid: s('WXPAY_MCHID') ?? '1900000109',
      appid: s('WXPAY_APPID') ?? 'wx0000000000000001',
      merchantPrivateKey: pemOf(s('WXPAY_MERCHANT_PRIVATE_KEY'), 'PRIVATE KEY'),
      merchantSerial: s('WXPAY_MERCHANT_SERIAL'),
      apiV3Key: s('WXPAY_APIV3_KEY'),
      publicKey: pemOf(s('WXPAY_PUBLIC_KEY'), 'PUBLIC KEY'),
      publicKeyId: s('WXPAY_PUBLIC_KEY_ID'),
      platformCertificate: pemOf(s('WXPAY_PLATFORM_CERT'), 'CERTIFICATE'),
    },
    imitation: {
      unionpay: imitation('UNIONPAY', '777290058110048'),
      unionpayint: imitation('UNIONPAYINT', '777290058110049'),
      jdpay: imitation('JDPAY', '110000000001'),
      cmbpay: imitation('CMBPAY', '0755000001'),
      chinaums: imitation('CHINAUMS', '898310000000001'),
    },
  };
}

/** The settings in force: the configured block, else the environment's. */
export function paymentSettingsOf(config: ApiConfig): PaymentSettings {
  return config.payments ?? paymentSettingsFromEnv(process.env, config.nodeEnv);
}

/** Checks a configured provider has what it needs (a live gateway never falls back to sandbox keys). */
export function checkPaymentSettings(p: PaymentSettings): string[] {
  const problems: string[] = [];
  if (p.alipay.gateway && (!p.alipay.appPrivateKey || !p.alipay.alipayPublicKey))
    problems.push('ALIPAY_GATEWAY is set: ALIPAY_APP_PRIVATE_KEY and ALIPAY_PUBLIC_KEY are required');
  if (p.wxpay.base) {
    if (!p.wxpay.merchantPrivateKey || !p.wxpay.merchantSerial)
      problems.push('WXPAY_BASE_URL is set: WXPAY_MERCHANT_PRIVATE_KEY and WXPAY_MERCHANT_SERIAL are required');
    if (p.wxpay.publicKey && !p.wxpay.publicKeyId?.startsWith('PUB_KEY_ID_')) problems.push('WXPAY_PUBLIC_KEY needs WXPAY_PUBLIC_KEY_ID (PUB_KEY_ID_…)');
  }
  if (p.wxpay.apiV3Key !== undefined && Buffer.byteLength(p.wxpay.apiV3Key, 'utf8') !== 32) problems.push('WXPAY_APIV3_KEY must be the 32-character APIv3 key');
  for (const m of ['unionpay', 'unionpayint'] as const)
    if (p.imitation[m].gateway && !p.imitation[m].gatewayPublicKey)
      problems.push(`${m.toUpperCase()}_GATEWAY is set: ${m.toUpperCase()}_PUBLIC_KEY is required`);
  return problems;
}

/**
 * The keys the shop trusts and signs with, resolved once at start (issue #12): from
 * settings, or — for a provider left on its built-in sandbox — read from the sandbox's own
 * key store. Provider public keys are pinned here: a notification or answer signed by any
 * other key, or naming an unknown serial, is refused; nothing a request carries can add or
 * replace a key. The one exception is WeChat Pay's platform certificate for a configured
 * gateway without WXPAY_PLATFORM_CERT / WXPAY_PUBLIC_KEY: fetched once from the configured
 * /v3/certificates and pinned (wechatpay.ts), never refetched on an unknown serial.
 */
import { createPublicKey, X509Certificate } from 'node:crypto';
import type { PayMethod } from '@shop/contracts/checkout';
import { platformCertificate, sandboxPublicKeyId } from '../sandbox/platform-certificate.ts';
import type { SandboxKeys } from '../sandbox/sandbox-keys.ts';
import { checkPaymentSettings, IMITATION_METHODS, sandboxApiV3Key, sandboxMerchantKey, type ImitationMethod, type PaymentSettings } from '../settings.ts';

export interface AlipayKeys {
  appId: string;
  sellerId?: string;
  appPrivateKey: string;
  /** Derived from the private key: what the sandbox verifies the shop's requests with. */
  appPublicKey: string;
  alipayPublicKey: string;
}

export interface WechatPayKeys {
  mchid: string;
  appid: string;
  merchantPrivateKey: string;
  merchantSerial: string;
  merchantPublicKey: string;
  /** The 32-character APIv3 key (its UTF-8 bytes are the AES-256 key). */
  apiV3Key: string;
  /** Pinned verification keys by Wechatpay-Serial: platform certificate serials and PUB_KEY_ID_…. */
  trusted: Map<string, string>;
  /** Public-key mode: sent as Wechatpay-Serial with requests so answers are signed by that key. */
  publicKeyId?: string;
  /** A configured gateway whose platform certificate is to be fetched once and pinned. */
  fetchCertificates: boolean;
}

export interface ImitationKeys {
  merchantId: string;
  merchantKey: string;
  gatewayPublicKey?: string;
}

export interface ProviderKeys {
  alipay: AlipayKeys;
  wxpay: WechatPayKeys;
  imitation: Record<ImitationMethod, ImitationKeys>;
}

const publicOf = (privatePem: string) => createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString();

/** Sandbox key-store rows of the merchant side (the sandbox verifies the shop with their public halves). */
export const MERCHANT_KEY_ROWS: Partial<Record<PayMethod, string>> = { alipay: 'alipay:app', wxpay: 'wxpay:merchant' };

export async function loadProviderKeys(settings: PaymentSettings, secret: string, store: SandboxKeys): Promise<ProviderKeys> {
  const problems = checkPaymentSettings(settings);
  if (problems.length) throw new Error(`payment settings: ${problems.join('; ')}`);

  const a = settings.alipay;
  const appPrivateKey = a.appPrivateKey ?? (await store.of(MERCHANT_KEY_ROWS.alipay!)).privatePem;
  const alipay: AlipayKeys = {
    appId: a.appId,
    sellerId: a.sellerId,
    appPrivateKey,
    appPublicKey: publicOf(appPrivateKey),
    alipayPublicKey: a.alipayPublicKey ?? (await store.of('alipay')).publicPem,
  };

  const w = settings.wxpay;
  const merchant = w.merchantPrivateKey ? { privatePem: w.merchantPrivateKey, serial: w.merchantSerial! } : await store.of(MERCHANT_KEY_ROWS.wxpay!);
  const trusted = new Map<string, string>();
  if (w.publicKey && w.publicKeyId) trusted.set(w.publicKeyId, w.publicKey);
  if (w.platformCertificate) {
    const cert = new X509Certificate(w.platformCertificate);
    trusted.set(cert.serialNumber.toUpperCase(), cert.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  }
  if (!w.base) {
    // The built-in sandbox: its platform key, under both its certificate serial and its public-key id.
    const platform = await store.of('wxpay');
    trusted.set(platformCertificate(platform).serial, platform.publicPem);
    trusted.set(sandboxPublicKeyId(platform), platform.publicPem);
  }
  const wxpay: WechatPayKeys = {
    mchid: w.mchid,
    appid: w.appid,
    merchantPrivateKey: merchant.privatePem,
    merchantSerial: merchant.serial,
    merchantPublicKey: publicOf(merchant.privatePem),
    apiV3Key: w.apiV3Key ?? sandboxApiV3Key(secret),
    trusted,
    publicKeyId: w.publicKeyId,
    fetchCertificates: Boolean(w.base && !w.platformCertificate && !w.publicKey),
  };

  const imitation = {} as Record<ImitationMethod, ImitationKeys>;
  for (const m of IMITATION_METHODS) {
    const s = settings.imitation[m];
    const rsa = m === 'unionpay' || m === 'unionpayint';
    imitation[m] = {
      merchantId: s.merchantId,
      merchantKey: s.merchantKey ?? sandboxMerchantKey(secret, m),
      gatewayPublicKey: rsa ? (s.gatewayPublicKey ?? (await store.of(m)).publicPem) : undefined,
    };
  }
  return { alipay, wxpay, imitation };
}

/** Keys become available once the app is ready; using them before is a programming error. */
export function keyHolder() {
  let keys: ProviderKeys | undefined;
  return {
    set(k: ProviderKeys) {
      keys = k;
    },
    get(): ProviderKeys {
      if (!keys) throw new Error('payment keys are loaded at start (onReady) and not available yet');
      return keys;
    },
  };
}
export type KeyHolder = ReturnType<typeof keyHolder>;

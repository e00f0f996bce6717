/**
 * Sandbox defaults of the secrets a merchant shares with a gateway, derived from the shop
 * secret so the shop, the sandbox and every worker agree without storing them (settings.ts
 * uses them when WXPAY_APIV3_KEY / <METHOD>_MERCHANT_KEY are unset).
 */
import { sandboxApiV3Key, sandboxMerchantKey } from '../settings.ts';
import { apiV3KeyBytes } from './wechat-sign.ts';

/** The sandbox APIv3 key as AES-256 key bytes (the 32-character string's UTF-8). */
export function apiV3Key(secret: string): Buffer {
  return apiV3KeyBytes(sandboxApiV3Key(secret));
}

export function merchantKey(secret: string, method: string): string {
  return sandboxMerchantKey(secret, method);
}

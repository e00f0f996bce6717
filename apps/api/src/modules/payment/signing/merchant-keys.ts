/**
 * Secrets the shop (merchant) shares with each gateway, derived from the app secret so that
 * the shop and the sandbox — and every worker process — agree without storing them:
 * WeChat Pay's APIv3 key (32 bytes, AES-256-GCM of notification resources) and the HMAC
 * merchant key of the HMAC-style gateways (also used to authenticate shop → gateway calls).
 */
import { createHmac } from 'node:crypto';

export function apiV3Key(secret: string): Buffer {
  return createHmac('sha256', secret).update('payment:wxpay:apiv3-key').digest();
}

export function merchantKey(secret: string, method: string): Buffer {
  return createHmac('sha256', secret).update(`payment:${method}:merchant-key`).digest();
}

/** The merchant id each gateway knows the shop by. */
export function merchantId(method: string): string {
  return `SB${method.toUpperCase()}1900000109`;
}

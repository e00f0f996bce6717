/**
 * HMAC-style signatures (jdpay, cmbpay, chinaums): HMAC-SHA256 with the merchant key over
 * the canonical `k=v&…` of the form, hex in `sign`, sign_type HMAC-SHA256.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalString, type Params } from './canonical.ts';

export function hmacSign(params: Params, key: Buffer | string): string {
  return createHmac('sha256', key).update(canonicalString(params), 'utf8').digest('hex');
}

export function hmacSigned(params: Params, key: Buffer | string): Params {
  return { ...params, sign_type: 'HMAC-SHA256', sign: hmacSign(params, key) };
}

export function hmacVerify(params: Params, key: Buffer | string): boolean {
  const sign = params.sign;
  if (!sign || params.sign_type !== 'HMAC-SHA256' || !/^[0-9a-f]{64}$/.test(sign)) return false;
  return timingSafeEqual(Buffer.from(sign, 'hex'), Buffer.from(hmacSign(params, key), 'hex'));
}

/** Signature of a raw request body (shop → sandbox API calls), header x-sandbox-signature. */
export function bodySignature(body: string, key: Buffer | string): string {
  return createHmac('sha256', key).update(body, 'utf8').digest('hex');
}

export function bodySignatureValid(body: string, given: string | undefined, key: Buffer | string): boolean {
  if (!given || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(bodySignature(body, key), 'hex'));
}

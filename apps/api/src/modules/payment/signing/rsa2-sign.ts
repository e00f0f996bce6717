/**
 * Alipay-style signatures (alipay, unionpay, unionpayint): RSA2 = SHA256withRSA
 * (PKCS#1 v1.5) over the canonical `k=v&…` of the form, base64 in `sign`, sign_type RSA2.
 */
import { createSign, createVerify } from 'node:crypto';
import { canonicalString, type Params } from './canonical.ts';

export function rsa2Sign(params: Params, privatePem: string): string {
  return createSign('RSA-SHA256').update(canonicalString(params), 'utf8').sign(privatePem, 'base64');
}

/** The params with sign and sign_type added. */
export function rsa2Signed(params: Params, privatePem: string): Params {
  return { ...params, sign_type: 'RSA2', sign: rsa2Sign(params, privatePem) };
}

export function rsa2Verify(params: Params, publicPem: string): boolean {
  const sign = params.sign;
  if (!sign || params.sign_type !== 'RSA2') return false;
  try {
    return createVerify('RSA-SHA256').update(canonicalString(params), 'utf8').verify(publicPem, sign, 'base64');
  } catch {
    return false;
  }
}

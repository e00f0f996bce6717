/**
 * Alipay open API signatures (RSA2 = SHA256withRSA, base64):
 * - requests: every parameter but `sign` (sign_type included), sorted `k=v&…`, empty values left out;
 * - answers: `{"<method_with_underscores>_response":{…},"sign":"…"}`, signed over the exact
 *   text of the response object (what alipay-sdk's getSignStr cuts out);
 * - notifications: sorted params without sign and sign_type (rsa2-sign.ts).
 */
import { createSign, createVerify } from 'node:crypto';
import { canonicalString, type Params } from './canonical.ts';

export const responseKeyOf = (method: string) => `${method.replaceAll('.', '_')}_response`;

export function alipaySignRequest(params: Params, appPrivatePem: string): Params {
  const sign = createSign('RSA-SHA256')
    .update(canonicalString(params, ['sign']), 'utf8')
    .sign(appPrivatePem, 'base64');
  return { ...params, sign };
}

export function alipayVerifyRequest(params: Params, appPublicPem: string): boolean {
  if (!params.sign || params.sign_type !== 'RSA2') return false;
  try {
    return createVerify('RSA-SHA256')
      .update(canonicalString(params, ['sign']), 'utf8')
      .verify(appPublicPem, params.sign, 'base64');
  } catch {
    return false;
  }
}

/** The answer text the gateway sends (the response object's JSON is what is signed). */
export function alipaySignedResponse(method: string, content: object, alipayPrivatePem: string): string {
  const inner = JSON.stringify(content);
  const sign = createSign('RSA-SHA256').update(inner, 'utf8').sign(alipayPrivatePem, 'base64');
  return `{"${responseKeyOf(method)}":${inner},"sign":${JSON.stringify(sign)}}`;
}

/** The response object when its signature verifies with Alipay's public key; null otherwise. */
export function alipayVerifyResponse<T>(text: string, method: string, alipayPublicPem: string): T | null {
  const key = `"${responseKeyOf(method)}":`;
  const start = text.indexOf(key);
  const signAt = text.lastIndexOf(',"sign":');
  if (start < 0 || signAt < start) return null;
  const inner = text.slice(start + key.length, signAt).trim();
  let parsed: { sign?: unknown };
  try {
    parsed = JSON.parse(text) as { sign?: unknown };
  } catch {
    return null;
  }
  if (typeof parsed.sign !== 'string') return null;
  try {
    if (!createVerify('RSA-SHA256').update(inner, 'utf8').verify(alipayPublicPem, parsed.sign, 'base64')) return null;
    return JSON.parse(inner) as T;
  } catch {
    return null;
  }
}

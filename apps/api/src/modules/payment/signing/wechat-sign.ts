/**
 * WeChat-Pay-style (APIv3) notifications: the platform signs
 * `${timestamp}\n${nonce}\n${body}\n` with SHA256-RSA (PKCS#1 v1.5), headers
 * Wechatpay-Timestamp / -Nonce / -Signature / -Serial; the payload (resource) is encrypted
 * with AEAD_AES_256_GCM under the merchant's APIv3 key, ciphertext = base64(ct ‖ 16-byte tag).
 */
import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/** A notification more than this far from our clock is refused (replay window). */
export const WECHAT_MAX_SKEW_SECONDS = 5 * 60;

export type WechatHeaders = {
  'wechatpay-timestamp': string;
  'wechatpay-nonce': string;
  'wechatpay-signature': string;
  'wechatpay-serial': string;
};

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  nonce: string;
  original_type?: string;
}

const message = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

export function wechatSign(privatePem: string, timestamp: string, nonce: string, body: string): string {
  return createSign('RSA-SHA256')
    .update(message(timestamp, nonce, body), 'utf8')
    .sign(privatePem, 'base64');
}

/** The headers the platform sends with `body` (nonce random, timestamp in seconds). */
export function wechatHeaders(privatePem: string, serial: string, body: string, nowMs: number): WechatHeaders {
  const timestamp = String(Math.floor(nowMs / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': wechatSign(privatePem, timestamp, nonce, body),
    'wechatpay-serial': serial,
  };
}

export type WechatVerdict = { ok: true } | { ok: false; reason: 'missing-headers' | 'stale-timestamp' | 'bad-signature' };

/** Checks headers + raw body against the platform public key; refuses stale timestamps. */
export function wechatVerify(publicPem: string, headers: Partial<Record<string, string | string[] | undefined>>, body: string, nowMs: number): WechatVerdict {
  const h = (name: keyof WechatHeaders) => {
    const v = headers[name];
    return typeof v === 'string' ? v : undefined;
  };
  const timestamp = h('wechatpay-timestamp');
  const nonce = h('wechatpay-nonce');
  const signature = h('wechatpay-signature');
  if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing-headers' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > WECHAT_MAX_SKEW_SECONDS) return { ok: false, reason: 'stale-timestamp' };
  try {
    const good = createVerify('RSA-SHA256')
      .update(message(timestamp, nonce, body), 'utf8')
      .verify(publicPem, signature, 'base64');
    return good ? { ok: true } : { ok: false, reason: 'bad-signature' };
  } catch {
    return { ok: false, reason: 'bad-signature' };
  }
}

/** `originalType`: what the plaintext is ('transaction', 'refund'; WeChat Pay's resource.original_type). */
export function aesGcmEncrypt(key: Buffer, plaintext: string, associatedData: string, originalType = 'transaction'): EncryptedResource {
  const nonce = randomBytes(6).toString('hex'); // 12 characters, as WeChat Pay sends
  const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: ct.toString('base64'), associated_data: associatedData, nonce, original_type: originalType };
}

/** The plaintext, or null when the key, nonce, associated data or ciphertext do not match. */
export function aesGcmDecrypt(key: Buffer, resource: Pick<EncryptedResource, 'ciphertext' | 'associated_data' | 'nonce'>): string | null {
  try {
    const all = Buffer.from(resource.ciphertext, 'base64');
    if (all.length < 17) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(all.subarray(all.length - 16));
    return Buffer.concat([decipher.update(all.subarray(0, all.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The AES-256 key of an APIv3 key: the 32-character string's bytes, as merchants set it. */
export const apiV3KeyBytes = (apiV3Key: string) => Buffer.from(apiV3Key, 'utf8');

/** The message a merchant signs for an APIv3 request (the path includes the query string). */
const requestMessage = (method: string, path: string, timestamp: string, nonce: string, body: string) =>
  `${method.toUpperCase()}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;

/** `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`. */
export function wechatAuthorization(
  a: { mchid: string; serial: string; privatePem: string },
  method: string,
  path: string,
  body: string,
  nowMs: number,
): string {
  const timestamp = String(Math.floor(nowMs / 1000));
  const nonce = randomBytes(16).toString('hex').toUpperCase();
  const signature = createSign('RSA-SHA256')
    .update(requestMessage(method, path, timestamp, nonce, body), 'utf8')
    .sign(a.privatePem, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${a.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${a.serial}"`;
}

export interface ParsedAuthorization {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  if (!header?.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(26).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]!] = m[2]!;
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  return mchid && nonce_str && signature && timestamp && serial_no ? { mchid, nonce_str, signature, timestamp, serial_no } : null;
}

/** The gateway's check of a merchant request (signature and a timestamp within 5 minutes). */
export function verifyAuthorization(publicPem: string, auth: ParsedAuthorization, method: string, path: string, body: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(auth.timestamp) || Math.abs(nowMs / 1000 - Number(auth.timestamp)) > WECHAT_MAX_SKEW_SECONDS) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(requestMessage(method, path, auth.timestamp, auth.nonce_str, body), 'utf8')
      .verify(publicPem, auth.signature, 'base64');
  } catch {
    return false;
  }
}

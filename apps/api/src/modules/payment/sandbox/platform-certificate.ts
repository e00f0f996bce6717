/**
 * The sandbox WeChat Pay platform certificate: a self-signed X.509 v3 certificate over the
 * sandbox platform key, built deterministically from the key-store row (fixed validity from
 * its creation time, PKCS#1 v1.5 signature), so the shop and every worker derive the same
 * certificate and serial. WeChat Pay's /v3/certificates hands out such a certificate,
 * AES-256-GCM encrypted with the merchant's APIv3 key. Minimal DER, no library needed.
 */
import { createPrivateKey, createPublicKey, createSign, X509Certificate } from 'node:crypto';
import type { GatewayKeyPair } from './sandbox-keys.ts';

const len = (n: number) => (n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]));
const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), len(body.length), body]);
};
const seq = (...p: Buffer[]) => tlv(0x30, ...p);
const oid = (dotted: string) => {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const v of rest) {
    const chunk = [v & 0x7f];
    for (let x = v >> 7; x > 0; x >>= 7) chunk.unshift((x & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
};
const utcTime = (d: Date) => tlv(0x17, Buffer.from(d.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z'));
const rdn = (type: string, value: Buffer, tag: number) => tlv(0x31, seq(oid(type), tlv(tag, value)));
const name = (cn: string) =>
  seq(rdn('2.5.4.6', Buffer.from('CN'), 0x13), rdn('2.5.4.10', Buffer.from('Tenpay.com Sandbox'), 0x0c), rdn('2.5.4.3', Buffer.from(cn, 'utf8'), 0x0c));
const SHA256_RSA = seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));

export interface PlatformCertificate {
  pem: string;
  /** As WeChat Pay writes it: upper-case hex. */
  serial: string;
  effective: Date;
  expire: Date;
}

const cache = new Map<string, PlatformCertificate>();

export function platformCertificate(key: GatewayKeyPair & { createdAt?: Date }): PlatformCertificate {
  const hit = cache.get(key.serial);
  if (hit) return hit;
  // A positive INTEGER in minimal DER: the top bit cleared and the first nibble never 0 (a serial
  // starting 00 followed by a byte under 0x80 is "illegal padding": one key in about 256 failed).
  const serialHex = ((Number.parseInt(key.serial[0]!, 16) & 7) | 1).toString(16) + key.serial.slice(1, 40);
  const effective = new Date(Math.floor((key.createdAt?.getTime() ?? Date.UTC(2026, 0, 1)) / 1000) * 1000);
  const expire = new Date(effective.getTime() + 5 * 365 * 24 * 3600_000);
  const spki = createPublicKey(key.publicPem).export({ type: 'spki', format: 'der' });
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, Buffer.from(serialHex, 'hex')),
    SHA256_RSA,
    name('Tenpay.com Root CA (sandbox)'),
    seq(utcTime(effective), utcTime(expire)),
    name('Wechatpay sandbox platform'),
    spki,
  );
  const signature = createSign('RSA-SHA256').update(tbs).sign(createPrivateKey(key.privatePem));
  const der = seq(tbs, SHA256_RSA, tlv(0x03, Buffer.from([0]), signature));
  const pem = `-----BEGIN CERTIFICATE-----\n${der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n')}\n-----END CERTIFICATE-----\n`;
  const cert = { pem, serial: new X509Certificate(pem).serialNumber.toUpperCase(), effective, expire };
  cache.set(key.serial, cert);
  return cert;
}

/** The sandbox's public-key-mode id (PUB_KEY_ID_ + 32 digits), stable per key. */
export const sandboxPublicKeyId = (key: GatewayKeyPair) =>
  `PUB_KEY_ID_01${BigInt('0x' + key.serial.slice(0, 24))
    .toString()
    .padStart(30, '0')
    .slice(-30)}`;

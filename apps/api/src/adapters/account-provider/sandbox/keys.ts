/**
 * The sandbox provider's signing key: one ES256 key derived from the shop secret, so every
 * worker process signs with the same key and ID tokens verify whichever worker answered.
 */
import { createECDH, createHmac } from 'node:crypto';

export function sandboxSigningJwk(secret: string, label: string) {
  const d = createHmac('sha256', secret).update(`account-provider-sandbox-es256:${label}`).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const pub = ecdh.getPublicKey(); // 0x04 || X || Y
  const b64 = (b: Buffer) => b.toString('base64url');
  return { kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: `sandbox-${label}`, d: b64(d), x: b64(pub.subarray(1, 33)), y: b64(pub.subarray(33, 65)) };
}

/** Cookie keys of the sandbox provider, derived from the shop secret. */
export function sandboxCookieKeys(secret: string, label: string): string[] {
  return [createHmac('sha256', secret).update(`account-provider-sandbox-cookies:${label}`).digest('base64url')];
}

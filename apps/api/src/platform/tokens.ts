/**
 * Access tokens: short-lived JWTs (HS256) verified without a database round trip.
 * Claims: sub (userNo or anonymous id), typ (member | anonymous), sid (session, members only).
 * Signed with jose; verified here with node:crypto's HMAC, synchronously: every signed-in
 * request verifies one, and jose's WebCrypto verify (a key import and an async crypto job per
 * call) was a quarter of the CPU of a flash-sale rush's sold-out answer.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { UserType } from '@shop/contracts';

export interface AccessClaims {
  sub: string;
  typ: UserType;
  sid?: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims; exp: number } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'shop';

export function createTokenSigner(secret: string, clock: { nowMs(): number }) {
  const key = new TextEncoder().encode(`access:${secret}`);
  return {
    async sign(claims: AccessClaims, ttlSeconds: number): Promise<{ token: string; expiresAt: number }> {
      const iat = Math.floor(clock.nowMs() / 1000);
      const exp = iat + ttlSeconds;
      const jwt = new SignJWT({ typ: claims.typ, ...(claims.sid ? { sid: claims.sid } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(exp);
      return { token: await jwt.sign(key), expiresAt: exp * 1000 };
    },
    async verify(token: string): Promise<VerifyResult> {
      return verifyHs256(token, key, Math.floor(clock.nowMs() / 1000));
    },
  };
}

const json = (part: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * A compact JWS of ours: header {alg: HS256} (no crit), a valid HMAC-SHA256 over header.payload
 * (compared in constant time), then the claims as jose checked them: issuer, exp in the future
 * (`now` in whole seconds), nbf and iat numbers when present, nbf not in the future.
 */
function verifyHs256(token: string, key: Uint8Array, now: number): VerifyResult {
  const invalid: VerifyResult = { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 3) return invalid;
  const [h, p, sig] = parts as [string, string, string];
  const header = json(h);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return invalid;
  // 32 bytes are exactly 43 base64url characters: no padding or stray characters that a lenient decoder would skip.
  if (!/^[A-Za-z0-9_-]{43}$/.test(sig)) return invalid;
  const want = createHmac('sha256', key).update(`${h}.${p}`).digest();
  if (!timingSafeEqual(Buffer.from(sig, 'base64url'), want)) return invalid;
  const payload = json(p);
  if (!payload || payload.iss !== ISSUER) return invalid;
  const { exp, nbf, iat } = payload;
  if (typeof exp !== 'number' || (nbf !== undefined && typeof nbf !== 'number') || (iat !== undefined && typeof iat !== 'number')) return invalid;
  if (typeof nbf === 'number' && nbf > now) return invalid;
  if (exp <= now) return { ok: false, reason: 'expired' };
  const typ = payload.typ;
  if ((typ !== 'member' && typ !== 'anonymous') || typeof payload.sub !== 'string') return invalid;
  if (typ === 'member' && typeof payload.sid !== 'string') return invalid;
  return { ok: true, claims: { sub: payload.sub, typ, sid: payload.sid as string | undefined }, exp: exp * 1000 };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/**
 * Access tokens: short-lived JWTs (HS256, jose) verified without a database round trip.
 * Claims: sub (userNo or anonymous id), typ (member | anonymous), sid (session, members only).
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { UserType } from '@shop/contracts';

export interface AccessClaims {
  sub: string;
  typ: UserType;
  sid?: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims; exp: number } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'shop';
/**
 * Tokens already verified, with their claims: a page makes several API calls with the same token,
 * and the HMAC check was a few per cent of a signed-in page's CPU. A token's signature never
 * changes, so only its expiry is checked again; the session behind it is still checked per call.
 */
const VERIFIED_MAX = 10_000;

export function createTokenSigner(secret: string, clock: { nowMs(): number }) {
  const key = new TextEncoder().encode(`access:${secret}`);
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
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
      const known = verified.get(token);
      if (known) {
        // As jose decides: expired once the current whole second reaches exp.
        if (known.exp <= Math.floor(clock.nowMs() / 1000) * 1000) return { ok: false, reason: 'expired' };
        return { ok: true, claims: known.claims, exp: known.exp };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(clock.nowMs()),
        });
        const typ = payload.typ;
        if ((typ !== 'member' && typ !== 'anonymous') || typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
        if (typ === 'member' && typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
        const claims: AccessClaims = { sub: payload.sub, typ, sid: payload.sid as string | undefined };
        const exp = (payload.exp ?? 0) * 1000;
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp });
        return { ok: true, claims, exp };
      } catch (err) {
        return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

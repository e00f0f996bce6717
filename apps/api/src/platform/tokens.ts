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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(clock.nowMs()),
        });
        const typ = payload.typ;
        if ((typ !== 'member' && typ !== 'anonymous') || typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
        if (typ === 'member' && typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
        return { ok: true, claims: { sub: payload.sub, typ, sid: payload.sid as string | undefined }, exp: (payload.exp ?? 0) * 1000 };
      } catch (err) {
        return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

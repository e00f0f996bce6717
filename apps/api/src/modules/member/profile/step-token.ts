/**
 * The short-lived proof that a member has just verified their current (old) mobile number,
 * needed for the second step of a phone replacement. Stateless and signed:
 * `base64url(JSON { p, m, o, exp }).HMAC-SHA256`, where `m` is the member id and `o` an HMAC of
 * the old number (no number in the token). It is worthless once the member's number changes
 * (o no longer matches), for another member, or after REPLACE_STEP_TTL_MS.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPLACE_STEP_TTL_MS } from '@shop/contracts/profile';

const PURPOSE = 'replace-phone';

interface Claims {
  p: string;
  m: number;
  o: string;
  exp: number;
}

export function createStepTokens(secret: string) {
  const mac = (s: string) => createHmac('sha256', secret).update(s).digest('base64url');
  const mobileTag = (mobile: string) => mac(`${PURPOSE}:mobile:${mobile}`).slice(0, 22);

  return {
    issue(memberId: number, oldMobile: string, nowMs: number): { stepToken: string; expiresAtMs: number } {
      const expiresAtMs = nowMs + REPLACE_STEP_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ p: PURPOSE, m: memberId, o: mobileTag(oldMobile), exp: expiresAtMs } satisfies Claims)).toString(
        'base64url',
      );
      return { stepToken: `${payload}.${mac(`${PURPOSE}:${payload}`)}`, expiresAtMs };
    },

    /** True when the token was issued to this member for their current number and is still live. */
    valid(token: string, memberId: number, currentMobile: string, nowMs: number): boolean {
      const [payload, sig, extra] = token.split('.');
      if (!payload || !sig || extra !== undefined) return false;
      const expected = Buffer.from(mac(`${PURPOSE}:${payload}`));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      let claims: Claims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
      } catch {
        return false;
      }
      return claims.p === PURPOSE && claims.m === memberId && claims.o === mobileTag(currentMobile) && typeof claims.exp === 'number' && claims.exp > nowMs;
    },
  };
}

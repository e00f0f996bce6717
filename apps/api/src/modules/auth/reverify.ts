/**
 * Phone re-verification before a sensitive action (issue #14; spec 7 Auth): a code sent to the
 * member's own bound number, checked by POST /api/auth/auth/mobile, answers a proof the
 * sensitive call requires. The proof is stateless and signed:
 * `base64url(JSON { p, s, m, o, exp }).HMAC-SHA256` with the scene `s`, the member id `m` and an
 * HMAC of the bound number `o` (no number in the token): worthless for another member, another
 * scene, after the number changes, or after REVERIFY_PROOF_TTL_MS.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { reverifyEndpoints } from '@shop/contracts/endpoints/reverify';
import { REVERIFY_PROOF_TTL_MS, type ReverifyScene } from '@shop/contracts/reverify';
import { maskMobile } from '@shop/contracts/masking';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { AuthParts } from './auth-needs.ts';

const PURPOSE = 'reverify';
/** sms_codes.purpose of the re-verification codes. */
export const SMS_PURPOSE_REVERIFY = 'reverify';

interface Claims {
  p: string;
  s: string;
  m: number;
  o: string;
  exp: number;
}

export function createReverifyProofs(secret: string) {
  const mac = (s: string) => createHmac('sha256', secret).update(s).digest('base64url');
  const mobileTag = (mobile: string) => mac(`${PURPOSE}:mobile:${mobile}`).slice(0, 22);
  return {
    issue(memberId: number, mobile: string, scene: ReverifyScene, nowMs: number) {
      const expiresAtMs = nowMs + REVERIFY_PROOF_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ p: PURPOSE, s: scene, m: memberId, o: mobileTag(mobile), exp: expiresAtMs } satisfies Claims)).toString(
        'base64url',
      );
      return { proof: `${payload}.${mac(`${PURPOSE}:${payload}`)}`, scene, expiresAtMs };
    },
    /** True when the proof was issued to this member, for their current number and this scene, and is still live. */
    valid(proof: string, memberId: number, currentMobile: string, scene: ReverifyScene, nowMs: number): boolean {
      const [payload, sig, extra] = proof.split('.');
      if (!payload || !sig || extra !== undefined) return false;
      const expected = Buffer.from(mac(`${PURPOSE}:${payload}`));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      let c: Claims;
      try {
        c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
      } catch {
        return false;
      }
      return c.p === PURPOSE && c.s === scene && c.m === memberId && c.o === mobileTag(currentMobile) && typeof c.exp === 'number' && c.exp > nowMs;
    },
  };
}
export type ReverifyProofs = ReturnType<typeof createReverifyProofs>;

export function reverifyRoutes(api: FastifyInstance, deps: Pick<AuthParts, 'ctx' | 'members' | 'smsCodes'>, proofs: ReverifyProofs) {
  const { ctx, members, smsCodes } = deps;

  routeEndpoint(api, reverifyEndpoints.sendCode, async (req) => {
    const member = await members.requireOfAuth(req.auth);
    const sent = await smsCodes.request({ mobile: member.mobile, ip: req.ip, purpose: SMS_PURPOSE_REVERIFY });
    return ok(req, { mobile: maskMobile(member.mobile), ...sent });
  });

  routeEndpoint(api, reverifyEndpoints.verify, async (req) => {
    const member = await members.requireOfAuth(req.auth);
    await smsCodes.verify(member.mobile, req.body.code, SMS_PURPOSE_REVERIFY);
    req.log.info({ userNo: member.userNo, scene: req.body.scene }, 'phone re-verified');
    return ok(req, proofs.issue(member.id, member.mobile, req.body.scene, ctx.clock.now().getTime()));
  });
}

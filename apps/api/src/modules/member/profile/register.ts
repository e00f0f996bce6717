/**
 * Member part: the personal centre's own data (issue #6) — home page summary, personal
 * information, nickname, avatar, phone replacement, settings. Every route is member-only and
 * works on the member of the token; registered from @shop/contracts/endpoints/profile.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { profileEndpoints } from '@shop/contracts/endpoints/profile';
import { maskMobile } from '@shop/contracts/masking';
import type { MemberParts } from '../member-needs.ts';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { fail } from '../../../platform/shop-error.ts';
import { toSignedInUser, type Member } from '../member.service.ts';
import { createProfileService, toProfileView, toSettings } from './profile.service.ts';
import { createStepTokens } from './step-token.ts';
import { createMemberHome } from './home.ts';

/** SMS purposes of the two replacement steps (sms_codes.purpose). */
export const SMS_PURPOSE_REPLACE_OLD = 'replace-old';
export const SMS_PURPOSE_REPLACE_NEW = 'replace-new';

export function registerProfile(
  api: FastifyInstance,
  deps: Pick<MemberParts, 'ctx' | 'members' | 'smsCodes' | 'setUserCookie' | 'memberCoupons' | 'orderReads' | 'points' | 'reverify'>,
): void {
  const { clock, config, database } = deps.ctx;
  const profiles = createProfileService({ database });
  const steps = createStepTokens(config.secret);
  const homeOf = createMemberHome(deps);
  const me = (req: FastifyRequest) => deps.members.requireOfAuth(req.auth);

  /** The header reads the `user` cookie: rewrite it whenever name, avatar or gender change. */
  const answerProfile = (req: FastifyRequest, reply: FastifyReply, member: Member) => {
    deps.setUserCookie(reply, config, toSignedInUser(member));
    return ok(req, toProfileView(member));
  };

  routeEndpoint(api, profileEndpoints.home, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await homeOf(await me(req)));
  });

  routeEndpoint(api, profileEndpoints.modify, async (req, reply) => answerProfile(req, reply, await profiles.modify(await me(req), req.body, clock.now())));

  routeEndpoint(api, profileEndpoints.modifyNickNm, async (req, reply) =>
    answerProfile(req, reply, await profiles.modifyNickname(await me(req), req.body.nickNm, clock.now())),
  );

  routeEndpoint(api, profileEndpoints.settings, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, toSettings(await me(req)));
  });

  routeEndpoint(api, profileEndpoints.saveSettings, async (req) => ok(req, await profiles.saveSettings(await me(req), req.body, clock.now())));

  /* ---------- phone replacement (replacePhone → replacePhone2 → modifyMpNo) ---------- */

  routeEndpoint(api, profileEndpoints.sendOldCode, async (req) => {
    const member = await me(req);
    const sent = await deps.smsCodes.request({ mobile: member.mobile, ip: req.ip, purpose: SMS_PURPOSE_REPLACE_OLD });
    return ok(req, { mobile: maskMobile(member.mobile), ...sent });
  });

  routeEndpoint(api, profileEndpoints.verifyOld, async (req) => {
    const member = await me(req);
    await deps.smsCodes.verify(member.mobile, req.body.code, SMS_PURPOSE_REPLACE_OLD);
    return ok(req, steps.issue(member.id, member.mobile, clock.now().getTime()));
  });

  /** Step-2 preconditions, checked before any code is sent or used. */
  const checkNewMobile = async (member: Member, stepToken: string, mobile: string) => {
    // Step 1 is proven by this module's step token or by the auth module's re-verification proof (POST /api/auth/auth/mobile).
    const nowMs = clock.now().getTime();
    const proven =
      steps.valid(stepToken, member.id, member.mobile, nowMs) || !!deps.reverify?.valid(stepToken, member.id, member.mobile, 'replace-phone', nowMs);
    if (!proven) throw fail('ERR_REPLACE_STEP_EXPIRED');
    if (mobile === member.mobile) throw fail('ERR_MOBILE_SAME');
    if (await profiles.mobileTakenByOther(member.id, mobile)) throw fail('ERR_MOBILE_TAKEN');
  };

  routeEndpoint(api, profileEndpoints.sendNewCode, async (req) => {
    const member = await me(req);
    await checkNewMobile(member, req.body.stepToken, req.body.mobile);
    const sent = await deps.smsCodes.request({ mobile: req.body.mobile, ip: req.ip, purpose: SMS_PURPOSE_REPLACE_NEW });
    return ok(req, { mobile: maskMobile(req.body.mobile), ...sent });
  });

  routeEndpoint(api, profileEndpoints.modifyMpNo, async (req, reply) => {
    const member = await me(req);
    const { stepToken, mobile, code } = req.body;
    await checkNewMobile(member, stepToken, mobile);
    await deps.smsCodes.verify(mobile, code, SMS_PURPOSE_REPLACE_NEW);
    const updated = await profiles.replaceMobile(member.id, member.mobile, mobile, req.ip, clock.now());
    req.log.info({ userNo: member.userNo }, 'mobile replaced');
    return answerProfile(req, reply, updated);
  });
}

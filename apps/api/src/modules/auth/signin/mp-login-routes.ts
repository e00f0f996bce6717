/**
 * Mini-program sign-in (spec 7 Auth: wxmp/mpLogin/token). The mini-program sends the code
 * of wx.login (and, the first time, the code of the phone-number button); the platform
 * adapter exchanges them; the member is the one linked to the openid, else the one of the
 * phone number (created if new), and the link is stored. Tokens go back in the answer
 * (the native side keeps them), no cookies. Registered from its definition in
 * @shop/contracts/endpoints/auth-signin.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema } from '@shop/db';
import { signinEndpoints } from '@shop/contracts/endpoints/auth-signin';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuthParts } from '../auth-needs.ts';
import { completeSignIn } from '../sign-in.ts';
import type { MiniProgramPlatform } from '../../../adapters/miniprogram/mini-program-platform.ts';
import type { SigninRateLimiter } from './rate-limit.ts';

const l = schema.miniProgramLinks;
const PLATFORM = 'wx';

export function mpLoginRoutes(
  api: FastifyInstance,
  deps: Pick<AuthParts, 'ctx' | 'members' | 'sessions' | 'cartMerge'>,
  limiter: SigninRateLimiter,
  platform: { adapter: MiniProgramPlatform; baseUrl: (req: import('fastify').FastifyRequest) => string | null },
) {
  const { ctx } = deps;
  const { db } = ctx.database;

  routeEndpoint(api, signinEndpoints.mpLogin, async (req, reply) => {
    await limiter.hit(`mp-login:${req.ip}`, 30, 60_000);
    const baseUrl = platform.baseUrl(req);
    if (!baseUrl) throw fail('ERR_MP_PLATFORM');
    const session = await platform.adapter.code2Session(baseUrl, req.body.code);
    if (!session.ok) throw fail(session.reason === 'unreachable' ? 'ERR_MP_PLATFORM' : 'ERR_MP_CODE_INVALID');
    const now = ctx.clock.now();
    const openid = session.value.openid;

    const [link] = await db
      .select()
      .from(l)
      .where(and(eq(l.platform, PLATFORM), eq(l.openid, openid)))
      .limit(1);
    if (link) {
      const member = await deps.members.byId(link.memberId);
      if (!member) throw fail('ERR_MP_CODE_INVALID');
      await db.update(l).set({ lastLoginAt: now }).where(eq(l.id, link.id));
      return ok(req, await completeSignIn(deps, req, reply, member, { via: 'mp', created: false, setCookies: false }));
    }

    if (!req.body.phoneCode) throw fail('ERR_MP_PHONE_REQUIRED');
    const phone = await platform.adapter.phoneNumber(baseUrl, req.body.phoneCode);
    if (!phone.ok)
      throw fail(
        phone.reason === 'unreachable' ? 'ERR_MP_PLATFORM' : 'ERR_MP_CODE_INVALID',
        phone.reason === 'unreachable' ? undefined : { message: '手机号授权凭证无效或已过期，请重新授权' },
      );
    const { member, created } = await deps.members.signInByMobile(phone.value.mobile, now);
    if (member.status === 'locked') throw fail('ERR_LOGIN_LOCKED');
    await db.insert(l).values({ platform: PLATFORM, openid, memberId: member.id, createdAt: now, lastLoginAt: now }).onConflictDoNothing();
    // Two first sign-ins of one openid at once: the link that won decides the member.
    const [winner] = await db
      .select()
      .from(l)
      .where(and(eq(l.platform, PLATFORM), eq(l.openid, openid)))
      .limit(1);
    const signedIn = winner && winner.memberId !== member.id ? await deps.members.byId(winner.memberId) : member;
    if (!signedIn) throw fail('ERR_MP_CODE_INVALID');
    return ok(
      req,
      await completeSignIn(deps, req, reply, signedIn, {
        via: 'mp',
        created: created && signedIn.id === member.id,
        setCookies: false,
      }),
    );
  });
}

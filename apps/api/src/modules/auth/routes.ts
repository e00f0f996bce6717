import type { FastifyInstance } from 'fastify';
import { COOKIES, toSignedInUser } from '@shop/contracts';
import { authEndpoints } from '@shop/contracts/endpoints/auth';
import { signinEndpoints } from '@shop/contracts/endpoints/auth-signin';
import { sessionEndpoints } from '@shop/contracts/endpoints/session';
import { fail } from '../../platform/shop-error.ts';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { tokenOf } from '../../platform/auth-context.ts';
import type { AuthParts } from './auth-needs.ts';
import { clearSessionCookies, setMemberCookies } from './auth-cookies.ts';
import { setVisitorCookies } from '../../platform/visitor-token.ts';
import { completeSignIn, revokeCurrentSession } from './sign-in.ts';

export type AuthRouteDeps = Pick<AuthParts, 'ctx' | 'smsCodes' | 'sessions' | 'members' | 'cartMerge' | 'agreements'>;

export function authRoutes(api: FastifyInstance, { ctx, smsCodes, sessions, members, cartMerge, agreements }: AuthRouteDeps) {
  const { config } = ctx;

  routeEndpoint(api, signinEndpoints.smsCode, async (req) =>
    ok(req, await smsCodes.request({ mobile: req.body.mobile, ip: req.ip, deviceId: req.body.deviceId })),
  );

  routeEndpoint(api, signinEndpoints.mobileToken, async (req, reply) => {
    const { mobile, code } = req.body;
    await smsCodes.verify(mobile, code);
    const { member, created } = await members.signInByMobile(mobile, ctx.clock.now());
    return ok(req, await completeSignIn({ ctx, sessions, cartMerge, agreements }, req, reply, member, { via: 'sms', created }));
  });

  routeEndpoint(api, authEndpoints.refresh, async (req, reply) => {
    const presented = req.body?.refreshToken ?? req.cookies[COOKIES.refreshToken];
    if (!presented) throw fail('E_USER_4005');
    const issued = await sessions
      .rotate(presented, (id) => members.byId(id))
      .catch((err: unknown) => {
        // A dead refresh token means a dead session: drop the cookies with it.
        clearSessionCookies(reply, config);
        throw err;
      });
    const user = toSignedInUser(issued.member);
    setMemberCookies(reply, config, { ...issued, user });
    return ok(req, { access_token: issued.accessToken, refresh_token: issued.refreshToken, expires_in: issued.expiresIn, userType: 'member' as const, user });
  });

  routeEndpoint(api, authEndpoints.logout, async (req, reply) => {
    let loggedOut = await revokeCurrentSession({ ctx, sessions }, req, req.body?.accessToken);
    const refresh = req.cookies[COOKIES.refreshToken];
    if (refresh) {
      const sid = await sessions.sessionOfRefreshToken(refresh);
      if (sid) {
        await sessions.revoke(sid, 'logout');
        loggedOut = true;
      }
    }
    clearSessionCookies(reply, config);
    return ok(req, { loggedOut });
  });

  routeEndpoint(api, sessionEndpoints.anonymousToken, async (req, reply) => {
    if (req.auth.kind === 'member' && (await sessions.isActive(req.auth.sessionId))) {
      // Never turn a signed-in member into a visitor behind their back.
      const token = tokenOf(req)!;
      const v = await ctx.tokens.verify(token);
      return ok(req, {
        access_token: token,
        expires_in: v.ok ? Math.max(0, Math.floor((v.exp - ctx.clock.nowMs()) / 1000)) : 0,
        userType: 'member' as const,
      });
    }
    const t = await sessions.anonymous();
    setVisitorCookies(reply, config, t);
    return ok(req, { access_token: t.accessToken, expires_in: t.expiresIn, userType: 'anonymous' as const });
  });
}

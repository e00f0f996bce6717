/**
 * The one way a member becomes signed in, whatever the path (SMS code, QR confirmation,
 * account provider, enterprise SSO, mini-program, app): refuse a locked account, end the
 * session this device had, start a new session, move the visitor's cart into the member's,
 * set the session cookies, and answer the token response.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '@shop/contracts';
import type { ApiContext, AuthState } from '../../platform/types.ts';
import { fail } from '../../platform/shop-error.ts';
import { COOKIES, toSignedInUser } from '@shop/contracts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { SessionService } from './session.service.ts';
import { setMemberCookies } from './auth-cookies.ts';
import type { AuthMember, SignInAcceptances, VisitorCartMerge } from './auth-needs.ts';
import { detectEnvironment } from '@shop/contracts';

export interface SignInDeps {
  ctx: ApiContext;
  sessions: SessionService;
  /** The cart module's visitor-cart merge. */
  cartMerge: VisitorCartMerge;
  /** The agreements module: signing in accepts the user agreement and privacy policy in effect (issue #14). */
  agreements?: SignInAcceptances;
}

/** Ends the session of the token this request carries (or of the given access token). */
export async function revokeCurrentSession(deps: Pick<SignInDeps, 'ctx' | 'sessions'>, req: { auth: AuthState }, explicitToken?: string): Promise<boolean> {
  let sessionId: string | undefined;
  if (explicitToken) {
    const v = await deps.ctx.tokens.verify(explicitToken);
    if (v.ok && v.claims.typ === 'member') sessionId = v.claims.sid;
  }
  if (!sessionId && req.auth.kind === 'member') sessionId = req.auth.sessionId;
  if (!sessionId) return false;
  await deps.sessions.revoke(sessionId, 'logout');
  return true;
}

/**
 * Signs `member` in on this request. `via` names the path for the log (sms, qr, oidc, sso,
 * mp, app). `setCookies: false` for callers that hand the tokens to a native shell instead.
 */
export async function completeSignIn(
  deps: SignInDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  member: AuthMember,
  opts: { via: string; created?: boolean; setCookies?: boolean } = { via: 'sms' },
): Promise<TokenResponse> {
  if (member.status === 'locked') throw fail('ERR_LOGIN_LOCKED');
  // A member signing in on a shared device ends the session that device had.
  await revokeCurrentSession(deps, req);
  const issued = await deps.sessions.start(member, { userAgent: req.headers['user-agent'], ip: req.ip });
  // The visitor's cart (anonymous token) moves into the member's (issue #5).
  if (req.auth.kind === 'anonymous')
    await deps.cartMerge.mergeVisitorCart(req.auth.anonId, member.userNo, resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]), req.log);
  // The login pages say that signing in accepts the user agreement and privacy policy: record the versions in effect.
  // Never fails the sign-in: a missing record is asked for again by the consent step.
  await deps.agreements
    ?.acceptAtSignIn(member.id, detectEnvironment(req.headers['user-agent'] ?? ''))
    .catch((err: unknown) => req.log.error({ err }, 'sign-in acceptance not recorded'));
  const user = toSignedInUser(member);
  if (opts.setCookies !== false) setMemberCookies(reply, deps.ctx.config, { ...issued, user });
  req.log.info({ userNo: member.userNo, created: opts.created ?? false, via: opts.via }, 'member signed in');
  return {
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    expires_in: issued.expiresIn,
    userType: 'member' as const,
    user,
    ...(opts.created !== undefined ? { newMember: opts.created } : {}),
  };
}

/**
 * Module entry: auth. SMS codes and SMS sign-in, sessions and refresh-token rotation, logout,
 * cookies (routes.ts, sign-in.ts: the one completeSignIn every path ends in); the other
 * sign-in paths (signin/); the account provider and enterprise SSO (provider/, with its local
 * stand-in mounted outside /api by mountAuthSandbox). Needs and provides: auth-needs.ts
 * (AuthNeeds) and AuthProvides below.
 */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './routes.ts';
import { createSessionService, type SessionService } from './session.service.ts';
import { createSmsCodeService, type SmsCodeService } from './sms-code.service.ts';
import { setUserCookie } from './auth-cookies.ts';
import { registerSignin } from './signin/register.ts';
import { mountAccountProviderSandbox, registerAccountProvider } from './provider/register.ts';
import type { AuthNeeds, AuthParts } from './auth-needs.ts';
import { createReverifyProofs, reverifyRoutes, type ReverifyProofs } from './reverify.ts';

export type { AuthNeeds } from './auth-needs.ts';
export { ROTATION_GRACE_MS } from './session.service.ts';

/** What the auth module provides. */
export interface AuthProvides {
  /** Sessions: whether a session is still active (the platform's member check, the header's cart count); ending a member's sessions (the console's disable). */
  sessions: Pick<SessionService, 'isActive' | 'revokeAllOfMember'>;
  /** SMS codes for other purposes than sign-in (phone replacement, student verification, arrival notices). */
  smsCodes: Pick<SmsCodeService, 'request' | 'verify'>;
  /** The `user` cookie (the profile sets it again when the member's name or picture changes). */
  setUserCookie: typeof setUserCookie;
  /** Phone re-verification proofs (POST /api/auth/auth/mobile): a sensitive call checks the proof it is given (issue #14). */
  reverify: Pick<ReverifyProofs, 'valid'>;
}

export function registerAuth(api: FastifyInstance, needs: AuthNeeds): AuthProvides {
  const { ctx } = needs;
  const { config, database, clock, sms } = ctx;
  const deps: AuthParts = {
    ...needs,
    sessions: createSessionService({
      database,
      clock,
      tokens: ctx.tokens,
      accessTtlSeconds: config.accessTokenTtlSeconds,
      refreshTtlSeconds: config.refreshTokenTtlSeconds,
      anonymousTtlSeconds: config.anonymousTokenTtlSeconds,
    }),
    smsCodes: createSmsCodeService({ database, clock, sms, secret: config.secret, limits: () => needs.settings.values() }),
  };
  authRoutes(api, deps);
  registerSignin(api, deps);
  registerAccountProvider(api, deps);
  const reverify = createReverifyProofs(config.secret);
  reverifyRoutes(api, deps, reverify);
  return { sessions: deps.sessions, smsCodes: deps.smsCodes, setUserCookie, reverify };
}

/** Outside /api: the account provider's form forwards and, outside production, its local stand-in. */
export async function mountAuthSandbox(app: FastifyInstance, needs: Pick<AuthNeeds, 'ctx' | 'members'>): Promise<void> {
  await mountAccountProviderSandbox(app, needs);
}

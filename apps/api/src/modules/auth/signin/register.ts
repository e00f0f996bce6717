/**
 * Auth part: sign-in paths other than SMS and the account provider (issue #6) — QR login
 * (getQrToken / getQrScan / scan / confirm), mini-program (wxmp/mpLogin/token), app sign-in
 * (web-view ticket) and the assistant / community redirects, plus the local stand-ins of the
 * mini-program platform and the assistant app (outside production).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthParts } from '../auth-needs.ts';
import { createHttpMiniProgramPlatform, SANDBOX_MP_APP_ID, sandboxMpAppSecret } from '../../../adapters/miniprogram/mini-program-platform.ts';
import { createMiniProgramSandbox, miniProgramSandboxRoutes } from '../../../adapters/miniprogram/sandbox.ts';
import { createSigninRateLimiter } from './rate-limit.ts';
import { qrRoutes } from './qr-routes.ts';
import { mpLoginRoutes } from './mp-login-routes.ts';
import { appTicketRoutes } from './app-ticket-routes.ts';
import { assistantRoutes } from './assistant-routes.ts';
import { assistantSandboxRoutes } from './assistant-sandbox.ts';

export function registerSignin(api: FastifyInstance, deps: Pick<AuthParts, 'ctx' | 'members' | 'sessions' | 'cartMerge'>): void {
  const { ctx } = deps;
  const limiter = createSigninRateLimiter({ database: ctx.database, clock: ctx.clock });
  const sandboxed = ctx.config.nodeEnv !== 'production';
  // Outside production the stand-ins answer at this shop's own origin; production needs the
  // real platform's address and secret (not configured yet: the calls answer 502 / 404).
  const sandboxBase = (path: string) => (_req: FastifyRequest) => (sandboxed ? `${ctx.origins.self()}${path}` : null);

  qrRoutes(api, deps, limiter);
  mpLoginRoutes(api, deps, limiter, {
    adapter: createHttpMiniProgramPlatform({ appId: SANDBOX_MP_APP_ID, appSecret: sandboxMpAppSecret(ctx.config.secret) }),
    baseUrl: sandboxBase('/api/sandbox/wxmp'),
  });
  appTicketRoutes(api, deps, limiter);
  assistantRoutes(api, deps, limiter, { assistantBase: sandboxBase('/api/sandbox/assistant') });

  if (sandboxed) {
    miniProgramSandboxRoutes(api, createMiniProgramSandbox({ database: ctx.database, clock: ctx.clock, shopSecret: ctx.config.secret }));
    assistantSandboxRoutes(api, { database: ctx.database, clock: ctx.clock, shopSecret: ctx.config.secret });
  }
}

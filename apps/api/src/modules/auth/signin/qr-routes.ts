/**
 * QR sign-in routes: the PC side (getQrToken, getQrScan) and the phone side (info, scan,
 * confirm), registered from their definitions in @shop/contracts/endpoints/auth-signin.
 */
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { signinEndpoints } from '@shop/contracts/endpoints/auth-signin';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuthParts } from '../auth-needs.ts';
import { completeSignIn } from '../sign-in.ts';
import { toSignedInUser } from '@shop/contracts';
import { createQrLoginService, isBrowserKey, newBrowserKey } from './qr-login.service.ts';
import type { SigninRateLimiter } from './rate-limit.ts';

/** HttpOnly cookie binding a QR token to the browser that asked for it. */
export const QR_BROWSER_COOKIE = 'qr_login_key';
const QR_COOKIE_PATH = '/api/auth/login/qrLogin';

const qrSvg = (content: string) =>
  QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });

export function qrRoutes(api: FastifyInstance, deps: Pick<AuthParts, 'ctx' | 'members' | 'sessions' | 'cartMerge'>, limiter: SigninRateLimiter) {
  const { ctx } = deps;
  const qr = createQrLoginService({ database: ctx.database, clock: ctx.clock });
  const cookieBase = { path: QR_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: ctx.config.cookieSecure };

  routeEndpoint(api, signinEndpoints.qrToken, async (req, reply) => {
    await limiter.hit(`qr-token:${req.ip}`, 20, 60_000);
    reply.header('cache-control', 'no-store');
    const existing = req.cookies[QR_BROWSER_COOKIE];
    const browserKey = isBrowserKey(existing) ? existing : newBrowserKey();
    const t = await qr.create(browserKey, { ip: req.ip, userAgent: req.headers['user-agent'] });
    reply.setCookie(QR_BROWSER_COOKIE, browserKey, { ...cookieBase, maxAge: 24 * 3600 });
    const confirmUrl = `${ctx.origins.public()}/user/login_confirm?token=${t.token}`;
    return ok(req, { token: t.token, confirmUrl, qrSvg: await qrSvg(confirmUrl), expiresInMs: t.expiresInMs, expiresAt: t.expiresAt });
  });

  routeEndpoint(api, signinEndpoints.qrScanState, async (req, reply) => {
    // Generous: many PCs may share one address (NAT); the token is unguessable and browser-bound anyway.
    await limiter.hit(`qr-scan:${req.ip}`, 600, 60_000);
    reply.header('cache-control', 'no-store');
    const polled = await qr.poll(req.params.token, req.cookies[QR_BROWSER_COOKIE]);
    if (polled.collectMemberId) {
      const member = await deps.members.byId(polled.collectMemberId);
      if (!member) throw fail('ERR_QR_TOKEN_INVALID');
      await completeSignIn(deps, req, reply, member, { via: 'qr' });
      return ok(req, { status: 'confirmed' as const, signedIn: true, expiresInMs: 0, scannedBy: toSignedInUser(member).memNm });
    }
    // Who scanned is told only to the browser that becomes them, after the confirmation.
    return ok(req, { status: polled.status, signedIn: false, expiresInMs: polled.expiresInMs, scannedBy: null });
  });

  routeEndpoint(api, signinEndpoints.qrInfo, async (req, reply) => {
    await deps.members.requireOfAuth(req.auth);
    reply.header('cache-control', 'no-store');
    return ok(req, await qr.info(req.params.token));
  });

  routeEndpoint(api, signinEndpoints.qrScan, async (req) => {
    const member = await deps.members.requireOfAuth(req.auth);
    await limiter.hit(`qr-phone:${member.id}`, 30, 10 * 60_000);
    return ok(req, await qr.scan(req.params.token, member.id));
  });

  routeEndpoint(api, signinEndpoints.qrConfirm, async (req) => {
    const member = await deps.members.requireOfAuth(req.auth);
    await limiter.hit(`qr-phone:${member.id}`, 30, 10 * 60_000);
    return ok(req, await qr.decide(req.params.token, member.id, req.body.action));
  });
}

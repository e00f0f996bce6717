/** QR sign-in routes: the PC side (getQrToken, getQrScan) and the phone side (info, scan, confirm). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { envelopeSchema } from '@shop/contracts';
import { qrConfirmBodySchema, qrLoginInfoSchema, qrScanResponseSchema, qrTokenParamsSchema, qrTokenResponseSchema } from '@shop/contracts/signin';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuthParts } from '../auth-needs.ts';
import { completeSignIn } from '../sign-in.ts';
import { toSignedInUser } from '@shop/contracts';
import { createQrLoginService, isBrowserKey, newBrowserKey } from './qr-login.service.ts';
import type { SigninRateLimiter } from './rate-limit.ts';

/** HttpOnly cookie binding a QR token to the browser that asked for it. */
export const QR_BROWSER_COOKIE = 'qr_login_key';
const QR_COOKIE_PATH = '/api/auth/login/qrLogin';
const tags = ['auth'];
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const qrSvg = (content: string) =>
  QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });

export function qrRoutes(api: FastifyInstance, deps: Pick<AuthParts, 'ctx' | 'members' | 'sessions' | 'cartMerge'>, limiter: SigninRateLimiter) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { ctx } = deps;
  const qr = createQrLoginService({ database: ctx.database, clock: ctx.clock });
  const cookieBase = { path: QR_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: ctx.config.cookieSecure };

  r.get(
    '/auth/login/qrLogin/getQrToken',
    {
      schema: {
        tags,
        summary: '获取扫码登录二维码（PC）',
        description:
          '新的一次性令牌，2 分钟有效，仅能由本浏览器（HttpOnly Cookie qr_login_key）领取登录态。二维码内容为 /user/login_confirm?token=… 的完整地址。每个 IP 每分钟最多 20 次。',
        response: { 200: envelopeSchema(qrTokenResponseSchema) },
      },
    },
    async (req, reply) => {
      await limiter.hit(`qr-token:${req.ip}`, 20, 60_000);
      reply.header('cache-control', 'no-store');
      const existing = req.cookies[QR_BROWSER_COOKIE];
      const browserKey = isBrowserKey(existing) ? existing : newBrowserKey();
      const t = await qr.create(browserKey, { ip: req.ip, userAgent: req.headers['user-agent'] });
      reply.setCookie(QR_BROWSER_COOKIE, browserKey, { ...cookieBase, maxAge: 24 * 3600 });
      const confirmUrl = `${ctx.origins.public()}/user/login_confirm?token=${t.token}`;
      return ok(req, { token: t.token, confirmUrl, qrSvg: await qrSvg(confirmUrl), expiresInMs: t.expiresInMs, expiresAt: t.expiresAt });
    },
  );

  r.get(
    '/auth/login/qrLogin/getQrScan/:token',
    {
      schema: {
        tags,
        summary: '查询扫码状态（PC 轮询）',
        description:
          'status：waiting / scanned / confirmed / expired / cancelled。确认后第一次轮询为本浏览器登录（signedIn=true，设置登录 Cookie），之后再领取 409 ERR_QR_USED。其他浏览器查询 404。',
        params: qrTokenParamsSchema,
        response: { 200: envelopeSchema(qrScanResponseSchema) },
      },
    },
    async (req, reply) => {
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
    },
  );

  r.get(
    '/auth/login/qrLogin/info/:token',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: '扫码登录：待确认的登录请求（手机）',
        security,
        params: qrTokenParamsSchema,
        response: { 200: envelopeSchema(qrLoginInfoSchema) },
      },
    },
    async (req, reply) => {
      await deps.members.requireOfAuth(req.auth);
      reply.header('cache-control', 'no-store');
      return ok(req, await qr.info(req.params.token));
    },
  );

  r.post(
    '/auth/login/qrLogin/scan/:token',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: '扫码登录：手机已扫码',
        description:
          '已登录会员打开二维码页面时调用；同一二维码只能由一个账号扫描（409 ERR_QR_OTHER_MEMBER）。已失效 409 ERR_QR_EXPIRED，已使用 409 ERR_QR_USED，已取消 409 ERR_QR_CANCELLED。',
        security,
        params: qrTokenParamsSchema,
        response: { 200: envelopeSchema(qrLoginInfoSchema) },
      },
    },
    async (req) => {
      const member = await deps.members.requireOfAuth(req.auth);
      await limiter.hit(`qr-phone:${member.id}`, 30, 10 * 60_000);
      return ok(req, await qr.scan(req.params.token, member.id));
    },
  );

  r.post(
    '/auth/login/qrLogin/confirm/:token',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: '扫码登录：手机确认或取消',
        description: 'body { action: confirm | cancel }；只有扫码的会员可以操作，且须在二维码有效期内。',
        security,
        params: qrTokenParamsSchema,
        body: qrConfirmBodySchema,
        response: { 200: envelopeSchema(qrLoginInfoSchema) },
      },
    },
    async (req) => {
      const member = await deps.members.requireOfAuth(req.auth);
      await limiter.hit(`qr-phone:${member.id}`, 30, 10 * 60_000);
      return ok(req, await qr.decide(req.params.token, member.id, req.body.action));
    },
  );
}

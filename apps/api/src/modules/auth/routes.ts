import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COOKIES,
  envelopeSchema,
  logoutRequestSchema,
  mobileLoginRequestSchema,
  refreshRequestSchema,
  smsCodeQuerySchema,
  smsCodeRequestSchema,
  smsCodeResponseSchema,
  tokenResponseSchema,
  toSignedInUser,
} from '@shop/contracts';
import { z } from 'zod';
import { fail } from '../../platform/shop-error.ts';
import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-context.ts';
import type { AuthParts } from './auth-needs.ts';
import { clearSessionCookies, setAnonymousCookies, setMemberCookies } from './auth-cookies.ts';
import { completeSignIn, revokeCurrentSession } from './sign-in.ts';

export type AuthRouteDeps = Pick<AuthParts, 'ctx' | 'smsCodes' | 'sessions' | 'members' | 'cartMerge'>;

const tags = ['auth'];

export function authRoutes(api: FastifyInstance, { ctx, smsCodes, sessions, members, cartMerge }: AuthRouteDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;

  r.post(
    '/auth/code/sms',
    {
      schema: {
        tags,
        summary: '发送登录短信验证码',
        description:
          'multipart/form-data、表单或 JSON：mobile、deviceId、可选 nvcVal（滑块校验值）。小程序使用 ?isSmallApp=true，仅传 mobile。同一手机号 60 秒内只能发送一次，每天最多 10 次；同一 IP 每小时有上限。',
        querystring: smsCodeQuerySchema,
        body: smsCodeRequestSchema,
        response: { 200: envelopeSchema(smsCodeResponseSchema) },
      },
    },
    async (req) => ok(req, await smsCodes.request({ mobile: req.body.mobile, ip: req.ip, deviceId: req.body.deviceId })),
  );

  r.post(
    '/auth/login/mobile/token',
    {
      schema: {
        tags,
        summary: '手机号 + 短信验证码登录（首次登录自动注册）',
        body: mobileLoginRequestSchema,
        response: { 200: envelopeSchema(tokenResponseSchema) },
      },
    },
    async (req, reply) => {
      const { mobile, code } = req.body;
      await smsCodes.verify(mobile, code);
      const { member, created } = await members.signInByMobile(mobile, ctx.clock.now());
      return ok(req, await completeSignIn({ ctx, sessions, cartMerge }, req, reply, member, { via: 'sms', created }));
    },
  );

  r.post(
    '/auth/login/refresh',
    {
      schema: {
        tags,
        summary: '刷新令牌（轮换：旧刷新令牌立即失效；重复使用已轮换的令牌会注销整个会话）',
        body: refreshRequestSchema.optional(),
        response: { 200: envelopeSchema(tokenResponseSchema) },
      },
    },
    async (req, reply) => {
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
    },
  );

  r.post(
    '/auth/login/logout',
    {
      schema: {
        tags,
        summary: '退出登录（注销会话，清除登录 Cookie）',
        body: logoutRequestSchema.optional(),
        response: { 200: envelopeSchema(z.object({ loggedOut: z.boolean() })) },
      },
    },
    async (req, reply) => {
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
    },
  );

  r.post(
    '/auth/login/anonymous/token',
    {
      schema: {
        tags,
        summary: '获取匿名令牌（未登录访客）',
        description: '已持有有效令牌时原样返回其类型，不覆盖已登录会话。',
        response: { 200: envelopeSchema(tokenResponseSchema) },
      },
    },
    async (req, reply) => {
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
      setAnonymousCookies(reply, config, t);
      return ok(req, { access_token: t.accessToken, expires_in: t.expiresIn, userType: 'anonymous' as const });
    },
  );
}

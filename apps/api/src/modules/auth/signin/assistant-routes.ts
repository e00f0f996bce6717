/**
 * Assistant / community login redirects (spec 7 Auth: /api/auth/login/sassistant and
 * /smembers with returnUrl, timeC, state). The shop checks the return address is on this
 * site and timeC is fresh, then sends the browser to the assistant app's authorise page
 * with a signed state; the assistant sends it back with a one-time code, which the shop
 * exchanges server to server for the member's mobile number, signs the member in and
 * returns to returnUrl carrying the caller's state.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSISTANT_TIME_SKEW_MS, assistantCallbackQuerySchema, assistantLoginQuerySchema } from '@shop/contracts/signin';
import { fail } from '../../../platform/shop-error.ts';
import type { AuthParts } from '../auth-needs.ts';
import { completeSignIn } from '../sign-in.ts';
import type { SigninRateLimiter } from './rate-limit.ts';
import { sameSiteReturnPath, withParam } from './return-url.ts';
import { ASSISTANT_CLIENT_ID, assistantClientSecret } from './assistant-sandbox.ts';

export const ASSISTANT_APPS = ['sassistant', 'smembers'] as const;
export type AssistantApp = (typeof ASSISTANT_APPS)[number];
const STATE_TTL_MS = 10 * 60 * 1000;

interface StatePayload {
  app: AssistantApp;
  r: string;
  s?: string;
  exp: number;
}

export function assistantRoutes(
  api: FastifyInstance,
  deps: Pick<AuthParts, 'ctx' | 'members' | 'sessions' | 'cartMerge'>,
  limiter: SigninRateLimiter,
  opts: { assistantBase: (req: FastifyRequest) => string | null },
) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { ctx } = deps;
  const key = createHmac('sha256', ctx.config.secret).update('signin:assistant-state').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  function packState(p: StatePayload): string {
    const body = Buffer.from(JSON.stringify(p)).toString('base64url');
    return `${body}.${sign(body)}`;
  }
  function unpackState(raw: string, app: AssistantApp): StatePayload | null {
    const [body, mac] = raw.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString()) as StatePayload;
      if (p.app !== app || typeof p.r !== 'string' || typeof p.exp !== 'number' || p.exp <= ctx.clock.nowMs()) return null;
      return p;
    } catch {
      return null;
    }
  }

  const callbackUrl = (app: AssistantApp) => `${ctx.origins.public()}/api/auth/login/${app}/callback`;
  const loginWith = (reply: FastifyReply, returnPath: string | null, reason: string) =>
    reply.redirect(`/user/login?${new URLSearchParams({ ...(returnPath ? { redirect: returnPath } : {}), reason })}`, 302);

  for (const app of ASSISTANT_APPS) {
    const title = app === 'sassistant' ? '生活助手' : '社区';
    r.get(
      `/auth/login/${app}`,
      {
        schema: {
          tags: ['auth'],
          summary: `${title}登录跳转`,
          description: `returnUrl（本站路径或本站完整地址，其他站点 400 ERR_RETURN_URL_INVALID）、timeC（毫秒时间戳，与服务器时间相差超过 5 分钟 400 ERR_LOGIN_LINK_EXPIRED）、state（原样带回）。302 到${title}授权页，授权后回到 /api/auth/login/${app}/callback 完成登录，再 302 到 returnUrl（附 state）。`,
          querystring: assistantLoginQuerySchema,
        },
      },
      async (req, reply) => {
        const returnPath = sameSiteReturnPath(req.query.returnUrl, ctx.origins.public());
        if (!returnPath) throw fail('ERR_RETURN_URL_INVALID');
        if (Math.abs(ctx.clock.nowMs() - req.query.timeC) > ASSISTANT_TIME_SKEW_MS) throw fail('ERR_LOGIN_LINK_EXPIRED');
        const base = opts.assistantBase(req);
        if (!base) throw fail('E_NOT_FOUND', { message: `${title}登录暂不可用` });
        const state = packState({ app, r: returnPath, ...(req.query.state ? { s: req.query.state } : {}), exp: ctx.clock.nowMs() + STATE_TTL_MS });
        const q = new URLSearchParams({ client_id: ASSISTANT_CLIENT_ID, app, redirect_uri: callbackUrl(app), state, response_type: 'code' });
        reply.header('cache-control', 'no-store');
        return reply.redirect(`${base}/authorize?${q}`, 302);
      },
    );

    r.get(
      `/auth/login/${app}/callback`,
      {
        schema: {
          tags: ['auth'],
          summary: `${title}授权回调`,
          description:
            'code（一次性授权码）、state（本站签发，10 分钟有效）。state 无效 400 ERR_ASSISTANT_STATE_INVALID；授权码无效、已用或用户拒绝时回到登录页（reason=assistant_failed / assistant_denied）。每个 IP 每分钟最多 30 次。',
          querystring: assistantCallbackQuerySchema,
        },
      },
      async (req, reply) => {
        await limiter.hit(`assistant-callback:${req.ip}`, 30, 60_000);
        reply.header('cache-control', 'no-store');
        const state = unpackState(req.query.state, app);
        if (!state) throw fail('ERR_ASSISTANT_STATE_INVALID');
        if (req.query.error || !req.query.code) return loginWith(reply, state.r, 'assistant_denied');
        const base = opts.assistantBase(req);
        const mobile = base ? await exchange(base, req.query.code, callbackUrl(app)) : null;
        if (!mobile) return loginWith(reply, state.r, 'assistant_failed');
        const { member, created } = await deps.members.signInByMobile(mobile, ctx.clock.now());
        if (member.status === 'locked') return loginWith(reply, state.r, 'locked');
        await completeSignIn(deps, req, reply, member, { via: app, created });
        return reply.redirect(state.s ? withParam(state.r, 'state', state.s) : state.r, 302);
      },
    );
  }

  const tokenAnswer = z.object({ mobile: z.string().regex(/^1[3-9]\d{9}$/) });
  /** Server to server: the one-time code → the assistant account's mobile number (null when refused). */
  async function exchange(base: string, code: string, redirectUri: string): Promise<string | null> {
    try {
      const res = await fetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'authorization_code',
          code,
          client_id: ASSISTANT_CLIENT_ID,
          client_secret: assistantClientSecret(ctx.config.secret),
          redirect_uri: redirectUri,
        }),
        signal: AbortSignal.timeout(5000),
      });
      if (res.status !== 200) return null;
      const parsed = tokenAnswer.safeParse(await res.json());
      return parsed.success ? parsed.data.mobile : null;
    } catch {
      return null;
    }
  }
}

/**
 * App sign-in for the native app's web view (/user/app_login): the app, signed in through
 * the API, asks for a one-time ticket (60 s) and opens /user/app_login?ticket=…; that page
 * exchanges it server-side into the web session (cookies). A ticket works once and dies
 * with the session it was issued from.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schema } from '@shop/db';
import { envelopeSchema, tokenResponseSchema } from '@shop/contracts';
import { APP_TICKET_TTL_MS, appTicketExchangeSchema, appTicketResponseSchema } from '@shop/contracts/signin';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuthParts } from '../auth-needs.ts';
import { completeSignIn } from '../sign-in.ts';
import type { SigninRateLimiter } from './rate-limit.ts';

const t = schema.signinTickets;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

export function appTicketRoutes(api: FastifyInstance, deps: Pick<AuthParts, 'ctx' | 'members' | 'sessions' | 'cartMerge'>, limiter: SigninRateLimiter) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { ctx } = deps;
  const { db } = ctx.database;

  r.post(
    '/auth/login/app/ticket',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['auth'],
        summary: 'App 网页登录票据（会员）',
        description:
          '原生 App 以会员令牌调用，得到一次性票据（60 秒有效），在网页视图中打开 /user/app_login?ticket=…&redirect=… 换取网页登录态。每位会员每分钟最多 10 张。',
        security,
        response: { 200: envelopeSchema(appTicketResponseSchema) },
      },
    },
    async (req, reply) => {
      const member = await deps.members.requireOfAuth(req.auth);
      await limiter.hit(`app-ticket:${member.id}`, 10, 60_000);
      reply.header('cache-control', 'no-store');
      const ticket = randomBytes(32).toString('base64url');
      const now = ctx.clock.now();
      await db.insert(t).values({
        kind: 'app',
        ticketHash: sha256(ticket),
        memberId: member.id,
        sessionId: req.auth.kind === 'member' ? req.auth.sessionId : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + APP_TICKET_TTL_MS),
      });
      return ok(req, { ticket, expiresInMs: APP_TICKET_TTL_MS, url: `/user/app_login?ticket=${ticket}` });
    },
  );

  r.post(
    '/auth/login/app/exchange',
    {
      schema: {
        tags: ['auth'],
        summary: 'App 网页登录：以票据换取网页登录态',
        description: '{ ticket }；票据只能使用一次，过期、已用或其会话已退出均为 400 ERR_APP_TICKET_INVALID。成功后设置登录 Cookie。每个 IP 每分钟最多 30 次。',
        body: appTicketExchangeSchema,
        response: { 200: envelopeSchema(tokenResponseSchema) },
      },
    },
    async (req, reply) => {
      await limiter.hit(`app-exchange:${req.ip}`, 30, 60_000);
      const now = ctx.clock.now();
      const [used] = await db
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.ticketHash, sha256(req.body.ticket)), eq(t.kind, 'app'), isNull(t.usedAt), gt(t.expiresAt, now)))
        .returning({ memberId: t.memberId, sessionId: t.sessionId });
      if (!used) throw fail('ERR_APP_TICKET_INVALID');
      if (used.sessionId && !(await deps.sessions.isActive(used.sessionId))) throw fail('ERR_APP_TICKET_INVALID');
      const member = await deps.members.byId(used.memberId);
      if (!member) throw fail('ERR_APP_TICKET_INVALID');
      return ok(req, await completeSignIn(deps, req, reply, member, { via: 'app', created: false }));
    },
  );
}

/**
 * App sign-in for the native app's web view (/user/app_login): the app, signed in through
 * the API, asks for a one-time ticket (60 s) and opens /user/app_login?ticket=…; that page
 * exchanges it server-side into the web session (cookies). A ticket works once and dies
 * with the session it was issued from. Registered from their definitions in
 * @shop/contracts/endpoints/auth-signin.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema } from '@shop/db';
import { APP_TICKET_TTL_MS } from '@shop/contracts/signin';
import { signinEndpoints } from '@shop/contracts/endpoints/auth-signin';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuthParts } from '../auth-needs.ts';
import { completeSignIn } from '../sign-in.ts';
import type { SigninRateLimiter } from './rate-limit.ts';

const t = schema.signinTickets;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function appTicketRoutes(api: FastifyInstance, deps: Pick<AuthParts, 'ctx' | 'members' | 'sessions' | 'cartMerge'>, limiter: SigninRateLimiter) {
  const { ctx } = deps;
  const { db } = ctx.database;

  routeEndpoint(api, signinEndpoints.appTicket, async (req, reply) => {
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
  });

  routeEndpoint(api, signinEndpoints.appExchange, async (req, reply) => {
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
  });
}

/**
 * Member endpoints of the inbox (issue #6): system messages — the list, one message, read
 * all, the unread count. The member is always the token's (`requireOfAuth`); another
 * member's message answers 404. Registered from @shop/contracts/endpoints/inbox (the unread
 * count from endpoints/session).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxEndpoints } from '@shop/contracts/endpoints/inbox';
import { sessionEndpoints } from '@shop/contracts/endpoints/session';
import { inboxPageQuerySchema } from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { MemberParts } from '../member-needs.ts';
import type { MessageService } from './messages.service.ts';

export function inboxRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members'>, messages: MessageService): void {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  routeEndpoint(api, inboxEndpoints.messages, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const q = pageOf(req.body);
    return ok(req, await messages.page(await memberId(req), q.pageNo, q.pageSize));
  });

  routeEndpoint(api, inboxEndpoints.message, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await messages.detail(await memberId(req), req.params.id, now()));
  });

  routeEndpoint(api, inboxEndpoints.readAllMessages, async (req) => {
    const id = await memberId(req);
    const marked = await messages.readAll(id, now());
    return ok(req, { marked, unread: await messages.unread(id) });
  });

  routeEndpoint(api, sessionEndpoints.unreadCount, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await deps.members.ofAuth(req.auth);
    return ok(req, { unread: member ? await messages.unread(member.id) : 0 });
  });
}

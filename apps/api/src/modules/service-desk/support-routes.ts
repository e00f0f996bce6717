/**
 * Support endpoints (issue #6): the service entries (public) and the member's support
 * tickets. The member is always the token's (`requireOfAuth`); every number of another
 * member answers 404. Registered from @shop/contracts/endpoints/inbox.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxEndpoints } from '@shop/contracts/endpoints/inbox';
import { inboxPageQuerySchema } from '@shop/contracts/inbox';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { ServiceDeskParts } from './service-desk-needs.ts';
import type { SupportTicketService } from './support-ticket.service.ts';

export function supportRoutes(api: FastifyInstance, deps: Pick<ServiceDeskParts, 'ctx' | 'members'>, support: SupportTicketService): void {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  routeEndpoint(api, inboxEndpoints.supportEntries, async (req) => ok(req, await support.supportEntries()));

  routeEndpoint(api, inboxEndpoints.saveTicket, async (req) => ok(req, await support.openTicket(await memberId(req), req.body, now())));

  routeEndpoint(api, inboxEndpoints.tickets, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const q = pageOf(req.body);
    return ok(req, await support.listTickets(await memberId(req), q.pageNo, q.pageSize));
  });

  routeEndpoint(api, inboxEndpoints.ticket, async (req) => ok(req, await support.ticketDetail(await memberId(req), req.params.ticketNo)));

  routeEndpoint(api, inboxEndpoints.closeTicket, async (req) => ok(req, await support.closeTicket(await memberId(req), req.params.ticketNo, now())));
}

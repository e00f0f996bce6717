/**
 * 服务 routes of the back office (@shop/contracts/endpoints/admin-service): every one needs
 * tickets.write (guard and no-store from platform/admin-route.ts). Each write is audited on its
 * own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminServiceEndpoints as e } from '@shop/contracts/endpoints/admin-service';
import { adminRouter } from '../../../platform/admin-route.ts';
import { ok } from '../../../platform/envelope.ts';
import type { ServiceAdminStaff } from './service-admin-needs.ts';
import type { ServiceAudit, TicketAdmin } from './ticket-admin.service.ts';
import type { EnterpriseAdmin } from './enterprise-admin.service.ts';

export function serviceAdminRoutes(api: FastifyInstance, staff: ServiceAdminStaff, tickets: TicketAdmin, enterprise: EnterpriseAdmin) {
  const route = adminRouter(api, staff);
  const auditOf =
    (req: FastifyRequest): ServiceAudit =>
    (tx, what) =>
      staff.audit(tx, req, what);

  route(e.tickets, 'tickets.write', async (req) => ok(req, await tickets.list(req.query)));
  route(e.ticket, 'tickets.write', async (req) => ok(req, await tickets.detail(req.params.ticketNo)));
  route(e.reply, 'tickets.write', async (req) => ok(req, await tickets.reply(req.params.ticketNo, req.body.content, auditOf(req))));
  route(e.status, 'tickets.write', async (req) => ok(req, await tickets.setStatus(req.params.ticketNo, req.body.status, auditOf(req))));

  route(e.enterprise, 'tickets.write', async (req) => ok(req, await enterprise.list(req.query)));
  route(e.enterpriseDetail, 'tickets.write', async (req) => ok(req, await enterprise.detail(req.params.code)));
  route(e.enterpriseQuote, 'tickets.write', async (req) => ok(req, await enterprise.quote(req.params.code, req.body, auditOf(req))));
  route(e.enterpriseStatus, 'tickets.write', async (req) => ok(req, await enterprise.setStatus(req.params.code, req.body.status, auditOf(req))));
}

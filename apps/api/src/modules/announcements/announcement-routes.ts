/**
 * 消息 routes of the back office (@shop/contracts/endpoints/admin-messages): every one needs
 * messages.send (guards and no-store from platform/admin-route.ts). Writes are audited on their
 * own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessageEndpoints as e } from '@shop/contracts/endpoints/admin-messages';
import { adminRouter } from '../../platform/admin-route.ts';
import { ok } from '../../platform/envelope.ts';
import type { AnnouncementAudit, Announcements } from './announcements.service.ts';
import type { AnnouncementStaff } from './announcements-needs.ts';

export function announcementRoutes(api: FastifyInstance, staff: AnnouncementStaff, service: Announcements) {
  const route = adminRouter(api, staff);
  const auditOf =
    (req: FastifyRequest): AnnouncementAudit =>
    (tx, what) =>
      staff.audit(tx, req, what);

  route(e.list, 'messages.send', async (req) => ok(req, await service.list(req.query)));
  route(e.detail, 'messages.send', async (req) => ok(req, await service.detail(req.params.id)));
  route(e.create, 'messages.send', async (req) => ok(req, await service.create(req.body, staff.staffOf(req), auditOf(req))));
  route(e.cancel, 'messages.send', async (req) => ok(req, await service.cancel(req.params.id, auditOf(req))));
}

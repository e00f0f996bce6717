/**
 * 会员 routes of the back office (@shop/contracts/endpoints/admin-members): the reads need
 * members.read, the reveal members.reveal, the writes members.write (guards and no-store from
 * platform/admin-route.ts). Each write is audited on its own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMemberEndpoints as e } from '@shop/contracts/endpoints/admin-members';
import { adminRouter } from '../../../platform/admin-route.ts';
import { ok } from '../../../platform/envelope.ts';
import type { MemberAdmin, MemberAudit } from './member-admin.service.ts';
import type { MemberAdminStaff } from './member-admin-needs.ts';

export function memberAdminRoutes(api: FastifyInstance, staff: MemberAdminStaff, admin: MemberAdmin) {
  const route = adminRouter(api, staff);
  const auditOf =
    (req: FastifyRequest): MemberAudit =>
    (tx, what) =>
      staff.audit(tx, req, what);

  route(e.search, 'members.read', async (req) => ok(req, await admin.search(req.query)));
  route(e.detail, 'members.read', async (req) => ok(req, await admin.detail(req.params.id)));
  route(e.reveal, 'members.reveal', async (req) => ok(req, await admin.reveal(req.params.id, auditOf(req))));
  route(e.adjustPoints, 'members.write', async (req) => ok(req, await admin.adjustPoints(req.params.id, req.body, auditOf(req))));
  route(e.disable, 'members.write', async (req) => ok(req, await admin.disable(req.params.id, req.body.reason, auditOf(req))));
  route(e.enable, 'members.write', async (req) => ok(req, await admin.enable(req.params.id, req.body.reason, auditOf(req))));
}

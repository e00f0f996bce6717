/**
 * 系统 → 员工与角色 routes (@shop/contracts/endpoints/admin-staff): each needs a signed-in staff
 * member whose role grants staff.manage (the guard refuses before the body is read, so a refused
 * call changes nothing and writes no audit row); each write is audited on its own transaction.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminStaffEndpoints as e } from '@shop/contracts/endpoints/admin-staff';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { StaffProvides } from './index.ts';
import type { AuditWrite, StaffAdmin } from './staff-admin.service.ts';
import { staffGuard, staffOf } from './staff-guard.ts';
import type { StaffService } from './staff.service.ts';
import type { StaffNeeds } from './staff-needs.ts';

export function staffAdminRoutes(api: FastifyInstance, { ctx }: StaffNeeds, staff: StaffService, admin: StaffAdmin, audit: StaffProvides['audit']) {
  const guarded = { onRequest: staffGuard(staff, { cookieSecure: ctx.config.cookieSecure }, { permission: 'staff.manage' }) };
  const auditOf =
    (req: FastifyRequest): AuditWrite =>
    (tx, what) =>
      audit(tx, req, what);
  // Answers carry one-time passwords or who works here: never kept by a cache.
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  routeEndpoint(
    api,
    e.list,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.list(req.query));
    },
    guarded,
  );
  routeEndpoint(
    api,
    e.create,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.create(req.body, auditOf(req)));
    },
    guarded,
  );
  routeEndpoint(api, e.changeRole, async (req) => ok(req, await admin.changeRole(staffOf(req), req.params.id, req.body.roleCode, auditOf(req))), guarded);
  routeEndpoint(api, e.disable, async (req) => ok(req, await admin.disable(staffOf(req), req.params.id, auditOf(req))), guarded);
  routeEndpoint(api, e.enable, async (req) => ok(req, await admin.enable(staffOf(req), req.params.id, auditOf(req))), guarded);
  routeEndpoint(
    api,
    e.resetPassword,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.resetPassword(staffOf(req), req.params.id, auditOf(req)));
    },
    guarded,
  );
  routeEndpoint(
    api,
    e.roles,
    async (req, reply) => {
      noStore(reply);
      return ok(req, { list: await admin.roles() });
    },
    guarded,
  );
  routeEndpoint(
    api,
    e.setRolePermissions,
    async (req) => ok(req, await admin.setRolePermissions(req.params.code, req.body.permissions, auditOf(req))),
    guarded,
  );
}

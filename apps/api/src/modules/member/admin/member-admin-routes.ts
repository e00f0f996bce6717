/**
 * 会员 routes of the back office (@shop/contracts/endpoints/admin-members): the reads need
 * members.read, the reveal members.reveal, the writes members.write. The guard is an onRequest
 * hook, so a refused call is answered 403 before its body is read: nothing changes and no audit
 * row is written. Answers carry personal data: never kept by a cache.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminMemberEndpoints as e } from '@shop/contracts/endpoints/admin-members';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { MemberAdmin, MemberAudit } from './member-admin.service.ts';
import type { MemberAdminStaff } from './member-admin-needs.ts';

export function memberAdminRoutes(api: FastifyInstance, staff: MemberAdminStaff, admin: MemberAdmin) {
  const read = { onRequest: staff.requirePermission('members.read') };
  const reveal = { onRequest: staff.requirePermission('members.reveal') };
  const write = { onRequest: staff.requirePermission('members.write') };
  const auditOf =
    (req: FastifyRequest): MemberAudit =>
    (tx, what) =>
      staff.audit(tx, req, what);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  routeEndpoint(
    api,
    e.search,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.search(req.query));
    },
    read,
  );
  routeEndpoint(
    api,
    e.detail,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.detail(req.params.id));
    },
    read,
  );
  routeEndpoint(
    api,
    e.reveal,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.reveal(req.params.id, auditOf(req)));
    },
    reveal,
  );
  routeEndpoint(api, e.adjustPoints, async (req) => ok(req, await admin.adjustPoints(req.params.id, req.body, auditOf(req))), write);
  routeEndpoint(api, e.disable, async (req) => ok(req, await admin.disable(req.params.id, req.body.reason, auditOf(req))), write);
  routeEndpoint(api, e.enable, async (req) => ok(req, await admin.enable(req.params.id, req.body.reason, auditOf(req))), write);
}

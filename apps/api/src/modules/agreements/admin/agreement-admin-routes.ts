/**
 * 协议与政策 routes of the back office (@shop/contracts/endpoints/admin-agreements), all behind
 * agreements.write (guards and no-store from platform/admin-route.ts); writes audited on their
 * own transaction.
 */
import type { FastifyInstance } from 'fastify';
import { adminAgreementEndpoints as e } from '@shop/contracts/endpoints/admin-agreements';
import { adminRouter, auditFor, type AuditingStaff } from '../../../platform/admin-route.ts';
import { ok } from '../../../platform/envelope.ts';
import type { AgreementAdmin } from './agreement-admin.service.ts';

export function agreementAdminRoutes(api: FastifyInstance, staff: AuditingStaff, admin: AgreementAdmin) {
  const route = adminRouter(api, staff);
  const P = 'agreements.write' as const;
  route(e.list, P, async (req) => ok(req, await admin.list()));
  route(e.version, P, async (req) => ok(req, await admin.version(req.params.code, Number(req.params.revision))));
  route(e.draft, P, async (req) => ok(req, await admin.draft(req.params.code)));
  route(e.createDraft, P, async (req) => ok(req, await admin.createDraft(req.params.code, req.body, auditFor(staff, req))));
  route(e.updateDraft, P, async (req) => ok(req, await admin.updateDraft(req.params.code, req.body, auditFor(staff, req))));
  route(e.deleteDraft, P, async (req) => ok(req, await admin.deleteDraft(req.params.code, auditFor(staff, req))));
  route(e.publish, P, async (req) => ok(req, await admin.publish(req.params.code, req.body.effectiveAt, auditFor(staff, req))));
}

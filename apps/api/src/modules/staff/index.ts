/**
 * Module entry: the back office's staff (issue #16) — accounts, roles and permissions, the
 * admin session, sign-in with lock and TOTP, and the append-only audit log. Registered under
 * /api (routes under /api/admin); needs: staff-needs.ts. Later admin endpoints guard
 * themselves with `requirePermission('catalogue.write')` and record each write with `audit`.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import type { Db, Tx } from '@shop/db';
import { recordAudit, type AuditEntry } from './audit-log.ts';
import { staffGuard, staffOf } from './staff-guard.ts';
import { staffRoutes } from './staff-routes.ts';
import { createStaffAdmin } from './staff-admin.service.ts';
import { staffAdminRoutes } from './staff-admin-routes.ts';
import { createStaffService, type StaffPrincipal } from './staff.service.ts';
import type { StaffNeeds } from './staff-needs.ts';

export { createStaffAccount, StaffAccountError } from './staff.service.ts';

export interface StaffProvides {
  /** An onRequest hook: a signed-in staff member (password changed) whose role grants `permission`; else 401 / 403 in the envelope. */
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  /** The staff member a guarded route serves. */
  staffOf(req: FastifyRequest): StaffPrincipal;
  /** Appends the audit row of a staff write, on the write's own transaction (who, when and from where come from the request). */
  audit(tx: Db | Tx, req: FastifyRequest, what: Pick<AuditEntry, 'action' | 'target' | 'before' | 'after'>): Promise<void>;
}

export function registerStaff(api: FastifyInstance, needs: StaffNeeds): StaffProvides {
  const { ctx } = needs;
  const staff = createStaffService({
    database: ctx.database,
    clock: ctx.clock,
    secret: ctx.config.secret,
    issuer: `${ctx.config.brandName ?? ''}商城管理后台`,
  });
  const audit: StaffProvides['audit'] = (tx, req, what) => {
    const who = staffOf(req);
    return recordAudit(tx, { ...what, at: ctx.clock.now(), staffId: who.id, actor: who.name, ip: req.ip ?? null });
  };
  staffRoutes(api, needs, staff);
  staffAdminRoutes(api, needs, staff, createStaffAdmin({ database: ctx.database, clock: ctx.clock }), audit);
  const cookies = { cookieSecure: ctx.config.cookieSecure };
  return {
    requirePermission: (permission) => staffGuard(staff, cookies, { permission }),
    staffOf,
    audit,
  };
}

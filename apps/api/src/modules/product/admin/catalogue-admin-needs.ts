/**
 * What the console's 商品 routes need from the staff module (issue #16), declared here and
 * satisfied structurally by StaffProvides in app.ts: the permission hook, the staff member a
 * guarded route serves, and the audit row written on the write's own transaction.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import type { Db, Tx } from '@shop/db';
import type { ApiContext } from '../../../platform/types.ts';

export interface CatalogueAdminStaff {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  staffOf(req: FastifyRequest): { id: number; name: string; grants: string[] };
  audit(
    tx: Db | Tx,
    req: FastifyRequest,
    what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void>;
}

export interface CatalogueAdminNeeds {
  ctx: ApiContext;
  staff: CatalogueAdminStaff;
}

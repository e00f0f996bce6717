/**
 * What the console's 常见问题 (issue #16) needs from other modules, declared here and satisfied
 * structurally by what app.ts hands over: the staff module's guard and its audit log. No file of
 * this folder imports another module.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import type { Tx } from '@shop/db';
import type { ApiContext } from '../../../platform/types.ts';

export interface HelpAdminStaff {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  audit(
    tx: Tx,
    req: FastifyRequest,
    what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void>;
}

export interface HelpAdminNeeds {
  ctx: ApiContext;
  staff: HelpAdminStaff;
}

/** Appends the audit row of this request's write on `tx` (bound to the request by the route). */
export type HelpAudit = (
  tx: Tx,
  what: { action: string; target: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) => Promise<void>;

/**
 * What the settings module needs from other modules, declared here and satisfied structurally
 * by what app.ts hands over: the staff module's guard, principal and audit log (for the
 * console's 系统设置). No file of this folder imports another module.
 */
import type { FastifyRequest } from 'fastify';
import type { Tx } from '@shop/db';
import type { StaffGuards } from '../../platform/admin-route.ts';
import type { ApiContext } from '../../platform/types.ts';

export interface SettingsStaff extends StaffGuards {
  staffOf(req: FastifyRequest): { id: number; name: string };
  audit(
    tx: Tx,
    req: FastifyRequest,
    what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void>;
}

export interface SettingsNeeds {
  ctx: ApiContext;
  staff: SettingsStaff;
}

/**
 * What the console's 内容 area (issue #16) needs from other modules, declared here and satisfied
 * structurally by what app.ts hands over: the staff module's guard, the staff member a route
 * serves and the audit log; the catalogue admin's picture store (the same checks, re-encoding
 * and /media/catalogue serving as product pictures). No file of this folder imports another module.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import type { Tx } from '@shop/db';
import type { ApiContext } from '../../../platform/types.ts';

export interface ContentAdminStaff {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  staffOf(req: FastifyRequest): { id: number };
  audit(
    tx: Tx,
    req: FastifyRequest,
    what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void>;
}

/** Pictures uploaded in the console: checked, re-encoded to WebP and served under /media/catalogue/{id}.webp. */
export interface ContentPictures {
  store(staffId: number, file: Buffer, now: Date): Promise<{ id: string; url: string; width: number; height: number; size: number }>;
  read(id: string): Promise<unknown>;
}

export interface ContentAdminNeeds {
  ctx: ApiContext;
  staff: ContentAdminStaff;
  pictures: ContentPictures;
}

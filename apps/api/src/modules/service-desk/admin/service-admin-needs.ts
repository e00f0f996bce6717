/**
 * What the console's 服务 area (issue #16) needs from other modules, declared here and satisfied
 * structurally by what app.ts hands over: the staff module's guard and audit log, the member
 * module's phone look-ups and its inbox (a reply reaches the member's message centre). No file
 * of this folder imports another module or reads its tables.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { NewMessage } from '@shop/contracts/inbox';
import type { StaffPermission } from '@shop/contracts/staff';
import type { Tx } from '@shop/db';
import type { ApiContext } from '../../../platform/types.ts';

/** The back office's guard and audit log (staff module). */
export interface ServiceAdminStaff {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  audit(
    tx: Tx,
    req: FastifyRequest,
    what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void>;
}

/** The member module's look-ups by phone (the full number stays there; lists get it masked). */
export interface ServiceAdminMembers {
  idByMobile(mobile: string): Promise<number | null>;
  maskedMobiles(ids: readonly number[]): Promise<Map<number, string>>;
}

/** The member's message centre (member module's inbox): a message sent on the caller's transaction, and those sent with a link. */
export interface ServiceAdminMessages {
  send(memberId: number, input: NewMessage, now?: Date, tx?: Tx): Promise<number>;
  sentWithLink(memberId: number, link: string): Promise<{ id: number; title: string; body: string; createdAt: Date }[]>;
}

export interface ServiceAdminNeeds {
  ctx: ApiContext;
  staff: ServiceAdminStaff;
  members: ServiceAdminMembers;
  messages: ServiceAdminMessages;
}

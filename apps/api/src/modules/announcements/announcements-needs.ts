/**
 * What the console's 消息 (issue #16) needs from other modules, declared here and satisfied
 * structurally by what app.ts hands over: the staff module's guard, principal and audit log, and
 * the member module's look-ups (a member by phone or member number, masked phones, tagged
 * members) and its inbox (a page of the audience delivered on the caller's transaction). No file
 * of this folder imports another module or reads its tables.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import type { Tx } from '@shop/db';
import type { ApiContext } from '../../platform/types.ts';

/** The back office's guard, the staff member a route serves and the audit log (staff module). */
export interface AnnouncementStaff {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  staffOf(req: FastifyRequest): { id: number; name: string };
  audit(
    tx: Tx,
    req: FastifyRequest,
    what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void>;
}

/** The member module's look-ups. */
export interface AnnouncementMembers {
  idByMobile(mobile: string): Promise<number | null>;
  idByUserNo(userNo: string): Promise<number | null>;
  maskedMobiles(ids: readonly number[]): Promise<Map<number, string>>;
}

/** Who a message is for, as the member module's inbox takes it: everyone means every member who had joined by the send time. */
export type AnnouncementAudience = { kind: 'member'; memberId: number } | { kind: 'tag'; tag: string } | { kind: 'all'; joinedBy: Date };

/** The member module's inbox. */
export interface AnnouncementInbox {
  deliverPage(
    input: {
      announcementId: number;
      title: string;
      body: string;
      link: string;
      audience: AnnouncementAudience;
      afterMemberId: number;
      limit: number;
      now: Date;
    },
    tx?: Tx,
  ): Promise<{ reached: number; delivered: number; lastMemberId: number }>;
  taggedMembers(tag: string): Promise<number>;
  readsOfOperatorMessage(announcementId: number): Promise<number>;
}

export interface AnnouncementNeeds {
  ctx: ApiContext;
  staff: AnnouncementStaff;
  members: AnnouncementMembers;
  inbox: AnnouncementInbox;
}

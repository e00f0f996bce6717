/**
 * What the console's 会员 area (issue #16) needs from other modules, declared here and satisfied
 * structurally by what app.ts hands over: the staff module's guard and audit log, the order
 * module's reads (a member's orders, the member of an order), the auth module's sessions (a
 * disabled member's sessions end) and marketing's member coupons. No file of this folder imports
 * another module.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import type { Tx } from '@shop/db';
import type { ApiContext } from '../../../platform/types.ts';
import type { MemberCoupons } from '../points-ledger/points-needs.ts';
import type { StarOrders } from '../stars/stars-needs.ts';

/** The back office's guard and audit log (staff module). */
export interface MemberAdminStaff {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  audit(
    tx: Tx,
    req: FastifyRequest,
    what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void>;
}

/** The order module's reads of a member's orders. */
export interface MemberAdminOrders extends StarOrders {
  memberIdOfOrder(orderNo: string): Promise<number | null>;
  recentOfMember(memberId: number, limit: number): Promise<{ orderNo: string; status: string; payableAmt: number; paidAmt: number; createdAt: Date }[]>;
}

/** The auth module's sessions: ending every live session of a member, on the caller's transaction. */
export interface MemberAdminSessions {
  revokeAllOfMember(memberId: number, reason: string, tx?: Tx): Promise<number>;
}

export interface MemberAdminNeeds {
  ctx: ApiContext;
  staff: MemberAdminStaff;
  orders: MemberAdminOrders;
  sessions: MemberAdminSessions;
  memberCoupons: MemberCoupons;
}

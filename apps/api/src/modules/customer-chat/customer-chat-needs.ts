/**
 * What live customer service needs from other modules, declared here and satisfied structurally
 * by what app.ts hands over: the member behind a request and masked phone numbers (member), the
 * member's orders and a SKU's name for the context (order, product), the service hours setting
 * (settings), the support ticket left outside service hours (service-desk), and the staff module's
 * guard, principal and audit log. No file of this folder imports another module.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import type { Db, Tx } from '@shop/db';
import type { ApiContext, AuthState } from '../../platform/types.ts';

export interface ChatMembers {
  /** The member of a member token, undefined for a visitor (or a member since removed). */
  ofAuth(auth: AuthState): Promise<{ id: number } | undefined>;
  /** 138****1234 by member id. */
  maskedMobiles(ids: readonly number[]): Promise<Map<number, string>>;
}

export interface ChatOrders {
  /** Is `orderNo` one of the member's orders. */
  isMemberOrder(memberId: number, orderNo: string): Promise<boolean>;
}

export interface ChatCatalogue {
  /** A SKU's name and its product, or undefined when unknown. */
  skuFacts(run: Db, skuCode: string): Promise<{ skuName: string; spuCode: string } | undefined>;
}

/** The settings module's values in force (系统设置; an in-memory copy): the service hours. */
export interface ChatSettings {
  values(): Promise<{ chatServiceHours: string }>;
}

/** The service desk's support tickets: a member's message outside service hours becomes one. */
export interface ChatTickets {
  openTicket(memberId: number, input: { category: 'order' | 'product' | 'other'; orderNo?: string; content: string }, now: Date): Promise<{ ticketNo: string }>;
}

export interface ChatStaff {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  staffOf(req: FastifyRequest): { id: number; name: string };
  audit(
    tx: Tx,
    req: FastifyRequest,
    what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void>;
}

export interface CustomerChatNeeds {
  ctx: ApiContext;
  members: ChatMembers;
  orders: ChatOrders;
  catalogue: ChatCatalogue;
  settings: ChatSettings;
  tickets: ChatTickets;
  staff: ChatStaff;
}

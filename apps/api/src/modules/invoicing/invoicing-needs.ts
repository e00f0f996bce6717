/**
 * What the invoicing module needs from other modules, declared here and satisfied structurally by
 * what app.ts hands over: the member module's members (the signed-in member) and enterprise
 * verification (专票 is for verified members), the staff module's guard and audit log (the
 * console's 发票), and the order module's facts of an order (whose it is, where it
 * stands, the checkout's invoice request and what remains paid). Invoicing never reads the order
 * tables: it asks `orders.ofOrder`, on the caller's transaction when it is told of a change.
 */
import type { Db, Tx } from '@shop/db';
import type { Invoice } from '@shop/contracts/checkout';
import type { PaidItem } from '@shop/contracts/invoice';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, AuthState } from '../../platform/types.ts';
import type { AuditingStaff } from '../../platform/admin-route.ts';

export interface InvoicingMembers {
  requireOfAuth(auth: AuthState): Promise<{ id: number }>;
}

/** An order as invoicing needs it (the order module's invoiceFacts). */
export interface InvoicedOrder {
  orderNo: string;
  memberId: number;
  status: string;
  paidAt: Date | null;
  completedAt: Date | null;
  /** The invoice asked for at checkout (null: none). */
  invoice: Invoice | null;
  /** What remains paid, thing by thing (VAT included). */
  items: PaidItem[];
}

export interface InvoicingOrders {
  ofOrder(orderNo: string, run?: Db | Tx): Promise<InvoicedOrder | null>;
}

/** The member module's enterprise verification (企业认证): a verified member may ask for a 专票. */
export interface InvoicingEnterprises {
  status(memberId: number): Promise<{ checked: boolean }>;
}

/** The back office's guard, the staff member a route serves and the audit log (staff module, registered further down). */
export interface InvoicingStaff extends AuditingStaff {
  staffOf(req: FastifyRequest): { id: number; name: string };
}

export interface InvoicingNeeds {
  ctx: ApiContext;
  members: InvoicingMembers;
  enterprises: InvoicingEnterprises;
  /** The order module's facts (registered before invoicing). */
  orders: InvoicingOrders;
  staff: InvoicingStaff;
}

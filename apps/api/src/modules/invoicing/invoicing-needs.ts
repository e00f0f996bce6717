/**
 * What the invoicing module needs from other modules, declared here and satisfied structurally by
 * what app.ts hands over: the member module's members (the signed-in member; is a member
 * enterprise-verified, for 专票) and the order module's facts of an order (whose it is, where it
 * stands, the checkout's invoice request and what remains paid). Invoicing never reads the order
 * tables: it asks `orders.ofOrder`, on the caller's transaction when it is told of a change.
 */
import type { Db, Tx } from '@shop/db';
import type { Invoice } from '@shop/contracts/checkout';
import type { PaidItem } from '@shop/contracts/invoice';
import type { ApiContext, AuthState } from '../../platform/types.ts';

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

export interface InvoicingNeeds {
  ctx: ApiContext;
  members: InvoicingMembers;
  /** The order module's facts (registered before invoicing). */
  orders: InvoicingOrders;
}

/**
 * What the payment module needs from other modules, declared here and satisfied structurally
 * by what app.ts hands over: the order module's payment port (what is due, recording a paid
 * stage), the marketing module's post-payment draw, the member behind a request. No payment
 * file imports another module.
 */
import type { Db, Tx } from '@shop/db';
import type { DuePayment, PaidStage, PayStageName, RefundSettled } from '@shop/contracts/payment';
import type { ApiContext, AuthState } from '../../platform/types.ts';
import type { PostPaymentDraw } from './payment-routes.ts';
import type { PaymentRecords } from './payment-records.ts';
import type { RefundDesk } from './refunds/refund-desk.ts';

/** Where the port's queries run: the pool, a transaction, or a held connection's handle. */
export type Runner = Db | Tx;
/** full: the whole order; deposit / balance: the two payments of a pre-sale order. */
export type PayStage = PayStageName;

/** The order module's payment port. */
export interface OrderPaymentPort {
  /**
   * What the member owes now on their order; throws the order's ShopErrors (not found, already
   * paid, status, balance window). `run`: the caller's transaction or held connection.
   */
  dueFor(orderNo: string, memberId: number, now: Date, run?: Runner): Promise<DuePayment>;
  /** Inside the payment's transaction: `stage` of the order has been paid; 'not-payable' makes payment refund. */
  recordPaid(tx: Tx, paid: PaidStage): Promise<'applied' | 'not-payable'>;
  /** Inside the refund desk's transaction: a refund request of the order settled at the gateways (once per outcome). */
  refundSettled(tx: Tx, settled: RefundSettled): Promise<void>;
}

/** What registerPayment needs. */
export interface PaymentNeeds {
  ctx: ApiContext;
  members: { requireOfAuth(auth: AuthState): Promise<{ id: number }> };
  orders: OrderPaymentPort;
  lottery: PostPaymentDraw;
}

/** What the payment module provides: whether a member paid an order (the post-payment draw asks). */
export interface PaymentProvides {
  paidOrders: { hasPaid(memberId: number, orderNo: string): Promise<'paid' | 'unpaid' | 'none'> };
  /** The back office's reads of payments (issue #16): an order's attempts, orders paid with a method, money taken per day. */
  records: PaymentRecords;
  /** The refund desk (issue #17): money owed back, asked in the owing change's transaction, sent after it commits, settled once. */
  refunds: Pick<RefundDesk, 'request' | 'retryFailed' | 'submit' | 'ofOrder'>;
}

export type PaymentParts = PaymentNeeds;

/**
 * How the order module and the payment module talk (neither reads the other's tables):
 * payment asks what is due on an order and tells when a stage has been paid, inside its own
 * transaction so the payment row and the order move together, exactly once.
 */
import type { Db, Tx } from '@shop/db';
import type { DuePayment, PaidStage, PayStageName, RefundSettled } from '@shop/contracts/payment';

/** Where a port's queries run: the pool, a transaction, or a held connection's handle. */
export type Runner = Db | Tx;

/** The order's status; its moves are the transitions table (@shop/contracts/order-transitions). */
export type { OrderStatus } from '@shop/contracts/order';
/** full: the whole order; deposit / balance: the two payments of a pre-sale order. */
export type PayStage = PayStageName;
export type { DuePayment } from '@shop/contracts/payment';

export interface OrderPaymentPort {
  /**
   * What the member owes now on their order. Throws ShopErrors: ERR_ORDER_NOT_FOUND (no such
   * order of this member), ERR_PAY_ALREADY_PAID, ERR_ORDER_STATUS (cancelled, or nothing due),
   * ERR_BALANCE_NOT_STARTED / ERR_BALANCE_ENDED (pre-sale balance outside its window).
   * `run`: the caller's transaction or held connection (withConnection), so a caller that
   * holds one never asks the pool for a second; default the pool.
   */
  dueFor(orderNo: string, memberId: number, now: Date, run?: Runner): Promise<DuePayment>;
  /**
   * Inside the payment's transaction: `stage` of the order has been paid `amount`. Moves
   * the order by the table's paid_in_full / deposit_paid / balance_paid row
   * (pending_payment → paid or deposit_paid, deposit_paid → paid).
   * 'not-payable' when the order is no longer waiting for that stage (e.g. cancelled by the
   * timeout a moment before): the payment module then refunds.
   */
  recordPaid(tx: Tx, paid: PaidStage): Promise<'applied' | 'not-payable'>;
  /**
   * Inside the refund desk's transaction: a refund the order asked for settled at the gateways.
   * A cancel's refund moves the order refunding → refunded (or refund_failed), tells the member.
   */
  refundSettled(tx: Tx, settled: RefundSettled): Promise<void>;
}

/** Told after an order is placed (commit done): schedules its payment timeout. */
export interface OrderPlacedListener {
  afterPlaced(orderNo: string, payDeadline: Date): Promise<void>;
}

/**
 * What the star-diamond part needs from other modules, declared here and satisfied
 * structurally by the service app.ts hands over (MemberNeeds.orderReads, the order module's), so that no file of
 * this folder imports another module.
 */
import type { SQL } from 'drizzle-orm';

/** The member's paid orders, from which order-earned star diamonds are derived at read time. */
export interface StarOrders {
  /**
   * A subquery of the member's paid orders (paid, shipped, delivered or completed) of at least
   * `minPaidAmt` fen, with columns order_no, paid_amt, paid_at (payment time, else creation
   * time) and completed_at; it runs inside the stars query, on its connection.
   */
  paidOrdersQuery(memberId: number, minPaidAmt: number): SQL;
}

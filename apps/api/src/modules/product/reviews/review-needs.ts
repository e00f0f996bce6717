/**
 * What product reviews need from the order module, declared here and satisfied structurally
 * by the order module's review lines (app.ts wires them): the member's delivered order lines
 * and marking one reviewed inside the review's transaction. Reviews read no order table.
 */
import type { Tx } from '@shop/db';
import type { ReviewableLine } from '@shop/contracts/reviews';

export type { ReviewableLine };

export interface ReviewPort {
  /** The member's lines of delivered/completed orders, not yet reviewed (pending) or reviewed (done); newest delivery first. */
  lines(
    memberId: number,
    q: { tab: 'pending' | 'done'; pageNo: number; pageSize: number },
  ): Promise<{ list: ReviewableLine[]; total: number; counts: { pending: number; done: number } }>;
  /** One line of the member's, with whether its order is delivered. */
  line(memberId: number, ordNo: string, lineId: number): Promise<(ReviewableLine & { delivered: boolean }) | undefined>;
  /** Inside the review's transaction: the line is marked reviewed (once). */
  markReviewed(tx: Tx, memberId: number, ordNo: string, lineId: number): Promise<'marked' | 'missing' | 'not-delivered' | 'duplicate'>;
}

/**
 * A member's star-diamond figures for other modules (the personal-centre home page).
 * Issue #6 — the signature is fixed so callers can use it. The time is the shop clock as a
 * request sees it (the per-request test offset applies; a process-wide test offset does not,
 * since no clock is passed in).
 */
import type { Database } from '@shop/db';
import { createClock } from '../../../platform/clock.ts';
import { starTotals } from './star-diamonds.ts';
import type { StarOrders } from './stars-needs.ts';

export interface StarBalance {
  /** Effective star diamonds, usable now. */
  effective: number;
  /** Pending (earned, not yet effective). */
  pending: number;
}

const clock = createClock();

/** `orders`: the order module's reads (MemberNeeds.orderReads), for the order-earned diamonds. */
export async function starBalanceOf(database: Database, orders: StarOrders, memberId: number): Promise<StarBalance> {
  const t = await starTotals(database, orders, memberId, clock.now());
  return { effective: t.effective, pending: t.pending };
}

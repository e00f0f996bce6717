/**
 * A member's star-diamond figures for other modules (the personal-centre home page).
 * Issue #6 — the signature is fixed so callers can use it. The time is the shop clock as a
 * request sees it (the per-request test offset applies; a process-wide test offset does not,
 * since no clock is passed in).
 */
import type { Database } from '@shop/db';
import { createClock } from '../../../platform/clock.ts';
import { starTotals } from './star-diamonds.ts';

export interface StarBalance {
  /** Effective star diamonds, usable now. */
  effective: number;
  /** Pending (earned, not yet effective). */
  pending: number;
}

const clock = createClock();

export async function starBalanceOf(database: Database, memberId: number): Promise<StarBalance> {
  const t = await starTotals(database, memberId, clock.now());
  return { effective: t.effective, pending: t.pending };
}

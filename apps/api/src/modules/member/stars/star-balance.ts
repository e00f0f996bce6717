/**
 * A member's star-diamond figures for other modules (the personal-centre home page).
 * Issue #6 — implemented by the stars part; the signature is fixed so callers can use it now.
 */
import type { Database } from '@shop/db';

export interface StarBalance {
  /** Effective star diamonds, usable now. */
  effective: number;
  /** Pending (earned, not yet effective). */
  pending: number;
}

export async function starBalanceOf(_database: Database, _memberId: number): Promise<StarBalance> {
  return { effective: 0, pending: 0 };
}

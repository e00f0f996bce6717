/**
 * A member's unread system-message count, for other modules (the personal-centre home page).
 * Issue #6 — implemented by the inbox part; the signature is fixed so callers can use it now.
 */
import type { Database } from '@shop/db';

export async function unreadMessageCountOf(_database: Database, _memberId: number): Promise<number> {
  return 0;
}

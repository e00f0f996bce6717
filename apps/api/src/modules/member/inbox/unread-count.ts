/**
 * A member's unread system-message count, for other modules (the personal-centre home page).
 * Issue #6 — implemented by the inbox part; the signature is fixed so callers can use it now.
 */
import type { Database } from '@shop/db';
import { countUnread } from './messages.service.ts';

export async function unreadMessageCountOf(database: Database, memberId: number): Promise<number> {
  return countUnread(database.db, memberId);
}

/** Profile history: phone number replacements. @owner member (apps/api/src/modules/member/profile). Issue #6. */
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every completed phone replacement (modifyMpNo): who, from which number to which, when. */
export const memberMobileChanges = pgTable(
  'member_mobile_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    oldMobile: text('old_mobile').notNull(),
    newMobile: text('new_mobile').notNull(),
    ip: text('ip'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_mobile_changes_member_idx').on(t.memberId, t.changedAt)],
);

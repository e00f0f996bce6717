/** The member's inbox: system messages and who read them. @owner member (apps/api/src/modules/member/inbox). Issue #6. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A system message. memberId set: to that member only; null: an operator broadcast, seen by
 * every member who joined before it was sent. kind: system, order, account, activity.
 */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }),
    kind: text('kind', { enum: ['system', 'order', 'account', 'activity'] })
      .notNull()
      .default('system'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside the shop the message points to (e.g. /Personalcenter/orderDeatil/…), or null. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The console's 消息 (announcements) this row delivered, once per member: a delivery run twice adds nothing. */
    announcementId: bigint('announcement_id', { mode: 'number' }),
  },
  (t) => [
    index('system_messages_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('system_messages_announcement_member_key').on(t.announcementId, t.memberId).where(sql`${t.announcementId} IS NOT NULL`),
    index('system_messages_broadcast_idx').on(t.createdAt).where(sql`${t.memberId} IS NULL`),
  ],
);

/** Which member read which message (direct or broadcast), once. */
export const systemMessageReads = pgTable(
  'system_message_reads',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => systemMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

/**
 * The console's 消息 (issue #16): system messages an operator sent or scheduled, to one member, a
 * member tag or everyone. @owner announcements (apps/api/src/modules/announcements). Delivery
 * writes one inbox row per member through the member module (system_messages.announcement_id);
 * `cursor_member_id` is the last member id a delivery page reached, so a delivery that stopped
 * resumes after it.
 */
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A shop path or an https address on an allowed host; '' for none. */
    link: text('link').notNull().default(''),
    audience: text('audience', { enum: ['member', 'tag', 'all'] }).notNull(),
    /** audience member: the member's id. */
    memberId: bigint('member_id', { mode: 'number' }),
    /** audience tag: the tag code. */
    tagCode: text('tag_code'),
    /** What staff read: the masked phone, the tag code, 全部会员. */
    audienceLabel: text('audience_label').notNull(),
    state: text('state', { enum: ['scheduled', 'sending', 'sent', 'cancelled'] }).notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    delivered: integer('delivered').notNull().default(0),
    cursorMemberId: bigint('cursor_member_id', { mode: 'number' }).notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('announcements_send_at_idx').on(t.sendAt), index('announcements_state_idx').on(t.state, t.sendAt)],
);

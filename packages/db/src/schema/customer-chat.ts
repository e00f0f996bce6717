/** Live customer service (在线客服, issue #16 item 5). @owner customer-chat (apps/api/src/modules/customer-chat). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A shopper's conversation with the 客服 desk: a member's (member_id) or a visitor's (anon_id,
 * the visitor token's subject), open until staff or the shopper close it; at most one open per
 * shopper. Context: the product (spu/sku code and its name as shown then) or order the shopper
 * came from. Unread counts on both sides are kept on the row, moved with each message.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }),
    anonId: text('anon_id'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    productCode: text('product_code'),
    productName: text('product_name'),
    orderNo: text('order_no'),
    /** Messages the shopper has not read (staff's) / staff have not read (the shopper's). */
    shopperUnread: integer('shopper_unread').notNull().default(0),
    staffUnread: integer('staff_unread').notNull().default(0),
    /** The support ticket left by a message outside service hours (service-desk's number). */
    ticketNo: text('ticket_no'),
    /** The phone number a visitor left with a message outside service hours, for staff to call back (a member is reached through the account). */
    contactMobile: text('contact_mobile'),
    /** When the desk last told the shopper it is closed (once until staff answer, or 12 hours on). */
    offHoursNoticeAt: timestamp('off_hours_notice_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_open_member_key').on(t.memberId).where(sql`${t.status} = 'open' AND ${t.memberId} IS NOT NULL`),
    uniqueIndex('chat_conversations_open_anon_key').on(t.anonId).where(sql`${t.status} = 'open' AND ${t.anonId} IS NOT NULL`),
    index('chat_conversations_status_idx').on(t.status, t.lastMessageAt),
  ],
);

/** One message; its id is the stream's event id (a reconnect asks for the ones after it). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    /** shopper, staff, or system (the desk's own notes: off hours, closed). */
    sender: text('sender', { enum: ['shopper', 'staff', 'system'] }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }),
    /** The staff member's name as shown to the shopper. */
    staffName: text('staff_name'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * Conversations and messages of live customer service. A shopper (member or visitor) has at most
 * one open conversation; their messages are read across all of theirs, oldest first, by message
 * id (the stream's cursor). Every write runs on one transaction that locks the conversation and
 * ends with NOTIFY customer_chat '<conversation id>|<owner>', heard by every process's streams
 * (chat-hub.ts) once the transaction commits.
 */
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import {
  CHAT_PAGE_MAX,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  chatAnswerInputSchema,
  chatContextInputSchema,
  chatSendInputSchema,
  type ChatAdminSummary,
  type ChatAnswerInput,
  type ChatContext,
  type ChatContextInput,
  type ChatConversation,
  type ChatMessage,
  type ChatMessagePage,
  type ChatSendInput,
  type ChatService,
  type ChatStreamEvent,
} from '@shop/contracts/customer-chat';
import { fail } from '../../platform/shop-error.ts';
import { serviceAt } from './chat-hours.ts';
import type { ChatCatalogue, ChatMembers, ChatOrders, ChatSettings, ChatTickets } from './customer-chat-needs.ts';

const c = schema.chatConversations;
const m = schema.chatMessages;

export const CHAT_CHANNEL = 'customer_chat';
/** The desk says it is closed again after this long without a staff answer. */
const NOTICE_AGAIN_MS = 12 * 3600 * 1000;

/** Who the shopper is: a member, or a visitor by the visitor token's id. */
export type ChatOwner = { memberId: number; anonId?: undefined } | { memberId?: undefined; anonId: string };
export const ownerKey = (o: ChatOwner) => (o.memberId !== undefined ? `m${o.memberId}` : `a${o.anonId}`);
const ownerIs = (o: ChatOwner): SQL => (o.memberId !== undefined ? eq(c.memberId, o.memberId) : eq(c.anonId, o.anonId));

type Row = typeof c.$inferSelect;
type MessageRow = typeof m.$inferSelect;

const messageView = (r: MessageRow): ChatMessage => ({ id: r.id, sender: r.sender, staffName: r.staffName, body: r.body, createdAt: r.createdAt.getTime() });
const contextOf = (r: Row): ChatContext => ({ productCode: r.productCode, productName: r.productName, orderNo: r.orderNo });

const notify = (tx: Tx, row: Pick<Row, 'id' | 'memberId' | 'anonId'>) =>
  tx.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${`${row.id}|${ownerKey(row.memberId !== null ? { memberId: row.memberId } : { anonId: row.anonId! })}`})`);

export interface ChatDeps {
  database: Database;
  members: ChatMembers;
  orders: ChatOrders;
  catalogue: ChatCatalogue;
  settings: ChatSettings;
  tickets: ChatTickets;
}

export function createChatService({ database, members, orders, catalogue, settings, tickets }: ChatDeps) {
  const { db } = database;

  const service = async (now: Date): Promise<ChatService> => serviceAt((await settings.values()).chatServiceHours, now.getTime());

  /** The owner's conversation to show: the open one, else the latest. */
  async function current(owner: ChatOwner): Promise<Row | undefined> {
    const [row] = await db.select().from(c).where(ownerIs(owner)).orderBy(sql`${c.status} = 'open' DESC`, desc(c.id)).limit(1);
    return row;
  }

  /** The context given, checked: a SKU of the product (its name kept), an order of the member's own. */
  async function contextFrom(owner: ChatOwner, input: ChatContextInput): Promise<Partial<Pick<Row, 'productCode' | 'productName' | 'orderNo'>>> {
    const v = chatContextInputSchema.parse(input);
    const out: Partial<Pick<Row, 'productCode' | 'productName' | 'orderNo'>> = {};
    if (v.orderNo) {
      if (owner.memberId === undefined || !(await orders.isMemberOrder(owner.memberId, v.orderNo))) throw fail('ERR_CHAT_ORDER_NOT_FOUND');
      Object.assign(out, { orderNo: v.orderNo, productCode: null, productName: null });
    } else if (v.spuCode || v.skuCode) {
      const sku = v.skuCode ? await catalogue.skuFacts(db, v.skuCode) : undefined;
      const spuCode = sku && (!v.spuCode || sku.spuCode === v.spuCode) ? sku.spuCode : v.spuCode;
      if (spuCode) Object.assign(out, { productCode: spuCode, productName: sku?.spuCode === spuCode ? sku.skuName : null, orderNo: null });
    }
    return out;
  }

  const lockOwner = (tx: Tx, owner: ChatOwner) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`chat:${ownerKey(owner)}`}))`);

  /** The owner's open conversation (locked for this transaction), made when there is none. */
  async function openRow(tx: Tx, owner: ChatOwner, now: Date, context: Partial<Row> = {}): Promise<Row> {
    await lockOwner(tx, owner);
    const [open] = await tx
      .select()
      .from(c)
      .where(and(ownerIs(owner), eq(c.status, 'open')))
      .limit(1)
      .for('update');
    if (open) {
      if (Object.keys(context).length === 0) return open;
      const [updated] = await tx.update(c).set(context).where(eq(c.id, open.id)).returning();
      return updated!;
    }
    const [row] = await tx
      .insert(c)
      .values({ memberId: owner.memberId ?? null, anonId: owner.anonId ?? null, lastMessageAt: now, createdAt: now, ...context })
      .returning();
    return row!;
  }

  /** The owner's messages after `after`, over all their conversations, oldest first. */
  async function ownerMessagesAfter(owner: ChatOwner, after: number, limit: number): Promise<ChatMessagePage> {
    const rows = await db
      .select({ m })
      .from(m)
      .innerJoin(c, eq(c.id, m.conversationId))
      .where(and(ownerIs(owner), gt(m.id, after)))
      .orderBy(m.id)
      .limit(limit + 1);
    const list = rows.slice(0, limit).map((r) => messageView(r.m));
    return { list, cursor: list.at(-1)?.id ?? after, hasMore: rows.length > limit };
  }

  async function latestOfOwner(owner: ChatOwner): Promise<ChatMessage[]> {
    const rows = await db.select({ m }).from(m).innerJoin(c, eq(c.id, m.conversationId)).where(ownerIs(owner)).orderBy(desc(m.id)).limit(CHAT_PAGE_MAX);
    return rows.map((r) => messageView(r.m)).reverse();
  }

  async function insertMessage(
    tx: Tx,
    row: Row,
    values: Omit<typeof m.$inferInsert, 'conversationId'>,
    counts: { shopperUnread?: number; staffUnread?: number },
  ) {
    const [msg] = await tx
      .insert(m)
      .values({ ...values, conversationId: row.id })
      .returning();
    await tx
      .update(c)
      .set({
        lastMessageAt: values.createdAt as Date,
        shopperUnread: sql`${c.shopperUnread} + ${counts.shopperUnread ?? 0}`,
        staffUnread: sql`${c.staffUnread} + ${counts.staffUnread ?? 0}`,
      })
      .where(eq(c.id, row.id));
    await notify(tx, row);
    return messageView(msg!);
  }

  /** A member's first message outside service hours leaves a support ticket (once per conversation). */
  async function ticketFor(owner: ChatOwner, row: Row, body: string, now: Date): Promise<string | null> {
    if (owner.memberId === undefined) return null;
    if (row.ticketNo) return row.ticketNo;
    const about = row.orderNo ? `（订单 ${row.orderNo}）` : row.productCode ? `（商品 ${row.productName ?? row.productCode}）` : '';
    try {
      const t = await tickets.openTicket(
        owner.memberId,
        {
          category: row.orderNo ? 'order' : row.productCode ? 'product' : 'other',
          orderNo: row.orderNo ?? undefined,
          content: `在线客服留言${about}：${body}`.slice(0, 500),
        },
        now,
      );
      return t.ticketNo;
    } catch (err) {
      // The member has as many open tickets as allowed: the message stays in the conversation.
      if ((err as { code?: string }).code === 'ERR_TICKET_OPEN_LIMIT') return null;
      throw err;
    }
  }

  return {
    service,

    async open(owner: ChatOwner, input: ChatContextInput, now: Date): Promise<ChatConversation> {
      const context = await contextFrom(owner, input);
      const hasContext = Object.keys(context).length > 0;
      // A visit without context resumes what there is (open or latest) and makes nothing.
      const row = hasContext ? await db.transaction((tx) => openRow(tx, owner, now, context)) : await current(owner);
      const [messages, svc] = await Promise.all([latestOfOwner(owner), service(now)]);
      return {
        conversationId: row?.id ?? 0,
        status: row?.status ?? 'open',
        context: row ? contextOf(row) : { productCode: null, productName: null, orderNo: null },
        unread: row?.shopperUnread ?? 0,
        ticketNo: row?.ticketNo ?? null,
        service: svc,
        messages,
      };
    },

    async send(owner: ChatOwner, input: ChatSendInput, now: Date) {
      const { body, contactMobile: given } = chatSendInputSchema.parse(input);
      // Only a visitor's number is kept: a member is reached through the account (and their ticket).
      const contactMobile = owner.memberId === undefined ? given : undefined;
      const svc = await service(now);
      const { row, message } = await db.transaction(async (tx) => {
        const row = await openRow(tx, owner, now);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(m)
          .where(and(eq(m.conversationId, row.id), eq(m.sender, 'shopper'), gt(m.createdAt, new Date(now.getTime() - CHAT_RATE_WINDOW_MS))));
        if (n >= CHAT_RATE_LIMIT) throw fail('ERR_CHAT_TOO_FAST');
        const message = await insertMessage(tx, row, { sender: 'shopper', body, createdAt: now }, { staffUnread: 1 });
        if (contactMobile) {
          await tx.update(c).set({ contactMobile }).where(eq(c.id, row.id));
          row.contactMobile = contactMobile;
        }
        return { row, message };
      });
      if (svc.open || (row.offHoursNoticeAt && now.getTime() - row.offHoursNoticeAt.getTime() < NOTICE_AGAIN_MS)) {
        return { message, notice: null, ticketNo: row.ticketNo, service: svc };
      }
      // Outside service hours: when staff are back, and the ticket left (members).
      const ticketNo = await ticketFor(owner, row, body, now);
      const notice = await db.transaction(async (tx) => {
        await tx.update(c).set({ ticketNo, offHoursNoticeAt: now }).where(eq(c.id, row.id));
        const text = ticketNo
          ? `现在是非服务时间（服务时间 ${svc.hours}），客服${svc.backAt}回来。您的留言已转为服务工单 ${ticketNo}，可在“服务支持”中查看进度。`
          : row.contactMobile
            ? `现在是非服务时间（服务时间 ${svc.hours}），客服${svc.backAt}回来。您的留言和联系电话 ${row.contactMobile} 已保存，客服上班后会联系您。`
            : `现在是非服务时间（服务时间 ${svc.hours}），客服${svc.backAt}回来。您的留言已保存，客服上班后会在这里回复您。`;
        return insertMessage(tx, row, { sender: 'system', body: text, createdAt: now }, {});
      });
      return { message, notice, ticketNo, service: svc };
    },

    messagesAfter: (owner: ChatOwner, after: number, limit = CHAT_PAGE_MAX) => ownerMessagesAfter(owner, after, limit),

    async markRead(owner: ChatOwner): Promise<{ unread: number }> {
      await db
        .update(c)
        .set({ shopperUnread: 0 })
        .where(and(ownerIs(owner), gt(c.shopperUnread, 0)));
      return { unread: 0 };
    },

    async unread(owner: ChatOwner): Promise<{ unread: number }> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${c.shopperUnread}), 0)::int` })
        .from(c)
        .where(ownerIs(owner));
      return { unread: row?.n ?? 0 };
    },

    // ── console ──────────────────────────────────────────────────────────

    async summaries(rows: Row[]): Promise<ChatAdminSummary[]> {
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [mobiles, last] = await Promise.all([
        members.maskedMobiles(rows.flatMap((r) => (r.memberId !== null ? [r.memberId] : []))),
        db.execute<{ conversation_id: string; body: string }>(
          sql`SELECT DISTINCT ON (conversation_id) conversation_id, body FROM chat_messages WHERE conversation_id IN (${sql.join(ids, sql`, `)}) ORDER BY conversation_id, id DESC`,
        ),
      ]);
      const lastBody = new Map(last.rows.map((r) => [Number(r.conversation_id), r.body]));
      return rows.map((r) => ({
        id: r.id,
        status: r.status,
        shopper: r.memberId !== null ? `会员 ${mobiles.get(r.memberId) ?? r.memberId}` : `访客 ${r.anonId!.slice(1, 7)}`,
        memberId: r.memberId,
        context: contextOf(r),
        unread: r.staffUnread,
        lastMessage: lastBody.get(r.id) ?? null,
        lastMessageAt: r.lastMessageAt.getTime(),
        ticketNo: r.ticketNo,
        contactMobile: r.contactMobile,
        createdAt: r.createdAt.getTime(),
      }));
    },

    async conversations(q: { status?: 'open' | 'closed'; page?: number; pageSize?: number }) {
      const status = q.status ?? 'open';
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 20;
      const [[{ total }], [{ unread }], rows] = await Promise.all([
        db.select({ total: count() }).from(c).where(eq(c.status, status)),
        db
          .select({ unread: sql<number>`coalesce(sum(${c.staffUnread}), 0)::int` })
          .from(c)
          .where(eq(c.status, 'open')),
        db
          .select()
          .from(c)
          .where(eq(c.status, status))
          .orderBy(sql`${c.staffUnread} > 0 DESC`, desc(c.lastMessageAt), desc(c.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      return { list: await this.summaries(rows), total, page, pageSize, unread };
    },

    async byId(id: number): Promise<Row> {
      const [row] = await db.select().from(c).where(eq(c.id, id)).limit(1);
      if (!row) throw fail('ERR_CHAT_NOT_FOUND');
      return row;
    },

    async thread(id: number, after: number | undefined, limit = CHAT_PAGE_MAX) {
      const row = await this.byId(id);
      let list: ChatMessage[];
      let hasMore = false;
      if (after === undefined) {
        const rows = await db.select().from(m).where(eq(m.conversationId, id)).orderBy(desc(m.id)).limit(limit);
        list = rows.map(messageView).reverse();
      } else {
        const rows = await db
          .select()
          .from(m)
          .where(and(eq(m.conversationId, id), gt(m.id, after)))
          .orderBy(m.id)
          .limit(limit + 1);
        hasMore = rows.length > limit;
        list = rows.slice(0, limit).map(messageView);
      }
      const [conversation] = await this.summaries([row]);
      return { conversation: conversation!, page: { list, cursor: list.at(-1)?.id ?? after ?? 0, hasMore } };
    },

    /** A 客服 answers: the shopper's unread count moves; audited on the same transaction. */
    async answer(
      id: number,
      input: ChatAnswerInput,
      who: { id: number; name: string },
      now: Date,
      audit: (tx: Tx, what: { action: string; target: string; after: Record<string, unknown> }) => Promise<void>,
    ) {
      const { body } = chatAnswerInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(c).where(eq(c.id, id)).limit(1).for('update');
        if (!row) throw fail('ERR_CHAT_NOT_FOUND');
        if (row.status === 'closed') throw fail('ERR_CHAT_CLOSED');
        const message = await insertMessage(tx, row, { sender: 'staff', staffId: who.id, staffName: who.name, body, createdAt: now }, { shopperUnread: 1 });
        await tx.update(c).set({ offHoursNoticeAt: null }).where(eq(c.id, id));
        await audit(tx, { action: 'chat.answer', target: `chat:${id}`, after: { messageId: message.id, body } });
        return message;
      });
    },

    async markReadByStaff(id: number) {
      const [row] = await db.update(c).set({ staffUnread: 0 }).where(eq(c.id, id)).returning();
      if (!row) throw fail('ERR_CHAT_NOT_FOUND');
      return (await this.summaries([row]))[0]!;
    },

    async close(
      id: number,
      now: Date,
      audit: (tx: Tx, what: { action: string; target: string; before: Record<string, unknown>; after: Record<string, unknown> }) => Promise<void>,
    ) {
      const row = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(c).where(eq(c.id, id)).limit(1).for('update');
        if (!row) throw fail('ERR_CHAT_NOT_FOUND');
        if (row.status === 'closed') throw fail('ERR_CHAT_CLOSED');
        await insertMessage(
          tx,
          row,
          { sender: 'system', body: '本次会话已结束，感谢您的咨询。如需帮助，可随时再发消息。', createdAt: now },
          { shopperUnread: 1 },
        );
        const [closed] = await tx.update(c).set({ status: 'closed', closedAt: now, staffUnread: 0 }).where(eq(c.id, id)).returning();
        await audit(tx, { action: 'chat.close', target: `chat:${id}`, before: { status: 'open' }, after: { status: 'closed' } });
        return closed!;
      });
      return (await this.summaries([row]))[0]!;
    },

    /** Stream events after `after`: the owner's, or every conversation's (owner undefined: the console). */
    async eventsAfter(owner: ChatOwner | undefined, after: number, limit = 200): Promise<ChatStreamEvent[]> {
      const rows = await db
        .select({ m, status: c.status })
        .from(m)
        .innerJoin(c, eq(c.id, m.conversationId))
        .where(owner ? and(ownerIs(owner), gt(m.id, after)) : gt(m.id, after))
        .orderBy(m.id)
        .limit(limit);
      return rows.map((r) => ({ conversationId: r.m.conversationId, status: r.status, message: messageView(r.m) }));
    },

    /** The newest message id (a console stream starting with nothing to resume from). */
    async lastId(): Promise<number> {
      const [row] = await db.select({ id: sql<number>`coalesce(max(${m.id}), 0)::bigint` }).from(m);
      return Number(row?.id ?? 0);
    },
  };
}

export type ChatServiceApi = ReturnType<typeof createChatService>;

/**
 * 服务工单 of the back office (issue #16): the ticket list with its filters, one ticket with the
 * replies sent, a reply (kept on the ticket for the member's ticket page and sent to the member's
 * message centre, on the same transaction) and a status change along TICKET_ADMIN_TRANSITIONS.
 * Each write locks the ticket's row and is audited on its own transaction. Members' phones and
 * messages are reached through the member module (service-admin-needs.ts).
 */
import { and, count, desc, eq, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Tx } from '@shop/db';
import { TICKET_CATEGORY_TITLES, TICKET_STATUS_TITLES, type TicketStatus } from '@shop/contracts/inbox';
import {
  TICKET_ADMIN_TRANSITIONS,
  TICKET_REPLY_MESSAGE_TITLE,
  ticketShopLink,
  type TicketAdminDetail,
  type TicketAdminRow,
  type ticketAdminPageSchema,
  type ticketAdminQuerySchema,
} from '@shop/contracts/service-admin';
import { fail } from '../../../platform/shop-error.ts';
import type { ServiceAdminNeeds } from './service-admin-needs.ts';

const st = schema.supportTickets;
type TicketRow = typeof st.$inferSelect;

/** Appends the audit row of this request's write on `tx` (bound to the request by the route). */
export type ServiceAudit = (
  tx: Tx,
  what: { action: string; target: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) => Promise<void>;

const DAY_MS = 24 * 3600_000;
const beijingDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const SUMMARY_CHARS = 60;

/** The filters on the Beijing days a record was opened (`from` / `to`, both included). */
export function openedWithin(column: AnyColumn, q: { from?: string; to?: string }): SQL[] {
  const where: SQL[] = [];
  if (q.from) where.push(gte(column, beijingDayStart(q.from)));
  if (q.to) where.push(lt(column, new Date(beijingDayStart(q.to).getTime() + DAY_MS)));
  return where;
}

const rowOf = (r: TicketRow, mobile: string | null) => ({
  ticketNo: r.ticketNo,
  memberId: r.memberId,
  memberMobile: mobile,
  category: r.category,
  categoryTitle: TICKET_CATEGORY_TITLES[r.category],
  orderNo: r.orderNo,
  status: r.status,
  statusTitle: TICKET_STATUS_TITLES[r.status],
  createdAt: r.createdAt.getTime(),
  updatedAt: r.updatedAt.getTime(),
});

export function createTicketAdmin(needs: Pick<ServiceAdminNeeds, 'ctx' | 'members' | 'messages'>) {
  const { database, clock } = needs.ctx;
  const { db } = database;
  const { members, messages } = needs;

  async function list(q: z.output<typeof ticketAdminQuerySchema>): Promise<z.input<typeof ticketAdminPageSchema>> {
    const where: SQL[] = openedWithin(st.createdAt, q);
    if (q.ticketNo) where.push(eq(st.ticketNo, q.ticketNo));
    if (q.status) where.push(eq(st.status, q.status));
    if (q.category) where.push(eq(st.category, q.category));
    if (q.mobile) {
      const memberId = await members.idByMobile(q.mobile);
      if (memberId === null) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
      where.push(eq(st.memberId, memberId));
    }
    const filter = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(st)
        .where(filter)
        .orderBy(desc(st.createdAt), desc(st.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ n: count() }).from(st).where(filter),
    ]);
    const mobiles = await members.maskedMobiles([...new Set(rows.map((r) => r.memberId))]);
    const list: TicketAdminRow[] = rows.map((r) => ({
      ...rowOf(r, mobiles.get(r.memberId) ?? null),
      summary: r.content.length > SUMMARY_CHARS ? `${r.content.slice(0, SUMMARY_CHARS)}…` : r.content,
      replied: r.reply !== null,
    }));
    return { list, total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
  }

  async function detailOf(r: TicketRow): Promise<TicketAdminDetail> {
    const [mobiles, sent] = await Promise.all([members.maskedMobiles([r.memberId]), messages.sentWithLink(r.memberId, ticketShopLink(r.ticketNo))]);
    return {
      ...rowOf(r, mobiles.get(r.memberId) ?? null),
      content: r.content,
      reply: r.reply,
      replies: sent.map((m) => ({ id: m.id, body: m.body, at: m.createdAt.getTime() })),
      nextStatuses: [...TICKET_ADMIN_TRANSITIONS[r.status]],
    };
  }

  async function detail(ticketNo: string): Promise<TicketAdminDetail> {
    const [r] = await db.select().from(st).where(eq(st.ticketNo, ticketNo)).limit(1);
    if (!r) throw fail('ERR_ADMIN_TICKET_NOT_FOUND');
    return detailOf(r);
  }

  /** The ticket's row, locked for this write. */
  async function locked(tx: Tx, ticketNo: string): Promise<TicketRow> {
    const [r] = await tx.select().from(st).where(eq(st.ticketNo, ticketNo)).for('update');
    if (!r) throw fail('ERR_ADMIN_TICKET_NOT_FOUND');
    return r;
  }

  /** The reply shows on the ticket and reaches the member's messages; a ticket still 待处理 becomes 处理中. */
  async function reply(ticketNo: string, content: string, audit: ServiceAudit): Promise<TicketAdminDetail> {
    const after = await db.transaction(async (tx) => {
      const before = await locked(tx, ticketNo);
      if (before.status === 'closed') throw fail('ERR_ADMIN_TICKET_CLOSED');
      const now = clock.now();
      const status: TicketStatus = before.status === 'open' ? 'processing' : before.status;
      const [row] = await tx.update(st).set({ reply: content, status, updatedAt: now }).where(eq(st.id, before.id)).returning();
      const messageId = await messages.send(
        before.memberId,
        { kind: 'system', title: TICKET_REPLY_MESSAGE_TITLE, body: content, link: ticketShopLink(ticketNo) },
        now,
        tx,
      );
      await audit(tx, {
        action: 'ticket.replied',
        target: `ticket:${ticketNo}`,
        before: { status: before.status, reply: before.reply },
        after: { status, reply: content, messageId },
      });
      return row!;
    });
    return detailOf(after);
  }

  async function setStatus(ticketNo: string, status: TicketStatus, audit: ServiceAudit): Promise<TicketAdminDetail> {
    const after = await db.transaction(async (tx) => {
      const before = await locked(tx, ticketNo);
      const allowed = TICKET_ADMIN_TRANSITIONS[before.status];
      if (!allowed.includes(status)) throw fail('ERR_ADMIN_TICKET_STATUS', { data: { status: before.status, allowed } });
      const [row] = await tx.update(st).set({ status, updatedAt: clock.now() }).where(eq(st.id, before.id)).returning();
      await audit(tx, { action: 'ticket.status.changed', target: `ticket:${ticketNo}`, before: { status: before.status }, after: { status } });
      return row!;
    });
    return detailOf(after);
  }

  return { list, detail, reply, setStatus };
}

export type TicketAdmin = ReturnType<typeof createTicketAdmin>;

/**
 * Support (服务与支持): the service entries (hotline, online service, entry codes) and the
 * member's support tickets — open one (at most TICKET_OPEN_LIMIT open at a time, on one of
 * their own orders or none), list, read, close. Every read and write is scoped by the member
 * id from the token: another member's number answers 404, as an unknown one does.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  SUPPORT_ENTRY_CODES,
  TICKET_CATEGORY_TITLES,
  TICKET_OPEN_LIMIT,
  TICKET_STATUS_TITLES,
  ticketInputSchema,
  type SupportEntries,
  type Ticket,
  type TicketInput,
  type TicketPage,
} from '@shop/contracts/inbox';
import { fail } from '../../platform/shop-error.ts';
import { publicNo } from './service-desk-no.ts';
import type { SupportOrders, SupportSettings } from './service-desk-needs.ts';

const bj = (d: Date) => formatBeijingTime(d.getTime());
const st = schema.supportTickets;

const lock = (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0], key: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);

function ticketView(r: typeof st.$inferSelect): Ticket {
  return {
    ticketNo: r.ticketNo,
    category: r.category,
    categoryTitle: TICKET_CATEGORY_TITLES[r.category],
    orderNo: r.orderNo,
    content: r.content,
    status: r.status,
    statusTitle: TICKET_STATUS_TITLES[r.status],
    reply: r.reply,
    createdAt: bj(r.createdAt),
    updatedAt: bj(r.updatedAt),
  };
}

export function createSupportTicketService({ database, orders, settings }: { database: Database; orders: SupportOrders; settings: SupportSettings }) {
  const { db } = database;

  const tickets = {
    /** The hotline and its hours (sys_settings servicePhone, serviceHours), the online service and the entry codes. */
    async supportEntries(): Promise<SupportEntries> {
      const [hotline, hours] = await Promise.all([settings.settingValue('servicePhone'), settings.settingValue('serviceHours')]);
      return {
        hotline: hotline ?? '',
        hotlineHours: hours ?? '',
        onlineServiceUrl: '/Personalcenter/Personal_support#ticket',
        entries: SUPPORT_ENTRY_CODES.map((e) => ({ ...e, url: `/Personalcenter/Personal_support?entry=${e.code}#ticket` })),
      };
    },

    async openTicket(memberId: number, input: TicketInput, now: Date): Promise<Ticket> {
      const v = ticketInputSchema.parse(input);
      if (v.orderNo && !(await orders.isMemberOrder(memberId, v.orderNo))) throw fail('ERR_TICKET_ORDER_NOT_FOUND');
      return db.transaction(async (tx) => {
        await lock(tx, `ticket:${memberId}`);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(st)
          .where(and(eq(st.memberId, memberId), inArray(st.status, ['open', 'processing'])));
        if (n >= TICKET_OPEN_LIMIT) throw fail('ERR_TICKET_OPEN_LIMIT');
        const [row] = await tx
          .insert(st)
          .values({ ticketNo: publicNo('ST'), memberId, category: v.category, orderNo: v.orderNo ?? null, content: v.content, createdAt: now, updatedAt: now })
          .returning();
        return ticketView(row!);
      });
    },

    async listTickets(memberId: number, pageNo: number, pageSize: number): Promise<TicketPage> {
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(st).where(eq(st.memberId, memberId)),
        db
          .select()
          .from(st)
          .where(eq(st.memberId, memberId))
          .orderBy(desc(st.createdAt), desc(st.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
      ]);
      return { list: rows.map(ticketView), total, pageNo, pageSize };
    },

    async ticketDetail(memberId: number, ticketNo: string): Promise<Ticket> {
      const [row] = await db
        .select()
        .from(st)
        .where(and(eq(st.ticketNo, ticketNo), eq(st.memberId, memberId)))
        .limit(1);
      if (!row) throw fail('ERR_TICKET_NOT_FOUND');
      return ticketView(row);
    },

    /** The member closes their ticket; closing a closed one answers 409. */
    async closeTicket(memberId: number, ticketNo: string, now: Date): Promise<Ticket> {
      const [row] = await db
        .update(st)
        .set({ status: 'closed', updatedAt: now })
        .where(and(eq(st.ticketNo, ticketNo), eq(st.memberId, memberId), sql`${st.status} <> 'closed'`))
        .returning();
      if (row) return ticketView(row);
      await tickets.ticketDetail(memberId, ticketNo); // 404 when not theirs
      throw fail('ERR_TICKET_CLOSED');
    },
  };
  return tickets;
}

export type SupportTicketService = ReturnType<typeof createSupportTicketService>;

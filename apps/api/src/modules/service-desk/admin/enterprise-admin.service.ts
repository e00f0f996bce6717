/**
 * 企业采购询价 of the back office (issue #16): the request list with its filters, one request, a
 * quote (kept on the request, sent to the member's message centre on the same transaction, the
 * request 已报价) and a status change along ENT_ADMIN_TRANSITIONS. Each write locks the row and
 * is audited on its own transaction.
 */
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Tx } from '@shop/db';
import { formatYuan } from '@shop/contracts/money';
import {
  ENT_ADMIN_TRANSITIONS,
  ENT_QUOTE_MESSAGE_TITLE,
  entShopLink,
  type EntAdminRow,
  type EntStatus,
  type entAdminPageSchema,
  type entAdminQuerySchema,
} from '@shop/contracts/service-admin';
import { fail } from '../../../platform/shop-error.ts';
import { entView } from '../enterprise-purchase.service.ts';
import type { ServiceAdminNeeds } from './service-admin-needs.ts';
import { openedWithin, type ServiceAudit } from './ticket-admin.service.ts';

const eb = schema.enterpriseRequests;
type EntRow = typeof eb.$inferSelect;

const rowOf = (r: EntRow, mobile: string | null): EntAdminRow => ({
  ...entView(r),
  memberId: r.memberId,
  memberMobile: mobile,
  quoteAmount: r.quoteAmount,
  quoteNote: r.quoteNote,
  quotedAt: r.quotedAt?.getTime() ?? null,
  createdAt: r.createdAt.getTime(),
  updatedAt: r.updatedAt.getTime(),
  nextStatuses: [...ENT_ADMIN_TRANSITIONS[r.status]],
});

/** `text` as an ILIKE pattern matching it literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createEnterpriseAdmin(needs: Pick<ServiceAdminNeeds, 'ctx' | 'members' | 'messages'>) {
  const { database, clock } = needs.ctx;
  const { db } = database;
  const { members, messages } = needs;

  const withMobiles = async (rows: EntRow[]) => {
    const mobiles = await members.maskedMobiles([...new Set(rows.map((r) => r.memberId))]);
    return rows.map((r) => rowOf(r, mobiles.get(r.memberId) ?? null));
  };

  async function list(q: z.output<typeof entAdminQuerySchema>): Promise<z.input<typeof entAdminPageSchema>> {
    const where: SQL[] = openedWithin(eb.createdAt, q);
    if (q.code) where.push(eq(eb.code, q.code));
    if (q.status) where.push(eq(eb.status, q.status));
    if (q.company) where.push(ilike(eb.company, containing(q.company)));
    if (q.mobile) {
      const memberId = await members.idByMobile(q.mobile);
      if (memberId === null) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
      where.push(eq(eb.memberId, memberId));
    }
    const filter = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(eb)
        .where(filter)
        .orderBy(desc(eb.createdAt), desc(eb.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ n: count() }).from(eb).where(filter),
    ]);
    return { list: await withMobiles(rows), total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
  }

  async function detail(code: string): Promise<EntAdminRow> {
    const [r] = await db.select().from(eb).where(eq(eb.code, code)).limit(1);
    if (!r) throw fail('ERR_ADMIN_ENT_NOT_FOUND');
    return (await withMobiles([r]))[0]!;
  }

  async function locked(tx: Tx, code: string): Promise<EntRow> {
    const [r] = await tx.select().from(eb).where(eq(eb.code, code)).for('update');
    if (!r) throw fail('ERR_ADMIN_ENT_NOT_FOUND');
    return r;
  }

  /** The quote: on the request, in the member's messages; the request becomes 已报价. */
  async function quote(code: string, input: { amount: number; note: string }, audit: ServiceAudit): Promise<EntAdminRow> {
    const after = await db.transaction(async (tx) => {
      const before = await locked(tx, code);
      if (before.status === 'closed') throw fail('ERR_ADMIN_ENT_CLOSED');
      const now = clock.now();
      const [row] = await tx
        .update(eb)
        .set({ status: 'quoted', quoteAmount: input.amount, quoteNote: input.note, quotedAt: now, updatedAt: now })
        .where(eq(eb.id, before.id))
        .returning();
      const messageId = await messages.send(
        before.memberId,
        { kind: 'system', title: ENT_QUOTE_MESSAGE_TITLE, body: `${before.company}：报价 ${formatYuan(input.amount)}。${input.note}`, link: entShopLink(code) },
        now,
        tx,
      );
      await audit(tx, {
        action: 'enterprise.quoted',
        target: `enterprise:${code}`,
        before: { status: before.status, quoteAmount: before.quoteAmount, quoteNote: before.quoteNote },
        after: { status: 'quoted', quoteAmount: input.amount, quoteNote: input.note, messageId },
      });
      return row!;
    });
    return (await withMobiles([after]))[0]!;
  }

  async function setStatus(code: string, status: EntStatus, audit: ServiceAudit): Promise<EntAdminRow> {
    const after = await db.transaction(async (tx) => {
      const before = await locked(tx, code);
      const allowed = ENT_ADMIN_TRANSITIONS[before.status];
      if (!allowed.includes(status)) throw fail('ERR_ADMIN_ENT_STATUS', { data: { status: before.status, allowed } });
      const [row] = await tx.update(eb).set({ status, updatedAt: clock.now() }).where(eq(eb.id, before.id)).returning();
      await audit(tx, { action: 'enterprise.status.changed', target: `enterprise:${code}`, before: { status: before.status }, after: { status } });
      return row!;
    });
    return (await withMobiles([after]))[0]!;
  }

  return { list, detail, quote, setStatus };
}

export type EnterpriseAdmin = ReturnType<typeof createEnterpriseAdmin>;

/**
 * Enterprise purchase requests (企业采购申请): a member submits one (at most
 * ENT_BUY_OPEN_LIMIT waiting at a time), lists theirs, reads one. Every read is scoped by the
 * member id from the token: another member's code answers 404, as an unknown one does.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  ENT_BUY_OPEN_LIMIT,
  ENT_INVOICE_TITLES,
  ENT_STATUS_TITLES,
  entBuyInputSchema,
  type EntBuyInput,
  type EntBuyPage,
  type EntBuyRequest,
} from '@shop/contracts/inbox';
import { fail } from '../../platform/shop-error.ts';
import { maskMobile } from '@shop/contracts/masking';
import { publicNo } from './service-desk-no.ts';

const bj = (d: Date) => formatBeijingTime(d.getTime());
const eb = schema.enterpriseRequests;

const lock = (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0], key: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);

export function entView(r: typeof eb.$inferSelect): EntBuyRequest {
  const items = (Array.isArray(r.items) ? r.items : []) as { name: string; qty: number }[];
  return {
    code: r.code,
    company: r.company,
    contact: r.contact,
    mobileMasked: maskMobile(r.mobile),
    email: r.email,
    items,
    totalQty: items.reduce((s, i) => s + i.qty, 0),
    budget: r.budget,
    invoice: r.invoice,
    invoiceTitle: ENT_INVOICE_TITLES[r.invoice],
    taxNo: r.taxNo,
    remark: r.remark,
    status: r.status,
    statusTitle: ENT_STATUS_TITLES[r.status],
    createdAt: bj(r.createdAt),
    quote: r.quoteAmount !== null && r.quotedAt ? { amount: r.quoteAmount, note: r.quoteNote ?? '', quotedAt: bj(r.quotedAt) } : null,
  };
}

export function createEnterprisePurchaseService({ database }: { database: Database }) {
  const { db } = database;

  return {
    async submitRequest(memberId: number, input: EntBuyInput, now: Date): Promise<EntBuyRequest> {
      const v = entBuyInputSchema.parse(input);
      return db.transaction(async (tx) => {
        await lock(tx, `ent-buy:${memberId}`);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(eb)
          .where(and(eq(eb.memberId, memberId), eq(eb.status, 'submitted')));
        if (n >= ENT_BUY_OPEN_LIMIT) throw fail('ERR_ENT_BUY_OPEN_LIMIT');
        const [row] = await tx
          .insert(eb)
          .values({
            code: publicNo('EB'),
            memberId,
            company: v.company,
            contact: v.contact,
            mobile: v.mobile,
            email: v.email || null,
            items: v.items,
            budget: v.budget ?? null,
            invoice: v.invoice,
            taxNo: v.invoice === 'none' ? null : (v.taxNo ?? null),
            remark: v.remark,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return entView(row!);
      });
    },

    async listRequests(memberId: number, pageNo: number, pageSize: number): Promise<EntBuyPage> {
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(eb).where(eq(eb.memberId, memberId)),
        db
          .select()
          .from(eb)
          .where(eq(eb.memberId, memberId))
          .orderBy(desc(eb.createdAt), desc(eb.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
      ]);
      return { list: rows.map(entView), total, pageNo, pageSize };
    },

    async requestDetail(memberId: number, code: string): Promise<EntBuyRequest> {
      const [row] = await db
        .select()
        .from(eb)
        .where(and(eq(eb.code, code), eq(eb.memberId, memberId)))
        .limit(1);
      if (!row) throw fail('ERR_ENT_BUY_NOT_FOUND');
      return entView(row);
    },
  };
}

export type EnterprisePurchaseService = ReturnType<typeof createEnterprisePurchaseService>;

/**
 * The console's 发票 (issue #17 item 4, permission invoices.write — 财务): the invoice list with
 * its filters, an invoice's detail, and the 专票 review queue. Approve and reject are conditional on
 * the request still 待审核 (under the order's invoice lock), audited on their own transaction, and
 * an approval of a completed order's 专票 issues it in that transaction.
 */
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { schema } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  amountInCapitals,
  INVOICE_REVIEW_LABELS,
  INVOICE_TYPE_LABELS,
  type AdminInvoiceDetail,
  type AdminInvoicePage,
  type AdminInvoiceQuery,
  type AdminInvoiceRequestPage,
  type AdminInvoiceRequestRow,
  type InvoiceLine,
} from '@shop/contracts/invoice';
import { fail } from '../../../platform/shop-error.ts';
import type { BoundAudit } from '../../../platform/admin-route.ts';
import type { InvoicingNeeds } from '../invoicing-needs.ts';
import type { Invoicing, InvoiceRow } from '../invoicing.service.ts';

const inv = schema.invoices;
const req = schema.invoiceRequests;
type RequestRow = typeof req.$inferSelect;

/** A Beijing calendar day's start as an instant. */
const beijingDay = (d: string) => new Date(`${d}T00:00:00+08:00`);
const DAY_MS = 24 * 3600 * 1000;
const bj = (d: Date | null) => (d ? formatBeijingTime(d.getTime()) : null);

export const adminPdfUrl = (invoiceNo: string) => `/api/admin/invoices/${invoiceNo}/pdf`;

function requestRow(r: RequestRow): AdminInvoiceRequestRow {
  return {
    orderNo: r.orderNo,
    type: r.type,
    typeLabel: INVOICE_TYPE_LABELS[r.type],
    title: r.title,
    taxNo: r.taxNo,
    bankName: r.bankName,
    bankAccount: r.bankAccount,
    regAddress: r.regAddress,
    regPhone: r.regPhone,
    email: r.email,
    review: r.review,
    reviewLabel: INVOICE_REVIEW_LABELS[r.review],
    rejectReason: r.rejectReason,
    reviewedAt: bj(r.reviewedAt),
    updatedAt: bj(r.updatedAt)!,
  };
}

export function createInvoiceAdmin(needs: Pick<InvoicingNeeds, 'ctx' | 'orders'>, invoicing: Invoicing) {
  const { db } = needs.ctx.database;
  const row = (r: InvoiceRow) => ({ ...invoicing.summary(r), orderNo: r.orderNo, amount: r.amount, tax: r.tax });

  async function invoice(invoiceNo: string): Promise<InvoiceRow> {
    const [r] = await db.select().from(inv).where(eq(inv.invoiceNo, invoiceNo)).limit(1);
    if (!r) throw fail('ERR_INVOICE_NOT_FOUND');
    return r;
  }

  /** Moves a 待审核 专票 request to approved / rejected, audited; issues it when approved and the order is complete. */
  async function review(orderNo: string, staffId: number, audit: BoundAudit, to: 'approved' | 'rejected', reason: string | null) {
    const now = needs.ctx.clock.now();
    return db.transaction(async (tx) => {
      await invoicing.lockOrder(tx, orderNo);
      const before = await invoicing.requestOf(tx, orderNo);
      if (!before || before.type !== 'special') throw fail('ERR_INVOICE_NOT_FOUND', { message: '专票申请不存在' });
      if (before.review !== 'pending_review') throw fail('ERR_INVOICE_REVIEW_STATUS');
      const [after] = await tx
        .update(req)
        .set({ review: to, rejectReason: reason, reviewerId: staffId, reviewedAt: now, updatedAt: now })
        .where(and(eq(req.id, before.id), eq(req.review, 'pending_review')))
        .returning();
      if (!after) throw fail('ERR_INVOICE_REVIEW_STATUS');
      const order = to === 'approved' ? await needs.orders.ofOrder(orderNo, tx) : null;
      const issued = order ? await invoicing.issueIfDue(tx, order, now) : null;
      await audit(tx, {
        action: `invoice.special.${to}`,
        target: `invoice-request:${orderNo}`,
        before: { review: before.review },
        after: { review: after.review, ...(reason ? { reason } : {}), ...(issued ? { issuedInvoiceNo: issued.invoiceNo } : {}) },
      });
      return { request: requestRow(after), issuedInvoiceNo: issued?.invoiceNo ?? null };
    });
  }

  return {
    invoice,

    async list(q: AdminInvoiceQuery): Promise<AdminInvoicePage> {
      const where: (SQL | undefined)[] = [
        q.invoiceNo ? eq(inv.invoiceNo, q.invoiceNo) : undefined,
        q.orderNo ? eq(inv.orderNo, q.orderNo) : undefined,
        q.kind ? eq(inv.kind, q.kind) : undefined,
        q.type ? eq(inv.type, q.type) : undefined,
        q.status ? eq(inv.status, q.status) : undefined,
        q.from ? gte(inv.issuedAt, beijingDay(q.from)) : undefined,
        q.to ? lt(inv.issuedAt, new Date(beijingDay(q.to).getTime() + DAY_MS)) : undefined,
      ];
      const cond = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(inv)
          .where(cond)
          .orderBy(desc(inv.issuedAt), desc(inv.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(inv).where(cond),
      ]);
      return { list: rows.map(row), total: total?.n ?? 0 };
    },

    async detail(invoiceNo: string): Promise<AdminInvoiceDetail> {
      const r = await invoice(invoiceNo);
      const related = (await invoicing.invoicesOf(db, r.orderNo)).filter((x) => x.id !== r.id);
      return {
        ...row(r),
        email: r.email,
        bankName: r.bankName,
        bankAccount: r.bankAccount,
        regAddress: r.regAddress,
        regPhone: r.regPhone,
        seller: r.seller as AdminInvoiceDetail['seller'],
        lines: r.lines as InvoiceLine[],
        amountInCapitals: amountInCapitals(r.total),
        related: related.map(invoicing.summary),
        adminPdfUrl: adminPdfUrl(r.invoiceNo),
      };
    },

    async requests(q: { review: 'pending_review' | 'approved' | 'rejected'; page: number; pageSize: number }): Promise<AdminInvoiceRequestPage> {
      const cond = and(eq(req.type, 'special'), eq(req.review, q.review));
      const [rows, [total], [pending]] = await Promise.all([
        db
          .select()
          .from(req)
          .where(cond)
          .orderBy(q.review === 'pending_review' ? asc(req.updatedAt) : desc(req.reviewedAt), asc(req.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(req).where(cond),
        db
          .select({ n: count() })
          .from(req)
          .where(and(eq(req.type, 'special'), eq(req.review, 'pending_review'))),
      ]);
      return { list: rows.map(requestRow), total: total?.n ?? 0, pending: pending?.n ?? 0 };
    },

    approve: (orderNo: string, staffId: number, audit: BoundAudit) => review(orderNo, staffId, audit, 'approved', null),
    reject: (orderNo: string, reason: string, staffId: number, audit: BoundAudit) => review(orderNo, staffId, audit, 'rejected', reason),
  };
}
export type InvoiceAdmin = ReturnType<typeof createInvoiceAdmin>;

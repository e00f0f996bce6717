/**
 * E-invoices (issue #17 item 4): issuing an order's invoice exactly once when the order completes
 * (or at once when asked for after completion), the member's request and title change before
 * issue, the member's view of an order's invoice and the PDF. Every change of an order's invoices
 * runs under a per-order advisory lock on the caller's transaction, and the unique keys of
 * `invoices` (one per order, kind and cause; one blue in force per order) make a repeat a no-op.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  INVOICE_KIND_LABELS,
  INVOICE_REQUEST_DAYS,
  INVOICE_REVIEW_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  invoiceLines,
  invoiceNumber,
  invoiceTotals,
  redLines,
  sellerOf,
  type InvoiceLine,
  type InvoiceRequest,
  type InvoiceReviewStatus,
  type InvoiceSummary,
  type AdminOrderInvoice,
  type InvoiceType,
  type OrderInvoice,
  type OrderInvoiceState,
} from '@shop/contracts/invoice';
import { fail } from '../../platform/shop-error.ts';
import type { InvoicedOrder, InvoicingNeeds } from './invoicing-needs.ts';

const inv = schema.invoices;
const req = schema.invoiceRequests;
export type InvoiceRow = typeof inv.$inferSelect;
type RequestRow = typeof req.$inferSelect;
type Run = Db | Tx;

const DAY_MS = 24 * 3600 * 1000;
/** The order statuses in which what was paid stays paid (an invoice may be asked for). */
const PAID_STATUSES = ['paid', 'shipped', 'delivered', 'completed'];
const UNPAID_STATUSES = ['pending_payment', 'deposit_paid'];
export const COMPLETED_CAUSE = 'completed';

/** The buyer an invoice is made out to: the request in force. */
export interface Buyer {
  type: InvoiceType;
  title: string;
  taxNo: string | null;
  email: string | null;
  bankName: string | null;
  bankAccount: string | null;
  regAddress: string | null;
  regPhone: string | null;
  review: InvoiceReviewStatus;
  rejectReason: string | null;
}

/** The request in force: one made or changed after purchase, else the checkout's. */
export function buyerOf(order: InvoicedOrder, row: RequestRow | undefined): Buyer | null {
  if (row) {
    return {
      type: row.type,
      title: row.title,
      taxNo: row.taxNo,
      email: row.email,
      bankName: row.bankName,
      bankAccount: row.bankAccount,
      regAddress: row.regAddress,
      regPhone: row.regPhone,
      review: row.review,
      rejectReason: row.rejectReason,
    };
  }
  const c = order.invoice;
  if (!c) return null;
  return {
    type: c.type,
    title: c.title,
    taxNo: c.type === 'company' ? c.taxNo : null,
    email: c.email ?? null,
    bankName: null,
    bankAccount: null,
    regAddress: null,
    regPhone: null,
    review: 'none',
    rejectReason: null,
  };
}

/** May the buyer's invoice be issued now (a 专票 only once 财务 approved it)? */
const issuable = (b: Buyer) => b.type !== 'special' || b.review === 'approved';

export function createInvoicing(needs: InvoicingNeeds) {
  const { ctx, orders } = needs;
  const { db } = ctx.database;
  const seller = sellerOf(ctx.config.brandName ?? '星辰');

  const lockOrder = (tx: Tx, orderNo: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('invoice:order'), hashtext(${orderNo}))`);

  const requestOf = async (run: Run, orderNo: string) => (await run.select().from(req).where(eq(req.orderNo, orderNo)).limit(1))[0];
  const invoicesOf = (run: Run, orderNo: string) => run.select().from(inv).where(eq(inv.orderNo, orderNo)).orderBy(asc(inv.issuedAt), asc(inv.id));

  /** The next 20-digit number (the year by Beijing time). */
  async function nextNo(tx: Tx, at: Date): Promise<string> {
    const rows = await tx.execute<{ n: string }>(sql`SELECT nextval('invoice_no_seq')::text AS n`);
    const year = Number(formatBeijingTime(at.getTime()).slice(0, 4));
    return invoiceNumber(year, Number(rows.rows[0]!.n));
  }

  /** Inserts one invoice unless its (order, kind, cause) exists; the new row or null. */
  async function insert(tx: Tx, values: Omit<typeof inv.$inferInsert, 'invoiceNo' | 'seller'>, at: Date): Promise<InvoiceRow | null> {
    const [row] = await tx
      .insert(inv)
      .values({ ...values, invoiceNo: await nextNo(tx, at), seller })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  const buyerColumns = (b: Buyer) => ({
    type: b.type,
    title: b.title,
    taxNo: b.taxNo,
    email: b.email,
    bankName: b.bankName,
    bankAccount: b.bankAccount,
    regAddress: b.regAddress,
    regPhone: b.regPhone,
  });

  /** A blue invoice for what remains paid of the order (nothing when nothing remains). */
  async function issueBlue(tx: Tx, order: InvoicedOrder, buyer: Buyer, cause: string, at: Date): Promise<InvoiceRow | null> {
    const lines = invoiceLines(order.items);
    const totals = invoiceTotals(lines);
    if (totals.total <= 0) return null;
    return insert(
      tx,
      { orderNo: order.orderNo, memberId: order.memberId, kind: 'blue', cause, redOf: null, ...buyerColumns(buyer), lines, ...totals, issuedAt: at },
      at,
    );
  }

  /** The order's invoice is issued if one is asked for, may be issued and none was yet (order locked). */
  async function issueIfDue(tx: Tx, order: InvoicedOrder, at: Date): Promise<InvoiceRow | null> {
    if (order.status !== 'completed') return null;
    const buyer = buyerOf(order, await requestOf(tx, order.orderNo));
    if (!buyer || !issuable(buyer)) return null;
    return issueBlue(tx, order, buyer, COMPLETED_CAUSE, at);
  }

  const summary = (r: InvoiceRow): InvoiceSummary => ({
    invoiceNo: r.invoiceNo,
    kind: r.kind,
    kindLabel: INVOICE_KIND_LABELS[r.kind],
    status: r.status,
    statusLabel: INVOICE_STATUS_LABELS[r.status],
    type: r.type,
    typeLabel: INVOICE_TYPE_LABELS[r.type],
    title: r.title,
    taxNo: r.taxNo,
    total: r.total,
    redOf: r.redOf,
    issuedAt: formatBeijingTime(r.issuedAt.getTime()),
    pdfUrl: `/api/member/invoices/${r.invoiceNo}/pdf`,
  });

  /** Where the order's invoice stands, for the member's view and the console's order detail alike. */
  function standing(buyer: Buyer | null, issued: readonly InvoiceRow[]): { state: OrderInvoiceState; stateLabel: string } {
    const inForce = issued.some((r) => r.kind === 'blue' && r.status === 'issued');
    const state = inForce ? 'issued' : issued.length > 0 ? 'reversed' : buyer ? 'waiting' : 'none';
    const waitingLabel = buyer?.type === 'special' && buyer.review !== 'approved' ? INVOICE_REVIEW_LABELS[buyer.review] : '待开票（订单完成后开具）';
    return { state, stateLabel: { none: '未申请', waiting: waitingLabel, issued: '已开具', reversed: '已红冲' }[state] };
  }

  /** Why the member may not ask (or change) now, or null when they may. */
  function refusal(order: InvoicedOrder, issued: readonly InvoiceRow[], now: Date): { code: Parameters<typeof fail>[0]; note: string } | null {
    if (issued.length > 0) return { code: 'ERR_INVOICE_ALREADY_ISSUED', note: '发票已开具，抬头不可修改；如需重开请联系客服冲红后重新开具' };
    if (UNPAID_STATUSES.includes(order.status)) return { code: 'ERR_INVOICE_ORDER_NOT_PAID', note: '订单支付后可申请开票' };
    if (!PAID_STATUSES.includes(order.status)) return { code: 'ERR_ORDER_STATUS', note: '订单已取消或已退款，无需开票' };
    const paidAt = order.paidAt ?? order.completedAt;
    if (paidAt && now.getTime() - paidAt.getTime() > INVOICE_REQUEST_DAYS * DAY_MS)
      return { code: 'ERR_INVOICE_REQUEST_EXPIRED', note: '已超过可申请开票的期限（支付后180天）' };
    return null;
  }

  async function memberOrder(run: Run, memberId: number, orderNo: string): Promise<InvoicedOrder> {
    const order = await orders.ofOrder(orderNo, run);
    if (!order || order.memberId !== memberId) throw fail('ERR_ORDER_NOT_FOUND');
    return order;
  }

  /** The member's view; `specialAllowed` asked of the member module before any transaction (it reads on the pool). */
  async function view(run: Run, order: InvoicedOrder, now: Date, specialAllowed: boolean): Promise<OrderInvoice> {
    const [row, issued] = await Promise.all([requestOf(run, order.orderNo), invoicesOf(run, order.orderNo)]);
    const buyer = buyerOf(order, row);
    const { state, stateLabel } = standing(buyer, issued);
    const no = refusal(order, issued, now);
    return {
      ordNo: order.orderNo,
      request: buyer
        ? {
            type: buyer.type,
            typeLabel: INVOICE_TYPE_LABELS[buyer.type],
            title: buyer.title,
            taxNo: buyer.taxNo,
            email: buyer.email,
            bankName: buyer.bankName,
            bankAccount: buyer.bankAccount,
            regAddress: buyer.regAddress,
            regPhone: buyer.regPhone,
            review: buyer.review,
            reviewLabel: INVOICE_REVIEW_LABELS[buyer.review],
            rejectReason: buyer.rejectReason,
          }
        : null,
      state,
      stateLabel,
      invoices: issued.map(summary),
      canRequest: !no && !buyer,
      canChange: !no && !!buyer,
      specialAllowed,
      note: no?.note ?? null,
    };
  }

  return {
    requestOf,
    invoicesOf,
    issueIfDue,
    lockOrder,
    summary,

    /** Told by the order module inside the completing transaction. */
    async orderCompleted(tx: Tx, orderNo: string, at: Date): Promise<void> {
      await lockOrder(tx, orderNo);
      const order = await orders.ofOrder(orderNo, tx);
      if (order) await issueIfDue(tx, order, at);
    },

    /**
     * Told by the order module inside the transaction where a refund of the order settled (an
     * after-sales return): the blue invoice in force, if any, is cancelled by a red-letter one
     * (its lines negated, 对应蓝字发票号码 its number) and what remains paid is invoiced anew to the
     * same buyer. Once per refund: the red invoice's (order, kind, cause) key.
     */
    async refundSettled(tx: Tx, orderNo: string, refundKey: string, at: Date): Promise<void> {
      await lockOrder(tx, orderNo);
      const cause = `refund:${refundKey}`;
      const [blue] = await tx
        .select()
        .from(inv)
        .where(and(eq(inv.orderNo, orderNo), eq(inv.kind, 'blue'), eq(inv.status, 'issued')))
        .for('update');
      // Nothing issued yet: the invoice issued at completion covers only what remains paid.
      if (!blue) return;
      const red = await insert(
        tx,
        {
          orderNo,
          memberId: blue.memberId,
          kind: 'red',
          cause,
          redOf: blue.invoiceNo,
          ...buyerColumns(blue as unknown as Buyer),
          lines: redLines(blue.lines as InvoiceLine[]),
          amount: -blue.amount,
          tax: -blue.tax,
          total: -blue.total,
          issuedAt: at,
        },
        at,
      );
      if (!red) return;
      await tx.update(inv).set({ status: 'reversed' }).where(eq(inv.id, blue.id));
      const order = await orders.ofOrder(orderNo, tx);
      if (order) await issueBlue(tx, order, blue as unknown as Buyer, cause, at);
    },

    /**
     * The console's 订单详情 (orders.read): where the order's invoice stands and each invoice's
     * number, status and issue time; 'none' for an order the invoicing module does not know.
     */
    async forStaff(orderNo: string): Promise<AdminOrderInvoice> {
      const [order, row, issued] = await Promise.all([orders.ofOrder(orderNo, db), requestOf(db, orderNo), invoicesOf(db, orderNo)]);
      return {
        ...standing(order ? buyerOf(order, row) : null, issued),
        invoices: issued.map((r) => {
          const { invoiceNo, kind, kindLabel, status, statusLabel, total, issuedAt } = summary(r);
          return { invoiceNo, kind, kindLabel, status, statusLabel, total, issuedAt };
        }),
      };
    },

    /** The member's view of their order's invoice (404 for another member's order). */
    async ofOrder(memberId: number, orderNo: string): Promise<OrderInvoice> {
      const order = await memberOrder(db, memberId, orderNo);
      return view(db, order, ctx.clock.now(), (await needs.enterprises.status(memberId)).checked);
    },

    /**
     * The member asks for an invoice after purchase or changes the one asked for, before issue:
     * refused once one is issued, for an unpaid, cancelled or refunded order, and after the
     * window. A completed order's 普票 is issued at once; a 专票 waits for 财务's review.
     */
    async request(memberId: number, orderNo: string, input: InvoiceRequest): Promise<OrderInvoice> {
      const now = ctx.clock.now();
      const specialAllowed = (await needs.enterprises.status(memberId)).checked;
      return db.transaction(async (tx) => {
        await lockOrder(tx, orderNo);
        const order = await memberOrder(tx, memberId, orderNo);
        const no = refusal(order, await invoicesOf(tx, orderNo), now);
        if (no) throw fail(no.code);
        const special = input.type === 'special' ? input : null;
        if (special && !specialAllowed) throw fail('ERR_INVOICE_SPECIAL_NOT_ALLOWED');
        const fields = {
          memberId,
          type: input.type,
          title: input.title,
          taxNo: input.type === 'personal' ? null : input.taxNo,
          email: input.email ?? null,
          bankName: special?.bankName ?? null,
          bankAccount: special?.bankAccount ?? null,
          regAddress: special?.regAddress ?? null,
          regPhone: special?.regPhone ?? null,
          // A 专票 (asked again after a rejection, too) waits for 财务's review.
          review: special ? ('pending_review' as const) : ('none' as const),
          rejectReason: null,
          reviewerId: null,
          reviewedAt: null,
          updatedAt: now,
        };
        await tx
          .insert(req)
          .values({ orderNo, ...fields, createdAt: now })
          .onConflictDoUpdate({ target: req.orderNo, set: fields });
        await issueIfDue(tx, order, now);
        return view(tx, order, now, specialAllowed);
      });
    },

    /** One of the member's invoices, for its PDF (404 for another member's or an unknown number). */
    async memberInvoice(memberId: number, invoiceNo: string): Promise<InvoiceRow> {
      const [row] = await db
        .select()
        .from(inv)
        .where(and(eq(inv.invoiceNo, invoiceNo), eq(inv.memberId, memberId)))
        .limit(1);
      if (!row) throw fail('ERR_INVOICE_NOT_FOUND');
      return row;
    },
  };
}
export type Invoicing = ReturnType<typeof createInvoicing>;

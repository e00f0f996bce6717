/**
 * What the invoicing module needs of an order (issue #17 item 4), read from the order tables
 * here so that invoicing never reads them: whose order it is, where it stands, the checkout's
 * invoice request, and what remains paid for each thing — each line's paid share (the coupon,
 * points and trade-in shares stored at order time, linePaidShares) less the returns whose refund
 * settled, and the shipping less its refund. Read on the caller's transaction when it gives one
 * (an order completing, a refund settling: the change is not committed yet).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import { linePaidShares, REFUND_TYPES } from '@shop/contracts/after-sales';
import type { Invoice } from '@shop/contracts/checkout';
import { SHIPPING_LINE_NAME, type PaidItem } from '@shop/contracts/invoice';
import type { OrderStatus } from '@shop/contracts/order';
import { attrsText } from '../after-sales/after-sales.service.ts';

const o = schema.orders;
const l = schema.orderLines;
const as = schema.afterSalesRequests;
const asl = schema.afterSalesLines;

export interface InvoiceOrderFacts {
  orderNo: string;
  memberId: number;
  status: OrderStatus;
  paidAt: Date | null;
  completedAt: Date | null;
  /** The invoice asked for at checkout (null: none). */
  invoice: Invoice | null;
  /** What remains paid, thing by thing (goods lines, then the shipping when charged). */
  items: PaidItem[];
}

export function createInvoiceFacts(db: Db) {
  return {
    async ofOrder(orderNo: string, run: Db | Tx = db): Promise<InvoiceOrderFacts | null> {
      const [row] = await run
        .select({
          id: o.id,
          orderNo: o.orderNo,
          memberId: o.memberId,
          status: o.status,
          paidAt: o.paidAt,
          completedAt: o.completedAt,
          invoice: o.invoice,
          paidAmt: o.paidAmt,
          shippingAmt: o.shippingAmt,
        })
        .from(o)
        .where(eq(o.orderNo, orderNo))
        .limit(1);
      if (!row) return null;
      const lines = await run.select().from(l).where(eq(l.orderId, row.id)).orderBy(asc(l.id));
      // The returns whose refund settled (completed): their units and money are no longer paid.
      const returned = await run
        .select({
          lineId: asl.lineId,
          qty: sql<number>`sum(${asl.qty})::int`,
          refund: sql<number>`sum(${asl.refundAmt})::int`,
        })
        .from(asl)
        .innerJoin(as, eq(as.id, asl.requestId))
        .where(and(eq(as.orderNo, orderNo), inArray(as.type, [...REFUND_TYPES]), eq(as.status, 'completed')))
        .groupBy(asl.lineId);
      const [ship] = await run
        .select({ refund: sql<number>`coalesce(sum(${as.shippingRefund}), 0)::int` })
        .from(as)
        .where(and(eq(as.orderNo, orderNo), inArray(as.type, [...REFUND_TYPES]), eq(as.status, 'completed')));
      const shares = linePaidShares(
        lines.map((x) => ({ ...x, lineId: x.id })),
        Math.max(0, row.paidAmt - row.shippingAmt),
      );
      const items: PaidItem[] = lines.map((line, i) => {
        const back = returned.find((r) => r.lineId === line.id);
        return {
          name: line.skuName,
          spec: attrsText(line.attrs),
          qty: line.qty - (back?.qty ?? 0),
          paid: Math.max(0, shares[i]! - (back?.refund ?? 0)),
        };
      });
      const shipping = Math.max(0, Math.min(row.shippingAmt, row.paidAmt) - (ship?.refund ?? 0));
      if (shipping > 0) items.push({ name: SHIPPING_LINE_NAME, spec: '', qty: 1, paid: shipping });
      return {
        orderNo: row.orderNo,
        memberId: row.memberId,
        status: row.status as OrderStatus,
        paidAt: row.paidAt,
        completedAt: row.completedAt,
        invoice: (row.invoice as Invoice | null) ?? null,
        items,
      };
    },
  };
}
export type InvoiceFacts = ReturnType<typeof createInvoiceFacts>;

/**
 * The console's 订单 (issue #16): the order list staff search (filters, sort, offset paging
 * over the indexes of migration 0015), an order's detail (the member's own detail and
 * breakdown from order-queries.ts, never recomputed, plus payments, messages and every
 * event), shipping a paid order with a carrier's waybill through the logistics adapter, and
 * cancelling an unpaid order with a reason. Each write is one conditional UPDATE of the
 * transitions table (two staff shipping the same order: one applies, the other gets 409),
 * audited on its own transaction; a refused write rolls back and leaves no audit row.
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { schema, type Tx } from '@shop/db';
import {
  ADMIN_ORDER_COUNT_CAP,
  SHIPPING_CARRIERS,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderRow,
  type AdminOrderSort,
  type ShippingCarrier,
} from '@shop/contracts/admin-orders';
import { PAY_METHOD_NAMES, type PayMethod } from '@shop/contracts/checkout';
import { ORDER_STATUS_LABELS, REFUND_STATUS_LABELS, type OrderStatus } from '@shop/contracts/order';
import { canMove, nextStatus, refusalFor, type OrderTransitionEvent } from '@shop/contracts/order-transitions';
import { fail } from '../../../platform/shop-error.ts';
import type { ShipTo } from '../../../adapters/logistics/logistics-adapter.ts';
import type { OrderLifecycle } from '../lifecycle/order-lifecycle.service.ts';
import { orderBreakdown } from '../lifecycle/order-breakdown.ts';
import { STAFF_CANCEL_REASON } from '../lifecycle/order-transitions.ts';
import type { OrderNeeds } from '../order-needs.ts';

const o = schema.orders;
const l = schema.orderLines;
const DAY_MS = 24 * 3600_000;

/** The filters, sort and page of the list, as the endpoint's schema parsed them. */
export interface AdminOrderListInput {
  orderNo?: string;
  mobile?: string;
  memberId?: number;
  status?: OrderStatus;
  payMethod?: PayMethod;
  from?: string;
  to?: string;
  sort: AdminOrderSort;
  page: number;
  pageSize: number;
}

/** The start of a Beijing day 'YYYY-MM-DD' as an instant. */
const beijingDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

const ORDER_BY: Record<AdminOrderSort, SQL[]> = {
  '-createdAt': [desc(o.createdAt), desc(o.id)],
  createdAt: [asc(o.createdAt), asc(o.id)],
  '-paidAmt': [desc(o.paidAmt), desc(o.id)],
  paidAmt: [asc(o.paidAmt), asc(o.id)],
};

/** The table's refusal of `event` from `status`, as the 409 the console shows. */
function refused(status: OrderStatus, event: OrderTransitionEvent) {
  if (event === 'ship' && status === 'shipped') return fail('ERR_ORDER_STATUS', { message: '订单已发货，请勿重复发货', data: { status } });
  if (event === 'ship') return fail('ERR_ORDER_STATUS', { message: `订单${ORDER_STATUS_LABELS[status]}，不能发货`, data: { status } });
  const next = nextStatus(status, event);
  const r = next.ok ? refusalFor(event) : next;
  return fail(r.code, { message: r.message, data: { status } });
}

export function createOrderAdmin(
  needs: Pick<OrderNeeds, 'ctx' | 'members' | 'memberMessages' | 'orderPayments' | 'refunds' | 'staff' | 'invoicing'>,
  lifecycle: OrderLifecycle,
) {
  const { db } = needs.ctx.database;
  const { clock } = needs.ctx;
  const { members, memberMessages, orderPayments, refunds, staff, invoicing } = needs;
  const { queries, transitions, logistics } = lifecycle;

  async function detail(orderNo: string): Promise<AdminOrderDetail> {
    const found = await queries.staffDetail(orderNo);
    if (!found) throw fail('ERR_ORDER_NOT_FOUND');
    const { row, detail: order, events } = found;
    const [payments, messages, mobiles, refundRows, invoice] = await Promise.all([
      orderPayments.ofOrders([orderNo]),
      memberMessages.sentWithLink(row.memberId, `/Personalcenter/orderDeatil/${orderNo}`),
      members.maskedMobiles([row.memberId]),
      refunds.ofOrder(orderNo),
      invoicing.forStaff(orderNo),
    ]);
    return {
      order,
      memberId: row.memberId,
      memberMobile: mobiles.get(row.memberId) ?? null,
      events,
      payments: payments
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((p) => ({
          payNo: p.payNo,
          stage: p.stage,
          method: p.method,
          methodName: PAY_METHOD_NAMES[p.method as PayMethod] ?? p.method,
          amount: p.amount,
          status: p.status,
          createdAt: p.createdAt.getTime(),
          paidAt: p.paidAt?.getTime() ?? null,
        })),
      messages: messages.map((m) => ({ id: m.id, title: m.title, body: m.body, createdAt: m.createdAt.getTime() })),
      refunds: refundRows.map((x) => ({
        refundNo: x.refundNo,
        payNo: x.payNo,
        methodName: PAY_METHOD_NAMES[x.method as PayMethod] ?? x.method,
        amount: x.amount,
        status: x.status,
        statusLabel: REFUND_STATUS_LABELS[x.status],
        reason: x.reason,
        failureReason: x.failureReason,
        retried: x.retriedAt !== null,
        createdAt: x.createdAt.getTime(),
        finishedAt: x.finishedAt?.getTime() ?? null,
      })),
      invoice,
      can: {
        ship: canMove(row.status, 'ship'),
        cancel: canMove(row.status, 'staff_cancel'),
        cancelRefund: canMove(row.status, 'staff_cancel_paid'),
        retryRefund: canMove(row.status, 'refund_retry'),
      },
    };
  }

  /** The order's status now, on the caller's transaction; 404 when there is no such order. */
  async function statusOf(tx: Tx, orderNo: string): Promise<OrderStatus> {
    const [row] = await tx.select({ status: o.status }).from(o).where(eq(o.orderNo, orderNo));
    if (!row) throw fail('ERR_ORDER_NOT_FOUND');
    return row.status;
  }

  return {
    async list(q: AdminOrderListInput): Promise<AdminOrderPage> {
      const empty = { list: [], total: 0, totalCapped: false, page: q.page, pageSize: q.pageSize };
      const where: SQL[] = [];
      if (q.orderNo) where.push(eq(o.orderNo, q.orderNo));
      if (q.mobile) {
        const memberId = await members.idByMobile(q.mobile);
        if (memberId === null) return empty;
        where.push(eq(o.memberId, memberId));
      }
      if (q.memberId) where.push(eq(o.memberId, q.memberId));
      if (q.status) where.push(eq(o.status, q.status));
      if (q.payMethod) where.push(inArray(o.orderNo, orderPayments.orderNosPaidWith(q.payMethod)));
      if (q.from) where.push(gte(o.createdAt, beijingDayStart(q.from)));
      if (q.to) where.push(lt(o.createdAt, new Date(beijingDayStart(q.to).getTime() + DAY_MS)));
      const cond = where.length ? and(...where) : undefined;
      const [[{ total }], rows] = await Promise.all([
        // Counted up to the cap: one index range of at most 10,001 entries, not every order.
        db.select({ total: count() }).from(
          db
            .select({ one: sql`1` })
            .from(o)
            .where(cond)
            .limit(ADMIN_ORDER_COUNT_CAP + 1)
            .as('matching'),
        ),
        db
          .select()
          .from(o)
          .where(cond)
          .orderBy(...ORDER_BY[q.sort])
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
      ]);
      const capped = total > ADMIN_ORDER_COUNT_CAP;
      const counted = { total: capped ? ADMIN_ORDER_COUNT_CAP : total, totalCapped: capped };
      if (!rows.length) return { ...empty, ...counted };
      const [payments, mobiles, qty] = await Promise.all([
        orderPayments.ofOrders(rows.map((r) => r.orderNo)),
        members.maskedMobiles([...new Set(rows.map((r) => r.memberId))]),
        db
          .select({ orderId: l.orderId, n: sql<number>`sum(${l.qty})::int` })
          .from(l)
          .where(
            inArray(
              l.orderId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(l.orderId),
      ]);
      const qtyOf = new Map(qty.map((x) => [x.orderId, x.n]));
      const methods = new Map<string, Set<string>>();
      for (const p of payments) if (p.status === 'paid') methods.set(p.orderNo, (methods.get(p.orderNo) ?? new Set()).add(p.method));
      const list: AdminOrderRow[] = rows.map((r) => ({
        orderNo: r.orderNo,
        kind: r.kind,
        status: r.status,
        statusLabel: ORDER_STATUS_LABELS[r.status],
        createdAt: r.createdAt.getTime(),
        paidAt: r.paidAt?.getTime() ?? null,
        memberId: r.memberId,
        memberMobile: mobiles.get(r.memberId) ?? null,
        receiver: String((r.address as { receiver?: string }).receiver ?? ''),
        qtyTotal: qtyOf.get(r.id) ?? 0,
        total: orderBreakdown(r).total,
        paidAmt: r.paidAmt,
        payMethods: [...(methods.get(r.orderNo) ?? [])],
        carrier: r.carrier,
        trackingNo: r.trackingNo,
      }));
      return { list, ...counted, page: q.page, pageSize: q.pageSize };
    },

    detail,

    /**
     * Hands a paid order's parcel to `carrier` with its waybill (through the logistics adapter,
     * which follows the tracking from then on), paid → shipped in one conditional UPDATE, the
     * member told as the shop tells of shipping; audited.
     */
    async ship(orderNo: string, input: { carrier: ShippingCarrier; trackingNo: string }, req: FastifyRequest): Promise<AdminOrderDetail> {
      const now = clock.now();
      const carrier = SHIPPING_CARRIERS[input.carrier].name;
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ status: o.status, address: o.address }).from(o).where(eq(o.orderNo, orderNo));
        if (!row) throw fail('ERR_ORDER_NOT_FOUND');
        if (!canMove(row.status, 'ship')) throw refused(row.status, 'ship');
        const shipment = logistics.handOver(orderNo, row.address as ShipTo, { carrier, trackingNo: input.trackingNo });
        const shipped = await transitions.shipWith(tx, orderNo, shipment, now);
        if (!shipped) throw refused(await statusOf(tx, orderNo), 'ship');
        await staff.audit(tx, req, {
          action: 'order.shipped',
          target: `order:${orderNo}`,
          before: { status: row.status },
          after: { status: shipped.status, carrier: shipment.carrier, trackingNo: shipment.trackingNo },
        });
      });
      await lifecycle.followParcel(orderNo);
      return detail(orderNo);
    },

    /**
     * Cancels an order with staff's reason: an unpaid one (stock, flash-sale stock, coupon and
     * points given back as on the member's own cancel), or a paid unshipped one, whose money is
     * also asked back through the refund desk in the same transaction and sent after the commit;
     * the member told; audited.
     */
    async cancel(orderNo: string, reason: string, req: FastifyRequest): Promise<AdminOrderDetail> {
      const now = clock.now();
      const text = `${STAFF_CANCEL_REASON}（${reason}）`;
      const refundNos = await db.transaction(async (tx) => {
        const before = await statusOf(tx, orderNo);
        const paid = canMove(before, 'staff_cancel_paid');
        const done = paid
          ? await transitions.cancelPaid(tx, orderNo, 'staff_cancel_paid', text, now)
          : await transitions.cancel(tx, orderNo, 'staff_cancel', text, now);
        const row = done && 'order' in done ? done.order : done;
        if (!row) throw refused(await statusOf(tx, orderNo), paid ? 'staff_cancel_paid' : 'staff_cancel');
        await staff.audit(tx, req, {
          action: 'order.cancelled',
          target: `order:${orderNo}`,
          before: { status: before },
          after: { status: row.status, reason, ...(paid ? { refund: row.paidAmt } : {}) },
        });
        return done && 'refundNos' in done ? done.refundNos : [];
      });
      await lifecycle.sendRefunds(refundNos);
      return detail(orderNo);
    },

    /** A refund the gateway failed, sent again under new refund numbers: refund_failed → refunding; audited. */
    async retryRefund(orderNo: string, req: FastifyRequest): Promise<AdminOrderDetail> {
      const now = clock.now();
      const refundNos = await db.transaction(async (tx) => {
        const again = await transitions.retryRefund(tx, orderNo, now);
        if (!again) throw refused(await statusOf(tx, orderNo), 'refund_retry');
        await staff.audit(tx, req, {
          action: 'order.refund_retried',
          target: `order:${orderNo}`,
          before: { status: 'refund_failed' },
          after: { status: 'refunding', refundNos: again },
        });
        return again;
      });
      await lifecycle.sendRefunds(refundNos);
      return detail(orderNo);
    },
  };
}
export type OrderAdmin = ReturnType<typeof createOrderAdmin>;

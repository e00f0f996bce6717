/**
 * The console's 售后 (issue #17): the queue with filters and SLA ages, one request with its
 * refunds, and each step staff take — approve / reject (after-sales.review), inspect and ship
 * the exchange (shipping.write), refund and send a failed refund again (refunds.write). Every
 * action is one transaction with its audit row, the timeline entry and the member's message;
 * refunds are sent to their gateways after the commit (the refund desk's sweep sends any a
 * crash left behind).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import {
  AFTER_SALES_SLA_HOURS,
  AFTER_SALES_STATUS_TITLES,
  type AdminAfterSalesDetail,
  type AdminAfterSalesPage,
  type AfterSalesStatus,
  type AfterSalesType,
} from '@shop/contracts/after-sales';
import { SHIPPING_CARRIERS, adminShipInputSchema, type AdminShipInput } from '@shop/contracts/admin-orders';
import { REFUND_STATUS_LABELS } from '@shop/contracts/order';
import { adminAfterSalesEndpoints as e } from '@shop/contracts/endpoints/after-sales';
import { adminRouter } from '../../../platform/admin-route.ts';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { OrderMembers, OrderRefunds, OrderStaff } from '../order-needs.ts';
import type { Clock } from '../../../platform/clock.ts';
import { afterSaleRefundKey, type AfterSalesFlow } from './after-sales-flow.ts';
import type { AfterSalesQueries, AfterSalesRow } from './after-sales-queries.ts';
import { afterSalesDetail, requestHeading, slaOf } from './after-sales-views.ts';
import { tryBuyBlock } from './try-buy-returns.ts';

const as = schema.afterSalesRequests;

export interface AfterSalesAdminDeps {
  db: Db;
  clock: Clock;
  members: OrderMembers;
  refunds: OrderRefunds;
  staff: OrderStaff;
}

export function createAfterSalesAdmin(d: AfterSalesAdminDeps, q: AfterSalesQueries, flow: AfterSalesFlow) {
  const { db, clock } = d;

  async function detail(reqNo: string, run: Db | Tx = db): Promise<AdminAfterSalesDetail> {
    const row = await q.request(run, reqNo);
    if (!row) throw fail('ERR_AFTER_SALES_NOT_FOUND');
    // `run` may be a transaction (one connection, one query at a time): its reads go one after the other.
    const [mobiles, refunds] = await Promise.all([d.members.maskedMobiles([row.memberId]), d.refunds.ofOrder(row.orderNo)]);
    const lines = await q.linesOfRequests([row.id], run);
    const events = await q.timeline(row.id, run);
    const order = await q.orderByNo(run, row.orderNo);
    const { can: _memberCan, ...view } = afterSalesDetail(row, lines, events, await tryBuyBlock(run, row, order?.paidAmt ?? 0));
    return {
      ...view,
      memberId: row.memberId,
      memberMobile: mobiles.get(row.memberId) ?? null,
      ...slaOf(row, clock.nowMs()),
      refunds: refunds
        .filter((r) => r.requestKey === afterSaleRefundKey(row.reqNo))
        .map((r) => ({
          refundNo: r.refundNo,
          method: r.method,
          amount: r.amount,
          status: r.status,
          statusLabel: REFUND_STATUS_LABELS[r.status] ?? r.status,
          failureReason: r.failureReason,
          createdAt: r.createdAt.getTime(),
          finishedAt: r.finishedAt?.getTime() ?? null,
        })),
      can: {
        approve: row.status === 'submitted',
        reject: row.status === 'submitted',
        inspect: row.status === 'awaiting_inspection',
        refund: row.status === 'inspected' && row.type !== 'exchange',
        retryRefund: row.status === 'refund_failed',
        shipExchange: row.status === 'inspected' && row.type === 'exchange',
      },
    };
  }

  /**
   * One staff action: the move inside a transaction with its audit row (before / after state);
   * a move that finds the request elsewhere answers 404 or ERR_AFTER_SALES_STATUS and writes nothing.
   * Refund numbers the move asked for are sent after the commit.
   */
  async function act(
    req: FastifyRequest,
    reqNo: string,
    action: string,
    run: (tx: Tx, now: Date) => Promise<{ row: AfterSalesRow; refundNos?: string[]; extra?: Record<string, unknown> } | null>,
  ): Promise<AdminAfterSalesDetail> {
    const now = clock.now();
    const refundNos = await db.transaction(async (tx) => {
      const before = await q.request(tx, reqNo);
      if (!before) throw fail('ERR_AFTER_SALES_NOT_FOUND');
      const done = await run(tx, now);
      if (!done) throw fail('ERR_AFTER_SALES_STATUS', { message: `售后申请当前为「${AFTER_SALES_STATUS_TITLES[before.status]}」，不能执行该操作` });
      await d.staff.audit(tx, req, {
        action: `after_sales.${action}`,
        target: `after-sales:${reqNo}`,
        before: { status: before.status },
        after: { status: done.row.status, ...(done.extra ?? {}) },
      });
      return done.refundNos ?? [];
    });
    if (refundNos.length > 0) await d.refunds.submit(refundNos).catch((err) => req.log.error({ err }, 'sending refunds failed (the sweep sends them)'));
    return detail(reqNo);
  }

  const wrap = (row: AfterSalesRow | null, extra?: Record<string, unknown>) => (row ? { row, extra } : null);

  return {
    detail,

    async list(query: {
      reqNo?: string;
      orderNo?: string;
      status?: AfterSalesStatus;
      type?: AfterSalesType;
      overdue?: boolean;
      page: number;
      pageSize: number;
    }): Promise<AdminAfterSalesPage> {
      const now = clock.now();
      const conds: (SQL | undefined)[] = [
        query.reqNo ? eq(as.reqNo, query.reqNo) : undefined,
        query.orderNo ? eq(as.orderNo, query.orderNo) : undefined,
        query.type ? eq(as.type, query.type) : undefined,
        query.status ? eq(as.status, query.status) : undefined,
      ];
      if (query.overdue) {
        // Past the SLA of its state: one OR per state that has one.
        const past = Object.entries(AFTER_SALES_SLA_HOURS).map(
          ([status, hours]) => sql`(${as.status} = ${status} AND ${as.statusSince} < ${new Date(now.getTime() - hours! * 3600_000)})`,
        );
        conds.push(sql`(${sql.join(past, sql` OR `)})`);
      }
      const where = and(...conds);
      const counted = and(
        query.reqNo ? eq(as.reqNo, query.reqNo) : undefined,
        query.orderNo ? eq(as.orderNo, query.orderNo) : undefined,
        query.type ? eq(as.type, query.type) : undefined,
      );
      const [rows, [{ n }], byStatus] = await Promise.all([
        db
          .select()
          .from(as)
          .where(where)
          .orderBy(asc(as.statusSince), asc(as.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(as).where(where),
        db.select({ status: as.status, n: count() }).from(as).where(counted).groupBy(as.status),
      ]);
      const [lines, mobiles] = await Promise.all([
        q.linesOfRequests(rows.map((r) => r.id)),
        d.members.maskedMobiles([...new Set(rows.map((r) => r.memberId))]),
      ]);
      return {
        list: rows.map((r) => {
          const mine = lines.filter((x) => x.requestId === r.id);
          return {
            ...requestHeading(r),
            memberMobile: mobiles.get(r.memberId) ?? null,
            summary: mine.map((x) => `${x.skuName} ×${x.qty}`).join('；'),
            qty: mine.reduce((s, x) => s + x.qty, 0),
            refundAmt: r.refundAmt,
            createdAt: r.createdAt.getTime(),
            ...slaOf(r, now.getTime()),
          };
        }),
        total: n,
        page: query.page,
        pageSize: query.pageSize,
        statusCounts: Object.fromEntries(byStatus.map((s) => [s.status, s.n])),
      };
    },

    approve: (req: FastifyRequest, reqNo: string, note: string) =>
      act(req, reqNo, 'approved', async (tx, now) => wrap(await flow.approve(tx, reqNo, now, note), note ? { note } : undefined)),
    reject: (req: FastifyRequest, reqNo: string, reason: string) =>
      act(req, reqNo, 'rejected', async (tx, now) => wrap(await flow.reject(tx, reqNo, now, reason), { reason })),
    /** A try-buy return's inspection may keep a damage deduction (损耗扣款) from the refund, with its reason. */
    inspect: (req: FastifyRequest, reqNo: string, pass: boolean, note: string, deduction = 0, deductionReason = '') =>
      act(req, reqNo, pass ? 'inspected' : 'inspection_failed', async (tx, now) =>
        wrap(await flow.inspect(tx, reqNo, now, pass, note, { amount: deduction, reason: deductionReason }), {
          ...(note ? { note } : {}),
          ...(deduction > 0 ? { deduction, deductionReason } : {}),
        }),
      ),
    refund: (req: FastifyRequest, reqNo: string) =>
      act(req, reqNo, 'refunded', async (tx, now) => {
        const done = await flow.refund(tx, reqNo, now);
        return done && { row: done.row, refundNos: done.refundNos, extra: { refund: done.row.refundAmt, points: done.row.pointsBack } };
      }),
    retryRefund: (req: FastifyRequest, reqNo: string) =>
      act(req, reqNo, 'refund_retried', async (tx, now) => {
        const done = await flow.retryRefund(tx, reqNo, now);
        return done && { row: done.row, refundNos: done.refundNos, extra: { refundNos: done.refundNos } };
      }),
    shipExchange: (req: FastifyRequest, reqNo: string, input: AdminShipInput) => {
      const v = adminShipInputSchema.parse(input);
      const shipment = { carrier: SHIPPING_CARRIERS[v.carrier].name, trackingNo: v.trackingNo };
      return act(req, reqNo, 'exchange_shipped', async (tx, now) => wrap(await flow.shipExchange(tx, reqNo, now, shipment), shipment));
    },
  };
}
export type AfterSalesAdmin = ReturnType<typeof createAfterSalesAdmin>;

/** The console's 售后 routes, each behind its permission (guards and no-store from platform/admin-route.ts). */
export function afterSalesAdminRoutes(api: FastifyInstance, staff: OrderStaff, admin: AfterSalesAdmin) {
  const route = adminRouter(api, staff);
  route(e.list, 'orders.read', async (req) => ok(req, await admin.list(req.query)));
  route(e.detail, 'orders.read', async (req) => ok(req, await admin.detail(req.params.reqNo)));
  route(e.approve, 'after-sales.review', async (req) => ok(req, await admin.approve(req, req.params.reqNo, req.body.note)));
  route(e.reject, 'after-sales.review', async (req) => ok(req, await admin.reject(req, req.params.reqNo, req.body.reason)));
  route(e.inspect, 'shipping.write', async (req) =>
    ok(req, await admin.inspect(req, req.params.reqNo, req.body.result === 'pass', req.body.note, req.body.deduction, req.body.deductionReason)),
  );
  route(e.refund, 'refunds.write', async (req) => ok(req, await admin.refund(req, req.params.reqNo)));
  route(e.retryRefund, 'refunds.write', async (req) => ok(req, await admin.retryRefund(req, req.params.reqNo)));
  route(e.shipExchange, 'shipping.write', async (req) => ok(req, await admin.shipExchange(req, req.params.reqNo, req.body)));
}

/**
 * The console's 以旧换新 (issue #17 item 5): the queue of recycling orders with filters and ages,
 * one order with the member's condition answers, its timeline and settlement, and each step
 * staff take — mark picked up, start inspection, set the final price (grade and notes), confirm
 * the device returned. Every route is behind trade-in.write; every action is one transaction with
 * its audit row, the timeline row and the member's message.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import { RECYCLE_PLATFORMS } from '@shop/contracts/inbox';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import {
  TRADE_IN_SLA_HOURS,
  TRADE_IN_STATUS_TITLES,
  adminTradeInPriceSchema,
  conditionAnswerTexts,
  tradeInDeviceCredit,
  type AdminTradeInDetail,
  type AdminTradeInPage,
  type AdminTradeInPrice,
  type TradeInActor,
  type TradeInStatus,
} from '@shop/contracts/trade-in';
import { adminTradeInEndpoints as e } from '@shop/contracts/endpoints/trade-in';
import { adminRouter } from '../../../platform/admin-route.ts';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { OrderMembers, OrderStaff } from '../order-needs.ts';
import type { TradeInFlow, TradeInRow } from './trade-in-flow.ts';
import { gradeTitle, timelineOf } from './recovery-records.service.ts';

const ti = schema.tradeInOrders;
const DAY_MS = 24 * 3600_000;

export interface TradeInAdminDeps {
  db: Db;
  clock: Clock;
  members: Pick<OrderMembers, 'maskedMobiles'>;
  staff: OrderStaff;
}

function slaOf(r: Pick<TradeInRow, 'status' | 'statusSince'>, nowMs: number) {
  const hours = TRADE_IN_SLA_HOURS[r.status];
  const slaDueAt = hours === undefined ? null : r.statusSince.getTime() + hours * 3600_000;
  return { statusSince: r.statusSince.getTime(), slaDueAt, overdue: slaDueAt !== null && nowMs > slaDueAt };
}

function rowView(r: TradeInRow, mobile: string | null, nowMs: number) {
  return {
    rclmOrdNo: r.rclmOrdNo,
    orderNo: r.orderNo,
    memberId: r.memberId,
    memberMobile: mobile,
    deviceName: r.deviceName,
    platformName: RECYCLE_PLATFORMS[r.platform] ?? '回收平台',
    estimate: r.estimate,
    subsidy: r.subsidy,
    credit: r.credit,
    finalPrice: r.finalPrice,
    payout: r.payout,
    status: r.status,
    statusTitle: TRADE_IN_STATUS_TITLES[r.status],
    createdAt: r.createdAt.getTime(),
    ...slaOf(r, nowMs),
  };
}

export function createTradeInAdmin(d: TradeInAdminDeps, flow: TradeInFlow) {
  const { db, clock } = d;

  const find = async (run: Db | Tx, rclmOrdNo: string) => (await run.select().from(ti).where(eq(ti.rclmOrdNo, rclmOrdNo)).limit(1))[0];

  async function detail(rclmOrdNo: string): Promise<AdminTradeInDetail> {
    const row = await find(db, rclmOrdNo);
    if (!row) throw fail('ERR_RECYCLE_NOT_FOUND');
    const [events, mobiles] = await Promise.all([timelineOf(row.id, db), d.members.maskedMobiles([row.memberId])]);
    return {
      ...rowView(row, mobiles.get(row.memberId) ?? null, clock.nowMs()),
      modelCode: row.modelCode,
      imei: row.imei,
      grade: row.grade,
      gradeTitle: gradeTitle(row.grade),
      inspectionNote: row.inspectionNote,
      deviceCredit: tradeInDeviceCredit(row.estimate, row.credit),
      answerDueAt: row.status === 'priced' ? (row.answerDueAt?.getTime() ?? null) : null,
      returnShipment: row.returnCarrier && row.returnTrackingNo ? { carrier: row.returnCarrier, trackingNo: row.returnTrackingNo } : null,
      conditionAnswers: conditionAnswerTexts(row.conditionAnswers),
      timeline: events.map((x) => ({
        status: x.status as TradeInStatus,
        statusTitle: TRADE_IN_STATUS_TITLES[x.status as TradeInStatus] ?? x.status,
        text: x.text,
        actor: x.actor as TradeInActor,
        at: x.at.getTime(),
      })),
      can: {
        pickUp: row.status === 'created',
        inspect: row.status === 'picked_up',
        price: row.status === 'inspecting',
        confirmReturned: row.status === 'returning',
      },
    };
  }

  /**
   * One staff action: the move inside a transaction with its audit row (before / after); a move
   * that finds the order elsewhere answers 404 or ERR_TRADEIN_STATUS and writes nothing.
   */
  async function act(
    req: FastifyRequest,
    rclmOrdNo: string,
    action: string,
    run: (tx: Tx, now: Date) => Promise<TradeInRow | null>,
    extra: Record<string, unknown> = {},
  ): Promise<AdminTradeInDetail> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const before = await find(tx, rclmOrdNo);
      if (!before) throw fail('ERR_RECYCLE_NOT_FOUND');
      const done = await run(tx, now);
      if (!done) throw fail('ERR_TRADEIN_STATUS', { message: `回收单当前为「${TRADE_IN_STATUS_TITLES[before.status]}」，不能执行该操作` });
      await d.staff.audit(tx, req, {
        action: `trade_in.${action}`,
        target: `trade-in:${rclmOrdNo}`,
        before: { status: before.status },
        after: { status: done.status, ...extra },
      });
    });
    return detail(rclmOrdNo);
  }

  return {
    detail,

    async list(query: {
      status?: TradeInStatus;
      rclmOrdNo?: string;
      orderNo?: string;
      memberId?: number;
      from?: string;
      to?: string;
      page: number;
      pageSize: number;
    }): Promise<AdminTradeInPage> {
      const now = clock.nowMs();
      const filters: (SQL | undefined)[] = [
        query.rclmOrdNo ? eq(ti.rclmOrdNo, query.rclmOrdNo) : undefined,
        query.orderNo ? eq(ti.orderNo, query.orderNo) : undefined,
        query.memberId ? eq(ti.memberId, query.memberId) : undefined,
        query.from ? gte(ti.createdAt, new Date(parseBeijingTime(`${query.from} 00:00`))) : undefined,
        query.to ? lt(ti.createdAt, new Date(parseBeijingTime(`${query.to} 00:00`) + DAY_MS)) : undefined,
      ];
      const where = and(...filters, query.status ? eq(ti.status, query.status) : undefined);
      const [rows, [{ n }], byStatus] = await Promise.all([
        db
          .select()
          .from(ti)
          .where(where)
          .orderBy(asc(ti.statusSince), asc(ti.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(ti).where(where),
        db
          .select({ status: ti.status, n: count() })
          .from(ti)
          .where(and(...filters))
          .groupBy(ti.status),
      ]);
      const mobiles = await d.members.maskedMobiles([...new Set(rows.map((r) => r.memberId))]);
      return {
        list: rows.map((r) => rowView(r, mobiles.get(r.memberId) ?? null, now)),
        total: n,
        page: query.page,
        pageSize: query.pageSize,
        statusCounts: Object.fromEntries(byStatus.map((s) => [s.status, s.n])),
      };
    },

    pickUp: (req: FastifyRequest, rclmOrdNo: string, note: string) =>
      act(req, rclmOrdNo, 'picked_up', (tx, now) => flow.pickUp(tx, { rclmOrdNo }, 'staff', now, note), note ? { note } : {}),
    inspect: (req: FastifyRequest, rclmOrdNo: string, note: string) =>
      act(req, rclmOrdNo, 'inspecting', (tx, now) => flow.startInspection(tx, rclmOrdNo, now, note), note ? { note } : {}),
    price: (req: FastifyRequest, rclmOrdNo: string, input: AdminTradeInPrice) => {
      const v = adminTradeInPriceSchema.parse(input);
      return act(req, rclmOrdNo, 'priced', (tx, now) => flow.price(tx, rclmOrdNo, now, v), { finalPrice: v.finalPrice, grade: v.grade, note: v.note });
    },
    confirmReturned: (req: FastifyRequest, rclmOrdNo: string, note: string) =>
      act(req, rclmOrdNo, 'returned', (tx, now) => flow.confirmReturned(tx, rclmOrdNo, now, note), note ? { note } : {}),
  };
}
export type TradeInAdmin = ReturnType<typeof createTradeInAdmin>;

/** The console's 以旧换新 routes, each behind trade-in.write (guards and no-store from platform/admin-route.ts). */
export function tradeInAdminRoutes(api: FastifyInstance, staff: OrderStaff, admin: TradeInAdmin) {
  const route = adminRouter(api, staff);
  route(e.list, 'trade-in.write', async (req) => ok(req, await admin.list(req.query)));
  route(e.detail, 'trade-in.write', async (req) => ok(req, await admin.detail(req.params.rclmOrdNo)));
  route(e.pickUp, 'trade-in.write', async (req) => ok(req, await admin.pickUp(req, req.params.rclmOrdNo, req.body.note)));
  route(e.inspect, 'trade-in.write', async (req) => ok(req, await admin.inspect(req, req.params.rclmOrdNo, req.body.note)));
  route(e.price, 'trade-in.write', async (req) => ok(req, await admin.price(req, req.params.rclmOrdNo, req.body)));
  route(e.confirmReturned, 'trade-in.write', async (req) => ok(req, await admin.confirmReturned(req, req.params.rclmOrdNo, req.body.note)));
}

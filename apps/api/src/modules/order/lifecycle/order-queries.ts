/**
 * What the member reads about their orders: counts per tab, pages of order cards (recent
 * and history), the detail and the logistics view. Every read is scoped by member id, so
 * another member's order number reads as "not found". Product pictures come from the
 * SKU's product type and colour (the product module's catalogue view, joined in the one query).
 */
import { isLateRefund } from '@shop/contracts/payment';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { schema } from '@shop/db';
import {
  CANCELLED_ORDER_STATUSES,
  HISTORY_AFTER_DAYS,
  ORDER_STATUS_LABELS,
  ORDER_TAB_STATUSES,
  ORDER_TABS,
  type LogisticsView,
  type OrderAction,
  type OrderCard,
  type OrderCounts,
  type OrderDetail,
  type OrderEvent,
  type OrderLineView,
  type OrderPage,
  type OrderTab,
  type PresaleBlock,
  REFUND_STATUS_LABELS,
  type OrderRefund,
} from '@shop/contracts/order';
import { PAY_METHOD_NAMES, type PayMethod } from '@shop/contracts/checkout';
import { SUB_TYP } from '@shop/contracts/pdp-rules';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import type { OrderParts, OrderRefundRecord } from '../order-needs.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { ProductType } from '@shop/contracts';
import { productImageUrl } from '../../media/index.ts';
import { maskMobile } from '@shop/contracts/masking';
import type { LogisticsAdapter } from '../../../adapters/logistics/logistics-adapter.ts';
import type { OrderRow } from './order-transitions.ts';
import type { OrderCatalogue } from '../catalogue-needs.ts';
import { orderBreakdown } from './order-breakdown.ts';
import { trialOf, trialsOf, trialView, type TrialRow } from '../try-buy/trial-store.ts';

const o = schema.orders;
const l = schema.orderLines;
const e = schema.orderEvents;
type LineRow = typeof l.$inferSelect;
type EventRow = typeof e.$inferSelect;

const DAY_MS = 24 * 3600 * 1000;
const bj = (d: Date | null) => (d ? formatBeijingTime(d.getTime()) : null);

interface AddressSnapshot {
  receiver: string;
  mobile: string;
  provinceName: string;
  cityName: string;
  districtName: string;
  detail: string;
}

/** '上海市 浦东新区' (a municipality's city repeats its province, or is 市辖区: said once). */
const regionOf = (a: AddressSnapshot) =>
  [a.provinceName, a.cityName === a.provinceName || a.cityName === '市辖区' ? '' : a.cityName, a.districtName].filter(Boolean).join(' ');

/** order_lines.attrs as [{ name, value }] whether stored as that list or as an object. */
function attrsOf(raw: unknown): { name: string; value: string }[] {
  if (Array.isArray(raw)) return raw.filter((a) => a && typeof a === 'object').map((a) => ({ name: String(a.name ?? ''), value: String(a.value ?? '') }));
  if (raw && typeof raw === 'object') return Object.entries(raw).map(([name, value]) => ({ name, value: String(value) }));
  return [];
}

function eventView(r: EventRow): OrderEvent {
  return { kind: r.kind, code: r.code, description: r.description, location: r.location, at: formatBeijingTime(r.at.getTime()) };
}

/** What the member may do now with the order (a try-buy order's trial: 确认购买 / 申请试用退还 instead of confirming receipt). */
export function actionsOf(r: OrderRow, now: Date, trial?: TrialRow): OrderAction[] {
  if (trial && r.status === 'delivered') {
    const t = trialView(trial, r.paidAmt, now.getTime());
    return [...(t.canConvert ? (['confirmPurchase'] as const) : []), ...(t.canReturn ? (['returnTrial'] as const) : []), 'logistics'];
  }
  switch (r.status) {
    case 'pending_payment':
      return r.payDeadline > now ? ['pay', 'cancel'] : [];
    case 'paid':
      // Not yet shipped: cancel and get the money back (issue #17).
      return ['cancelRefund'];
    case 'deposit_paid':
      return r.balanceBeginAt && r.balanceEndAt && r.balanceBeginAt <= now && now < r.balanceEndAt ? ['payBalance'] : [];
    case 'shipped':
      return ['logistics'];
    case 'delivered':
      return ['confirmReceipt', 'logistics'];
    case 'completed':
      return r.trackingNo ? ['logistics'] : [];
    default:
      return [];
  }
}

export function presaleOf(r: OrderRow, now: Date): PresaleBlock | null {
  if (r.kind !== 'presale' || !r.balanceBeginAt || !r.balanceEndAt) return null;
  const cancelled = CANCELLED_ORDER_STATUSES.includes(r.status);
  const depositPaid = r.status !== 'pending_payment' && !(cancelled && r.paidAmt === 0);
  const balancePaid = ['paid', 'shipped', 'delivered', 'completed'].includes(r.status);
  const t = now.getTime();
  const begin = r.balanceBeginAt.getTime();
  const end = r.balanceEndAt.getTime();
  const phase: PresaleBlock['phase'] = balancePaid ? 'paid' : cancelled ? 'ended' : t < begin ? 'before' : t < end ? 'open' : 'ended';
  return {
    deposit: r.payableAmt,
    depositPaid,
    swellAmt: r.swellAmt,
    balanceAmt: r.balanceAmt,
    balanceBeginTime: formatBeijingTime(begin),
    balanceEndTime: formatBeijingTime(end),
    phase,
    phaseRemainingMs: phase === 'before' ? begin - t : phase === 'open' ? end - t : null,
    unpaidRule: `请在 ${formatBeijingTime(begin)} 至 ${formatBeijingTime(end)} 之间支付尾款；逾期未支付，订单将自动取消，已支付的定金不予退还。`,
  };
}

/** A refund as the member and the console read it. */
export function refundView(x: OrderRefundRecord): OrderRefund {
  return {
    refundNo: x.refundNo,
    amount: x.amount,
    method: x.method,
    methodLabel: PAY_METHOD_NAMES[x.method as PayMethod] ?? x.method,
    status: x.status,
    statusLabel: REFUND_STATUS_LABELS[x.status],
    reason: x.reason,
    createdAt: formatBeijingTime(x.createdAt.getTime()),
    finishedAt: bj(x.finishedAt),
    late: isLateRefund(x.requestKey),
  };
}

export function createOrderQueries(deps: Pick<OrderParts, 'catalogue' | 'ctx' | 'refunds' | 'settings'>, logistics: LogisticsAdapter) {
  const { db } = deps.ctx.database;
  const { clock } = deps.ctx;
  const catalogue: OrderCatalogue = deps.catalogue;

  const historyCut = (now: Date) => new Date(now.getTime() - HISTORY_AFTER_DAYS * DAY_MS);

  async function linesOf(orderIds: number[]): Promise<Map<number, OrderLineView[]>> {
    const out = new Map<number, OrderLineView[]>();
    if (!orderIds.length) return out;
    const d = catalogue.skuDisplay();
    const rows = await db
      .select({ line: l, type: d.productType, design: d.productDesign, colorHex: d.colorHex })
      .from(l)
      .leftJoin(d, eq(d.skuCode, l.skuCode))
      .where(inArray(l.orderId, orderIds))
      .orderBy(asc(l.id));
    for (const { line, type, design, colorHex } of rows) {
      const list = out.get(line.orderId) ?? [];
      list.push(lineView(line, type, design, colorHex));
      out.set(line.orderId, list);
    }
    return out;
  }

  function lineView(line: LineRow, type: string | null, design: string | null, colorHex: string | null): OrderLineView {
    return {
      skuCd: line.skuCode,
      spuCd: line.spuCode,
      name: line.skuName,
      image: productImageUrl((type ?? 'phone') as ProductType, design, 'front', colorHex ?? '#444444'),
      attrs: attrsOf(line.attrs),
      qty: line.qty,
      unitPrice: line.unitPrice,
      origUnitPrice: line.origUnitPrice,
      goods: line.goodsAmt,
      services: Array.isArray(line.services)
        ? (line.services as { code: string; name?: string; price?: number }[]).map((s) => ({
            code: String(s.code),
            name: String(s.name ?? s.code),
            price: Number(s.price ?? 0),
          }))
        : [],
      gifts: Array.isArray(line.gifts)
        ? (line.gifts as { code: string; name?: string }[]).map((g) => ({ code: String(g.code), name: String(g.name ?? g.code) }))
        : [],
      tag: line.subTyp === SUB_TYP.seckill ? '秒杀' : line.subTyp === SUB_TYP.presale ? '预售' : line.bundleRole === 'main' ? '套装' : null,
      bundle:
        line.bundleCode && line.bundleRole && line.bundleGroup !== null
          ? { code: line.bundleCode, name: line.bundleName ?? line.bundleCode, role: line.bundleRole, group: line.bundleGroup }
          : null,
    };
  }

  function card(r: OrderRow, lines: OrderLineView[], now: Date, trial?: TrialRow): OrderCard {
    const actions = actionsOf(r, now, trial);
    const breakdown = orderBreakdown(r);
    return {
      orderNo: r.orderNo,
      kind: r.kind,
      status: r.status,
      statusLabel: ORDER_STATUS_LABELS[r.status],
      createdAt: formatBeijingTime(r.createdAt.getTime()),
      lines,
      qtyTotal: lines.reduce((n, x) => n + x.qty, 0),
      total: breakdown.total,
      paidAmt: r.paidAmt,
      dueNow: actions.includes('pay') ? r.payableAmt : actions.includes('payBalance') ? r.balanceAmt : 0,
      payRemainingMs: r.status === 'pending_payment' ? Math.max(0, r.payDeadline.getTime() - now.getTime()) : null,
      actions,
      breakdown,
      tryBuy: trial ? trialView(trial, r.paidAmt, now.getTime()) : null,
    };
  }

  async function page(memberId: number, tab: OrderTab, pageNo: number, pageSize: number, when: SQL): Promise<OrderPage> {
    const now = clock.now();
    const where = and(eq(o.memberId, memberId), inArray(o.status, [...ORDER_TAB_STATUSES[tab]]), when);
    const [{ n }] = await db.select({ n: count() }).from(o).where(where);
    const rows = await db
      .select()
      .from(o)
      .where(where)
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [lines, trials] = await Promise.all([
      linesOf(rows.map((r) => r.id)),
      trialsOf(
        db,
        rows.filter((r) => r.kind === 'trybuy').map((r) => r.orderNo),
      ),
    ]);
    return { list: rows.map((r) => card(r, lines.get(r.id) ?? [], now, trials.get(r.orderNo))), total: n, pageNo, pageSize };
  }

  async function own(orderNo: string, memberId: number): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(o)
      .where(and(eq(o.orderNo, orderNo), eq(o.memberId, memberId)));
    if (!row) throw fail('ERR_ORDER_NOT_FOUND');
    return row;
  }

  const eventsOf = (orderId: number) => db.select().from(e).where(eq(e.orderId, orderId)).orderBy(asc(e.at), asc(e.id));

  /** The detail of an order row (the caller decided whose it may be), with its events. */
  async function detailOf(r: OrderRow): Promise<{ detail: OrderDetail; events: EventRow[] }> {
    const now = clock.now();
    const [lines, events, refunds, trial] = await Promise.all([
      linesOf([r.id]),
      eventsOf(r.id),
      deps.refunds?.ofOrder(r.orderNo) ?? [],
      r.kind === 'trybuy' ? trialOf(db, r.orderNo) : undefined,
    ]);
    const a = r.address as AddressSnapshot;
    const inv = r.invoice as { type: 'personal' | 'company'; title?: string; taxNo?: string; email?: string } | null;
    const tracking = events.filter((x) => x.kind === 'tracking');
    const latest = tracking.at(-1);
    const detail: OrderDetail = {
      ...card(r, lines.get(r.id) ?? [], now, trial),
      timeline: events.filter((x) => x.kind === 'status').map(eventView),
      address: { receiver: a.receiver, mobileMasked: maskMobile(a.mobile ?? ''), region: regionOf(a), detail: a.detail },
      amounts: {
        listAmt: r.listAmt,
        goodsAmt: r.goodsAmt,
        serviceAmt: r.serviceAmt,
        couponAmt: r.couponAmt,
        pointsUsed: r.pointsUsed,
        tradeInAmt: r.tradeInAmt,
        shippingAmt: r.shippingAmt,
        payableAmt: r.payableAmt,
        balanceAmt: r.balanceAmt,
        swellAmt: r.swellAmt,
        paidAmt: r.paidAmt,
      },
      invoice: inv
        ? {
            type: inv.type,
            typeLabel: inv.type === 'company' ? '电子普通发票（单位）' : '电子普通发票（个人）',
            title: inv.title ?? '个人',
            taxNo: inv.taxNo ?? null,
            email: inv.email ?? null,
          }
        : null,
      remark: r.remark,
      deliveryDate: r.deliveryDate,
      payDeadline: formatBeijingTime(r.payDeadline.getTime()),
      cancelReason: r.cancelReason,
      presale: presaleOf(r, now),
      logistics: r.carrier && r.trackingNo ? { carrier: r.carrier, trackingNo: r.trackingNo, latest: latest ? eventView(latest) : null } : null,
      paidAt: bj(r.paidAt),
      shippedAt: bj(r.shippedAt),
      deliveredAt: bj(r.deliveredAt),
      completedAt: bj(r.completedAt),
      cancelledAt: bj(r.cancelledAt),
      autoConfirmDays: (await deps.settings.values()).orderAutoConfirmDays,
      // A failed refund sent again is shown once, as its new attempt.
      refunds: refunds.filter((x) => !x.retriedAt).map(refundView),
      // What was refunded of what the order took (a late payment the order never took is not in it).
      refundedAmt: refunds.filter((x) => x.status === 'succeeded' && !isLateRefund(x.requestKey)).reduce((sum, x) => sum + x.amount, 0),
    };
    return { detail, events };
  }

  return {
    /** Counts per tab over the recent orders (the same set the tabs list). */
    async counts(memberId: number): Promise<OrderCounts> {
      const rows = await db
        .select({ status: o.status, n: count() })
        .from(o)
        .where(and(eq(o.memberId, memberId), gte(o.createdAt, historyCut(clock.now()))))
        .groupBy(o.status);
      const by = new Map(rows.map((r) => [r.status, r.n]));
      return Object.fromEntries(ORDER_TABS.map((t) => [t, ORDER_TAB_STATUSES[t].reduce((s, st) => s + (by.get(st) ?? 0), 0)])) as OrderCounts;
    },

    list: (memberId: number, q: { tab: OrderTab; pageNo: number; pageSize: number }) =>
      page(memberId, q.tab, q.pageNo, q.pageSize, gte(o.createdAt, historyCut(clock.now()))),
    history: (memberId: number, q: { tab: OrderTab; pageNo: number; pageSize: number }) =>
      page(memberId, q.tab, q.pageNo, q.pageSize, lt(o.createdAt, historyCut(clock.now()))),

    detail: async (orderNo: string, memberId: number): Promise<OrderDetail> => (await detailOf(await own(orderNo, memberId))).detail,

    /**
     * Any member's order as the console reads it (issue #16): the member's own detail (the same
     * lines and breakdown) with the row and every event, status and tracking; null when none.
     */
    async staffDetail(orderNo: string): Promise<{ row: OrderRow; detail: OrderDetail; events: OrderEvent[] } | null> {
      const [row] = await db.select().from(o).where(eq(o.orderNo, orderNo));
      if (!row) return null;
      const { detail, events } = await detailOf(row);
      return { row, detail, events: events.map(eventView) };
    },

    lines: linesOf,
    card,

    async logistics(orderNo: string, memberId: number): Promise<LogisticsView> {
      const r = await own(orderNo, memberId);
      const tracking = (await eventsOf(r.id)).filter((x) => x.kind === 'tracking');
      const a = r.address as AddressSnapshot;
      const route: string[] = [];
      for (const t of tracking) {
        const city = t.location ?? '';
        if (city && route.at(-1) !== city) route.push(city);
      }
      return {
        orderNo: r.orderNo,
        status: r.status,
        statusLabel: ORDER_STATUS_LABELS[r.status],
        carrier: r.carrier,
        trackingNo: r.trackingNo,
        receiver: a.receiver,
        region: regionOf(a),
        events: tracking.map(eventView).reverse(),
        route,
        destination: logistics.destination(a),
        delivered: r.status === 'delivered' || r.status === 'completed',
      };
    },
  };
}
export type OrderQueries = ReturnType<typeof createOrderQueries>;

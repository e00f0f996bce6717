/**
 * The console's 概览 (issue #16): today's and the last 30 Beijing days' orders, paid orders and
 * money taken, unique visitors and the visitor conversion, the share of orders paid, best
 * sellers and stock alerts — each figure read from the module that owns it (orders, payments,
 * stock; visitors from this module's own beacon rows), none estimated.
 */
import { beijingDate, beijingDayStart } from '@shop/contracts/beijing-time';
import type { Dashboard } from '@shop/contracts/admin-orders';
import { visitorConversion } from '@shop/contracts/visits';
import type { ReportingNeeds } from './reporting-needs.ts';
import type { VisitStore } from './visits.store.ts';

const DAY_MS = 24 * 3600_000;
export const DASHBOARD_DAYS = 30;
const TOP_PRODUCTS = 10;
const STOCK_ALERTS = 20;

export function createDashboard(
  { ctx, orders, payments, stock }: Pick<ReportingNeeds, 'ctx' | 'orders' | 'payments' | 'stock'>,
  visits: Pick<VisitStore, 'byDay'>,
) {
  return {
    async figures(): Promise<Dashboard> {
      const now = ctx.clock.now();
      const todayStart = beijingDayStart(now.getTime());
      const end = new Date(todayStart.getTime() + DAY_MS);
      const from = new Date(end.getTime() - DASHBOARD_DAYS * DAY_MS);
      const [placed, paid, taken, top, alerts, seen] = await Promise.all([
        orders.placedByDay(from, end),
        orders.paidByDay(from, end),
        payments.takenByDay(from, end),
        orders.topSkus(from, end, TOP_PRODUCTS),
        stock.lowStock(STOCK_ALERTS),
        visits.byDay(beijingDate(from.getTime()), beijingDate(todayStart.getTime())),
      ]);
      const placedOn = new Map(placed.map((p) => [p.day, p]));
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
        const day = beijingDate(from.getTime() + i * DAY_MS);
        return {
          day,
          orders: placedOn.get(day)?.orders ?? 0,
          paidOrders: paid.get(day) ?? 0,
          paidAmount: taken.get(day) ?? 0,
          visitors: seen.get(day) ?? 0,
        };
      });
      const today = days.at(-1)!;
      const sum = (k: 'orders' | 'paidOrders' | 'paidAmount' | 'visitors') => days.reduce((n, d) => n + d[k], 0);
      const placedTotal = placed.reduce((n, p) => n + p.orders, 0);
      const withPayment = placed.reduce((n, p) => n + p.withPayment, 0);
      return {
        today: today.day,
        at: now.getTime(),
        todayFigures: {
          orders: today.orders,
          paidOrders: today.paidOrders,
          paidAmount: today.paidAmount,
          buyers: placedOn.get(today.day)?.buyers ?? 0,
          visitors: today.visitors,
        },
        days,
        last30: { orders: sum('orders'), paidOrders: sum('paidOrders'), paidAmount: sum('paidAmount'), visitors: sum('visitors') },
        conversion: { today: visitorConversion(today.orders, today.visitors), last30: visitorConversion(sum('orders'), sum('visitors')) },
        orderPayRate: placedTotal ? withPayment / placedTotal : null,
        topProducts: top,
        stockAlerts: alerts,
      };
    },
  };
}

/**
 * The member's records besides messages: after-sales requests (list, detail, the orders still
 * inside the after-sales window), winning records (lottery draws), customized (bespoke)
 * orders, enterprise purchase requests, support tickets and trade-in recovery orders.
 * Every read and write is scoped by the member id from the token: another member's number
 * answers 404, as an unknown one does.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/pdp-rules';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts/order';
import {
  AFTER_SALES_STATUS_TITLES,
  AFTER_SALES_TAB_STATUSES,
  AFTER_SALES_TABS,
  AFTER_SALES_TYPE_TITLES,
  AFTER_SALES_WINDOW_DAYS,
  ENT_BUY_OPEN_LIMIT,
  ENT_INVOICE_TITLES,
  ENT_STATUS_TITLES,
  RECYCLE_PLATFORMS,
  RECYCLE_STEPS,
  SUPPORT_ENTRY_CODES,
  TICKET_CATEGORY_TITLES,
  TICKET_OPEN_LIMIT,
  TICKET_STATUS_TITLES,
  devAfterSalesSchema,
  entBuyInputSchema,
  ticketInputSchema,
  type AfterSalesEligible,
  type AfterSalesItem,
  type AfterSalesPage,
  type AfterSalesTab,
  type CustomizedPage,
  type DevAfterSales,
  type EntBuyInput,
  type EntBuyPage,
  type EntBuyRequest,
  type RecycleDetail,
  type RecycleList,
  type RecycleStatus,
  type SupportEntries,
  type Ticket,
  type TicketInput,
  type TicketPage,
  type WinningPage,
} from '@shop/contracts/inbox';
import { LOTTERY_PRIZES } from '../../payment/lottery.service.ts';
import { fail } from '../../../platform/shop-error.ts';
import { maskMobile } from '../../order/address/address.service.ts';
import { createInboxQueries } from './inbox-queries.ts';
import { publicNo } from './inbox-ids.ts';
import { createTradeInRecovery } from './trade-in-recovery.ts';

const DAY_MS = 24 * 3600 * 1000;
const bj = (d: Date) => formatBeijingTime(d.getTime());
const as = schema.afterSalesRequests;
const eb = schema.enterpriseRequests;
const st = schema.supportTickets;
const ti = schema.tradeInOrders;

function attrsOf(raw: unknown): { name: string; value: string }[] {
  if (Array.isArray(raw)) return raw.filter((a) => a && typeof a === 'object').map((a) => ({ name: String(a.name ?? ''), value: String(a.value ?? '') }));
  if (raw && typeof raw === 'object') return Object.entries(raw).map(([name, value]) => ({ name, value: String(value) }));
  return [];
}

const lock = (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0], key: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);

function afterSalesView(r: typeof as.$inferSelect): AfterSalesItem {
  return {
    reqNo: r.reqNo,
    orderNo: r.orderNo,
    lineId: r.lineId,
    skuCd: r.skuCode,
    skuNm: r.skuName,
    qty: r.qty,
    type: r.type,
    typeTitle: AFTER_SALES_TYPE_TITLES[r.type],
    status: r.status,
    statusTitle: AFTER_SALES_STATUS_TITLES[r.status],
    reason: r.reason,
    refundAmt: r.refundAmt,
    createdAt: bj(r.createdAt),
    updatedAt: bj(r.updatedAt),
  };
}

function entView(r: typeof eb.$inferSelect): EntBuyRequest {
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
  };
}

function ticketView(r: typeof st.$inferSelect): Ticket {
  return {
    ticketNo: r.ticketNo,
    category: r.category,
    categoryTitle: TICKET_CATEGORY_TITLES[r.category],
    orderNo: r.orderNo,
    content: r.content,
    status: r.status,
    statusTitle: TICKET_STATUS_TITLES[r.status],
    reply: r.reply,
    createdAt: bj(r.createdAt),
    updatedAt: bj(r.updatedAt),
  };
}

const RECYCLE_STATUS_TITLES: Record<RecycleStatus, string> = { created: '待上门取件', picked_up: '已取件', inspected: '已质检', settled: '已结算', cancelled: '已取消' };

export function createRecordsService({ database }: { database: Database }) {
  const { db } = database;
  const q = createInboxQueries(db);
  const recovery = createTradeInRecovery();

  // ------------------------------------------------------------ after-sales
  const afterSales = {
    async page(memberId: number, tab: AfterSalesTab, pageNo: number, pageSize: number): Promise<AfterSalesPage> {
      const mine = eq(as.memberId, memberId);
      const where = tab === 'all' ? mine : and(mine, inArray(as.status, AFTER_SALES_TAB_STATUSES[tab]));
      const [byStatus, rows] = await Promise.all([
        db.select({ status: as.status, n: count() }).from(as).where(mine).groupBy(as.status),
        db
          .select()
          .from(as)
          .where(where)
          .orderBy(desc(as.createdAt), desc(as.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
      ]);
      const tabCounts = Object.fromEntries(
        AFTER_SALES_TABS.map((t) => [t, byStatus.filter((s) => t === 'all' || AFTER_SALES_TAB_STATUSES[t].includes(s.status)).reduce((n, s) => n + s.n, 0)]),
      ) as AfterSalesPage['tabCounts'];
      return { list: rows.map(afterSalesView), total: tabCounts[tab], tabCounts, pageNo, pageSize };
    },

    async detail(memberId: number, reqNo: string): Promise<AfterSalesItem> {
      const [row] = await db
        .select()
        .from(as)
        .where(and(eq(as.reqNo, reqNo), eq(as.memberId, memberId)))
        .limit(1);
      if (!row) throw fail('ERR_AFTER_SALES_NOT_FOUND');
      return afterSalesView(row);
    },

    /** Delivered orders still within the after-sales window, with their lines and the apply links. */
    async eligible(memberId: number, now: Date): Promise<AfterSalesEligible> {
      const orders = await q.deliveredSince(memberId, new Date(now.getTime() - AFTER_SALES_WINDOW_DAYS * DAY_MS));
      const lines = await q.linesOf(orders.map((o) => o.id));
      return {
        orders: orders.map((o) => ({
          orderNo: o.orderNo,
          deliveredAt: bj(o.deliveredAt!),
          deadline: bj(new Date(o.deliveredAt!.getTime() + AFTER_SALES_WINDOW_DAYS * DAY_MS)),
          lines: lines
            .filter((x) => x.orderId === o.id)
            .map((x) => ({
              lineId: x.id,
              skuCd: x.skuCode,
              skuNm: x.skuName,
              qty: x.qty,
              unitPrice: x.unitPrice,
              attrs: attrsOf(x.attrs)
                .map((a) => a.value)
                .join(' / '),
            })),
          returnUrl: `/Personalcenter/Personal_AfterSales_apply/returnGoods/${o.orderNo}`,
          exchangeUrl: `/Personalcenter/Personal_AfterSales_apply/exchangeGoods/${o.orderNo}`,
        })),
      };
    },

    /**
     * Files a request on a line of the member's delivered order inside the window (the apply
     * flows of the later issue call this; for now the dev route and the tests do). One open
     * request per line.
     */
    async create(memberId: number, input: DevAfterSales, now: Date): Promise<AfterSalesItem> {
      const v = devAfterSalesSchema.parse(input);
      const order = await q.order(memberId, v.orderNo);
      if (!order) throw fail('ERR_ORDER_NOT_FOUND');
      if (!['delivered', 'completed'].includes(order.status) || !order.deliveredAt || now.getTime() - order.deliveredAt.getTime() > AFTER_SALES_WINDOW_DAYS * DAY_MS) {
        throw fail('ERR_AFTER_SALES_NOT_ALLOWED');
      }
      const lines = await q.linesOf([order.id]);
      const line = v.lineId ? lines.find((x) => x.id === v.lineId) : lines[0];
      if (!line) throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: '订单中没有该商品' });
      return db.transaction(async (tx) => {
        await lock(tx, `after-sales:${line.id}`);
        const [open] = await tx
          .select({ id: as.id })
          .from(as)
          .where(and(eq(as.lineId, line.id), inArray(as.status, AFTER_SALES_TAB_STATUSES.processing)))
          .limit(1);
        if (open) throw fail('ERR_AFTER_SALES_DUPLICATE');
        const [row] = await tx
          .insert(as)
          .values({
            reqNo: publicNo('AS'),
            memberId,
            orderNo: order.orderNo,
            lineId: line.id,
            skuCode: line.skuCode,
            skuName: line.skuName,
            qty: line.qty,
            type: v.type,
            status: v.status,
            reason: v.reason,
            refundAmt: v.type === 'return' ? Math.max(0, line.goodsAmt - line.couponShare) : 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return afterSalesView(row!);
      });
    },
  };

  // ------------------------------------------------------------ winning records, customized orders
  async function winning(memberId: number, pageNo: number, pageSize: number): Promise<WinningPage> {
    const { total, rows } = await q.lotteryPage(memberId, pageNo, pageSize);
    return {
      list: rows.map((r) => ({
        orderNo: r.orderNo ?? '',
        points: r.delta,
        won: r.delta > 0,
        title: LOTTERY_PRIZES.find((x) => x.points === r.delta)?.title ?? (r.delta > 0 ? `${r.delta} 积分` : '谢谢参与'),
        drawnAt: bj(r.createdAt),
      })),
      total,
      pageNo,
      pageSize,
    };
  }

  async function customized(memberId: number, pageNo: number, pageSize: number): Promise<CustomizedPage> {
    const { total, rows } = await q.bespokeOrdersPage(memberId, pageNo, pageSize);
    const lines = await q.linesOf(rows.map((r) => r.id));
    const bespoke = await q.bespokeSpus([...new Set(lines.map((x) => x.spuCode))]);
    return {
      list: rows.map((r) => ({
        orderNo: r.orderNo,
        status: r.status,
        statusTitle: ORDER_STATUS_LABELS[r.status as OrderStatus] ?? r.status,
        createdAt: bj(r.createdAt),
        payableAmt: r.payableAmt,
        detailUrl: `/Personalcenter/orderDeatil/${r.orderNo}`,
        lines: lines
          .filter((x) => x.orderId === r.id && (r.kind === 'bespoke' || bespoke.has(x.spuCode)))
          .map((x) => ({ skuCd: x.skuCode, spuCd: x.spuCode, skuNm: x.skuName, qty: x.qty, unitPrice: x.unitPrice, choices: attrsOf(x.attrs) })),
      })),
      total,
      pageNo,
      pageSize,
    };
  }

  // ------------------------------------------------------------ enterprise buy
  const enterprise = {
    async save(memberId: number, input: EntBuyInput, now: Date): Promise<EntBuyRequest> {
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
    async page(memberId: number, pageNo: number, pageSize: number): Promise<EntBuyPage> {
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
    async detail(memberId: number, code: string): Promise<EntBuyRequest> {
      const [row] = await db
        .select()
        .from(eb)
        .where(and(eq(eb.code, code), eq(eb.memberId, memberId)))
        .limit(1);
      if (!row) throw fail('ERR_ENT_BUY_NOT_FOUND');
      return entView(row);
    },
  };

  // ------------------------------------------------------------ support
  const support = {
    async entries(): Promise<SupportEntries> {
      const [row] = await db.select({ value: schema.sysSettings.value }).from(schema.sysSettings).where(eq(schema.sysSettings.key, 'servicePhone')).limit(1);
      return {
        hotline: row?.value ?? '',
        hotlineHours: '每天 8:00–20:00',
        onlineServiceUrl: '/Personalcenter/Personal_support#ticket',
        entries: SUPPORT_ENTRY_CODES.map((e) => ({ ...e, url: `/Personalcenter/Personal_support?entry=${e.code}#ticket` })),
      };
    },
    async save(memberId: number, input: TicketInput, now: Date): Promise<Ticket> {
      const v = ticketInputSchema.parse(input);
      if (v.orderNo && !(await q.order(memberId, v.orderNo))) throw fail('ERR_TICKET_ORDER_NOT_FOUND');
      return db.transaction(async (tx) => {
        await lock(tx, `ticket:${memberId}`);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(st)
          .where(and(eq(st.memberId, memberId), eq(st.status, 'open')));
        if (n >= TICKET_OPEN_LIMIT) throw fail('ERR_TICKET_OPEN_LIMIT');
        const [row] = await tx
          .insert(st)
          .values({ ticketNo: publicNo('ST'), memberId, category: v.category, orderNo: v.orderNo ?? null, content: v.content, createdAt: now, updatedAt: now })
          .returning();
        return ticketView(row!);
      });
    },
    async page(memberId: number, pageNo: number, pageSize: number): Promise<TicketPage> {
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(st).where(eq(st.memberId, memberId)),
        db
          .select()
          .from(st)
          .where(eq(st.memberId, memberId))
          .orderBy(desc(st.createdAt), desc(st.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
      ]);
      return { list: rows.map(ticketView), total, pageNo, pageSize };
    },
    async detail(memberId: number, ticketNo: string): Promise<Ticket> {
      const [row] = await db
        .select()
        .from(st)
        .where(and(eq(st.ticketNo, ticketNo), eq(st.memberId, memberId)))
        .limit(1);
      if (!row) throw fail('ERR_TICKET_NOT_FOUND');
      return ticketView(row);
    },
    /** The member closes their ticket; closing a closed one answers 409. */
    async close(memberId: number, ticketNo: string, now: Date): Promise<Ticket> {
      const [row] = await db
        .update(st)
        .set({ status: 'closed', updatedAt: now })
        .where(and(eq(st.ticketNo, ticketNo), eq(st.memberId, memberId), sql`${st.status} <> 'closed'`))
        .returning();
      if (row) return ticketView(row);
      await support.detail(memberId, ticketNo); // 404 when not theirs
      throw fail('ERR_TICKET_CLOSED');
    },
  };

  // ------------------------------------------------------------ trade-in recovery
  const recycle = {
    /**
     * Records the recycling of the old device for the member's trade-in order (an order with
     * trade-in credit). Checkout calls this when it places such an order (integration); the
     * dev route and tests call it directly. One recycling order per order.
     */
    /**
     * Records the recycling for one of the member's trade-in orders by hand (the dev route and
     * tests, e.g. at a later step); checkout opens it itself through trade-in-recovery.ts.
     */
    async record(memberId: number, orderNo: string, modelCode: string, now: Date, status: RecycleStatus = 'created'): Promise<{ rclmOrdNo: string }> {
      const order = await q.order(memberId, orderNo);
      if (!order) throw fail('ERR_ORDER_NOT_FOUND');
      if (order.tradeInAmt <= 0) throw fail('ERR_RECYCLE_NOT_ALLOWED');
      if (!(await q.tradeInModel(modelCode))) throw fail('ERR_RECYCLE_NOT_ALLOWED', { message: '旧机型号不存在' });
      const row = await recovery.open(db, { memberId, orderNo, modelCode, credit: order.tradeInAmt }, now, status);
      if (!row) throw fail('ERR_RECYCLE_NOT_ALLOWED', { message: '该订单已登记回收' });
      return row;
    },

    async list(memberId: number): Promise<RecycleList> {
      const rows = await db.select().from(ti).where(eq(ti.memberId, memberId)).orderBy(desc(ti.createdAt)).limit(50);
      return {
        list: rows.map((r) => ({
          ordNo: r.orderNo,
          rclmOrdNo: r.rclmOrdNo,
          deviceName: r.deviceName,
          credit: r.credit,
          status: r.status,
          statusTitle: RECYCLE_STATUS_TITLES[r.status],
          createdAt: bj(r.createdAt),
        })),
      };
    },

    async detail(memberId: number, ordNo: string, rclmOrdNo: string): Promise<RecycleDetail> {
      const [row] = await db
        .select()
        .from(ti)
        .where(and(eq(ti.rclmOrdNo, rclmOrdNo), eq(ti.orderNo, ordNo), eq(ti.memberId, memberId)))
        .limit(1);
      if (!row) throw fail('ERR_RECYCLE_NOT_FOUND');
      const order = await q.order(memberId, ordNo);
      const times = [row.createdAt, row.pickedUpAt, row.inspectedAt, row.settledAt];
      return {
        ordNo,
        rclmOrdNo,
        orderStatus: order?.status ?? '',
        orderStatusTitle: order ? (ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status) : '',
        device: { modelCode: row.modelCode, name: row.deviceName, platform: row.platform, platformName: RECYCLE_PLATFORMS[row.platform] ?? '回收平台' },
        estimate: row.estimate,
        subsidy: row.subsidy,
        credit: row.credit,
        status: row.status,
        statusTitle: RECYCLE_STATUS_TITLES[row.status],
        steps: [
          ...RECYCLE_STEPS.map((s, i) => ({ code: s.code, title: s.title, done: !!times[i], at: times[i] ? bj(times[i]!) : null })),
          ...(row.cancelledAt ? [{ code: 'cancelled', title: '回收已取消', done: true, at: bj(row.cancelledAt) }] : []),
        ],
        createdAt: bj(row.createdAt),
      };
    },
  };

  return { afterSales, winning, customized, enterprise, support, recycle };
}

export type RecordsService = ReturnType<typeof createRecordsService>;

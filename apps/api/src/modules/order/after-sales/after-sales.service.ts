/**
 * The member's after-sales (售后): requests by status, one request with its timeline, the
 * orders still inside a window, the apply view of an order, applying for one or more lines
 * and quantities, shipping back, cancelling before shipping back and confirming an exchange.
 * Every read and write is scoped by the member id from the token: another member's number
 * answers 404, as an unknown one does. Applying is serialised per order (an advisory lock), so
 * two submits never claim the same units; the same clientToken answers the first request.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  AFTER_SALES_PICTURES_MAX,
  AFTER_SALES_REASONS,
  AFTER_SALES_TAB_STATUSES,
  AFTER_SALES_TABS,
  AFTER_SALES_TYPE_TITLES,
  EXCHANGE_WINDOW_DAYS,
  RETURN_CARRIERS,
  SEALED_CATEGORIES,
  afterSalesApplyInputSchema,
  afterSalesDeadline,
  afterSalesRefusal,
  devAfterSalesSchema,
  linePaidShares,
  reasonsFor,
  unitsShare,
  type AfterSalesApplyInput,
  type AfterSalesApplyView,
  type AfterSalesDetail,
  type AfterSalesEligible,
  type AfterSalesItem,
  type AfterSalesPage,
  type AfterSalesShipInput,
  type AfterSalesStatus,
  type AfterSalesTab,
  type AfterSalesType,
  type DevAfterSales,
} from '@shop/contracts/after-sales';
import { uploadIdOf } from '@shop/contracts/profile';
import { fail } from '../../../platform/shop-error.ts';
import { findOwnedUploads } from '../../uploads/index.ts';
import type { ShipTo } from '../../../adapters/logistics/logistics-adapter.ts';
import type { OrderParts } from '../order-needs.ts';
import { afterSalesNo } from './after-sales-no.ts';
import type { AfterSalesFlow } from './after-sales-flow.ts';
import { lockOrderForAfterSales, type AfterSalesOrder, type AfterSalesQueries } from './after-sales-queries.ts';
import { afterSalesDetail, afterSalesItem } from './after-sales-views.ts';
import { tryBuyBlock, tryBuyGate, tryBuyReasonRefusal } from './try-buy-returns.ts';
import { markReturning, trialOf, trialsOf, trialView } from '../try-buy/trial-store.ts';

const DAY_MS = 24 * 3600 * 1000;
const bj = (d: Date) => formatBeijingTime(d.getTime());
const as = schema.afterSalesRequests;
const asl = schema.afterSalesLines;

export function attrsText(raw: unknown): string {
  const list = Array.isArray(raw) ? raw.map((a) => String(a?.value ?? '')) : raw && typeof raw === 'object' ? Object.values(raw).map(String) : [];
  return list.filter(Boolean).join(' / ');
}

const isDelivered = (o: AfterSalesOrder) => ['delivered', 'completed'].includes(o.status) && o.deliveredAt !== null;

export function createAfterSalesService(deps: Pick<OrderParts, 'ctx' | 'catalogue'>, q: AfterSalesQueries, flow: AfterSalesFlow) {
  const { db } = deps.ctx.database;

  async function detailOf(run: Db | Tx, reqNo: string, memberId: number): Promise<AfterSalesDetail> {
    const row = await q.request(run, reqNo, memberId);
    if (!row) throw fail('ERR_AFTER_SALES_NOT_FOUND');
    // One after the other: `run` may be a transaction, whose one connection takes a query at a time.
    const lines = await q.linesOfRequests([row.id], run);
    const events = await q.timeline(row.id, run);
    const order = await q.orderByNo(run, row.orderNo);
    return afterSalesDetail(row, lines, events, await tryBuyBlock(run, row, order?.paidAmt ?? 0));
  }

  /** The order's lines with their category, units still open, paid share and refusal (before a reason is chosen). */
  async function linesForApply(run: Db | Tx, order: AfterSalesOrder, type: AfterSalesType, now: Date) {
    const lines = await q.linesOf([order.id], run);
    const categories = await deps.catalogue.skuCategories(
      lines.map((l) => l.skuCode),
      run,
    );
    const { claimed } = await q.unitsOf(run, order.orderNo);
    const shares = linePaidShares(
      lines.map((l) => ({ ...l, lineId: l.id })),
      Math.max(0, order.paidAmt - order.shippingAmt),
    );
    // A try-buy order's trial decides which requests it may get (先试后买).
    const trial = order.kind === 'trybuy' ? await trialOf(run, order.orderNo) : undefined;
    const gate = tryBuyGate(order, type, trial, now.getTime());
    const refunds = type !== 'exchange';
    return lines.map((l, i) => {
      const categoryCode = categories.get(l.skuCode) ?? '';
      const taken = claimed.get(l.id) ?? 0;
      return {
        line: l,
        share: shares[i]!,
        taken,
        view: {
          lineId: l.id,
          skuCd: l.skuCode,
          skuNm: l.skuName,
          attrs: attrsText(l.attrs),
          qty: l.qty,
          unitPrice: l.unitPrice,
          // The refund of the next unit (the estimate the page multiplies).
          refundAmt: refunds ? unitsShare(shares[i]!, l.qty, taken, 1) : 0,
          categoryCode,
          available: Math.max(0, l.qty - taken),
          paidShare: refunds ? unitsShare(shares[i]!, l.qty, taken, 1) : 0,
          refusal: !isDelivered(order)
            ? '订单签收后才能申请售后'
            : (gate ??
              (type === 'trybuy_return'
                ? null
                : afterSalesRefusal({ type, deliveredAt: order.deliveredAt!.getTime(), now: now.getTime(), categoryCode, bespoke: order.kind === 'bespoke' }))),
          sealed: Boolean(SEALED_CATEGORIES[categoryCode]),
          bespoke: order.kind === 'bespoke',
        },
      };
    });
  }

  /** Files a request inside `tx` (the order already locked). */
  /** Runs `work` in a transaction holding the order's after-sales lock, on the member's order (404 otherwise). */
  function onLockedOrder<T>(
    memberId: number,
    orderNo: string,
    work: (tx: Tx, order: AfterSalesOrder) => Promise<T>,
    before?: (tx: Tx) => Promise<T | undefined>,
  ) {
    return db.transaction(async (tx) => {
      await lockOrderForAfterSales(tx, orderNo);
      const early = await before?.(tx);
      if (early !== undefined) return early;
      const order = await q.order(tx, memberId, orderNo);
      if (!order) throw fail('ERR_ORDER_NOT_FOUND');
      return work(tx, order);
    });
  }

  async function file(
    tx: Tx,
    memberId: number,
    order: AfterSalesOrder,
    v: ReturnType<typeof afterSalesApplyInputSchema.parse>,
    now: Date,
    status: AfterSalesStatus = 'submitted',
  ) {
    if (!isDelivered(order)) throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: '订单签收后才能申请售后' });
    // 先试后买: the trial's row locked while the request is filed (the sweep's conversion waits, or is waited for).
    const trial = order.kind === 'trybuy' ? await trialOf(tx, order.orderNo, { forUpdate: true }) : undefined;
    const gate = tryBuyGate(order, v.type, trial, now.getTime());
    if (gate) throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: gate });
    const tryBuyReturn = v.type === 'trybuy_return';
    if (tryBuyReturn) {
      const why = tryBuyReasonRefusal(v.reason);
      if (why) throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: why });
    }
    const lines = await linesForApply(tx, order, v.type, now);
    // A trial is returned whole: every line, every unit.
    if (tryBuyReturn && lines.some((l) => v.lines.find((a) => a.lineId === l.line.id)?.qty !== l.line.qty))
      throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: '试用商品须整单退还（全部商品与数量）' });
    const chosen = v.lines.map((ask) => {
      const found = lines.find((l) => l.line.id === ask.lineId);
      if (!found) throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: '订单中没有该商品' });
      // A trial return knows no return window nor opened-seal rule: the trial's own end decided (above).
      const refusal = tryBuyReturn
        ? null
        : afterSalesRefusal({
            type: v.type,
            reason: v.reason,
            deliveredAt: order.deliveredAt!.getTime(),
            now: now.getTime(),
            categoryCode: found.view.categoryCode,
            bespoke: found.view.bespoke,
            opened: v.opened,
          });
      if (refusal) throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: `${found.line.skuName}：${refusal}` });
      if (found.view.available === 0) throw fail('ERR_AFTER_SALES_DUPLICATE');
      if (ask.qty > found.view.available) throw fail('ERR_AFTER_SALES_QTY', { message: `${found.line.skuName} 最多可申请 ${found.view.available} 件` });
      return { ...found, qty: ask.qty };
    });
    const ids = v.pictures.map((p) => uploadIdOf(p)).filter((id): id is string => Boolean(id));
    if (ids.length !== v.pictures.length || new Set(ids).size !== ids.length) throw fail('ERR_AFTER_SALES_PICTURES');
    if ((await findOwnedUploads(tx, memberId, ids, 'after-sales')).length !== ids.length) throw fail('ERR_AFTER_SALES_PICTURES');

    const estimate = chosen.map((c) => (v.type !== 'exchange' ? unitsShare(c.share, c.line.qty, c.taken, c.qty) : 0));
    // A trial return refunds the shipping too (everything paid, less a deduction set at inspection).
    const shipping = tryBuyReturn ? order.shippingAmt : 0;
    const [row] = await tx
      .insert(as)
      .values({
        reqNo: afterSalesNo(),
        memberId,
        orderNo: order.orderNo,
        type: v.type,
        status,
        reason: v.reason,
        description: v.description,
        pictures: v.pictures,
        opened: v.opened,
        refundAmt: estimate.reduce((a, b) => a + b, 0) + shipping,
        shippingRefund: shipping,
        clientToken: v.clientToken ?? null,
        statusSince: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(asl).values(
      chosen.map((c, i) => ({
        requestId: row!.id,
        lineId: c.line.id,
        skuCode: c.line.skuCode,
        skuName: c.line.skuName,
        attrs: c.view.attrs,
        qty: c.qty,
        unitPrice: c.line.unitPrice,
        refundAmt: estimate[i]!,
      })),
    );
    if (tryBuyReturn && !(await markReturning(tx, order.orderNo, row!.reqNo, now)))
      throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: '试用期已结束，不能再申请退还' });
    const what = `${AFTER_SALES_TYPE_TITLES[v.type]}：${AFTER_SALES_REASONS[v.reason].title}`;
    await flow.note(tx, row!.id, 'submitted', `提交${what}申请，共 ${chosen.reduce((s, c) => s + c.qty, 0)} 件`, 'member', now);
    await flow.tell(tx, row!, now, '售后申请已提交', '我们将在 24 小时内完成审核，请留意消息');
    return row!;
  }

  return {
    /** The member's requests of one status tab, newest first, with the count of every tab. */
    async listRequests(memberId: number, tab: AfterSalesTab, pageNo: number, pageSize: number): Promise<AfterSalesPage> {
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
      const lines = await q.linesOfRequests(rows.map((r) => r.id));
      const tabCounts = Object.fromEntries(
        AFTER_SALES_TABS.map((t) => [t, byStatus.filter((s) => t === 'all' || AFTER_SALES_TAB_STATUSES[t].includes(s.status)).reduce((n, s) => n + s.n, 0)]),
      ) as AfterSalesPage['tabCounts'];
      return {
        list: rows.map((r) =>
          afterSalesItem(
            r,
            lines.filter((x) => x.requestId === r.id),
          ),
        ),
        total: tabCounts[tab],
        tabCounts,
        pageNo,
        pageSize,
      };
    },

    requestDetail: (memberId: number, reqNo: string) => detailOf(db, reqNo, memberId),

    /** Delivered orders still within the exchange window (the longer one), with their lines and the apply links. */
    async eligibleOrders(memberId: number, now: Date): Promise<AfterSalesEligible> {
      const orders = await q.deliveredSince(memberId, new Date(now.getTime() - EXCHANGE_WINDOW_DAYS * DAY_MS));
      const [lines, trials] = await Promise.all([
        q.linesOf(orders.map((o) => o.id)),
        trialsOf(
          db,
          orders.filter((o) => o.kind === 'trybuy').map((o) => o.orderNo),
        ),
      ]);
      return {
        orders: orders.map((o) => ({
          orderNo: o.orderNo,
          deliveredAt: bj(o.deliveredAt!),
          returnDeadline: bj(new Date(afterSalesDeadline(o.deliveredAt!.getTime(), 'return'))),
          deadline: bj(new Date(afterSalesDeadline(o.deliveredAt!.getTime(), 'exchange'))),
          lines: lines
            .filter((x) => x.orderId === o.id)
            .map((x) => ({ lineId: x.id, skuCd: x.skuCode, skuNm: x.skuName, qty: x.qty, unitPrice: x.unitPrice, attrs: attrsText(x.attrs) })),
          returnUrl:
            now.getTime() <= afterSalesDeadline(o.deliveredAt!.getTime(), 'return')
              ? `/Personalcenter/Personal_AfterSales_apply/returnGoods/${o.orderNo}`
              : null,
          exchangeUrl: `/Personalcenter/Personal_AfterSales_apply/exchangeGoods/${o.orderNo}`,
          tryBuy: trials.has(o.orderNo) ? trialView(trials.get(o.orderNo)!, o.paidAmt, now.getTime()) : null,
        })),
      };
    },

    /** The apply screen of one of the member's orders. */
    async applyView(memberId: number, orderNo: string, type: AfterSalesType, now: Date): Promise<AfterSalesApplyView> {
      const order = await q.order(db, memberId, orderNo);
      if (!order) throw fail('ERR_ORDER_NOT_FOUND');
      const lines = await linesForApply(db, order, type, now);
      // A trial return's deadline is the trial's end.
      const trialEnd = type === 'trybuy_return' ? ((await trialOf(db, orderNo))?.endsAt ?? null) : undefined;
      return {
        orderNo,
        type,
        deliveredAt: order.deliveredAt ? bj(order.deliveredAt) : null,
        deadline:
          trialEnd !== undefined ? trialEnd && bj(trialEnd) : order.deliveredAt ? bj(new Date(afterSalesDeadline(order.deliveredAt.getTime(), type))) : null,
        lines: lines.map((l) => l.view),
        reasons: reasonsFor(type).map((code) => ({ code, title: AFTER_SALES_REASONS[code].title, fault: AFTER_SALES_REASONS[code].fault })),
        picturesMax: AFTER_SALES_PICTURES_MAX,
      };
    },

    async apply(memberId: number, input: AfterSalesApplyInput, now: Date): Promise<{ reqNo: string; status: AfterSalesStatus }> {
      const v = afterSalesApplyInputSchema.parse(input);
      // A resubmit with the same client token answers the first request's number.
      const sameToken = async (tx: Tx) => {
        if (!v.clientToken) return undefined;
        const [same] = await tx
          .select({ reqNo: as.reqNo, status: as.status })
          .from(as)
          .where(and(eq(as.memberId, memberId), eq(as.clientToken, v.clientToken)));
        return same;
      };
      return onLockedOrder(
        memberId,
        v.orderNo,
        async (tx, order) => {
          const row = await file(tx, memberId, order, v, now);
          return { reqNo: row.reqNo, status: row.status };
        },
        sameToken,
      );
    },

    async ship(memberId: number, reqNo: string, input: AfterSalesShipInput, now: Date): Promise<AfterSalesDetail> {
      return db.transaction(async (tx) => {
        const row = await q.request(tx, reqNo, memberId);
        if (!row) throw fail('ERR_AFTER_SALES_NOT_FOUND');
        const order = await q.orderByNo(tx, row.orderNo);
        const moved =
          input.method === 'courier'
            ? await flow.shipBack(tx, reqNo, memberId, now, {
                method: 'courier',
                shipment: { carrier: RETURN_CARRIERS[input.carrier].name, trackingNo: input.trackingNo },
              })
            : await flow.shipBack(tx, reqNo, memberId, now, { method: 'pickup', from: order!.address as ShipTo });
        if (!moved) await flow.refused(tx, reqNo, memberId);
        return detailOf(tx, reqNo, memberId);
      });
    },

    async cancel(memberId: number, reqNo: string, now: Date): Promise<AfterSalesDetail> {
      return db.transaction(async (tx) => {
        if (!(await flow.cancelByMember(tx, reqNo, memberId, now))) await flow.refused(tx, reqNo, memberId);
        return detailOf(tx, reqNo, memberId);
      });
    },

    async confirm(memberId: number, reqNo: string, now: Date): Promise<AfterSalesDetail> {
      return db.transaction(async (tx) => {
        if (!(await flow.confirmExchange(tx, reqNo, memberId, now))) await flow.refused(tx, reqNo, memberId);
        return detailOf(tx, reqNo, memberId);
      });
    },

    /**
     * The dev route (tests and the demo): a request on one line (the first when none is named),
     * its whole open quantity, in any state, with the reason's text as the description.
     */
    async requestAfterSales(memberId: number, input: DevAfterSales, now: Date): Promise<AfterSalesItem> {
      const v = devAfterSalesSchema.parse(input);
      return onLockedOrder(memberId, v.orderNo, async (tx, order) => {
        // A trial return's window is the trial (file() judges it).
        if (!isDelivered(order) || (v.type !== 'trybuy_return' && now.getTime() > afterSalesDeadline(order.deliveredAt!.getTime(), v.type)))
          throw fail('ERR_AFTER_SALES_NOT_ALLOWED');
        const lines = await q.linesOf([order.id], tx);
        const line = v.lineId ? lines.find((x) => x.id === v.lineId) : lines[0];
        if (!line) throw fail('ERR_AFTER_SALES_NOT_ALLOWED', { message: '订单中没有该商品' });
        const { claimed } = await q.unitsOf(tx, order.orderNo);
        const open = line.qty - (claimed.get(line.id) ?? 0);
        if (open <= 0) throw fail('ERR_AFTER_SALES_DUPLICATE');
        const row = await file(
          tx,
          memberId,
          order,
          afterSalesApplyInputSchema.parse({
            orderNo: v.orderNo,
            type: v.type,
            lines: [{ lineId: line.id, qty: open }],
            reason: v.type === 'return' ? 'no_reason' : v.type === 'trybuy_return' ? 'trial_unsatisfied' : 'quality',
            description: v.reason,
          }),
          now,
          v.status,
        );
        return afterSalesItem(row, await q.linesOfRequests([row.id], tx));
      });
    },
  };
}

export type AfterSalesService = ReturnType<typeof createAfterSalesService>;

/**
 * How a request reads for the member and for the console: the list item, the detail with its
 * progress steps and timeline, and the SLA facts of the queue. Pure: rows in, views out.
 */
import {
  AFTER_SALES_REASONS,
  AFTER_SALES_SLA_HOURS,
  AFTER_SALES_STATUS_TITLES,
  AFTER_SALES_STEPS,
  AFTER_SALES_TYPE_TITLES,
  RETURNS_ADDRESS,
  type AfterSalesDetail,
  type AfterSalesItem,
  type AfterSalesReason,
  type AfterSalesStatus,
} from '@shop/contracts/after-sales';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import type { AfterSalesEventRow, AfterSalesLineRow, AfterSalesRow } from './after-sales-queries.ts';

const bj = (d: Date) => formatBeijingTime(d.getTime());
const reasonTitle = (code: string) => AFTER_SALES_REASONS[code as AfterSalesReason]?.title ?? code;

/** The fields that name a request in the member's list and the console's queue. */
export function requestHeading(r: AfterSalesRow) {
  return {
    reqNo: r.reqNo,
    orderNo: r.orderNo,
    type: r.type,
    typeTitle: AFTER_SALES_TYPE_TITLES[r.type],
    status: r.status,
    statusTitle: AFTER_SALES_STATUS_TITLES[r.status],
    reasonTitle: reasonTitle(r.reason),
  };
}

export function afterSalesItem(r: AfterSalesRow, lines: readonly AfterSalesLineRow[]): AfterSalesItem {
  return {
    ...requestHeading(r),
    lines: lines.map((x) => ({
      lineId: x.lineId,
      skuCd: x.skuCode,
      skuNm: x.skuName,
      attrs: x.attrs,
      qty: x.qty,
      unitPrice: x.unitPrice,
      refundAmt: x.refundAmt,
    })),
    qty: lines.reduce((s, x) => s + x.qty, 0),
    refundAmt: r.refundAmt,
    createdAt: bj(r.createdAt),
    updatedAt: bj(r.updatedAt),
  };
}

/** The progress bar: steps before the current one done; a closed request (rejected, cancelled) stops where it was. */
function stepsOf(r: AfterSalesRow, events: readonly AfterSalesEventRow[]): AfterSalesDetail['steps'] {
  const steps = AFTER_SALES_STEPS[r.type];
  const reached = (status: AfterSalesStatus) => steps.findIndex((s) => s.statuses.includes(status));
  let at = reached(r.status);
  if (at < 0) at = Math.max(0, ...events.map((e) => reached(e.status as AfterSalesStatus)));
  const finished = r.status === 'completed';
  return steps.map((s, i) => ({ key: s.key, title: s.title, state: i < at || (finished && i === at) ? 'done' : i === at ? 'current' : 'todo' }));
}

/** `tryBuy`: a trial return's dates and refund calculation (try-buy-returns.ts tryBuyBlock), null for other types. */
export function afterSalesDetail(
  r: AfterSalesRow,
  lines: readonly AfterSalesLineRow[],
  events: readonly AfterSalesEventRow[],
  tryBuy: AfterSalesDetail['tryBuy'] = null,
): AfterSalesDetail {
  return {
    ...afterSalesItem(r, lines),
    reason: r.reason as AfterSalesReason,
    description: r.description,
    pictures: Array.isArray(r.pictures) ? (r.pictures as string[]) : [],
    opened: r.opened,
    shippingRefund: r.shippingRefund,
    pointsBack: r.pointsBack,
    returnMethod: r.returnMethod,
    returnCarrier: r.returnCarrier,
    returnTrackingNo: r.returnTrackingNo,
    returnAddress: r.status === 'awaiting_return' || r.returnMethod === 'courier' ? { ...RETURNS_ADDRESS } : null,
    exchangeCarrier: r.exchangeCarrier,
    exchangeTrackingNo: r.exchangeTrackingNo,
    rejectReason: r.rejectReason,
    steps: stepsOf(r, events),
    timeline: events.map((e) => ({
      at: bj(e.at),
      status: e.status as AfterSalesStatus,
      statusTitle: AFTER_SALES_STATUS_TITLES[e.status as AfterSalesStatus] ?? e.status,
      text: e.text,
      actor: e.actor,
    })),
    can: {
      cancel: r.status === 'submitted' || r.status === 'awaiting_return',
      ship: r.status === 'awaiting_return',
      confirm: r.status === 'exchange_shipped',
    },
    tryBuy,
  };
}

/** When staff should have moved a request in its state (null: not theirs to move), and whether that is past. */
export function slaOf(r: Pick<AfterSalesRow, 'status' | 'statusSince'>, nowMs: number) {
  const hours = AFTER_SALES_SLA_HOURS[r.status];
  const slaDueAt = hours === undefined ? null : r.statusSince.getTime() + hours * 3600_000;
  return { statusSince: r.statusSince.getTime(), slaDueAt, overdue: slaDueAt !== null && nowMs > slaDueAt };
}

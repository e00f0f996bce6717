/**
 * The after-sales screens' pure pieces (issue #17): their paths, the apply page's client token
 * and refund estimate, the 申请售后 link of a delivered order, and the ship-back form's reading
 * of afterSalesShipInputSchema's issues. Browser and server alike; no React.
 */
import { afterSalesDeadline, type AfterSalesType } from '@shop/contracts/after-sales';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import type { OrderStatus } from '@shop/contracts/order';
import { tryBuyDetailPath, tryBuyReturnPath } from '../../try-buy/try-buy-view';

export const AFTER_SALES_LIST_PATH = '/Personalcenter/Personal_AfterSales';
export const AFTER_RULES_PATH = '/Personalcenter/afterRules';

export const applyPath = (type: AfterSalesType, orderNo: string) =>
  type === 'trybuy_return'
    ? tryBuyReturnPath(orderNo)
    : `/Personalcenter/Personal_AfterSales_apply/${type === 'return' ? 'returnGoods' : 'exchangeGoods'}/${encodeURIComponent(orderNo)}`;
export const applySuccessPath = (reqNo: string) => `/Personalcenter/ApplySuccess/${encodeURIComponent(reqNo)}`;
export const detailPath = (reqNo: string) => `/Personalcenter/Personal_AfterSales_Details/${encodeURIComponent(reqNo)}`;
/** The details page of a request of this type: a try-buy return has its own (DetailsTryBuy). */
export const detailPathOf = (r: { reqNo: string; type: AfterSalesType }) => (r.type === 'trybuy_return' ? tryBuyDetailPath(r.reqNo) : detailPath(r.reqNo));
export const speedPath = (reqNo: string) => `/Personalcenter/speedDetail?code=${encodeURIComponent(reqNo)}`;
export const shipBackPath = (reqNo: string) => `/Personalcenter/trk?code=${encodeURIComponent(reqNo)}`;

/** The apply page's type, read from its path (…/returnGoods/:code, …/exchangeGoods/:code or …/returnGoodsTryBuy/:code). */
export const applyTypeOf = (pathname: string): AfterSalesType =>
  /\/returngoodstrybuy\//i.test(pathname) ? 'trybuy_return' : /\/returngoods\//i.test(pathname) ? 'return' : 'exchange';

/** Whether a path is the try-buy return's details page (…/Personal_AfterSales_DetailsTryBuy/:code). */
export const isTryBuyDetailPath = (pathname: string) => /\/personal_aftersales_detailstrybuy\//i.test(pathname);

/** A request number as the API writes them (AS + 6–30 capitals or digits), or null. */
export function reqNoOf(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return /^AS[0-9A-Z]{6,30}$/.test(v) ? v : null;
}

/**
 * The token the apply page sends with its request (8–64 of [A-Za-z0-9_-]): made once per page
 * load, so a second submit of the same page answers the first request instead of a second.
 */
export function newClientToken(random: { randomUUID?: () => string; getRandomValues?: <T extends ArrayBufferView>(a: T) => T } = globalThis.crypto): string {
  if (random?.randomUUID) return random.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  if (random?.getRandomValues) random.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Fen: the estimated refund of the chosen units, Σ paidShare × qty (lines not chosen count nothing). */
export function refundEstimate(lines: readonly { lineId: number; paidShare: number }[], chosen: Readonly<Record<number, number>>): number {
  return lines.reduce((sum, l) => sum + l.paidShare * (chosen[l.lineId] ?? 0), 0);
}

/** A stepper's value kept to 1 … max (a non-number reads as 1). */
export const clampQty = (value: number, max: number) => Math.max(1, Math.min(Math.max(1, max), Number.isFinite(value) ? Math.trunc(value) : 1));

/**
 * Where the order detail's 申请售后 leads: the return page inside the 7-day window, the
 * exchange page inside the 15-day one, nothing for an order not delivered or past both.
 */
export function afterSalesEntryOf(order: { orderNo: string; status: OrderStatus; deliveredAt: string | null }, now: number): string | null {
  if ((order.status !== 'delivered' && order.status !== 'completed') || !order.deliveredAt) return null;
  const delivered = parseBeijingTime(order.deliveredAt);
  if (!Number.isFinite(delivered)) return null;
  if (now <= afterSalesDeadline(delivered, 'return')) return applyPath('return', order.orderNo);
  if (now <= afterSalesDeadline(delivered, 'exchange')) return applyPath('exchange', order.orderNo);
  return null;
}

/** The first message of each field of a zod result's issues (path joined with '.'; '' for the whole). */
export function firstIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.')] ??= i.message;
  return out;
}

/** Timeline entries newest first, whichever way round the API lists them (wall-clock times compare as text). */
export function newestFirst<T extends { at: string }>(entries: readonly T[]): T[] {
  const list = [...entries];
  return list.length > 1 && list[0]!.at < list[list.length - 1]!.at ? list.reverse() : list;
}

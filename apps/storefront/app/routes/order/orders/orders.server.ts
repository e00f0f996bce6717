/**
 * Loaders of the order pages: the member's data from the API on the server. A lapsed
 * session goes to login (the root guard usually got there first); an order that is not the
 * member's (404) becomes the page's "not found" state, never an error page.
 */
import { redirect } from 'react-router';
import { ORDER_TABS, type LogisticsView, type OrderCounts, type OrderDetail, type OrderPage, type OrderTab } from '@shop/contracts/order';
import type { RecycleList } from '@shop/contracts/inbox';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';
import { orderEndpoints } from '@shop/contracts/endpoint-refs/order';
import { invoiceEndpoints } from '@shop/contracts/endpoint-refs/invoice';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { signInFor } from '../../../lib/sign-in-href';

export const PAGE_SIZE = 10;

function toLogin(request: Request): never {
  const url = new URL(request.url);
  throw redirect(signInFor(url));
}

async function guarded<T>(request: Request, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) toLogin(request);
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export const tabOf = (code: string | undefined): OrderTab => ((ORDER_TABS as readonly string[]).includes(code ?? '') ? (code as OrderTab) : 'all');
export const isHistoryPath = (pathname: string) => /^\/Personalcenter\/history/i.test(pathname);

export async function loadOrderList(request: Request, context: ShopLoadContext, code: string | undefined) {
  const url = new URL(request.url);
  const history = isHistoryPath(url.pathname);
  const tab = history ? 'all' : tabOf(code);
  const pageNo = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const api = serverCaller(context);
  const [counts, page] = await Promise.all([
    history ? Promise.resolve(null) : guarded(request, () => api.get(orderEndpoints.counts)),
    guarded(request, () => api.get(history ? orderEndpoints.history : orderEndpoints.list, { body: { tab, pageNo, pageSize: PAGE_SIZE } })),
  ]);
  return {
    history,
    tab,
    counts,
    page: page ?? { list: [], total: 0, pageNo, pageSize: PAGE_SIZE },
    loadedAt: Date.now(),
    mobile: context.request.device !== 'pc',
  };
}

export async function loadOrderDetail(request: Request, context: ShopLoadContext, ordNo: string) {
  const api = serverCaller(context);
  const detail = await guarded(request, () => api.get(orderEndpoints.detail, { body: { ordNo } }));
  // A trade-in order links to its old device's recycling (回收单).
  const recycling =
    detail && detail.amounts.tradeInAmt > 0
      ? ((await guarded(request, () => api.get(inboxEndpoints.recycleList)))?.list.find((r) => r.ordNo === detail.orderNo) ?? null)
      : null;
  // The order's e-invoice: its state, the invoices issued with their PDFs, what the member may ask.
  const invoice = detail ? await guarded(request, () => api.get(invoiceEndpoints.ofOrder, { params: { ordNo: detail.orderNo } })) : null;
  return { detail, recycling, invoice, history: isHistoryPath(new URL(request.url).pathname), loadedAt: Date.now(), mobile: context.request.device !== 'pc' };
}

export async function loadLogistics(request: Request, context: ShopLoadContext, ordNo: string | null) {
  const logistics =
    ordNo && /^\d{18}$/.test(ordNo) ? await guarded(request, () => serverCaller(context).get(orderEndpoints.logistics, { params: { ordNo } })) : null;
  return { logistics, ordNo };
}

/**
 * Loaders of the after-sales screens: reads for the signed-in member on the server. A lapsed
 * session goes to login with the way back; an order or request the member cannot see (404),
 * a malformed number (400) or an order that cannot be applied for (409) answers the page's
 * message instead of the screen, with that status.
 */
import { data, redirect } from 'react-router';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import type { AfterSalesDetail, AfterSalesType } from '@shop/contracts/after-sales';
import type { OrderTryBuy } from '@shop/contracts/try-buy';
import { afterSalesEndpoints } from '@shop/contracts/endpoint-refs/after-sales';
import { orderEndpoints } from '@shop/contracts/endpoint-refs/order';
import { ApiError } from '../../../lib/api-client';
import { serverCaller, type ServerCaller } from '../../../lib/api-call';
import { signInFor } from '../../../lib/sign-in-href';
import { reqNoOf } from './after-sales-view';

const SHOWN = new Set([400, 404, 409]);

/** `{ ...extra, value, message }`: the read's answer, or null and the API's reason (its status kept for the page). */
async function readOrMessage<T, X extends object>(request: Request, context: ShopLoadContext, read: (api: ServerCaller) => Promise<T>, extra: X) {
  try {
    return data({ ...extra, value: (await read(serverCaller(context))) as T | null, message: '' });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect(signInFor(new URL(request.url)));
    if (err instanceof ApiError && SHOWN.has(err.status))
      return data({ ...extra, value: null as T | null, message: err.displayMessage }, { status: err.status === 409 ? 409 : 404 });
    throw err;
  }
}

const NO_REQUEST = '售后申请不存在，请从售后服务列表进入';

export async function loadApplyView(request: Request, context: ShopLoadContext, orderNo: string, type: AfterSalesType) {
  const read = await readOrMessage(request, context, (api) => api.get(afterSalesEndpoints.applyView, { params: { orderNo }, query: { type } }), {
    type,
    orderNo,
  });
  // A try-buy return shows the trial (its end, what was paid): the order's own account of it.
  const tryBuy: OrderTryBuy | null =
    type === 'trybuy_return' && read.data.value
      ? await serverCaller(context)
          .get(orderEndpoints.detail, { body: { ordNo: orderNo } })
          .then((o) => o.tryBuy)
          .catch(() => null)
      : null;
  return data({ ...read.data, tryBuy }, read.init ?? undefined);
}

/** One request of the member by its number (a path parameter or ?code=); a missing or malformed number reads as not found without asking the API. */
export async function loadRequest(request: Request, context: ShopLoadContext, code: string | null | undefined) {
  const reqNo = reqNoOf(code);
  // The route is member-only (root's role check sends a visitor to sign in).
  if (!reqNo) return data({ reqNo: code ?? '', value: null as AfterSalesDetail | null, message: NO_REQUEST }, { status: 404 });
  return readOrMessage(request, context, (api) => api.get(afterSalesEndpoints.afterSalesDetail, { params: { reqNo } }), { reqNo });
}

/** trk: the request, and the order's delivery address a pickup is collected from (null when it cannot be read). */
export async function loadShipBack(request: Request, context: ShopLoadContext, code: string | null) {
  const read = await loadRequest(request, context, code);
  const orderNo = read.data.value?.orderNo;
  const address = orderNo
    ? await serverCaller(context)
        .get(orderEndpoints.detail, { body: { ordNo: orderNo } })
        .then((o) => o.address)
        .catch(() => null)
    : null;
  return data({ ...read.data, pickupAddress: address }, read.init ?? undefined);
}

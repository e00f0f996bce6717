/** The payment calls of the pay pages (API: packages/contracts/src/payment.ts). */
import type { PayMethod } from '@shop/contracts/checkout';
import { orderEndpoints } from '@shop/contracts/endpoint-refs/order';
import type { CreatePaymentInput } from '@shop/contracts/payment';
import { payEndpoints } from '@shop/contracts/endpoint-refs/pay';
import { ApiError } from '../../../lib/api-client';
import type { DataCaller } from '../../../lib/api-call';

export { ORDER_NO_PATTERN as ORDER_NO } from '@shop/contracts/patterns';

/** The calls on `serverCaller(context)` (loaders) or `browserCaller` (the page): data, or an ApiError thrown. */
export function payCalls(api: DataCaller) {
  return {
    due: (ordNo: string) => api.get(payEndpoints.due, { params: { ordNo } }),
    // The page keeps periods as a number; the API takes 3, 6, 12 or 24 and answers anything else with a 400.
    create: (ordNo: string, method: PayMethod, periods?: number) =>
      api.get(payEndpoints.create, { body: { ordNo, method, ...(periods ? { periods: periods as CreatePaymentInput['periods'] } : {}) } }),
    status: (payNo: string, query = false) => api.get(payEndpoints.status, { params: { payNo }, query: query ? { query: '1' } : {} }),
    latest: (ordNo: string) => api.get(payEndpoints.latest, { params: { ordNo } }),
    lottery: (ordNo: string) => api.get(payEndpoints.lottery, { params: { ordNo } }),
    draw: (ordNo: string) => api.get(payEndpoints.draw, { params: { ordNo } }),
    /** The order's detail (order module), for the summaries of the result pages. */
    order: (ordNo: string) => api.get(orderEndpoints.detail, { body: { ordNo } }),
  };
}

/** A failure as the page shows it (code + Chinese message), or rethrows what is not an API answer. */
export function failureOf(err: unknown): { code: string; message: string } {
  if (err instanceof ApiError) return { code: err.code, message: err.displayMessage };
  throw err;
}

/** The order's page in the personal centre. */
export const orderDetailUrl = (ordNo: string) => `/Personalcenter/orderDeatil/${ordNo}`;
export const ORDER_LIST_URL = '/Personalcenter/Personalcenter_order';
/** THE way to pay an order (method chooser; `method` goes straight on). */
export const payUrl = (ordNo: string, method?: PayMethod) => `/order/wxpay?ordNo=${ordNo}${method ? `&method=${method}` : ''}`;

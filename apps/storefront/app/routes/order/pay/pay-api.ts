/** The payment calls of the pay pages (API: packages/contracts/src/payment.ts). */
import type { PayMethod } from '@shop/contracts/checkout';
import type { CreatedPayment, LotteryResult, PaymentDue, PaymentStatus } from '@shop/contracts/payment';
import type { OrderDetail } from '@shop/contracts/order';
import { ApiError, type ApiClient } from '../../../lib/api-client';

export { ORDER_NO_PATTERN as ORDER_NO } from '@shop/contracts/patterns';

export function payCalls(api: ApiClient) {
  return {
    due: (ordNo: string) => api.get<PaymentDue>(`/api/order/pay/due/${ordNo}`),
    create: (ordNo: string, method: PayMethod, periods?: number) =>
      api.post<CreatedPayment>('/api/order/pay/create', { ordNo, method, ...(periods ? { periods } : {}) }),
    status: (payNo: string, query = false) => api.get<PaymentStatus>(`/api/order/pay/status/${payNo}${query ? '?query=1' : ''}`),
    latest: (ordNo: string) => api.get<PaymentStatus | null>(`/api/order/pay/latest/${ordNo}`),
    lottery: (ordNo: string) => api.get<LotteryResult>(`/api/order/pay/lottery/${ordNo}`),
    draw: (ordNo: string) => api.post<LotteryResult>(`/api/order/pay/lottery/${ordNo}`),
    /** The order's detail (order module), for the summaries of the result pages. */
    order: (ordNo: string) => api.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo }),
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

// Generated from ../endpoints/order.ts by `npm run generate:endpoint-refs`: do not edit.
import type { orderEndpoints as orderDefinitions } from '../endpoints/order.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const orderEndpoints = {
  counts: ref<typeof orderDefinitions.counts>('POST', '/api/order/orderInfo/getOrderCnt'),
  list: ref<typeof orderDefinitions.list>('POST', '/api/order/orderInfo/getPortalOrders'),
  history: ref<typeof orderDefinitions.history>('POST', '/api/order/orderInfo/getHistoryOrders'),
  detail: ref<typeof orderDefinitions.detail>('POST', '/api/order/orderInfo/getPortalOrderDetails'),
  cancel: ref<typeof orderDefinitions.cancel>('POST', '/api/order/orderInfo/cancelOrder'),
  confirmReceipt: ref<typeof orderDefinitions.confirmReceipt>('POST', '/api/order/orderInfo/confirmReceipt'),
  confirmPurchase: ref<typeof orderDefinitions.confirmPurchase>('POST', '/api/order/tryBuy/confirmPurchase'),
  logistics: ref<typeof orderDefinitions.logistics>('GET', '/api/order/logistics/:ordNo'),
};

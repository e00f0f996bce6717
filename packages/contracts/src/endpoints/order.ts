/** The member's orders (orderInfo/*, logistics): lists, counts, detail, cancel, confirm receipt. Member only; another member's order answers 404. */
import { defineEndpoint } from '../endpoint.ts';
import {
  cancelOrderSchema,
  confirmReceiptResultSchema,
  logisticsViewSchema,
  orderCountsSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderPageSchema,
  ordNoSchema,
} from '../order.ts';

const tags = ['order'];
const auth = 'member' as const;
const listBody = orderListQuerySchema.optional().default({ tab: 'all', pageNo: 1, pageSize: 10 });

export const orderEndpoints = {
  counts: defineEndpoint({
    method: 'POST',
    path: '/api/order/orderInfo/getOrderCnt',
    data: orderCountsSchema,
    summary: '各状态订单数量（近 180 天）',
    tags,
    auth,
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/order/orderInfo/getPortalOrders',
    body: listBody,
    data: orderPageSchema,
    summary: '我的订单（近 180 天，按状态分页）',
    tags,
    auth,
  }),
  history: defineEndpoint({
    method: 'POST',
    path: '/api/order/orderInfo/getHistoryOrders',
    body: listBody,
    data: orderPageSchema,
    summary: '历史订单（180 天以前下单）',
    tags,
    auth,
  }),
  detail: defineEndpoint({
    method: 'POST',
    path: '/api/order/orderInfo/getPortalOrderDetails',
    body: ordNoSchema,
    data: orderDetailSchema,
    summary: '订单详情',
    tags,
    auth,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/order/orderInfo/cancelOrder',
    body: cancelOrderSchema,
    data: orderDetailSchema,
    summary: '取消待付款订单（库存、优惠券、积分退回）',
    tags,
    auth,
  }),
  confirmReceipt: defineEndpoint({
    method: 'POST',
    path: '/api/order/orderInfo/confirmReceipt',
    body: ordNoSchema,
    data: confirmReceiptResultSchema,
    summary: '确认收货（已签收 → 已完成，按实付每 1 元赠送 1 积分）',
    tags,
    auth,
  }),
  logistics: defineEndpoint({
    method: 'GET',
    path: '/api/order/logistics/:ordNo',
    params: ordNoSchema,
    data: logisticsViewSchema,
    summary: '物流信息（承运商、运单号、物流轨迹，最新在前）',
    tags,
    auth,
  }),
};

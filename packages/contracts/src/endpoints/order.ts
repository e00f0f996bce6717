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
    description:
      'tab：all 全部、pendingPayment 待付款（含待付尾款）、pendingShipment 待发货、pendingReceipt 待收货、completed 已完成（含已签收）、cancelled 已取消；pageSize 最多 20。',
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
    description:
      '仅待付款订单可取消；已付定金的预售订单、已支付订单不可在此取消（409 ERR_ORDER_STATUS）。并发取消只有一个成功，其余 409。409 的 data 为订单当前状态 { ordNo, status, statusLabel }。',
    tags,
    auth,
  }),
  confirmReceipt: defineEndpoint({
    method: 'POST',
    path: '/api/order/orderInfo/confirmReceipt',
    body: ordNoSchema,
    data: confirmReceiptResultSchema,
    summary: '确认收货（已签收 → 已完成，按实付每 1 元赠送 1 积分）',
    description: '仅已签收订单可确认；重复或并发确认只有一个成功，其余 409 ERR_ORDER_STATUS，data 为订单当前状态 { ordNo, status, statusLabel }。',
    tags,
    auth,
  }),
  confirmPurchase: defineEndpoint({
    method: 'POST',
    path: '/api/order/tryBuy/confirmPurchase',
    body: ordNoSchema,
    data: confirmReceiptResultSchema,
    summary: '先试后买：确认购买（试用中 → 已购买，订单完成，按实付赠送积分，开具所申请的发票）',
    description:
      '仅试用中的试用订单（kind trybuy）可确认；退还中、已退还、已购买或未签收的 409 ERR_TRYBUY_TRIAL_STATE（message 说明原因），非试用订单 404 ERR_TRYBUY_NOT_TRIAL。重复或并发确认只有一个成功。试用期结束仍未申请退还的，系统每分钟自动确认购买。',
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

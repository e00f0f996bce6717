/**
 * 订单 of the back office (issue #16): list, detail, ship, cancel an order (a paid unshipped one
 * with its refund, issue #17), send a failed refund again. Reading needs orders.read, shipping
 * shipping.write, cancelling and refunding refunds.write; every write is audited.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  adminCancelInputSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderNoParamsSchema,
  adminOrderPageSchema,
  adminShipInputSchema,
} from '../admin-orders.ts';

const tags = ['admin-orders'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';

export const adminOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders',
    query: adminOrderListQuerySchema,
    data: adminOrderPageSchema,
    summary: '订单列表',
    description: `${SIGNED_IN} 需要权限 orders.read。按订单号、会员手机号、状态、支付方式、下单日期（北京时间，含首尾）筛选；sort 为 createdAt / paidAmt，前加 - 为倒序。手机号脱敏。`,
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:orderNo',
    params: adminOrderNoParamsSchema,
    data: adminOrderDetailSchema,
    summary: '订单详情',
    description: `${SIGNED_IN} 需要权限 orders.read。商品行与金额明细（与会员看到的一致）、支付记录、发给会员的消息、状态与物流轨迹。`,
    tags,
  }),
  ship: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:orderNo/ship',
    params: adminOrderNoParamsSchema,
    body: adminShipInputSchema,
    data: adminOrderDetailSchema,
    summary: '订单发货',
    description: `${SIGNED_IN} 需要权限 shipping.write。待发货订单交承运商（物流适配器接管后续轨迹），会员收到发货消息；已发货或非待发货订单 409 ERR_ORDER_STATUS，不会重复发货。`,
    tags,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:orderNo/cancel',
    params: adminOrderNoParamsSchema,
    body: adminCancelInputSchema,
    data: adminOrderDetailSchema,
    summary: '取消订单',
    description: `${SIGNED_IN} 需要权限 refunds.write。待付款订单：取消并退回库存、优惠券与积分；已支付未发货订单：取消并原路退款（状态 退款中 → 已退款，网关异步通知或主动查询结清，只退一次）。会员收到消息。已发货或已取消的订单 409 ERR_ORDER_STATUS。`,
    tags,
  }),
  retryRefund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:orderNo/refund-retry',
    params: adminOrderNoParamsSchema,
    data: adminOrderDetailSchema,
    summary: '重新发起退款',
    description: `${SIGNED_IN} 需要权限 refunds.write。退款异常的订单：失败的退款以新的退款单号重新发往原支付渠道（状态回到 退款中）；没有失败退款的订单 409 ERR_ORDER_STATUS。`,
    tags,
  }),
};

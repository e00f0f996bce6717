/**
 * After-sales (issue #17). The member's side: the list by status, one request with its
 * timeline, the orders still inside a window, the apply view of an order, applying, shipping
 * back (trk), cancelling before shipping back and confirming an exchange. Another member's
 * numbers answer 404. The back office's side: the queue with SLA ages, one request, and each
 * step's action — approve / reject (after-sales.review), inspect and ship the exchange
 * (shipping.write), refund and send a failed refund again (refunds.write); every action audited.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  adminAfterSalesApproveSchema,
  adminAfterSalesDetailSchema,
  adminAfterSalesInspectSchema,
  adminAfterSalesPageSchema,
  adminAfterSalesQuerySchema,
  adminAfterSalesRejectSchema,
  afterSalesApplyInputSchema,
  afterSalesApplyQuerySchema,
  afterSalesApplyResultSchema,
  afterSalesApplyViewSchema,
  afterSalesDetailSchema,
  afterSalesEligibleSchema,
  afterSalesOrderParamsSchema,
  afterSalesPageSchema,
  afterSalesParamsSchema,
  afterSalesQuerySchema,
  afterSalesShipInputSchema,
} from '../after-sales.ts';
import { adminShipInputSchema } from '../admin-orders.ts';

const adminTags = ['admin-after-sales'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';
const reqNoParams = afterSalesParamsSchema;

export const adminAfterSalesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/after-sales',
    query: adminAfterSalesQuerySchema,
    data: adminAfterSalesPageSchema,
    summary: '售后队列',
    description: `${SIGNED_IN} 需要权限 orders.read。按售后单号、订单号、状态、类型、是否超时筛选；最早进入当前状态的排在前面；每行带处理时限（SLA）。`,
    tags: adminTags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/after-sales/:reqNo',
    params: reqNoParams,
    data: adminAfterSalesDetailSchema,
    summary: '售后详情',
    description: `${SIGNED_IN} 需要权限 orders.read。`,
    tags: adminTags,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/after-sales/:reqNo/approve',
    params: reqNoParams,
    body: adminAfterSalesApproveSchema,
    data: adminAfterSalesDetailSchema,
    summary: '审核通过（待寄回）',
    description: `${SIGNED_IN} 需要权限 after-sales.review。仅待审核的申请；会员收到寄回地址。`,
    tags: adminTags,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/after-sales/:reqNo/reject',
    params: reqNoParams,
    body: adminAfterSalesRejectSchema,
    data: adminAfterSalesDetailSchema,
    summary: '驳回申请（须填原因）',
    description: `${SIGNED_IN} 需要权限 after-sales.review。仅待审核的申请。`,
    tags: adminTags,
  }),
  inspect: defineEndpoint({
    method: 'POST',
    path: '/api/admin/after-sales/:reqNo/inspect',
    params: reqNoParams,
    body: adminAfterSalesInspectSchema,
    data: adminAfterSalesDetailSchema,
    summary: '收货验货',
    description: `${SIGNED_IN} 需要权限 shipping.write。待验货的申请：通过（退货待退款 / 换货待发出）或不通过（驳回，商品寄回会员，须填原因）。`,
    tags: adminTags,
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/after-sales/:reqNo/refund',
    params: reqNoParams,
    data: adminAfterSalesDetailSchema,
    summary: '退款（只退一次）',
    description: `${SIGNED_IN} 需要权限 refunds.write。验货通过的退货：按商品实付分摊原路退款（退款中 → 已完成）；同一申请只会退一次，订单累计退款不超过实付。`,
    tags: adminTags,
  }),
  retryRefund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/after-sales/:reqNo/refund-retry',
    params: reqNoParams,
    data: adminAfterSalesDetailSchema,
    summary: '重新发起失败的退款',
    description: `${SIGNED_IN} 需要权限 refunds.write。`,
    tags: adminTags,
  }),
  shipExchange: defineEndpoint({
    method: 'POST',
    path: '/api/admin/after-sales/:reqNo/ship-exchange',
    params: reqNoParams,
    body: adminShipInputSchema,
    data: adminAfterSalesDetailSchema,
    summary: '发出换货商品',
    description: `${SIGNED_IN} 需要权限 shipping.write。验货通过的换货：占用同款库存并交承运商发出（换货发出）。库存不足 409 ERR_AFTER_SALES_STOCK。`,
    tags: adminTags,
  }),
};

const tags = ['member'];
const auth = 'member' as const;

export const afterSalesEndpoints = {
  afterSales: defineEndpoint({
    method: 'POST',
    path: '/api/member/afterSales/list',
    body: afterSalesQuerySchema.nullish(),
    data: afterSalesPageSchema,
    summary: '我的售后申请（按状态分页）',
    description: '{ tab: all | processing | done | closed, pageNo, pageSize ≤ 20 }；含各状态数量 tabCounts。',
    tags,
    auth,
  }),
  afterSalesDetail: defineEndpoint({
    method: 'GET',
    path: '/api/member/afterSales/detail/:reqNo',
    params: afterSalesParamsSchema,
    data: afterSalesDetailSchema,
    summary: '售后申请详情：商品、退款金额、寄回信息、进度与时间线',
    tags,
    auth,
  }),
  afterSalesEligible: defineEndpoint({
    method: 'POST',
    path: '/api/member/afterSales/eligibleOrders',
    data: afterSalesEligibleSchema,
    summary: '可申请售后的订单（签收后 15 天内；退货 7 天内）',
    tags,
    auth,
  }),
  applyView: defineEndpoint({
    method: 'GET',
    path: '/api/member/afterSales/apply/:orderNo',
    params: afterSalesOrderParamsSchema,
    query: afterSalesApplyQuerySchema,
    data: afterSalesApplyViewSchema,
    summary: '申请售后页：订单商品、可申请数量、预计退款与不可申请的原因',
    tags,
    auth,
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/member/afterSales/apply',
    body: afterSalesApplyInputSchema,
    data: afterSalesApplyResultSchema,
    summary: '提交退货 / 换货申请',
    description:
      '一个或多个商品与数量、原因、问题描述、最多 9 张本人上传的图片（先经 /api/sys/upload?fileMeta=after-sales）。签收后退货 7 天、换货 15 天内；定制商品与已拆封的手机等非质量问题不可退（见售后规则）。同一 clientToken 重复提交返回同一申请。',
    tags,
    auth,
  }),
  ship: defineEndpoint({
    method: 'POST',
    path: '/api/member/afterSales/:reqNo/ship',
    params: afterSalesParamsSchema,
    body: afterSalesShipInputSchema,
    data: afterSalesDetailSchema,
    summary: '寄回商品：填写快递单号，或预约上门取件',
    tags,
    auth,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/member/afterSales/:reqNo/cancel',
    params: afterSalesParamsSchema,
    data: afterSalesDetailSchema,
    summary: '撤销售后申请（寄回商品之前）',
    tags,
    auth,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/member/afterSales/:reqNo/confirm',
    params: afterSalesParamsSchema,
    data: afterSalesDetailSchema,
    summary: '确认收到换货商品',
    tags,
    auth,
  }),
};

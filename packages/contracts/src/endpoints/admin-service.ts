/**
 * 服务 of the back office (issue #16): support tickets — list, detail, reply (sent to the
 * member's message centre), status change — and enterprise purchase requests — list, detail,
 * a quote (sent to the member's message centre), status change. Every call needs tickets.write; every write is
 * audited.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  entAdminPageSchema,
  entAdminParamsSchema,
  entAdminQuerySchema,
  entAdminRowSchema,
  entQuoteInputSchema,
  entStatusInputSchema,
  ticketAdminDetailSchema,
  ticketAdminPageSchema,
  ticketAdminParamsSchema,
  ticketAdminQuerySchema,
  ticketReplyInputSchema,
  ticketStatusInputSchema,
} from '../service-admin.ts';

const tags = ['admin-service'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。需要权限 tickets.write。';

export const adminServiceEndpoints = {
  tickets: defineEndpoint({
    method: 'GET',
    path: '/api/admin/service/tickets',
    query: ticketAdminQuerySchema,
    data: ticketAdminPageSchema,
    summary: '服务工单列表',
    description: `${SIGNED_IN} 按工单号、状态、问题类型、会员手机号（11位）、提交日期（北京时间，含首尾）筛选，最新提交在前。手机号脱敏。`,
    tags,
  }),
  ticket: defineEndpoint({
    method: 'GET',
    path: '/api/admin/service/tickets/:ticketNo',
    params: ticketAdminParamsSchema,
    data: ticketAdminDetailSchema,
    summary: '服务工单详情',
    description: `${SIGNED_IN} 会员的问题、关联订单、已发出的回复与可改为的状态。`,
    tags,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/admin/service/tickets/:ticketNo/reply',
    params: ticketAdminParamsSchema,
    body: ticketReplyInputSchema,
    data: ticketAdminDetailSchema,
    summary: '回复服务工单',
    description: `${SIGNED_IN} 回复显示在会员的工单页，并作为系统消息发到会员的消息中心；待处理的工单随之变为处理中。已关闭的工单不能回复（409 ERR_ADMIN_TICKET_CLOSED）。记入审计日志（ticket.replied）。`,
    tags,
  }),
  status: defineEndpoint({
    method: 'POST',
    path: '/api/admin/service/tickets/:ticketNo/status',
    params: ticketAdminParamsSchema,
    body: ticketStatusInputSchema,
    data: ticketAdminDetailSchema,
    summary: '修改服务工单状态',
    description: `${SIGNED_IN} 待处理 → 处理中 → 已解决 / 已关闭；已解决可重新处理；已关闭不能再改（409 ERR_ADMIN_TICKET_STATUS）。记入审计日志（ticket.status.changed）。`,
    tags,
  }),
  enterprise: defineEndpoint({
    method: 'GET',
    path: '/api/admin/service/enterprise',
    query: entAdminQuerySchema,
    data: entAdminPageSchema,
    summary: '企业采购询价列表',
    description: `${SIGNED_IN} 按申请编号、状态、企业名称（包含）、会员手机号（11位）、提交日期（北京时间，含首尾）筛选，最新提交在前。手机号脱敏。`,
    tags,
  }),
  enterpriseDetail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/service/enterprise/:code',
    params: entAdminParamsSchema,
    data: entAdminRowSchema,
    summary: '企业采购询价详情',
    description: `${SIGNED_IN} 企业、联系人（手机号脱敏）、采购商品与数量、预算、发票、备注、报价与可改为的状态。`,
    tags,
  }),
  enterpriseQuote: defineEndpoint({
    method: 'POST',
    path: '/api/admin/service/enterprise/:code/quote',
    params: entAdminParamsSchema,
    body: entQuoteInputSchema,
    data: entAdminRowSchema,
    summary: '企业采购报价',
    description: `${SIGNED_IN} amount 为报价金额（分），note 为报价说明；申请变为已报价，并作为系统消息发到会员的消息中心。已关闭的申请不能报价（409 ERR_ADMIN_ENT_CLOSED）。记入审计日志（enterprise.quoted）。`,
    tags,
  }),
  enterpriseStatus: defineEndpoint({
    method: 'POST',
    path: '/api/admin/service/enterprise/:code/status',
    params: entAdminParamsSchema,
    body: entStatusInputSchema,
    data: entAdminRowSchema,
    summary: '修改企业采购申请状态',
    description: `${SIGNED_IN} 已提交 → 已联系 / 已关闭，已联系、已报价 → 已关闭（已报价只能通过报价设置）；否则 409 ERR_ADMIN_ENT_STATUS。记入审计日志（enterprise.status.changed）。`,
    tags,
  }),
};

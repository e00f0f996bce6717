/**
 * Inbox endpoints of the member's pages (issue #6): mark all system messages read, submit an
 * enterprise purchase request, open and close a support ticket, and the reads of the inbox
 * pages (messages, winning records, tickets, enterprise requests, customized orders, trade-in
 * recycling; after-sales has its own file). Member only (the support entries are public); another member's
 * codes answer 404.
 */
import {
  customizedPageSchema,
  entBuyInputSchema,
  entBuyPageSchema,
  entBuyRequestSchema,
  entCodeParamsSchema,
  inboxPageQuerySchema,
  messageDetailSchema,
  messageIdParamsSchema,
  messagePageSchema,
  readAllResultSchema,
  recycleDetailSchema,
  recycleListSchema,
  recycleParamsSchema,
  supportEntriesSchema,
  ticketInputSchema,
  ticketPageSchema,
  ticketParamsSchema,
  ticketSchema,
  winningPageSchema,
} from '../inbox.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['member'];
const auth = 'member' as const;
/** { pageNo, pageSize } or nothing (the first page of 10). */
const paged = inboxPageQuerySchema.nullish();

export const inboxEndpoints = {
  readAllMessages: defineEndpoint({
    method: 'POST',
    path: '/api/member/sysMsg/readAll',
    data: readAllResultSchema,
    summary: '系统消息全部标记为已读',
    tags,
    auth,
  }),
  entBuySave: defineEndpoint({
    method: 'POST',
    path: '/api/member/entBuy/save',
    body: entBuyInputSchema,
    data: entBuyRequestSchema,
    summary: '提交企业采购申请',
    description:
      '企业名称、联系人、手机号、采购商品及数量（1–20 种）、预算（分，可选）、发票需求（开票须填 18 位统一社会信用代码）。待处理申请最多 5 个（409 ERR_ENT_BUY_OPEN_LIMIT）。',
    tags,
    auth,
  }),
  saveTicket: defineEndpoint({
    method: 'POST',
    path: '/api/member/support/saveTicket',
    body: ticketInputSchema,
    data: ticketSchema,
    summary: '提交服务工单',
    description: '{ category, orderNo?（须为本人订单）, content 5–500 字 }；待处理工单最多 10 个。',
    tags,
    auth,
  }),
  closeTicket: defineEndpoint({
    method: 'POST',
    path: '/api/member/support/closeTicket/:ticketNo',
    params: ticketParamsSchema,
    data: ticketSchema,
    summary: '关闭服务工单',
    tags,
    auth,
  }),
  // ── the inbox pages' reads ──
  messages: defineEndpoint({
    method: 'POST',
    path: '/api/member/sysMsg/list',
    body: paged,
    data: messagePageSchema,
    summary: '系统消息列表（最新在前，标记未读）',
    description: '{ pageNo, pageSize ≤ 20 }；含 unread 未读总数。',
    tags,
    auth,
  }),
  message: defineEndpoint({
    method: 'GET',
    path: '/api/member/sysMsg/detail/:id',
    params: messageIdParamsSchema,
    data: messageDetailSchema,
    summary: '系统消息详情（首次阅读时标记已读）',
    description: '他人的消息 404 ERR_MESSAGE_NOT_FOUND。',
    tags,
    auth,
  }),
  winningRecords: defineEndpoint({
    method: 'POST',
    path: '/api/member/winRecord/list',
    body: paged,
    data: winningPageSchema,
    summary: '中奖记录（支付抽奖）',
    tags,
    auth,
  }),
  supportEntries: defineEndpoint({
    method: 'GET',
    path: '/api/member/support/entries',
    data: supportEntriesSchema,
    summary: '服务入口：热线、在线客服、客服入口编码（10111 / 10112 / 10131）',
    tags,
  }),
  tickets: defineEndpoint({
    method: 'POST',
    path: '/api/member/support/ticketList',
    body: paged,
    data: ticketPageSchema,
    summary: '我的服务工单',
    tags,
    auth,
  }),
  ticket: defineEndpoint({
    method: 'GET',
    path: '/api/member/support/ticket/:ticketNo',
    params: ticketParamsSchema,
    data: ticketSchema,
    summary: '服务工单详情',
    tags,
    auth,
  }),
  entBuyList: defineEndpoint({
    method: 'POST',
    path: '/api/member/entBuy/list',
    body: paged,
    data: entBuyPageSchema,
    summary: '我的企业采购申请',
    tags,
    auth,
  }),
  entBuyDetail: defineEndpoint({
    method: 'GET',
    path: '/api/member/entBuy/detail/:code',
    params: entCodeParamsSchema,
    data: entBuyRequestSchema,
    summary: '企业采购申请详情',
    tags,
    auth,
  }),
  customizedOrders: defineEndpoint({
    method: 'POST',
    path: '/api/member/custOrder/list',
    body: paged,
    data: customizedPageSchema,
    summary: '定制订单（含定制商品的订单及所选配置）',
    tags,
    auth,
  }),
  recycleList: defineEndpoint({
    method: 'POST',
    path: '/api/member/recycle/list',
    data: recycleListSchema,
    summary: '我的以旧换新回收单',
    tags,
    auth,
  }),
  recycleDetail: defineEndpoint({
    method: 'GET',
    path: '/api/member/recycle/detail/:ordNo/:rclmOrdNo',
    params: recycleParamsSchema,
    data: recycleDetailSchema,
    summary: '以旧换新回收详情：旧机、估价、抵扣与回收进度',
    tags,
    auth,
  }),
};

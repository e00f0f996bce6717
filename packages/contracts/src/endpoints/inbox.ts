/**
 * Inbox endpoints the member's pages write through (issue #6): mark all system messages
 * read, submit an enterprise purchase request, open and close a support ticket. Member only;
 * another member's codes answer 404.
 */
import { entBuyInputSchema, entBuyRequestSchema, readAllResultSchema, ticketInputSchema, ticketParamsSchema, ticketSchema } from '../inbox.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['member'];
const auth = 'member' as const;

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
};

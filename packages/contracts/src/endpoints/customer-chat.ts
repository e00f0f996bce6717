/**
 * The shopper's side of live customer service (在线客服, issue #16 item 5): a visitor (visitor
 * token) or a member opens or resumes their conversation, sends, reads the messages after a
 * cursor, marks them read. The real-time stream is GET /api/customerChat/stream (server-sent
 * events; CHAT_STREAM_PATH), outside the typed endpoints.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  chatAfterQuerySchema,
  chatContextInputSchema,
  chatConversationSchema,
  chatMessagePageSchema,
  chatSendInputSchema,
  chatSentSchema,
  chatUnreadSchema,
} from '../customer-chat.ts';

const tags = ['customer-chat'];
const auth = 'any' as const;
const WHO = '访客（访客令牌）或会员；每位顾客同一时间一个进行中的会话。';

export const customerChatEndpoints = {
  open: defineEndpoint({
    method: 'POST',
    path: '/api/customerChat/open',
    body: chatContextInputSchema,
    data: chatConversationSchema,
    summary: '打开在线客服会话',
    description: `${WHO} 有进行中的会话则继续，否则新开；可带来源商品（spuCode、skuCode）或本人订单（orderNo，须为会员本人订单）。返回最近消息、未读数与服务时间。`,
    tags,
    auth,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/customerChat/messages',
    body: chatSendInputSchema,
    data: chatSentSchema,
    summary: '发送消息',
    description: `${WHO} 1–500 字；10 秒内最多 5 条（429 ERR_CHAT_TOO_FAST）。服务时间外：回复客服上班时间，会员的留言转为服务工单（每个会话一张）。`,
    tags,
    auth,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/customerChat/messages',
    query: chatAfterQuerySchema,
    data: chatMessagePageSchema,
    summary: '游标之后的消息',
    description: `${WHO} after 为消息编号，按时间先后返回其后的消息（每次最多 100 条，hasMore 表示还有）。`,
    tags,
    auth,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/customerChat/read',
    data: chatUnreadSchema,
    summary: '客服消息标记为已读',
    tags,
    auth,
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: '/api/customerChat/unread',
    data: chatUnreadSchema,
    summary: '未读客服消息数',
    tags,
    auth,
  }),
};

/**
 * 在线客服 of the back office (issue #16 item 5): the conversations with their unread counts, a
 * conversation's messages, answering, marking read, closing. Every call needs chat.answer; the
 * answers and the closing are audited. The live updates are GET /api/admin/chat/stream
 * (server-sent events; ADMIN_CHAT_STREAM_PATH), outside the typed endpoints.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  chatAdminPageSchema,
  chatAdminQuerySchema,
  chatAdminSummarySchema,
  chatAdminThreadSchema,
  chatAfterQuerySchema,
  chatConversationParamsSchema,
  chatMessageSchema,
  chatAnswerInputSchema,
} from '../customer-chat.ts';

const tags = ['admin-chat'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。需要权限 chat.answer。';

export const adminChatEndpoints = {
  conversations: defineEndpoint({
    method: 'GET',
    path: '/api/admin/chat/conversations',
    query: chatAdminQuerySchema,
    data: chatAdminPageSchema,
    summary: '在线客服会话列表',
    description: `${SIGNED_IN} 默认进行中的会话，有未读的在前，其次按最后消息时间；顾客手机号已脱敏。`,
    tags,
  }),
  thread: defineEndpoint({
    method: 'GET',
    path: '/api/admin/chat/conversations/:id',
    params: chatConversationParamsSchema,
    query: chatAfterQuerySchema,
    data: chatAdminThreadSchema,
    summary: '会话消息',
    description: `${SIGNED_IN} 会话概要（来源商品或订单）与 after 之后的消息（不带 after：最近 100 条）。`,
    tags,
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: '/api/admin/chat/conversations/:id/messages',
    params: chatConversationParamsSchema,
    body: chatAnswerInputSchema,
    data: chatMessageSchema,
    summary: '回复顾客',
    description: `${SIGNED_IN} 1–500 字；已结束的会话不能回复（409 ERR_CHAT_CLOSED）。记入审计日志（chat.answer）。`,
    tags,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/admin/chat/conversations/:id/read',
    params: chatConversationParamsSchema,
    data: chatAdminSummarySchema,
    summary: '顾客消息标记为已读',
    tags,
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/api/admin/chat/conversations/:id/close',
    params: chatConversationParamsSchema,
    data: chatAdminSummarySchema,
    summary: '结束会话',
    description: `${SIGNED_IN} 顾客看到会话已结束，再发消息时开始新会话。记入审计日志（chat.close）。`,
    tags,
  }),
};

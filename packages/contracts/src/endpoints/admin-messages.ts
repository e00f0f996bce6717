/**
 * 消息 of the back office (issue #16): system messages to one member, a member tag or everyone,
 * sent now or at a time. Every call needs messages.send; create and cancel are audited.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  announcementDetailSchema,
  announcementIdParamsSchema,
  announcementInputSchema,
  announcementPageSchema,
  announcementQuerySchema,
} from '../announcements.ts';

const tags = ['admin-messages'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。需要权限 messages.send。';

export const adminMessageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/messages',
    query: announcementQuerySchema,
    data: announcementPageSchema,
    summary: '系统消息列表',
    description: `${SIGNED_IN} 按状态、发送对象类型、发送日期（北京时间）筛选，最新在前。`,
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/messages',
    body: announcementInputSchema,
    data: announcementDetailSchema,
    summary: '新建系统消息',
    description: `${SIGNED_IN} 标题最多30字、内容最多500字；链接为本商城路径或允许的 https 地址。发送对象：单个会员（手机号或会员编号，不存在 → 400）、会员标签（无人带此标签 → 400）、全部会员。sendAt 为空立即发送，否则须晚于当前时间，到时由后台任务发送。记入审计日志（message.created）。`,
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/messages/:id',
    params: announcementIdParamsSchema,
    data: announcementDetailSchema,
    summary: '系统消息详情',
    description: `${SIGNED_IN} 内容、状态、已送达与已读人数。`,
    tags,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/admin/messages/:id/cancel',
    params: announcementIdParamsSchema,
    data: announcementDetailSchema,
    summary: '取消定时消息',
    description: `${SIGNED_IN} 仅待发送的消息可以取消；已开始发送 → 409 ERR_ADMIN_ANNOUNCEMENT_STARTED。记入审计日志（message.cancelled）。`,
    tags,
  }),
};

/**
 * The calls of the storefront's session upkeep and chrome (spec 4 Session): a visitor's
 * anonymous token, the signed-in member's roles (for routes with roles), the account-provider
 * form configuration, and the header's unread-message badge.
 */
import { providerFormsConfigSchema } from '../account-provider.ts';
import { tokenResponseSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { unreadCountSchema } from '../inbox.ts';
import { memInfoSchema } from '../member.ts';

export const sessionEndpoints = {
  anonymousToken: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/anonymous/token',
    data: tokenResponseSchema,
    summary: '获取匿名令牌（未登录访客）',
    description: '已持有有效令牌时原样返回其类型，不覆盖已登录会话。',
    tags: ['auth'],
  }),
  memInfo: defineEndpoint({
    method: 'GET',
    path: '/api/member/member/memInfo',
    data: memInfoSchema,
    summary: '当前会员信息（Cookie user 同源字段）',
    tags: ['member'],
    auth: 'member',
  }),
  providerConfig: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/provider/config',
    data: providerFormsConfigSchema,
    summary: '账号中心表单配置',
    description: '账号中心表单（登录、退出、注册、找回账号、修改账号）所需的 client id、国家 CN、语言 zh 与账号中心页面地址。',
    tags: ['auth'],
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/member/sysMsg/unreadCnt',
    data: unreadCountSchema,
    summary: '未读系统消息数（页头角标）',
    description: '游客恒为 0。',
    tags: ['member'],
    auth: 'any',
  }),
};

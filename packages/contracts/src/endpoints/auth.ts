/** Session endpoints the storefront's failure handling calls (spec 7 Auth): refresh and logout. Public: they read the refresh / access token from the body or the cookies. */
import { z } from 'zod';
import { logoutRequestSchema, refreshRequestSchema, tokenResponseSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['auth'];

export const authEndpoints = {
  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/refresh',
    body: refreshRequestSchema.optional(),
    data: tokenResponseSchema,
    summary: '刷新令牌（轮换：旧刷新令牌立即失效；重复使用已轮换的令牌会注销整个会话）',
    tags,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/logout',
    body: logoutRequestSchema.optional(),
    data: z.object({ loggedOut: z.boolean() }),
    summary: '退出登录（注销会话，清除登录 Cookie）',
    tags,
  }),
};

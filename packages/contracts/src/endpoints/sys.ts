/** System endpoints: the server clock and the header's system configuration. Public. */
import { z } from 'zod';
import { sysConfigSchema } from '../cms.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['sys'];

export const sysEndpoints = {
  serverTime: defineEndpoint({
    method: 'GET',
    path: '/api/sys/comnmetd/getServerTimeStamp',
    data: z.number().int(),
    summary: '服务器时间戳（毫秒）：页面倒计时、活动窗口以服务器时间为准',
    tags,
  }),
  /** The spec calls it with POST (no CSRF token needed); GET is allowed too (cacheless, idempotent, handy for probes). */
  serverTimePost: defineEndpoint({
    method: 'POST',
    path: '/api/sys/comnmetd/getServerTimeStamp',
    data: z.number().int(),
    summary: '服务器时间戳（毫秒）：页面倒计时、活动窗口以服务器时间为准',
    tags,
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/sys/app/sys/config',
    data: sysConfigSchema,
    summary: '系统配置（页头：搜索占位词、AI 搜索、国家与语言、登录/商城/加购标志、备案号、客服电话）',
    tags,
  }),
};

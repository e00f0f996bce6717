/** The storefront's visitor beacon (issue #16 概览): public, one small POST per browser per Beijing day. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { visitBeaconSchema } from '../visits.ts';

export const visitEndpoints = {
  record: defineEndpoint({
    method: 'POST',
    path: '/api/sys/visit',
    body: visitBeaconSchema,
    data: z.null(),
    summary: '记录访客（每个浏览器每个北京时间自然日一次）',
    description:
      '商城页面加载完成后由浏览器发送，visitorId 为浏览器本地生成并保存在 localStorage 的随机 UUID，不关联会员。同一天同一 visitorId 重复发送只记一次。无需 CSRF 令牌（只会增加访客计数）；按 IP 限流，超出返回 429。',
    tags: ['sys'],
  }),
};

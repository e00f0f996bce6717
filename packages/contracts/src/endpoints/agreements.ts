/**
 * Agreements and consent (issue #14; spec 2.11, 7 Auth): the document pages read the version in
 * effect, every page reads the consent status, and a signed-in member's acceptance is recorded
 * with version, time and channel.
 */
import { z } from 'zod';
import { acceptanceInputSchema, acceptanceResultSchema, agreementCodeSchema, agreementDocumentSchema, consentStatusSchema } from '../agreements.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['agreements'];

export const agreementEndpoints = {
  document: defineEndpoint({
    method: 'GET',
    path: '/api/agreements/document/:code',
    params: z.object({ code: agreementCodeSchema }),
    data: agreementDocumentSchema,
    summary: '协议与政策：当前生效版本',
    description:
      '返回该文档在当前时间（北京时间）已生效的最新版本及其版本号、生效日期；已发布但尚未生效的版本在 upcoming 中预告。code：service、useclause、privacy、visitors、cookie、corporate-privacy。',
    tags,
  }),
  consentStatus: defineEndpoint({
    method: 'GET',
    path: '/api/agreements/consent/status',
    data: consentStatusSchema,
    summary: '同意状态：生效中的隐私政策与用户协议版本，及会员已同意的隐私政策版本',
    tags,
  }),
  acceptance: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/acceptance',
    body: acceptanceInputSchema,
    data: acceptanceResultSchema,
    summary: '记录会员同意的协议版本',
    description:
      '登录会员同意的协议版本（code + revision，须为已生效的版本），连同时间与渠道（pc、mobile、app、wxApp、aliApp）记录在案；同一版本重复提交保留首次记录。访客调用返回 401。',
    tags,
    auth: 'member',
  }),
};

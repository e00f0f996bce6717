/**
 * Phone re-verification (issue #14; spec 7 Auth): a code to the member's own bound number, then
 * POST /api/auth/auth/mobile (multipart) with the code answers a short-lived proof for one
 * sensitive action (today: replacing the phone number).
 */
import { reverifyCodeSentSchema, reverifyInputSchema, reverifyProofSchema, reverifySendSchema } from '../reverify.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['auth'];
const auth = 'member' as const;

export const reverifyEndpoints = {
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/auth/mobile/code',
    body: reverifySendSchema,
    data: reverifyCodeSentSchema,
    summary: '敏感操作前：向本人绑定的手机号发送验证码',
    description: '只发往当前登录会员绑定的号码（不接受其他号码）。限制与登录验证码相同（同一号码 60 秒一次、每天 10 次）。',
    tags,
    auth,
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/auth/auth/mobile',
    body: reverifyInputSchema,
    data: reverifyProofSchema,
    summary: '敏感操作前：校验本人手机号验证码，换取短时有效的验证凭证',
    description:
      'multipart/form-data（也接受表单或 JSON）：code（6 位数字）、scene（replace-phone）。校验通过返回 10 分钟有效的 proof，仅对本人当前号码和该场景有效；号码变更后立即失效。验证码错误 400。',
    tags,
    auth,
  }),
};

/**
 * GET /api/dev/preview-token/{spuCode}: issues a preview link for a product (drafts
 * included). Registered only outside production; operators elsewhere use
 * scripts/preview-link.ts, which signs with the shop secret directly.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { previewTokenSchema } from '@shop/contracts/pdp';
import { resolveSpuCode } from '@shop/contracts/pdp-rules';
import { ok } from '../../../platform/envelope.ts';
import type { ApiContext } from '../../../platform/types.ts';
import { issuePreviewToken, previewPath } from './preview-token.ts';
import { prodCdSchema } from './params.ts';

export function previewTokenRoutes(api: FastifyInstance, ctx: ApiContext) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/preview-token/:spuCode',
    {
      schema: {
        tags: ['dev'],
        summary: '（仅非生产环境）生成商品预览链接',
        params: z.object({ spuCode: prodCdSchema }),
        response: { 200: envelopeSchema(previewTokenSchema) },
      },
    },
    async (req) => {
      const spuCode = resolveSpuCode(req.params.spuCode).spuCode;
      const { token, expiresAtMs } = issuePreviewToken(ctx.config.secret, spuCode, ctx.clock.nowMs());
      return ok(req, {
        spuCode,
        token,
        expiresAtMs,
        url: previewPath(spuCode, token),
      });
    },
  );
}

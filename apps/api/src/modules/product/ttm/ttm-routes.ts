/**
 * GET /api/product/ttm/getVerify/{spuCd}/{skuCd}: does this product need an invitation
 * code, and has the signed-in member verified one. POST /api/product/ttm/verifyCode/1/{spuCd}/{skuCd}:
 * verify a code (members only).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { ttmVerifyRequestSchema, ttmVerifyStateSchema } from '@shop/contracts/delivery';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { ProductParts } from '../product-needs.ts';
import type { TtmService } from './ttm.service.ts';

const tags = ['delivery'];
const productCode = z.string().trim().min(1).max(64, { error: '商品编码过长' });
const params = z.object({ spuCd: productCode, skuCd: productCode });

export function ttmRoutes(api: FastifyInstance, deps: Pick<ProductParts, 'members'>, ttm: TtmService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberIdOf = async (auth: FastifyRequest['auth']) => (await deps.members.ofAuth(auth))?.id;

  r.get(
    '/product/ttm/getVerify/:spuCd/:skuCd',
    {
      schema: {
        tags,
        summary: 'TTM 资格：是否需要邀请码、当前会员是否已验证',
        params,
        response: { 200: envelopeSchema(ttmVerifyStateSchema) },
      },
    },
    async (req) => {
      // Personal answer: never cached by a shared cache.
      const memberId = await memberIdOf(req.auth);
      return ok(req, await ttm.state(req.params.spuCd, memberId));
    },
  );

  r.post(
    '/product/ttm/verifyCode/1/:spuCd/:skuCd',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'TTM 资格：验证邀请码（一码一用；错误 10 分钟内最多 5 次）',
        params,
        body: ttmVerifyRequestSchema,
        response: { 200: envelopeSchema(ttmVerifyStateSchema) },
      },
    },
    async (req) => {
      const memberId = await memberIdOf(req.auth);
      if (memberId === undefined) throw fail('E_USER_4010');
      return ok(req, await ttm.verify(memberId, req.params.spuCd, req.body.code));
    },
  );
}

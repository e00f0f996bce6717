/**
 * Enterprise purchase endpoints (issue #6): submit a request, the member's requests, one
 * request. The member is always the token's (`requireOfAuth`); every code of another member
 * answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import { entBuyInputSchema, entBuyPageSchema, entBuyRequestSchema, entCodeParamsSchema, inboxPageQuerySchema } from '@shop/contracts/inbox';
import { ok } from '../../platform/envelope.ts';
import type { ServiceDeskParts } from './service-desk-needs.ts';
import type { EnterprisePurchaseService } from './enterprise-purchase.service.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const paged = inboxPageQuerySchema.nullish();

export function enterprisePurchaseRoutes(api: FastifyInstance, deps: Pick<ServiceDeskParts, 'ctx' | 'members'>, enterprise: EnterprisePurchaseService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  r.post(
    '/member/entBuy/save',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '提交企业采购申请',
        description:
          '企业名称、联系人、手机号、采购商品及数量（1–20 种）、预算（分，可选）、发票需求（开票须填 18 位统一社会信用代码）。待处理申请最多 5 个（409 ERR_ENT_BUY_OPEN_LIMIT）。',
        security,
        body: entBuyInputSchema,
        response: { 200: envelopeSchema(entBuyRequestSchema) },
      },
    },
    async (req) => ok(req, await enterprise.submitRequest(await memberId(req), req.body, now())),
  );

  r.post(
    '/member/entBuy/list',
    { config: memberOnly, schema: { tags, summary: '我的企业采购申请', security, body: paged, response: { 200: envelopeSchema(entBuyPageSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = pageOf(req.body);
      return ok(req, await enterprise.listRequests(await memberId(req), q.pageNo, q.pageSize));
    },
  );

  r.get(
    '/member/entBuy/detail/:code',
    {
      config: memberOnly,
      schema: { tags, summary: '企业采购申请详情', security, params: entCodeParamsSchema, response: { 200: envelopeSchema(entBuyRequestSchema) } },
    },
    async (req) => ok(req, await enterprise.requestDetail(await memberId(req), req.params.code)),
  );
}

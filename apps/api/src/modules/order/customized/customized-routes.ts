/**
 * POST /api/member/custOrder/list: the member's customized (bespoke) orders, as the personal
 * centre lists them. The member is always the token's (`requireOfAuth`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import { customizedPageSchema, inboxPageQuerySchema } from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import type { OrderParts } from '../order-needs.ts';
import type { CustomizedOrders } from './customized-orders.service.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const paged = inboxPageQuerySchema.nullish();

export function customizedRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'members'>, customized: CustomizedOrders): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  r.post(
    '/member/custOrder/list',
    {
      config: memberOnly,
      schema: { tags, summary: '定制订单（含定制商品的订单及所选配置）', security, body: paged, response: { 200: envelopeSchema(customizedPageSchema) } },
    },
    async (req) => {
      const q = pageOf(req.body);
      return ok(req, await customized.listCustomizedOrders(await memberId(req), q.pageNo, q.pageSize));
    },
  );
}

/**
 * Member endpoints of trade-in recovery (issue #6): the member's recycling orders and one
 * with its progress. The member is always the token's (`requireOfAuth`); every number of
 * another member answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import { recycleDetailSchema, recycleListSchema, recycleParamsSchema } from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import type { OrderParts } from '../order-needs.ts';
import type { RecoveryRecords } from './recovery-records.service.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

export function tradeInRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'members'>, records: RecoveryRecords): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  r.post(
    '/member/recycle/list',
    { config: memberOnly, schema: { tags, summary: '我的以旧换新回收单', security, response: { 200: envelopeSchema(recycleListSchema) } } },
    async (req) => ok(req, await records.listRecoveries(await memberId(req))),
  );

  r.get(
    '/member/recycle/detail/:ordNo/:rclmOrdNo',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '以旧换新回收详情：旧机、估价、抵扣与回收进度',
        security,
        params: recycleParamsSchema,
        response: { 200: envelopeSchema(recycleDetailSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await records.recoveryDetail(await memberId(req), req.params.ordNo, req.params.rclmOrdNo));
    },
  );
}

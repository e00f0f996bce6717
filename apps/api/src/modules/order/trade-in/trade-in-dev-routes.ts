/**
 * Developer route (never in production): record a trade-in recycling for the calling
 * member's trade-in order, at any step — test data for the tests and the demo.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { devTradeInSchema } from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import type { OrderParts } from '../order-needs.ts';
import type { RecoveryRecords } from './recovery-records.service.ts';

const tags = ['dev'];
const memberOnly = { auth: 'member' } as const;

export function tradeInDevRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'ctx' | 'members'>, records: RecoveryRecords): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/dev/tradeIns',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '（开发）为当前会员的以旧换新订单登记旧机回收单',
        body: devTradeInSchema,
        response: { 200: envelopeSchema(z.object({ rclmOrdNo: z.string() })) },
      },
    },
    async (req) =>
      ok(
        req,
        await records.recordRecovery(
          (await deps.members.requireOfAuth(req.auth)).id,
          req.body.orderNo,
          req.body.modelCode,
          deps.ctx.clock.now(),
          req.body.status,
        ),
      ),
  );
}

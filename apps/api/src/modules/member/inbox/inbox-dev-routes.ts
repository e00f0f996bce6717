/**
 * Developer routes (never in production): send the calling member a message or broadcast one,
 * file an after-sales request, record a trade-in recycling — for the tests and the demo
 * until the events and flows that create them are wired (issue #6 integration, later issues).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { afterSalesItemSchema, devAfterSalesSchema, devMessageSchema, devTradeInSchema } from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import type { ModuleDeps } from '../../../module-deps.ts';
import type { MessageService } from './messages.service.ts';
import type { RecordsService } from './records.service.ts';

const tags = ['dev'];
const memberOnly = { auth: 'member' } as const;

export function inboxDevRoutes(api: FastifyInstance, deps: ModuleDeps, messages: MessageService, records: RecordsService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  r.post(
    '/dev/messages',
    {
      config: memberOnly,
      schema: { tags, summary: '（开发）给当前会员发一条系统消息，或 broadcast: true 全员广播', body: devMessageSchema, response: { 200: envelopeSchema(z.object({ id: z.number().int() })) } },
    },
    async (req) => {
      const { broadcast, ...msg } = req.body;
      const now = deps.ctx.clock.now();
      const id = broadcast ? await messages.broadcast(msg, now) : await messages.send(await memberId(req), msg, now);
      return ok(req, { id });
    },
  );

  r.post(
    '/dev/afterSales',
    { config: memberOnly, schema: { tags, summary: '（开发）为当前会员已签收订单的商品登记售后申请', body: devAfterSalesSchema, response: { 200: envelopeSchema(afterSalesItemSchema) } } },
    async (req) => ok(req, await records.afterSales.create(await memberId(req), req.body, deps.ctx.clock.now())),
  );

  r.post(
    '/dev/tradeIns',
    {
      config: memberOnly,
      schema: { tags, summary: '（开发）为当前会员的以旧换新订单登记旧机回收单', body: devTradeInSchema, response: { 200: envelopeSchema(z.object({ rclmOrdNo: z.string() })) } },
    },
    async (req) => ok(req, await records.recycle.record(await memberId(req), req.body.orderNo, req.body.modelCode, deps.ctx.clock.now(), req.body.status)),
  );
}

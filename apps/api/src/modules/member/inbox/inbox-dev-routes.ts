/**
 * Developer route (never in production): send the calling member a message or broadcast one —
 * for the tests and the demo until the events and flows that create them are wired (issue #6
 * integration, later issues). The after-sales and trade-in dev routes live with their modules
 * (order/after-sales, order/trade-in).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { devMessageSchema } from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import type { MemberParts } from '../member-needs.ts';
import type { MessageService } from './messages.service.ts';

const tags = ['dev'];
const memberOnly = { auth: 'member' } as const;

export function inboxDevRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members'>, messages: MessageService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  r.post(
    '/dev/messages',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '（开发）给当前会员发一条系统消息，或 broadcast: true 全员广播',
        body: devMessageSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => {
      const { broadcast, ...msg } = req.body;
      const now = deps.ctx.clock.now();
      const id = broadcast ? await messages.broadcast(msg, now) : await messages.send(await memberId(req), msg, now);
      return ok(req, { id });
    },
  );
}

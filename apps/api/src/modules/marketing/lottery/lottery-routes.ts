/**
 * Member endpoint of the lottery: POST /api/member/winRecord/list, the member's winning
 * records (the draw itself is served by the payment module). The member is always the token's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import { inboxPageQuerySchema, winningPageSchema } from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import type { MarketingParts } from '../marketing-needs.ts';
import type { WinningRecords } from './winning-records.service.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const paged = inboxPageQuerySchema.nullish();

export function lotteryRoutes(api: FastifyInstance, deps: Pick<MarketingParts, 'members'>, winnings: WinningRecords): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  r.post(
    '/member/winRecord/list',
    { config: memberOnly, schema: { tags, summary: '中奖记录（支付抽奖）', security, body: paged, response: { 200: envelopeSchema(winningPageSchema) } } },
    async (req) => {
      const q = pageOf(req.body);
      return ok(req, await winnings.listWinnings(await memberId(req), q.pageNo, q.pageSize));
    },
  );
}

/**
 * Member endpoint of the lottery: POST /api/member/winRecord/list, the member's winning
 * records (the draw itself is served by the payment module). The member is always the token's.
 * Registered from its definition in @shop/contracts/endpoints/inbox.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxPageQuerySchema } from '@shop/contracts/inbox';
import { inboxEndpoints } from '@shop/contracts/endpoints/inbox';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { MarketingParts } from '../marketing-needs.ts';
import type { WinningRecords } from './winning-records.service.ts';

export function lotteryRoutes(api: FastifyInstance, deps: Pick<MarketingParts, 'members'>, winnings: WinningRecords): void {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  routeEndpoint(api, inboxEndpoints.winningRecords, async (req) => {
    const q = pageOf(req.body);
    return ok(req, await winnings.listWinnings(await memberId(req), q.pageNo, q.pageSize));
  });
}

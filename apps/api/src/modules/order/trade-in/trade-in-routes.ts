/**
 * Member endpoints of trade-in recovery (issues #6, #17): the member's recycling orders, one
 * with its progress, and the answer to a final price (accept / decline). The member is always
 * the token's (`requireOfAuth`); every number of another member answers 404. Registered from
 * their definitions in @shop/contracts/endpoints/inbox and endpoints/trade-in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxEndpoints } from '@shop/contracts/endpoints/inbox';
import { tradeInEndpoints, tradeInThirdEndpoints } from '@shop/contracts/endpoints/trade-in';
import { resolveSiteCode } from '@shop/contracts/site';
import { COOKIES } from '@shop/contracts/constants';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { OrderParts } from '../order-needs.ts';
import type { RecoveryRecords } from './recovery-records.service.ts';
import type { createTradeInThird } from './trade-in-third.ts';

export function tradeInRoutes(
  api: FastifyInstance,
  deps: Pick<OrderParts, 'ctx' | 'members'>,
  records: RecoveryRecords,
  third: ReturnType<typeof createTradeInThird>,
): void {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  routeEndpoint(api, inboxEndpoints.recycleList, async (req) => ok(req, await records.listRecoveries(await memberId(req))));

  routeEndpoint(api, inboxEndpoints.recycleDetail, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await records.recoveryDetail(await memberId(req), req.params.ordNo, req.params.rclmOrdNo));
  });

  routeEndpoint(api, tradeInEndpoints.accept, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await records.accept(await memberId(req), req.params.rclmOrdNo, deps.ctx.clock.now()));
  });

  routeEndpoint(api, tradeInEndpoints.decline, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await records.decline(await memberId(req), req.params.rclmOrdNo, deps.ctx.clock.now()));
  });

  routeEndpoint(api, tradeInThirdEndpoints.getRecycling, async (req) =>
    ok(req, await third.getRecycling(req.body.skuCd, resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]), req.body.rclmPlf)),
  );

  routeEndpoint(api, tradeInThirdEndpoints.checkEupImei, async (req) => ok(req, await third.checkImei(await memberId(req), req.body.imei, req.body.rclmOrdNo)));

  routeEndpoint(api, tradeInThirdEndpoints.saveOrderClm, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await third.saveClm(await memberId(req), req.body));
  });
}

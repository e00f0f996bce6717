/**
 * memberPnt (spec 7 Member "Points") and memberCoupon/list: the member's points summary,
 * ledger and own coupons. Member only; the member always comes from the token, so there is
 * no parameter through which another member's data could be read. Registered from
 * @shop/contracts/endpoints/points.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pointsEndpoints } from '@shop/contracts/endpoints/points';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { MemberParts } from '../member-needs.ts';
import { createPointsQueries } from './points-queries.ts';

export function pointsRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'memberCoupons' | 'members'>): void {
  const queries = createPointsQueries(deps.ctx.database, deps.memberCoupons);
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  routeEndpoint(api, pointsEndpoints.summary, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await queries.summary(await memberId(req), deps.ctx.clock.now()));
  });

  routeEndpoint(api, pointsEndpoints.detail, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await queries.entries(await memberId(req), req.body));
  });

  routeEndpoint(api, pointsEndpoints.coupons, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await queries.coupons(await memberId(req), req.body, deps.ctx.clock.now()));
  });
}

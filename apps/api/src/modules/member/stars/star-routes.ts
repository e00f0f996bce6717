/**
 * memberStar/* (spec 7 Member) and our star-coin calls. Member only; the member always comes
 * from the token, so no parameter can reach another member's data. Registered from
 * @shop/contracts/endpoints/stars.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { starsEndpoints } from '@shop/contracts/endpoints/stars';
import type { StarState } from '@shop/contracts/stars';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { MemberParts } from '../member-needs.ts';
import { createStarDiamonds } from './star-diamonds.ts';
import { createStarCoin } from './star-coin.ts';

export function starRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members' | 'orderReads' | 'points'>): void {
  const diamonds = createStarDiamonds(deps.ctx.database, deps.points, deps.orderReads);
  const coin = createStarCoin(deps.ctx.database);
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();

  /** The three histories differ only in the state they list (their definitions share the body and answer). */
  const history = async (req: FastifyRequest, reply: FastifyReply, state: StarState, page: Parameters<typeof diamonds.page>[2]) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await diamonds.page(await memberId(req), state, page, now()));
  };
  routeEndpoint(api, starsEndpoints.effectiveHistory, (req, reply) => history(req, reply, 'effective', req.body));
  routeEndpoint(api, starsEndpoints.pendingHistory, (req, reply) => history(req, reply, 'pending', req.body));
  routeEndpoint(api, starsEndpoints.settledHistory, (req, reply) => history(req, reply, 'settled', req.body));

  routeEndpoint(api, starsEndpoints.historyDetail, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await diamonds.detail(await memberId(req), req.body.code, now()));
  });

  routeEndpoint(api, starsEndpoints.accumulated, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await diamonds.accumulated(await memberId(req), now()));
  });

  routeEndpoint(api, starsEndpoints.expiring, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await diamonds.expiring(await memberId(req), now()));
  });

  routeEndpoint(api, starsEndpoints.summary, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await diamonds.summary(await memberId(req), now()));
  });

  routeEndpoint(api, starsEndpoints.convert, async (req) => ok(req, await diamonds.convert(await memberId(req), req.body.points, now())));

  routeEndpoint(api, starsEndpoints.coinInfo, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await coin.info(await memberId(req), now(), req.body.month));
  });

  routeEndpoint(api, starsEndpoints.coinSignIn, async (req) => ok(req, await coin.signIn(await memberId(req), now())));

  routeEndpoint(api, starsEndpoints.coinHistory, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await coin.history(await memberId(req), req.body));
  });
}

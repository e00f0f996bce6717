/** The server clock, registered from its definitions in @shop/contracts/endpoints/sys. */
import type { FastifyInstance } from 'fastify';
import { sysEndpoints } from '@shop/contracts/endpoints/sys';
import type { ApiContext } from '../../platform/types.ts';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';

export function sysRoutes(api: FastifyInstance, ctx: ApiContext) {
  // The spec calls it with POST; GET is allowed too (cacheless, idempotent, handy for probes).
  routeEndpoint(api, sysEndpoints.serverTime, async (req) => ok(req, ctx.clock.nowMs()));
  routeEndpoint(api, sysEndpoints.serverTimePost, async (req) => ok(req, ctx.clock.nowMs()), { config: { csrf: false } });
}

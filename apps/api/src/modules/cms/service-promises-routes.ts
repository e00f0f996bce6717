/**
 * GET /api/cms/{platform}/servicePromises (public), from its definition in
 * @shop/contracts/endpoints/service-promises. The site is `?siteCd=`, else the siteCd cookie,
 * else cn — the same rule as the shopper's prices.
 */
import type { FastifyInstance } from 'fastify';
import { COOKIES } from '@shop/contracts';
import { servicePromiseEndpoints } from '@shop/contracts/endpoints/service-promises';
import { resolveSiteCode } from '@shop/contracts/site';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { contentPlatformOf } from './platforms.ts';
import type { ServicePromiseService } from './service-promises.ts';

export function servicePromiseRoutes(api: FastifyInstance, promises: ServicePromiseService): void {
  routeEndpoint(api, servicePromiseEndpoints.list, async (req) =>
    ok(
      req,
      await promises.list({
        platform: contentPlatformOf(req.params.platform),
        siteCd: req.query.siteCd ?? resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]),
        skuCds: req.query.skuCd ?? [],
        bespoke: req.query.bespoke ?? false,
      }),
    ),
  );
}

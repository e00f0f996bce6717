/**
 * Product part: product comparison and trade-in estimates. Registered under /api by the
 * product module's index.ts, from their definitions in @shop/contracts/endpoints/compare.
 */
import type { FastifyInstance } from 'fastify';
import { COOKIES } from '@shop/contracts';
import { compareEndpoints } from '@shop/contracts/endpoints/compare';
import type { ProductParts } from '../product-needs.ts';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import { createCompareRepository } from './compare.repository.ts';
import { createCompareService } from './compare.service.ts';

export function registerCompare(api: FastifyInstance, deps: Pick<ProductParts, 'ctx'>): void {
  const compare = createCompareService(createCompareRepository(deps.ctx.database));
  const site = (req: { cookies: Record<string, string | undefined> }, fromQuery: string | undefined) => resolveSiteCode(fromQuery, req.cookies[COOKIES.siteCd]);

  routeEndpoint(api, compareEndpoints.baseInfo, async (req) =>
    ok(req, await compare.baseInfo(req.params.catgLvlOneCd, req.params.catgLvlTowCd, site(req, req.query.siteCd))),
  );
  routeEndpoint(api, compareEndpoints.compare, async (req) => ok(req, await compare.compare(req.params.x, site(req, req.query.siteCd))));
  routeEndpoint(api, compareEndpoints.tradeInEstimate, async (req) =>
    ok(req, await compare.tradeIn(req.params.x, site(req, req.query.siteCd), req.query.model)),
  );
}

/** Product part: product detail (pdp/*, stkPrice, getSkuStkCnt, recSku, specialFund, preview). Registered under /api by the product module's index.ts. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SKU } from '@shop/contracts/pdp-rules';
import type { ProductParts } from '../product-needs.ts';
import { pdpCommonRoutes } from './common-routes.ts';
import { createPdpRepository } from './pdp.repository.ts';
import { createPdpService } from './pdp.service.ts';
import { createLiveStock } from './live-stock.ts';
import { previewTokenRoutes } from './preview-routes.ts';
import { pdpRoutes } from './routes.ts';

export function registerPdp(api: FastifyInstance, deps: Pick<ProductParts, 'ctx' | 'activities' | 'listing'>): void {
  const repo = createPdpRepository(deps.ctx.database, deps.listing);
  const pdp = createPdpService(repo, createLiveStock(deps.ctx.database, deps.ctx.publicData), deps, DEFAULT_SKU);
  pdpRoutes(api, deps.ctx, pdp, repo);
  pdpCommonRoutes(api, pdp, repo);
  if (deps.ctx.config.nodeEnv !== 'production') previewTokenRoutes(api, deps.ctx);
}

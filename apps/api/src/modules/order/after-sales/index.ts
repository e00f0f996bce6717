/**
 * Module entry: after-sales requests on delivered orders (part of the order domain; issue #6).
 * Registered by app.ts under /api; the dev route only outside production.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import { createAfterSalesService, type AfterSalesService } from './after-sales.service.ts';
import { afterSalesRoutes } from './after-sales-routes.ts';
import { afterSalesDevRoutes } from './after-sales-dev-routes.ts';

export type { AfterSalesService } from './after-sales.service.ts';

export function registerAfterSalesModule(api: FastifyInstance, deps: ModuleDeps): { afterSales: AfterSalesService } {
  const afterSales = createAfterSalesService({ database: deps.ctx.database });
  afterSalesRoutes(api, deps, afterSales);
  if (deps.ctx.config.nodeEnv !== 'production') afterSalesDevRoutes(api, deps, afterSales);
  return { afterSales };
}

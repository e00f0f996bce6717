/**
 * Order part: after-sales requests on delivered orders (issue #6). Registered under /api by
 * the order module's index.ts; the dev route only outside production.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderParts } from '../order-needs.ts';
import { createAfterSalesService, type AfterSalesService } from './after-sales.service.ts';
import { afterSalesRoutes } from './after-sales-routes.ts';
import { afterSalesDevRoutes } from './after-sales-dev-routes.ts';

export type { AfterSalesService } from './after-sales.service.ts';

export function registerAfterSales(api: FastifyInstance, deps: Pick<OrderParts, 'ctx' | 'members'>): { afterSales: AfterSalesService } {
  const afterSales = createAfterSalesService({ database: deps.ctx.database });
  afterSalesRoutes(api, deps, afterSales);
  if (deps.ctx.config.nodeEnv !== 'production') afterSalesDevRoutes(api, deps, afterSales);
  return { afterSales };
}

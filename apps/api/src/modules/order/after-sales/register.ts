/**
 * Order part: after-sales on delivered orders (issues #6, #17). Registered under /api by the
 * order module's index.ts: the member's routes, the console's 售后 routes, the dev route (only
 * outside production) and the minute sweep (unshipped approvals closed, exchanges completed).
 * Provides the refund desk's outcome handler for the refunds it asks (`after-sale:<reqNo>`).
 */
import type { FastifyInstance } from 'fastify';
import type { RefundSettled } from '@shop/contracts/payment';
import type { Tx } from '@shop/db';
import type { LogisticsAdapter } from '../../../adapters/logistics/logistics-adapter.ts';
import type { OrderNeeds, OrderParts } from '../order-needs.ts';
import { createAfterSalesService, type AfterSalesService } from './after-sales.service.ts';
import { afterSalesRoutes } from './after-sales-routes.ts';
import { afterSalesDevRoutes } from './after-sales-dev-routes.ts';
import { createAfterSalesQueries } from './after-sales-queries.ts';
import { createAfterSalesFlow, reqNoOfRefundKey } from './after-sales-flow.ts';
import { afterSalesAdminRoutes, createAfterSalesAdmin } from './after-sales-admin.ts';

export type { AfterSalesService } from './after-sales.service.ts';

export interface AfterSalesPart {
  afterSales: AfterSalesService;
  /** Whether a refund request key is after-sales' (the payment port routes its outcome here). */
  ownsRefund(requestKey: string): boolean;
  refundSettled(tx: Tx, settled: RefundSettled): Promise<void>;
  sweep(now: Date): Promise<number>;
}

export function registerAfterSales(
  api: FastifyInstance,
  deps: Pick<OrderParts, 'ctx' | 'members' | 'catalogue' | 'invoicing' | 'memberMessages' | 'refunds' | 'stock' | 'points'> &
    Pick<OrderNeeds, 'staff' | 'refunds'>,
  logistics: LogisticsAdapter,
): AfterSalesPart {
  const { ctx } = deps;
  const q = createAfterSalesQueries(ctx.database.db);
  const flow = createAfterSalesFlow(ctx.database.db, deps, q, logistics);
  const afterSales = createAfterSalesService(deps, q, flow);
  afterSalesRoutes(api, deps, afterSales);
  afterSalesAdminRoutes(
    api,
    deps.staff,
    createAfterSalesAdmin({ db: ctx.database.db, clock: ctx.clock, members: deps.members, refunds: deps.refunds, staff: deps.staff }, q, flow),
  );
  if (ctx.config.nodeEnv !== 'production') afterSalesDevRoutes(api, deps, afterSales);
  ctx.jobs?.every('after-sales-sweep', '*/5 * * * *', async () => {
    const n = await flow.sweep(ctx.clock.now());
    if (n) api.log.info({ n }, 'after-sales requests closed or completed by the sweep');
  });
  return {
    afterSales,
    ownsRefund: (key) => reqNoOfRefundKey(key) !== null,
    refundSettled: flow.refundSettled,
    sweep: flow.sweep,
  };
}

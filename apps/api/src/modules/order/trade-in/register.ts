/**
 * Order part: trade-in recovery (the recycling order of a trade-in's old device).
 * createTradeInRecovery (trade-in-recovery.ts) is what the order module's checkout and order
 * life use (OrderParts.tradeInRecovery); this registers the member's recovery records and
 * answers under /api, the console's 以旧换新 routes, the dev route only outside production, and
 * the sweep that accepts final prices left unanswered. Registered by the order module's index.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { LogisticsAdapter } from '../../../adapters/logistics/logistics-adapter.ts';
import type { OrderNeeds, OrderParts } from '../order-needs.ts';
import { createRecoveryRecords, type RecoveryRecords } from './recovery-records.service.ts';
import { tradeInRoutes } from './trade-in-routes.ts';
import { tradeInDevRoutes } from './trade-in-dev-routes.ts';
import { createTradeInFlow } from './trade-in-flow.ts';
import { createTradeInAdmin, tradeInAdminRoutes } from './trade-in-admin.ts';
import { createTradeInThird } from './trade-in-third.ts';

export type { RecoveryRecords } from './recovery-records.service.ts';

export function registerTradeIn(
  api: FastifyInstance,
  deps: Pick<OrderParts, 'catalogue' | 'ctx' | 'members' | 'memberMessages' | 'points'> & Pick<OrderNeeds, 'staff'>,
  logistics: LogisticsAdapter,
): { records: RecoveryRecords } {
  const { ctx } = deps;
  const flow = createTradeInFlow({ memberMessages: deps.memberMessages, logistics, points: deps.points });
  const records = createRecoveryRecords({ database: ctx.database, catalogue: deps.catalogue, flow, placeOf: (a) => logistics.destination(a) });
  tradeInRoutes(api, deps, records, createTradeInThird({ db: ctx.database.db, catalogue: deps.catalogue, detail: records.recoveryDetail }));
  tradeInAdminRoutes(api, deps.staff, createTradeInAdmin({ db: ctx.database.db, clock: ctx.clock, members: deps.members, staff: deps.staff }, flow));
  if (ctx.config.nodeEnv !== 'production') tradeInDevRoutes(api, deps, records);
  ctx.jobs?.every('trade-in-sweep', '*/5 * * * *', async () => {
    const n = await flow.sweep(ctx.database.db, ctx.clock.now());
    if (n) api.log.info({ n }, 'trade-in final prices accepted by the sweep');
  });
  return { records };
}

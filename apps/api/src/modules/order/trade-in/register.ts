/**
 * Order part: trade-in recovery (the recycling order of a trade-in's old device).
 * createTradeInRecovery (trade-in-recovery.ts) is what the order module's checkout and order
 * life use (OrderParts.tradeInRecovery); this registers the member's recovery records under
 * /api, the dev route only outside production. Registered by the order module's index.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderParts } from '../order-needs.ts';
import { createRecoveryRecords, type RecoveryRecords } from './recovery-records.service.ts';
import { tradeInRoutes } from './trade-in-routes.ts';
import { tradeInDevRoutes } from './trade-in-dev-routes.ts';

export type { RecoveryRecords } from './recovery-records.service.ts';

export function registerTradeIn(api: FastifyInstance, deps: Pick<OrderParts, 'catalogue' | 'ctx' | 'members'>): { records: RecoveryRecords } {
  const records = createRecoveryRecords({ database: deps.ctx.database, catalogue: deps.catalogue });
  tradeInRoutes(api, deps, records);
  if (deps.ctx.config.nodeEnv !== 'production') tradeInDevRoutes(api, deps, records);
  return { records };
}

/**
 * Module entry: trade-in recovery (the recycling order of a trade-in's old device; part of the
 * order domain). Provides createTradeInRecovery, which app.ts hands checkout and the order's
 * life (ModuleDeps.tradeInRecovery), and registers the member's recovery records under /api;
 * the dev route only outside production.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import { createRecoveryRecords, type RecoveryRecords } from './recovery-records.service.ts';
import { tradeInRoutes } from './trade-in-routes.ts';
import { tradeInDevRoutes } from './trade-in-dev-routes.ts';

export { createTradeInRecovery, type TradeInRecovery } from './trade-in-recovery.ts';
export type { RecoveryRecords } from './recovery-records.service.ts';

export function registerTradeInModule(api: FastifyInstance, deps: ModuleDeps): { records: RecoveryRecords } {
  const records = createRecoveryRecords({ database: deps.ctx.database, catalogue: deps.catalogue });
  tradeInRoutes(api, deps, records);
  if (deps.ctx.config.nodeEnv !== 'production') tradeInDevRoutes(api, deps, records);
  return { records };
}

/**
 * Module entry: delivery regions and promised date, arrival notices (and their one-minute
 * notifier job) under /api. Provides the region and delivery rules the order module uses (pure
 * functions). Needs: delivery-needs.ts (DeliveryNeeds; catalogue facts come from the product
 * module's catalogue, typed by catalog-lookup.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { DeliveryNeeds } from './delivery-needs.ts';
import { regionRoutes } from './regions-routes.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { arrivalRoutes } from './arrival/arrival-routes.ts';
import { notifyArrivals } from './arrival/arrival-notifier.ts';

export type { DeliveryNeeds } from './delivery-needs.ts';

export function registerDelivery(api: FastifyInstance, deps: DeliveryNeeds): void {
  const { ctx } = deps;
  const catalog = deps.catalogue;

  regionRoutes(api);
  deliveryRoutes(api, { clock: ctx.clock, catalog });
  arrivalRoutes(api, deps, catalog);

  // Stock changes come from several places (operators, order cancellations), so a scan every
  // minute rather than a hook — one job for the whole shop, not a timer per worker. Not in
  // tests: they call notifyArrivals directly.
  if (ctx.config.nodeEnv !== 'test') {
    ctx.jobs?.every('arrival-notices', '* * * * *', async () => {
      const r = await notifyArrivals({ database: ctx.database, catalogue: catalog, clock: ctx.clock, sms: ctx.sms, log: api.log });
      if (r.sent) api.log.info(r, 'arrival notices sent');
    });
  }
}

export { notifyArrivals } from './arrival/arrival-notifier.ts';
export { estimateDelivery, isDeliverable, type Destination } from './delivery-estimate.ts';
export { checkAddress, regionTree } from './regions.ts';

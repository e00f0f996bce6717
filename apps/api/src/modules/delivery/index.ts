/**
 * Module entry: delivery regions and promised date, arrival notice, TTM verification, live
 * entry, product-page ads and the share poster. Registered by app.ts under /api.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { createCatalogLookup } from './catalog-lookup.ts';
import { regionRoutes } from './regions-routes.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { arrivalRoutes } from './arrival/arrival-routes.ts';
import { notifyArrivals } from './arrival/arrival-notifier.ts';
import { ttmRoutes } from './ttm/ttm-routes.ts';
import { liveRoutes } from './live/live-routes.ts';
import { pdpAdRoutes } from './pdp-ads.ts';
import { shareRoutes } from './share/share-routes.ts';

export function registerDeliveryModule(api: FastifyInstance, deps: ModuleDeps): void {
  const { ctx } = deps;
  const catalog = createCatalogLookup(ctx.database);

  regionRoutes(api);
  deliveryRoutes(api, { clock: ctx.clock, catalog });
  arrivalRoutes(api, deps, catalog);
  ttmRoutes(api, deps, deps.ttm);
  liveRoutes(api, deps);
  pdpAdRoutes(api, deps, catalog);
  shareRoutes(api, deps, catalog);

  // Stock changes come from several places (operators, order cancellations), so a scan every
  // minute rather than a hook — one job for the whole shop, not a timer per worker. Not in
  // tests: they call notifyArrivals directly.
  if (ctx.config.nodeEnv !== 'test') {
    ctx.jobs?.every('arrival-notices', '* * * * *', async () => {
      const r = await notifyArrivals({ database: ctx.database, clock: ctx.clock, sms: ctx.sms, log: api.log });
      if (r.sent) api.log.info(r, 'arrival notices sent');
    });
  }
}

export { notifyArrivals } from './arrival/arrival-notifier.ts';

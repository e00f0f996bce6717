/** Module entry: marketing (coupons and activities on product pages). Registered by app.ts under /api. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { createCouponService } from './coupon.service.ts';
import { createProductScopeReader } from './product-scope.ts';
import { marketingRoutes } from './routes.ts';

export function registerMarketingModule(api: FastifyInstance, deps: ModuleDeps): void {
  const { database } = deps.ctx;
  marketingRoutes(api, { deps, coupons: createCouponService(database), productScope: createProductScopeReader(deps.catalogue) });
}

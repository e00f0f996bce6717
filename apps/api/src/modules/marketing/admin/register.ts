/** The console's 营销 area (issue #16): /api/admin/marketing/*, registered by marketing/index.ts after the staff module. */
import type { FastifyInstance } from 'fastify';
import { createFlashSaleAdmin } from './flash-sale-admin.service.ts';
import { createCouponAdmin } from './coupon-admin.service.ts';
import { createPresaleAdmin } from './presale-admin.service.ts';
import { createTryBuyAdmin } from './try-buy-admin.service.ts';
import { createLadderAdmin } from './ladder-admin.service.ts';
import { marketingAdminRoutes } from './marketing-admin-routes.ts';
import type { MarketingAdminNeeds } from './marketing-admin-needs.ts';

export function registerMarketingAdminRoutes(api: FastifyInstance, needs: MarketingAdminNeeds): void {
  marketingAdminRoutes(api, needs.staff, {
    flashSales: createFlashSaleAdmin(needs),
    presales: createPresaleAdmin(needs),
    tryBuys: createTryBuyAdmin(needs),
    coupons: createCouponAdmin(needs),
    ladders: createLadderAdmin(needs),
  });
}

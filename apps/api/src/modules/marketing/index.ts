/**
 * Module entry: marketing. Activities (flash sale, pre-sale, tiered discount), the flash-sale
 * list, coupons and coupon packs (the new-member pack) under /api, the post-payment lottery and its winning records (lottery/). Needs and provides:
 * marketing-needs.ts (MarketingNeeds, MarketingProvides).
 */
import type { FastifyInstance } from 'fastify';
import { createActivityService } from './activity.service.ts';
import { createCouponService } from './coupon.service.ts';
import { createCouponUseService } from './coupon-use.service.ts';
import { createMemberCouponReads } from './member-coupon-reads.ts';
import { createProductScopeReader } from './product-scope.ts';
import { createCouponPackService } from './coupon-pack.service.ts';
import { createFlashSaleReads } from './flash-sales.ts';
import { createTryBuyOffers } from './try-buy/try-buy-offers.ts';
import { createFlashSaleReminders } from './flash-sale-reminders.ts';
import { marketingRoutes } from './routes.ts';
import { registerLottery } from './lottery/register.ts';
import type { MarketingNeeds, MarketingParts, MarketingProvides } from './marketing-needs.ts';
import { registerMarketingAdminRoutes } from './admin/register.ts';
import type { MarketingAdminNeeds } from './admin/marketing-admin-needs.ts';

export type { MarketingNeeds, MarketingProvides } from './marketing-needs.ts';
export type { MarketingAdminNeeds } from './admin/marketing-admin-needs.ts';

export function registerMarketing(api: FastifyInstance, needs: MarketingNeeds): MarketingProvides {
  const { database } = needs.ctx;
  const tryBuy = createTryBuyOffers(database, needs.catalogue);
  const activities = createActivityService(database, { holdGraceSeconds: needs.ctx.config.activityStock?.holdGraceSeconds });
  const deps: MarketingParts = { ...needs, activities };
  const reminders = createFlashSaleReminders(database);
  marketingRoutes(api, {
    deps,
    coupons: createCouponService(database),
    productScope: createProductScopeReader(needs.catalogue),
    flashSales: createFlashSaleReads(database, needs.catalogue),
    tryBuy,
    reminders,
  });
  const { lottery } = registerLottery(api, deps);
  // Activity stock a killed process held for an order it never wrote, and flash-sale reservations
  // (抢购资格) their members left unused past their expiry, go back (activity.service.ts).
  needs.ctx.jobs?.every('activity-stock-holds', '* * * * *', async () => {
    const n = await deps.activities.giveBackOrphanedHolds();
    if (n) api.log.info({ n }, 'activity stock of unfinished placements or expired reservations given back');
  });
  // 提醒我 (/speedKill): a started sale's reminders become inbox messages, once each even with two workers (flash-sale-reminders.ts).
  needs.ctx.jobs?.every('flash-sale-reminders', '* * * * *', async () => {
    const n = await reminders.sendDue(needs.ctx.clock.now(), { inbox: needs.inbox, catalogue: needs.catalogue });
    if (n) api.log.info({ n }, 'flash-sale reminders sent');
  });
  return {
    activities: deps.activities,
    couponUse: createCouponUseService(database),
    memberCoupons: createMemberCouponReads(database),
    newMemberPack: createCouponPackService(database),
    lottery,
    tryBuy,
  };
}

/** The console's 营销 area (issue #16): flash sales, pre-sales, 先试后买 offers and coupons under /api/admin/marketing/*, guarded and audited by the staff module. */
export function registerMarketingAdmin(api: FastifyInstance, needs: MarketingAdminNeeds): void {
  registerMarketingAdminRoutes(api, needs);
}

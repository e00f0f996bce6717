/**
 * What the marketing module needs from other modules, declared here and satisfied structurally
 * by what app.ts hands over: the product module's catalogue (coupon scopes: product-scope.ts),
 * the member module's points ledger (the draw: lottery/lottery-needs.ts) and members, and the
 * payment module's paid-order check (the draw). No marketing file imports another module.
 */
import type { ApiContext, AuthState } from '../../platform/types.ts';
import type { ActivityService } from './activity.service.ts';
import type { CouponUseService } from './coupon-use.service.ts';
import type { MemberCouponReads } from './member-coupon-reads.ts';
import type { ScopeCatalogue } from './product-scope.ts';
import type { FlashSaleCatalogue } from './flash-sales.ts';
import type { CouponPackService } from './coupon-pack.service.ts';
import type { LotteryEntries, LotteryPoints } from './lottery/lottery-needs.ts';
import type { LotteryService, PaidOrderCheck } from './lottery/lottery.service.ts';
import type { TryBuyOffers } from './try-buy/try-buy-offers.ts';
import type { ReminderInbox } from './flash-sale-reminders.ts';

/** What registerMarketing needs. */
export interface MarketingNeeds {
  ctx: ApiContext;
  members: {
    ofAuth(auth: AuthState): Promise<{ id: number; roles: string[] } | undefined>;
    requireOfAuth(auth: AuthState): Promise<{ id: number; roles: string[] }>;
  };
  catalogue: ScopeCatalogue & FlashSaleCatalogue;
  points: LotteryPoints & LotteryEntries;
  /** Whether the member paid the order (payment module): the draw is for paid orders only. */
  paidOrders: PaidOrderCheck;
  /** The member module's inbox: a flash sale's 提醒我 message when it starts (flash-sale-reminders.ts). */
  inbox: ReminderInbox;
}

/** What the marketing module provides. */
export interface MarketingProvides {
  /** Each SKU's activities (flash sale, pre-sale, tiered discount): product page, cart, checkout; a flash sale's own stock, taken by checkout and given back by a cancel. */
  activities: ActivityService;
  /** A member's usable coupons, using / giving one back: cart, checkout, order life. */
  couponUse: CouponUseService;
  /** A member's own coupons by status: the member module's coupon list and personal-centre home. */
  memberCoupons: MemberCouponReads;
  /** Coupon packs: the new-member pack, granted by the member module when it creates a member (once per member). */
  newMemberPack: CouponPackService;
  /** The post-payment draw, served by the payment module's routes. */
  lottery: LotteryService;
  /** 先试后买 offers: an offer's facts and a member's application (cart's buy now, checkout), a unit taken in the order transaction and given back by a cancel (order). */
  tryBuy: TryBuyOffers;
}

/** The needs plus marketing's own activities, as the module's files take them (each a Pick of it). */
export interface MarketingParts extends MarketingNeeds {
  activities: ActivityService;
}

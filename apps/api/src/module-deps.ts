/**
 * What app.ts hands every feature module's register function: the API context and the
 * services other modules may call (a module never reads another module's tables).
 */
import type { ApiContext } from './platform/types.ts';
import type { MemberService } from './modules/member/member.service.ts';
import type { SmsCodeService } from './modules/auth/sms-code.service.ts';
import type { SessionService } from './modules/auth/session.service.ts';
import type { ActivityService } from './modules/marketing/activity.service.ts';
import type { ListingService } from './modules/product/listing.service.ts';
import type { TtmService } from './modules/product/ttm/index.ts';
import type { PointsService } from './modules/member/points.service.ts';
import type { StockService } from './modules/product/stock.service.ts';
import type { CouponUseService } from './modules/marketing/coupon-use.service.ts';
import type { CartCheckoutPort } from './modules/cart/cart-checkout.ts';
import type { MessageService } from './modules/member/inbox/index.ts';
import type { TradeInRecovery } from './modules/order/trade-in/index.ts';
import type { CatalogueReads } from './modules/product/catalogue-reads.ts';
import type { WishlistService } from './modules/member/wishlist/wishlist.service.ts';
import type { OrderReads } from './modules/order/index.ts';
import type { MemberCouponReads } from './modules/marketing/member-coupon-reads.ts';
import type { DetailReads } from './modules/product/detail-reads.ts';
import type { SettingReads } from './modules/cms/setting-reads.ts';

export interface ModuleDeps {
  ctx: ApiContext;
  members: MemberService;
  smsCodes: SmsCodeService;
  sessions: SessionService;
  activities: ActivityService;
  listing: ListingService;
  /** TTM early-access qualification: the cart refuses a TTM product to an unverified shopper. */
  ttm: TtmService;
  /** Member points ledger: balance, spend / refund with an order, earn on completion. */
  points: PointsService;
  /** SKU stock: reserve with one conditional UPDATE, release on cancel. */
  stock: StockService;
  /** A member's usable coupons, using / giving back one, flash-sale activity stock. */
  couponUse: CouponUseService;
  /** The cart's selected lines for checkout and removing ordered lines. */
  cartCheckout: CartCheckoutPort;
  /** System messages to a member (order status changes); optional where a test builds a module alone. */
  memberMessages?: Pick<MessageService, 'send'>;
  /** The trade-in's recycling order: opened at placement, moved with the order; optional like memberMessages. */
  tradeInRecovery?: TradeInRecovery;
  /**
   * Catalogue reads for other modules (the product module owns the catalogue tables): cart and
   * checkout SKU facts, card rows, site prices, services / bundles / gifts, trade-in models,
   * coupon scopes, student offers, arrival targets, order-line pictures. Each consumer types it
   * by the interface of what it needs (cart/cart-needs.ts, order/catalogue-needs.ts, …).
   */
  catalogue: CatalogueReads;
  /** A member's wishlist (member module): its routes, and the cart's 移入收藏 (CartWishlist). */
  wishlist: WishlistService;
  /** Order reads for other modules: a member's paid orders (star diamonds), is an order theirs (support tickets). */
  orderReads: OrderReads;
  /** A member's own coupons by status (marketing owns the coupon tables): coupon list, personal-centre home. */
  memberCoupons: MemberCouponReads;
  /** Product-detail reads for other modules: which products are bespoke (customized orders). */
  productDetails: DetailReads;
  /** System setting values (cms owns sys_settings): the support hotline. */
  settings: SettingReads;
}

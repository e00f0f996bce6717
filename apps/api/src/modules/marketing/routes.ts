/**
 * Marketing on product pages (spec 7 Marketing): activities of SKUs, coupons usable on a
 * product, the site's public coupons, claiming a coupon. Listing routes are public; when a
 * member token comes along, each coupon also carries the member's own state. Registered
 * from their definitions in @shop/contracts/endpoints/marketing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CouponView, ProductActivityList } from '@shop/contracts/marketing';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { marketingEndpoints } from '@shop/contracts/endpoints/marketing';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { fail } from '../../platform/shop-error.ts';
import type { MarketingParts } from './marketing-needs.ts';
import type { CouponCaller, CouponService } from './coupon.service.ts';
import type { ProductScopeReader } from './product-scope.ts';
import type { FlashSaleReads } from './flash-sales.ts';
import type { TryBuyOffers } from './try-buy/try-buy-offers.ts';
import type { FlashSaleReminders } from './flash-sale-reminders.ts';
import { groupSessions, sessionsEndMs } from './flash-sale-sessions.ts';
import { activityLabel, activityStatus } from './coupon-rules.ts';
import { COOKIES } from '@shop/contracts';
import { resolveSiteCode } from '@shop/contracts/site';

export interface MarketingRouteDeps {
  deps: Pick<MarketingParts, 'activities' | 'ctx' | 'members'>;
  coupons: CouponService;
  productScope: ProductScopeReader;
  flashSales: FlashSaleReads;
  tryBuy: TryBuyOffers;
  reminders: FlashSaleReminders;
}

export function marketingRoutes(api: FastifyInstance, { deps, coupons, productScope, flashSales, tryBuy, reminders }: MarketingRouteDeps) {
  const { clock } = deps.ctx;

  /** The member behind a token, if any (public routes: the token is trusted without a session read). */
  async function callerOf(req: FastifyRequest): Promise<CouponCaller | null> {
    const m = await deps.members.ofAuth(req.auth);
    return m ? { memberId: m.id, roles: m.roles } : null;
  }

  /** The shopper's site (the siteCd cookie, else the main shop): activities and prices follow it. */
  const siteOf = (req: FastifyRequest) => resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]);

  async function activityList(req: FastifyRequest, skuCds: string[]): Promise<ProductActivityList> {
    const now = clock.now();
    const map = await deps.activities.forSkus(skuCds, siteOf(req), now);
    return {
      serverTimeMs: now.getTime(),
      skus: skuCds.map((skuCd) => ({
        skuCd,
        activities: (map.get(skuCd) ?? []).map((a) => ({
          ...a,
          label: activityLabel(a),
          status: activityStatus(parseBeijingTime(a.beginTime), parseBeijingTime(a.endTime), now.getTime()),
        })),
      })),
    };
  }

  async function couponList(req: FastifyRequest, scope: { spuCd?: string; skuCds: string[]; catgCd?: string }) {
    const now = clock.now();
    const caller = await callerOf(req);
    const list: CouponView[] = await coupons.forProduct(await productScope(scope), caller, now);
    return { serverTimeMs: now.getTime(), signedIn: caller !== null, coupons: list };
  }

  routeEndpoint(api, marketingEndpoints.productAryActivities, async (req) => ok(req, await activityList(req, req.params.skuIds)));

  routeEndpoint(api, marketingEndpoints.productActivities, async (req) => ok(req, await activityList(req, [req.params.skuId])));

  routeEndpoint(api, marketingEndpoints.productCoupons, async (req) =>
    ok(req, await couponList(req, { spuCd: req.params.spuId, skuCds: req.params.skuIds, catgCd: req.params.lastLvId })),
  );

  routeEndpoint(api, marketingEndpoints.productCouponsByBody, async (req) => {
    const { spuCd, skuCds, catgCd } = req.body;
    if (!spuCd && skuCds.length === 0 && !catgCd) throw fail('E_VALIDATION', { message: '请提供商品编码、SKU 编码或类目编码' });
    return ok(req, await couponList(req, { spuCd, skuCds, catgCd }));
  });

  routeEndpoint(api, marketingEndpoints.pdpCoupons, async (req) =>
    ok(req, await couponList(req, { spuCd: req.params.prodCd, skuCds: req.body?.skuCd ? [req.body.skuCd] : [] })),
  );

  routeEndpoint(api, marketingEndpoints.currentPublicCoupons, async (req) => {
    const now = clock.now();
    const caller = await callerOf(req);
    const list = await coupons.currentPublic(req.params.site.toLowerCase(), req.params.code, caller, now);
    return ok(req, { serverTimeMs: now.getTime(), signedIn: caller !== null, coupons: list });
  });

  routeEndpoint(api, marketingEndpoints.claimableCoupons, async (req) => {
    const now = clock.now();
    const caller = await callerOf(req);
    const list = await coupons.claimableFor(await productScope({ skuCds: req.body.skuCds }), caller, now);
    return ok(req, { serverTimeMs: now.getTime(), signedIn: caller !== null, coupons: list });
  });

  routeEndpoint(api, marketingEndpoints.flashSales, async (req) => {
    const { upcomingHours, limit, skuCd } = req.query;
    return ok(req, await flashSales.list({ siteCode: siteOf(req), now: clock.now(), upcomingHours, limit, skuCd }));
  });

  // /speedKill: today's and tomorrow's sessions (flash-sale-sessions.ts), and 提醒我 on an upcoming SKU.
  routeEndpoint(api, marketingEndpoints.flashSaleSessions, async (req) => {
    const now = clock.now();
    const nowMs = now.getTime();
    const caller = await callerOf(req);
    const upcomingHours = Math.ceil((sessionsEndMs(nowMs) - nowMs) / 3_600_000);
    const [shown, reminded] = await Promise.all([
      flashSales.shown({ siteCode: siteOf(req), now, upcomingHours }),
      caller ? reminders.keysOf(caller.memberId) : Promise.resolve(new Set<string>()),
    ]);
    return ok(req, { serverTimeMs: nowMs, signedIn: caller !== null, sessions: groupSessions(shown, nowMs, reminded) });
  });

  routeEndpoint(api, marketingEndpoints.flashSaleRemind, async (req) => {
    const caller = await callerOf(req);
    if (!caller) throw fail('E_USER_4010');
    return ok(req, await reminders.remind(caller.memberId, req.body.actCd, req.body.skuCd, clock.now()));
  });

  routeEndpoint(api, marketingEndpoints.flashSaleRemindCancel, async (req) => {
    const caller = await callerOf(req);
    if (!caller) throw fail('E_USER_4010');
    return ok(req, await reminders.cancel(caller.memberId, req.body.actCd, req.body.skuCd));
  });

  routeEndpoint(api, marketingEndpoints.claimCoupon, async (req) => {
    const caller = await callerOf(req);
    if (!caller) throw fail('E_USER_4010');
    return ok(req, await coupons.claim(req.body.cpnCd, caller, clock.now()));
  });

  // 先试后买: the /trybuy page's running offers, at the shopper's site's price (= the deposit).
  routeEndpoint(api, marketingEndpoints.tryBuyList, async (req) => ok(req, await tryBuy.list(siteOf(req), clock.now())));
}

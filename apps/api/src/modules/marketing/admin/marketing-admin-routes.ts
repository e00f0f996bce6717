/**
 * 营销 routes of the back office (@shop/contracts/endpoints/admin-marketing): flash sales,
 * pre-sales, 先试后买 offers and 阶梯价 (tiered prices) need activities.write, coupon templates coupons.write (guards and no-store from platform/admin-route.ts). Each write is audited on
 * its own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMarketingEndpoints as e } from '@shop/contracts/endpoints/admin-marketing';
import { adminLadderEndpoints as l } from '@shop/contracts/endpoints/admin-ladders';
import { adminRouter } from '../../../platform/admin-route.ts';
import { ok } from '../../../platform/envelope.ts';
import type { FlashSaleAdmin } from './flash-sale-admin.service.ts';
import type { CouponAdmin } from './coupon-admin.service.ts';
import type { PresaleAdmin } from './presale-admin.service.ts';
import type { TryBuyAdmin } from './try-buy-admin.service.ts';
import type { LadderAdmin } from './ladder-admin.service.ts';
import type { MarketingAdminStaff, MarketingAudit } from './marketing-admin-needs.ts';

export interface MarketingAdminServices {
  flashSales: FlashSaleAdmin;
  presales: PresaleAdmin;
  tryBuys: TryBuyAdmin;
  coupons: CouponAdmin;
  ladders: LadderAdmin;
}

export function marketingAdminRoutes(
  api: FastifyInstance,
  staff: MarketingAdminStaff,
  { flashSales, presales, tryBuys, coupons, ladders }: MarketingAdminServices,
) {
  const route = adminRouter(api, staff);
  const auditOf =
    (req: FastifyRequest): MarketingAudit =>
    (tx, what) =>
      staff.audit(tx, req, what);

  route(e.flashSales, 'activities.write', async (req) => ok(req, await flashSales.list(req.query)));
  route(e.createFlashSale, 'activities.write', async (req) => ok(req, await flashSales.create(req.body, auditOf(req))));
  route(e.updateFlashSale, 'activities.write', async (req) => ok(req, await flashSales.update(req.params.actCd, req.params.skuCode, req.body, auditOf(req))));
  route(e.endFlashSale, 'activities.write', async (req) => ok(req, await flashSales.end(req.params.actCd, req.params.skuCode, auditOf(req))));

  route(e.presales, 'activities.write', async (req) => ok(req, await presales.list(req.query)));
  route(e.createPresale, 'activities.write', async (req) => ok(req, await presales.create(req.body, auditOf(req))));
  route(e.updatePresale, 'activities.write', async (req) => ok(req, await presales.update(req.params.actCd, req.params.skuCode, req.body, auditOf(req))));
  route(e.endPresale, 'activities.write', async (req) => ok(req, await presales.end(req.params.actCd, req.params.skuCode, auditOf(req))));

  route(e.tryBuys, 'activities.write', async (req) => ok(req, await tryBuys.list(req.query)));
  route(e.createTryBuy, 'activities.write', async (req) => ok(req, await tryBuys.create(req.body, auditOf(req))));
  route(e.updateTryBuy, 'activities.write', async (req) => ok(req, await tryBuys.update(req.params.code, req.body, auditOf(req))));
  route(e.pauseTryBuy, 'activities.write', async (req) => ok(req, await tryBuys.pause(req.params.code, auditOf(req))));
  route(e.resumeTryBuy, 'activities.write', async (req) => ok(req, await tryBuys.resume(req.params.code, auditOf(req))));
  route(e.endTryBuy, 'activities.write', async (req) => ok(req, await tryBuys.end(req.params.code, auditOf(req))));

  route(l.ladders, 'activities.write', async (req) => ok(req, await ladders.list(req.query)));
  route(l.createLadder, 'activities.write', async (req) => ok(req, await ladders.create(req.body, auditOf(req))));
  route(l.updateLadder, 'activities.write', async (req) => ok(req, await ladders.update(req.params.actCd, req.params.skuCode, req.body, auditOf(req))));
  route(l.endLadder, 'activities.write', async (req) => ok(req, await ladders.end(req.params.actCd, req.params.skuCode, auditOf(req))));

  route(e.coupons, 'coupons.write', async (req) => ok(req, await coupons.list(req.query)));
  route(e.createCoupon, 'coupons.write', async (req) => ok(req, await coupons.create(req.body, auditOf(req))));
  route(e.updateCoupon, 'coupons.write', async (req) => ok(req, await coupons.update(req.params.cpnCd, req.body, auditOf(req))));
  route(e.stopCoupon, 'coupons.write', async (req) => ok(req, await coupons.stop(req.params.cpnCd, auditOf(req))));
}

/**
 * 营销 → 套装 and 赠品 routes of the console (@shop/contracts/endpoints/admin-bundles), served by the
 * product module because it owns the bundles and sku_gifts tables; each behind activities.write
 * like the other 营销 screens (guards and no-store from platform/admin-route.ts). Each write is
 * audited on its own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminBundleEndpoints as e } from '@shop/contracts/endpoints/admin-bundles';
import { ok } from '../../../platform/envelope.ts';
import { adminRouter } from '../../../platform/admin-route.ts';
import type { AuditWrite } from './catalogue-admin.service.ts';
import type { BundleAdmin } from './bundle-admin.service.ts';
import type { GiftAdmin } from './gift-admin.service.ts';
import type { CatalogueAdminNeeds } from './catalogue-admin-needs.ts';

export function bundleAdminRoutes(api: FastifyInstance, { staff }: CatalogueAdminNeeds, bundles: BundleAdmin, gifts: GiftAdmin) {
  const route = adminRouter(api, staff);
  const auditOf =
    (req: FastifyRequest): AuditWrite =>
    (tx, what) =>
      staff.audit(tx, req, what);

  route(e.bundles, 'activities.write', async (req) => ok(req, await bundles.list(req.query)));
  route(e.createBundle, 'activities.write', async (req) => ok(req, await bundles.create(req.body, auditOf(req))));
  route(e.updateBundle, 'activities.write', async (req) => ok(req, await bundles.update(req.params.code, req.body, auditOf(req))));
  route(e.enableBundle, 'activities.write', async (req) => ok(req, await bundles.enable(req.params.code, auditOf(req))));
  route(e.disableBundle, 'activities.write', async (req) => ok(req, await bundles.disable(req.params.code, auditOf(req))));

  route(e.gifts, 'activities.write', async (req) => ok(req, await gifts.list(req.query)));
  route(e.createGift, 'activities.write', async (req) => ok(req, await gifts.create(req.body, auditOf(req))));
  route(e.updateGift, 'activities.write', async (req) => ok(req, await gifts.update(req.params.skuCode, req.params.giftSkuCode, req.body, auditOf(req))));
  route(e.deleteGift, 'activities.write', async (req) => ok(req, await gifts.remove(req.params.skuCode, req.params.giftSkuCode, auditOf(req))));
}

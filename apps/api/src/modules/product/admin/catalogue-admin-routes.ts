/**
 * 商品 routes of the console (@shop/contracts/endpoints/admin-catalogue), each behind
 * catalogue.write, prices.write or stock.write (guards and no-store from platform/admin-route.ts).
 * Each write is audited on its own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '@shop/contracts/staff';
import { adminCatalogueEndpoints as e } from '@shop/contracts/endpoints/admin-catalogue';
import { ok } from '../../../platform/envelope.ts';
import { adminRouter } from '../../../platform/admin-route.ts';
import { routePictureUpload } from '../../../platform/picture-upload.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuditWrite, CatalogueAdmin } from './catalogue-admin.service.ts';
import type { createCataloguePictures } from './catalogue-pictures.ts';
import type { StockAdmin } from './stock-admin.service.ts';
import type { CatalogueAdminNeeds } from './catalogue-admin-needs.ts';

export function catalogueAdminRoutes(
  api: FastifyInstance,
  { ctx, staff }: CatalogueAdminNeeds,
  admin: CatalogueAdmin,
  stock: StockAdmin,
  pictures: ReturnType<typeof createCataloguePictures>,
) {
  const route = adminRouter(api, staff);
  const auditOf =
    (req: FastifyRequest): AuditWrite =>
    (tx, what) =>
      staff.audit(tx, req, what);

  route(e.categories, 'catalogue.write', async (req) => ok(req, { list: await admin.categoryTree() }));
  route(e.createCategory, 'catalogue.write', async (req) => ok(req, await admin.createCategory(req.body, auditOf(req))));
  route(e.updateCategory, 'catalogue.write', async (req) => ok(req, await admin.updateCategory(req.params.code, req.body, auditOf(req))));
  route(e.deleteCategory, 'catalogue.write', async (req) => ok(req, await admin.deleteCategory(req.params.code, auditOf(req))));
  route(e.reorderCategories, 'catalogue.write', async (req) => ok(req, { list: await admin.reorderCategories(req.body, auditOf(req)) }));

  route(e.products, 'catalogue.write', async (req) => ok(req, await admin.list(req.query)));
  route(e.product, 'catalogue.write', async (req) => ok(req, await admin.product(req.params.spuCode)));
  // A new product comes with its SKUs' prices: both permissions (the hook checks one, the handler the other, before any write).
  route(e.createProduct, 'catalogue.write', async (req) => {
    if (!hasPermission(staff.staffOf(req).grants, 'prices.write')) throw fail('ERR_ADMIN_FORBIDDEN', { data: { permission: 'prices.write' } });
    return ok(req, await admin.create(req.body, auditOf(req)));
  });
  route(e.updateProduct, 'catalogue.write', async (req) =>
    ok(req, await admin.update(req.params.spuCode, req.body, hasPermission(staff.staffOf(req).grants, 'prices.write'), auditOf(req))),
  );
  route(e.setStatus, 'catalogue.write', async (req) => ok(req, await admin.setStatus(req.params.spuCode, req.body.status, auditOf(req))));
  route(e.preview, 'catalogue.write', async (req) => ok(req, await admin.preview(req.params.spuCode)));

  route(e.prices, 'prices.write', async (req) => ok(req, await admin.prices(req.params.spuCode)));
  route(e.setPrices, 'prices.write', async (req) => ok(req, await admin.setPrices(req.params.spuCode, req.body, auditOf(req))));

  routePictureUpload(route, e.uploadPicture, 'catalogue.write', { staffOf: staff.staffOf, pictures, now: () => ctx.clock.now(), what: 'catalogue' });

  route(e.stock, 'stock.write', async (req) => ok(req, await stock.list(req.query)));
  route(e.adjustStock, 'stock.write', async (req) => ok(req, await stock.adjust(req.params.skuCode, req.body, staff.staffOf(req), auditOf(req))));
  route(e.ledger, 'stock.write', async (req) => ok(req, await stock.ledger(req.params.skuCode, req.query)));
}

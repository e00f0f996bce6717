/**
 * 商品 routes of the console (@shop/contracts/endpoints/admin-catalogue). Each is guarded by the
 * staff module's permission hook (catalogue.write, prices.write or stock.write), which refuses
 * before the body is read: a refused call changes nothing and writes no audit row. Each write
 * is audited on its own transaction.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '@shop/contracts/staff';
import { UPLOAD_MAX_BYTES } from '@shop/contracts/profile';
import { adminCatalogueEndpoints as e } from '@shop/contracts/endpoints/admin-catalogue';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { apiErrorHandler } from '../../../platform/error-handler.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuditWrite, CatalogueAdmin } from './catalogue-admin.service.ts';
import type { createCataloguePictures } from './catalogue-pictures.ts';
import type { StockAdmin } from './stock-admin.service.ts';
import type { CatalogueAdminNeeds } from './catalogue-admin-needs.ts';

/** Room for the multipart framing around one file of the maximum size. */
const FRAMING_SLACK = 64 * 1024;

function pictureErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return apiErrorHandler(fail('ERR_UPLOAD_TOO_LARGE') as unknown as FastifyError, req, reply);
  if (err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FIELDS_LIMIT')
    return apiErrorHandler(fail('ERR_UPLOAD_FILE_REQUIRED', { message: '每次只能上传一张图片' }) as unknown as FastifyError, req, reply);
  return apiErrorHandler(err, req, reply);
}

export function catalogueAdminRoutes(
  api: FastifyInstance,
  { ctx, staff }: CatalogueAdminNeeds,
  admin: CatalogueAdmin,
  stock: StockAdmin,
  pictures: ReturnType<typeof createCataloguePictures>,
) {
  const catalogue = { onRequest: staff.requirePermission('catalogue.write') };
  const priced = { onRequest: staff.requirePermission('prices.write') };
  const stocked = { onRequest: staff.requirePermission('stock.write') };
  const auditOf =
    (req: FastifyRequest): AuditWrite =>
    (tx, what) =>
      staff.audit(tx, req, what);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  routeEndpoint(
    api,
    e.categories,
    async (req, reply) => {
      noStore(reply);
      return ok(req, { list: await admin.categoryTree() });
    },
    catalogue,
  );
  routeEndpoint(api, e.createCategory, async (req) => ok(req, await admin.createCategory(req.body, auditOf(req))), catalogue);
  routeEndpoint(api, e.updateCategory, async (req) => ok(req, await admin.updateCategory(req.params.code, req.body, auditOf(req))), catalogue);
  routeEndpoint(api, e.reorderCategories, async (req) => ok(req, { list: await admin.reorderCategories(req.body, auditOf(req)) }), catalogue);

  routeEndpoint(
    api,
    e.products,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.list(req.query));
    },
    catalogue,
  );
  routeEndpoint(
    api,
    e.product,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.product(req.params.spuCode));
    },
    catalogue,
  );
  // A new product comes with its SKUs' prices: both permissions (the hook checks one, the handler the other, before any write).
  routeEndpoint(
    api,
    e.createProduct,
    async (req) => {
      if (!hasPermission(staff.staffOf(req).grants, 'prices.write')) throw fail('ERR_ADMIN_FORBIDDEN', { data: { permission: 'prices.write' } });
      return ok(req, await admin.create(req.body, auditOf(req)));
    },
    catalogue,
  );
  routeEndpoint(
    api,
    e.updateProduct,
    async (req) => ok(req, await admin.update(req.params.spuCode, req.body, hasPermission(staff.staffOf(req).grants, 'prices.write'), auditOf(req))),
    catalogue,
  );
  routeEndpoint(api, e.setStatus, async (req) => ok(req, await admin.setStatus(req.params.spuCode, req.body.status, auditOf(req))), catalogue);
  routeEndpoint(
    api,
    e.preview,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.preview(req.params.spuCode));
    },
    catalogue,
  );

  routeEndpoint(
    api,
    e.prices,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.prices(req.params.spuCode));
    },
    priced,
  );
  routeEndpoint(api, e.setPrices, async (req) => ok(req, await admin.setPrices(req.params.spuCode, req.body, auditOf(req))), priced);

  routeEndpoint(
    api,
    e.uploadPicture,
    async (req) => {
      const body = (req.body ?? {}) as unknown as Record<string, unknown>;
      if (Array.isArray(body.file)) throw fail('ERR_UPLOAD_FILE_REQUIRED', { message: '每次只能上传一张图片' });
      if (!Buffer.isBuffer(body.file)) throw fail('ERR_UPLOAD_FILE_REQUIRED');
      const who = staff.staffOf(req);
      const stored = await pictures.store(who.id, body.file, ctx.clock.now());
      req.log.info({ pictureId: stored.id, size: stored.size, staffId: who.id }, 'catalogue picture uploaded');
      return ok(req, stored);
    },
    {
      config: { multipartOptions: { limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 5, parts: 6 } } },
      errorHandler: pictureErrorHandler,
      onRequest: [
        staff.requirePermission('catalogue.write'),
        async (req: FastifyRequest) => {
          const declared = Number(req.headers['content-length'] ?? 0);
          if (declared > UPLOAD_MAX_BYTES + FRAMING_SLACK) throw fail('ERR_UPLOAD_TOO_LARGE');
        },
      ],
      schema: { body: undefined, consumes: ['multipart/form-data'] },
    },
  );

  routeEndpoint(
    api,
    e.stock,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await stock.list(req.query));
    },
    stocked,
  );
  routeEndpoint(api, e.adjustStock, async (req) => ok(req, await stock.adjust(req.params.skuCode, req.body, staff.staffOf(req), auditOf(req))), stocked);
  routeEndpoint(
    api,
    e.ledger,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await stock.ledger(req.params.skuCode, req.query));
    },
    stocked,
  );
}

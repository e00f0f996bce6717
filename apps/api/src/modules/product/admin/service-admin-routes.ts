/**
 * 商品 → 服务 routes of the console (@shop/contracts/endpoints/admin-product-services), each behind
 * catalogue.write (guards and no-store from platform/admin-route.ts). Each write is audited on its
 * own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminProductServiceEndpoints as e } from '@shop/contracts/endpoints/admin-product-services';
import { ok } from '../../../platform/envelope.ts';
import { adminRouter } from '../../../platform/admin-route.ts';
import type { AuditWrite } from './catalogue-admin.service.ts';
import type { ServiceAdmin } from './service-admin.service.ts';
import type { CatalogueAdminNeeds } from './catalogue-admin-needs.ts';

export function serviceAdminRoutes(api: FastifyInstance, { staff }: CatalogueAdminNeeds, services: ServiceAdmin) {
  const route = adminRouter(api, staff);
  const auditOf =
    (req: FastifyRequest): AuditWrite =>
    (tx, what) =>
      staff.audit(tx, req, what);

  route(e.services, 'catalogue.write', async (req) => ok(req, await services.list(req.query)));
  route(e.createService, 'catalogue.write', async (req) => ok(req, await services.create(req.body, auditOf(req))));
  route(e.updateService, 'catalogue.write', async (req) => ok(req, await services.update(req.params.code, req.body, auditOf(req))));
  route(e.takeOffService, 'catalogue.write', async (req) => ok(req, await services.takeOff(req.params.code, auditOf(req))));
  route(e.putOnService, 'catalogue.write', async (req) => ok(req, await services.putOn(req.params.code, auditOf(req))));
}

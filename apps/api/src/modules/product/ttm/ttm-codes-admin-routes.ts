/**
 * 营销 → TTM 邀请码 routes of the console (@shop/contracts/endpoints/admin-marketing), behind
 * activities.write: a TTM code is an activity's gate to a product (who may buy it early), not
 * money off an order as a coupon is. Each write is audited on its own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMarketingEndpoints as e } from '@shop/contracts/endpoints/admin-marketing';
import { ok } from '../../../platform/envelope.ts';
import { adminRouter } from '../../../platform/admin-route.ts';
import type { AuditWrite } from '../admin/catalogue-admin.service.ts';
import type { CatalogueAdminNeeds } from '../admin/catalogue-admin-needs.ts';
import type { TtmCodesAdmin } from './ttm-codes-admin.ts';

export function ttmCodesAdminRoutes(api: FastifyInstance, { staff }: CatalogueAdminNeeds, codes: TtmCodesAdmin) {
  const route = adminRouter(api, staff);
  const auditOf =
    (req: FastifyRequest): AuditWrite =>
    (tx, what) =>
      staff.audit(tx, req, what);

  route(e.ttmProgrammes, 'activities.write', async (req) => ok(req, await codes.programmes()));
  route(e.ttmCodes, 'activities.write', async (req) => ok(req, await codes.list(req.query)));
  route(e.generateTtmCodes, 'activities.write', async (req) => ok(req, await codes.generate(req.body, auditOf(req))));
  route(e.voidTtmCode, 'activities.write', async (req) => ok(req, await codes.void(req.params.code, auditOf(req))));
}

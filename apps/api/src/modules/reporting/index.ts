/**
 * Module entry: reporting (issue #16) — the back office's 概览 figures, read from the modules
 * that own them through their provides (orders, payments, stock), and the shop's visitors,
 * which it records itself (table site_visits, from the storefront's beacon POST /api/sys/visit).
 * Admin routes under /api/admin/reports, permission reports.read. Needs: reporting-needs.ts.
 */
import type { FastifyInstance } from 'fastify';
import { adminReportEndpoints as e } from '@shop/contracts/endpoints/admin-reports';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { createDashboard } from './dashboard.service.ts';
import { visitRoutes } from './visit-routes.ts';
import { createVisitStore } from './visits.store.ts';
import type { ReportingNeeds } from './reporting-needs.ts';

export type { ReportingNeeds } from './reporting-needs.ts';

export function registerReporting(api: FastifyInstance, needs: ReportingNeeds): void {
  const visits = createVisitStore(needs.ctx);
  visitRoutes(api, needs.ctx, visits);
  const dashboard = createDashboard(needs, visits);
  routeEndpoint(
    api,
    e.dashboard,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await dashboard.figures());
    },
    { onRequest: needs.staff.requirePermission('reports.read') },
  );
}

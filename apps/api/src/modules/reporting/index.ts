/**
 * Module entry: reporting (issue #16) — the back office's 概览 figures, read from the modules
 * that own them through their provides (orders, payments, stock); it owns no table. Routes
 * under /api/admin/reports, permission reports.read. Needs: reporting-needs.ts.
 */
import type { FastifyInstance } from 'fastify';
import { adminReportEndpoints as e } from '@shop/contracts/endpoints/admin-reports';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { createDashboard } from './dashboard.service.ts';
import type { ReportingNeeds } from './reporting-needs.ts';

export type { ReportingNeeds } from './reporting-needs.ts';

export function registerReporting(api: FastifyInstance, needs: ReportingNeeds): void {
  const dashboard = createDashboard(needs);
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

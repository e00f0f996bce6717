/** The console's 服务 area (issue #16): /api/admin/service/*, registered by service-desk/index.ts after the staff module. */
import type { FastifyInstance } from 'fastify';
import { serviceAdminRoutes } from './service-admin-routes.ts';
import type { ServiceAdminNeeds } from './service-admin-needs.ts';
import { createTicketAdmin } from './ticket-admin.service.ts';
import { createEnterpriseAdmin } from './enterprise-admin.service.ts';

export function registerServiceAdminRoutes(api: FastifyInstance, needs: ServiceAdminNeeds): void {
  serviceAdminRoutes(api, needs.staff, createTicketAdmin(needs), createEnterpriseAdmin(needs));
}

/**
 * Module entry: the service desk — support tickets (with the service entries) and enterprise
 * purchase requests (issue #6). Registered under /api; needs: service-desk-needs.ts (ServiceDeskNeeds).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceDeskNeeds } from './service-desk-needs.ts';
import { createEnterprisePurchaseService, type EnterprisePurchaseService } from './enterprise-purchase.service.ts';
import { createSupportTicketService, type SupportTicketService } from './support-ticket.service.ts';
import { enterprisePurchaseRoutes } from './enterprise-purchase-routes.ts';
import { supportRoutes } from './support-routes.ts';
import { registerServiceAdminRoutes } from './admin/register.ts';
import type { ServiceAdminNeeds } from './admin/service-admin-needs.ts';

export type { EnterprisePurchaseService } from './enterprise-purchase.service.ts';
export type { SupportTicketService } from './support-ticket.service.ts';

export type { ServiceDeskNeeds } from './service-desk-needs.ts';
export type { ServiceAdminNeeds } from './admin/service-admin-needs.ts';

/** Provides its two services (nothing else uses them yet). */
export function registerServiceDesk(api: FastifyInstance, deps: ServiceDeskNeeds): { support: SupportTicketService; enterprise: EnterprisePurchaseService } {
  const enterprise = createEnterprisePurchaseService({ database: deps.ctx.database });
  const support = createSupportTicketService({ database: deps.ctx.database, orders: deps.orderReads, settings: deps.settings });
  enterprisePurchaseRoutes(api, deps, enterprise);
  supportRoutes(api, deps, support);
  return { support, enterprise };
}

/**
 * The console's 服务 area (issue #16): /api/admin/service/* (support tickets). Registered after
 * the staff module, whose permission hook and audit log it needs.
 */
export function registerServiceDeskAdmin(api: FastifyInstance, needs: ServiceAdminNeeds): void {
  registerServiceAdminRoutes(api, needs);
}

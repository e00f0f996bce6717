/**
 * Module entry: the service desk — support tickets (with the service entries) and enterprise
 * purchase requests (issue #6). Registered by app.ts under /api.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { createEnterprisePurchaseService, type EnterprisePurchaseService } from './enterprise-purchase.service.ts';
import { createSupportTicketService, type SupportTicketService } from './support-ticket.service.ts';
import { enterprisePurchaseRoutes } from './enterprise-purchase-routes.ts';
import { supportRoutes } from './support-routes.ts';

export type { EnterprisePurchaseService } from './enterprise-purchase.service.ts';
export type { SupportTicketService } from './support-ticket.service.ts';

export function registerServiceDeskModule(api: FastifyInstance, deps: ModuleDeps): { support: SupportTicketService; enterprise: EnterprisePurchaseService } {
  const enterprise = createEnterprisePurchaseService({ database: deps.ctx.database });
  const support = createSupportTicketService({ database: deps.ctx.database, orders: deps.orderReads, settings: deps.settings });
  enterprisePurchaseRoutes(api, deps, enterprise);
  supportRoutes(api, deps, support);
  return { support, enterprise };
}

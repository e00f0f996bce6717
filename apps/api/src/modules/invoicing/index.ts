/**
 * Module entry: e-invoices (电子发票, issue #17 item 4). Issues an order's invoice when it
 * completes (told by the order module through its invoicing port), the member's request, title
 * change and PDF download (/api/member/invoices/*), and the console's 发票 (/api/admin/invoices*,
 * /api/admin/invoice-requests*: list, detail, PDF, the 专票 review by 财务). Needs: invoicing-needs.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { InvoicingNeeds } from './invoicing-needs.ts';
import { createInvoicing } from './invoicing.service.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { createInvoiceAdmin } from './admin/invoice-admin.ts';
import { invoiceAdminRoutes } from './admin/invoice-admin-routes.ts';

export type { InvoicingNeeds } from './invoicing-needs.ts';

export interface InvoicingProvides {
  /** What the order module is told through and asks (its OrderInvoicing port): the console's order detail shows the invoice's standing. */
  orderHooks: Pick<ReturnType<typeof createInvoicing>, 'orderCompleted' | 'refundSettled' | 'forStaff'>;
}

export function registerInvoicing(api: FastifyInstance, needs: InvoicingNeeds): InvoicingProvides {
  const invoicing = createInvoicing(needs);
  invoiceRoutes(api, needs.members, invoicing);
  // The console's 发票 (财务): list, detail, PDF, the 专票 review.
  invoiceAdminRoutes(api, needs.staff, createInvoiceAdmin(needs, invoicing));
  return { orderHooks: { orderCompleted: invoicing.orderCompleted, refundSettled: invoicing.refundSettled, forStaff: invoicing.forStaff } };
}

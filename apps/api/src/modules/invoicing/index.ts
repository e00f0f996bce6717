/**
 * Module entry: e-invoices (电子发票, issue #17 item 4). Issues an order's invoice when it
 * completes (told by the order module through its invoicing port), the member's request, title
 * change and PDF download (/api/member/invoices/*). Needs: invoicing-needs.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { InvoicingNeeds } from './invoicing-needs.ts';
import { createInvoicing } from './invoicing.service.ts';
import { invoiceRoutes } from './invoice-routes.ts';

export type { InvoicingNeeds } from './invoicing-needs.ts';

export interface InvoicingProvides {
  /** What the order module is told through (its OrderInvoicing port). */
  orderHooks: Pick<ReturnType<typeof createInvoicing>, 'orderCompleted' | 'refundSettled'>;
}

export function registerInvoicing(api: FastifyInstance, needs: InvoicingNeeds): InvoicingProvides {
  const invoicing = createInvoicing(needs);
  invoiceRoutes(api, needs.members, invoicing);
  return { orderHooks: { orderCompleted: invoicing.orderCompleted, refundSettled: invoicing.refundSettled } };
}

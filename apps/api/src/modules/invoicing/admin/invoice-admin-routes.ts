/**
 * The console's 发票 routes (/api/admin/invoices*, /api/admin/invoice-requests*), each behind
 * invoices.write (财务), answered no-store; the PDF is a plain route behind the same permission.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminInvoiceEndpoints as e } from '@shop/contracts/endpoints/admin-invoices';
import { invoiceNoParamsSchema } from '@shop/contracts/invoice';
import { ok } from '../../../platform/envelope.ts';
import { adminRouter, auditFor } from '../../../platform/admin-route.ts';
import type { InvoicingStaff } from '../invoicing-needs.ts';
import { sendInvoicePdf } from '../invoice-routes.ts';
import type { InvoiceAdmin } from './invoice-admin.ts';

export function invoiceAdminRoutes(api: FastifyInstance, staff: InvoicingStaff, admin: InvoiceAdmin): void {
  const route = adminRouter(api, staff);
  route(e.list, 'invoices.write', async (req) => ok(req, await admin.list(req.query)));
  route(e.detail, 'invoices.write', async (req) => ok(req, await admin.detail(req.params.invoiceNo)));
  route(e.requests, 'invoices.write', async (req) => ok(req, await admin.requests(req.query)));
  route(e.approve, 'invoices.write', async (req) => ok(req, await admin.approve(req.params.ordNo, staff.staffOf(req).id, auditFor(staff, req))));
  route(e.reject, 'invoices.write', async (req) => ok(req, await admin.reject(req.params.ordNo, req.body.reason, staff.staffOf(req).id, auditFor(staff, req))));

  // The PDF: not the envelope; the guard asked for at the first request (staff registers later).
  let guard: onRequestAsyncHookHandler | undefined;
  api.withTypeProvider<ZodTypeProvider>().get(
    '/admin/invoices/:invoiceNo/pdf',
    {
      schema: { tags: ['admin-invoices'], summary: '下载发票 PDF（财务）', params: invoiceNoParamsSchema, produces: ['application/pdf'] },
      onRequest(req, reply) {
        guard ??= staff.requirePermission('invoices.write');
        return guard.call(this, req, reply);
      },
    },
    async (req, reply) => sendInvoicePdf(reply, await admin.invoice(req.params.invoiceNo)),
  );
}

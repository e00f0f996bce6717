/**
 * The member's e-invoice calls (issue #17 item 4): an order's invoice, asking for one or changing
 * the title before issue (from their definitions in @shop/contracts/endpoints/invoice), and the
 * PDF download, a plain route (it answers application/pdf, not the envelope). Member only; another
 * member's order or invoice answers 404, as an unknown one does.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoiceEndpoints } from '@shop/contracts/endpoints/invoice';
import { invoiceFileName, invoiceNoParamsSchema, type InvoiceLine } from '@shop/contracts/invoice';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { InvoicingMembers } from './invoicing-needs.ts';
import type { Invoicing, InvoiceRow } from './invoicing.service.ts';
import { renderInvoicePdf, type PrintableInvoice } from './invoice-pdf.ts';

/** The member's PDF download path (the envelope's pdfUrl). */
export const MEMBER_PDF_PATH = '/member/invoices/:invoiceNo/pdf';

/** Sends an invoice as a PDF download: the name in RFC 5987 form (Chinese) with an ASCII fallback. */
export async function sendInvoicePdf(reply: FastifyReply, row: InvoiceRow) {
  const pdf = await renderInvoicePdf({ ...row, seller: row.seller as PrintableInvoice['seller'], lines: row.lines as InvoiceLine[] });
  const name = invoiceFileName(row.invoiceNo, row.kind);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="invoice-${row.invoiceNo}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export function invoiceRoutes(api: FastifyInstance, members: InvoicingMembers, invoicing: Invoicing): void {
  routeEndpoint(api, invoiceEndpoints.ofOrder, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await invoicing.ofOrder((await members.requireOfAuth(req.auth)).id, req.params.ordNo));
  });
  routeEndpoint(api, invoiceEndpoints.request, async (req) =>
    ok(req, await invoicing.request((await members.requireOfAuth(req.auth)).id, req.params.ordNo, req.body)),
  );
  api.withTypeProvider<ZodTypeProvider>().get(
    MEMBER_PDF_PATH,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['invoice'],
        summary: '下载电子发票 PDF（仅本人）',
        params: invoiceNoParamsSchema,
        produces: ['application/pdf'],
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (req, reply) => sendInvoicePdf(reply, await invoicing.memberInvoice((await members.requireOfAuth(req.auth)).id, req.params.invoiceNo)),
  );
}

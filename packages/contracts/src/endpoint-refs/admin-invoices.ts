// Generated from ../endpoints/admin-invoices.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminInvoiceEndpoints as adminInvoiceDefinitions } from '../endpoints/admin-invoices.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminInvoiceEndpoints = {
  list: ref<typeof adminInvoiceDefinitions.list>('GET', '/api/admin/invoices'),
  detail: ref<typeof adminInvoiceDefinitions.detail>('GET', '/api/admin/invoices/:invoiceNo'),
  requests: ref<typeof adminInvoiceDefinitions.requests>('GET', '/api/admin/invoice-requests'),
  approve: ref<typeof adminInvoiceDefinitions.approve>('POST', '/api/admin/invoice-requests/:ordNo/approve'),
  reject: ref<typeof adminInvoiceDefinitions.reject>('POST', '/api/admin/invoice-requests/:ordNo/reject'),
};

// Generated from ../endpoints/invoice.ts by `npm run generate:endpoint-refs`: do not edit.
import type { invoiceEndpoints as invoiceDefinitions } from '../endpoints/invoice.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const invoiceEndpoints = {
  ofOrder: ref<typeof invoiceDefinitions.ofOrder>('GET', '/api/member/invoices/order/:ordNo'),
  request: ref<typeof invoiceDefinitions.request>('PUT', '/api/member/invoices/order/:ordNo'),
};

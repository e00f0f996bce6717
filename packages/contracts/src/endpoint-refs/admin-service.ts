// Generated from ../endpoints/admin-service.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminServiceEndpoints as adminServiceDefinitions } from '../endpoints/admin-service.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminServiceEndpoints = {
  tickets: ref<typeof adminServiceDefinitions.tickets>('GET', '/api/admin/service/tickets'),
  ticket: ref<typeof adminServiceDefinitions.ticket>('GET', '/api/admin/service/tickets/:ticketNo'),
  reply: ref<typeof adminServiceDefinitions.reply>('POST', '/api/admin/service/tickets/:ticketNo/reply'),
  status: ref<typeof adminServiceDefinitions.status>('POST', '/api/admin/service/tickets/:ticketNo/status'),
  enterprise: ref<typeof adminServiceDefinitions.enterprise>('GET', '/api/admin/service/enterprise'),
  enterpriseDetail: ref<typeof adminServiceDefinitions.enterpriseDetail>('GET', '/api/admin/service/enterprise/:code'),
  enterpriseQuote: ref<typeof adminServiceDefinitions.enterpriseQuote>('POST', '/api/admin/service/enterprise/:code/quote'),
  enterpriseStatus: ref<typeof adminServiceDefinitions.enterpriseStatus>('POST', '/api/admin/service/enterprise/:code/status'),
};

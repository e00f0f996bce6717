// Generated from ../endpoints/admin-audit.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminAuditEndpoints as adminAuditDefinitions } from '../endpoints/admin-audit.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminAuditEndpoints = {
  search: ref<typeof adminAuditDefinitions.search>('GET', '/api/admin/audit-log'),
};

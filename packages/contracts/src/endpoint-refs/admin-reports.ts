// Generated from ../endpoints/admin-reports.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminReportEndpoints as adminReportDefinitions } from '../endpoints/admin-reports.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminReportEndpoints = {
  dashboard: ref<typeof adminReportDefinitions.dashboard>('GET', '/api/admin/reports/dashboard'),
};

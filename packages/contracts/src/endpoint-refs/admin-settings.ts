// Generated from ../endpoints/admin-settings.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminSettingsEndpoints as adminSettingsDefinitions } from '../endpoints/admin-settings.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminSettingsEndpoints = {
  list: ref<typeof adminSettingsDefinitions.list>('GET', '/api/admin/settings'),
  update: ref<typeof adminSettingsDefinitions.update>('PUT', '/api/admin/settings/:key'),
};

// Generated from ../endpoints/admin-messages.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminMessageEndpoints as adminMessageDefinitions } from '../endpoints/admin-messages.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminMessageEndpoints = {
  list: ref<typeof adminMessageDefinitions.list>('GET', '/api/admin/messages'),
  create: ref<typeof adminMessageDefinitions.create>('POST', '/api/admin/messages'),
  detail: ref<typeof adminMessageDefinitions.detail>('GET', '/api/admin/messages/:id'),
  cancel: ref<typeof adminMessageDefinitions.cancel>('POST', '/api/admin/messages/:id/cancel'),
};

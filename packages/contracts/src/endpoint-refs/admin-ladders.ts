// Generated from ../endpoints/admin-ladders.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminLadderEndpoints as adminLadderDefinitions } from '../endpoints/admin-ladders.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminLadderEndpoints = {
  ladders: ref<typeof adminLadderDefinitions.ladders>('GET', '/api/admin/marketing/ladders'),
  createLadder: ref<typeof adminLadderDefinitions.createLadder>('POST', '/api/admin/marketing/ladders'),
  updateLadder: ref<typeof adminLadderDefinitions.updateLadder>('PUT', '/api/admin/marketing/ladders/:actCd/:skuCode'),
  endLadder: ref<typeof adminLadderDefinitions.endLadder>('POST', '/api/admin/marketing/ladders/:actCd/:skuCode/end'),
};

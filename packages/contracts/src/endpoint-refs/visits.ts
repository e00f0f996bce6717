// Generated from ../endpoints/visits.ts by `npm run generate:endpoint-refs`: do not edit.
import type { visitEndpoints as visitDefinitions } from '../endpoints/visits.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const visitEndpoints = {
  record: ref<typeof visitDefinitions.record>('POST', '/api/sys/visit'),
};

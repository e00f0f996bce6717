// Generated from ../endpoints/reverify.ts by `npm run generate:endpoint-refs`: do not edit.
import type { reverifyEndpoints as reverifyDefinitions } from '../endpoints/reverify.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const reverifyEndpoints = {
  sendCode: ref<typeof reverifyDefinitions.sendCode>('POST', '/api/auth/auth/mobile/code'),
  verify: ref<typeof reverifyDefinitions.verify>('POST', '/api/auth/auth/mobile'),
};

// Generated from ../endpoints/auth.ts by `npm run generate:endpoint-refs`: do not edit.
import type { authEndpoints as authDefinitions } from '../endpoints/auth.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const authEndpoints = {
  refresh: ref<typeof authDefinitions.refresh>('POST', '/api/auth/login/refresh'),
  logout: ref<typeof authDefinitions.logout>('POST', '/api/auth/login/logout'),
};

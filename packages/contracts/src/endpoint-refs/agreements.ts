// Generated from ../endpoints/agreements.ts by `npm run generate:endpoint-refs`: do not edit.
import type { agreementEndpoints as agreementDefinitions } from '../endpoints/agreements.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const agreementEndpoints = {
  document: ref<typeof agreementDefinitions.document>('GET', '/api/agreements/document/:code'),
  consentStatus: ref<typeof agreementDefinitions.consentStatus>('GET', '/api/agreements/consent/status'),
  acceptance: ref<typeof agreementDefinitions.acceptance>('POST', '/api/auth/login/acceptance'),
};

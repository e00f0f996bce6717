// Generated from ../endpoints/service-promises.ts by `npm run generate:endpoint-refs`: do not edit.
import type { servicePromiseEndpoints as servicePromiseDefinitions } from '../endpoints/service-promises.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const servicePromiseEndpoints = {
  list: ref<typeof servicePromiseDefinitions.list>('GET', '/api/cms/:platform/servicePromises'),
};

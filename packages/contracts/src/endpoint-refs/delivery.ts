// Generated from ../endpoints/delivery.ts by `npm run generate:endpoint-refs`: do not edit.
import type { deliveryEndpoints as deliveryDefinitions } from '../endpoints/delivery.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const deliveryEndpoints = {
  regionChildren: ref<typeof deliveryDefinitions.regionChildren>('GET', '/api/sys/region/children/:parentCode'),
};

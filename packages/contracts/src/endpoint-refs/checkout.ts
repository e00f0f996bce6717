// Generated from ../endpoints/checkout.ts by `npm run generate:endpoint-refs`: do not edit.
import type { checkoutEndpoints as checkoutDefinitions } from '../endpoints/checkout.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const checkoutEndpoints = {
  confirm: ref<typeof checkoutDefinitions.confirm>('POST', '/api/order/checkout/confirm'),
  submit: ref<typeof checkoutDefinitions.submit>('POST', '/api/order/checkout/submit'),
};

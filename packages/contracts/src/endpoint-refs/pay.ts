// Generated from ../endpoints/pay.ts by `npm run generate:endpoint-refs`: do not edit.
import type { payEndpoints as payDefinitions } from '../endpoints/pay.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const payEndpoints = {
  due: ref<typeof payDefinitions.due>('GET', '/api/order/pay/due/:ordNo'),
  create: ref<typeof payDefinitions.create>('POST', '/api/order/pay/create'),
  status: ref<typeof payDefinitions.status>('GET', '/api/order/pay/status/:payNo'),
  latest: ref<typeof payDefinitions.latest>('GET', '/api/order/pay/latest/:ordNo'),
  lottery: ref<typeof payDefinitions.lottery>('GET', '/api/order/pay/lottery/:ordNo'),
  draw: ref<typeof payDefinitions.draw>('POST', '/api/order/pay/lottery/:ordNo'),
};

// Generated from ../endpoints/admin-orders.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminOrderEndpoints as adminOrderDefinitions } from '../endpoints/admin-orders.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminOrderEndpoints = {
  list: ref<typeof adminOrderDefinitions.list>('GET', '/api/admin/orders'),
  detail: ref<typeof adminOrderDefinitions.detail>('GET', '/api/admin/orders/:orderNo'),
  ship: ref<typeof adminOrderDefinitions.ship>('POST', '/api/admin/orders/:orderNo/ship'),
  cancel: ref<typeof adminOrderDefinitions.cancel>('POST', '/api/admin/orders/:orderNo/cancel'),
  retryRefund: ref<typeof adminOrderDefinitions.retryRefund>('POST', '/api/admin/orders/:orderNo/refund-retry'),
};

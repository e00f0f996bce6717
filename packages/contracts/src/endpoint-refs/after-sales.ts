// Generated from ../endpoints/after-sales.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminAfterSalesEndpoints as adminAfterSalesDefinitions, afterSalesEndpoints as afterSalesDefinitions } from '../endpoints/after-sales.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminAfterSalesEndpoints = {
  list: ref<typeof adminAfterSalesDefinitions.list>('GET', '/api/admin/after-sales'),
  detail: ref<typeof adminAfterSalesDefinitions.detail>('GET', '/api/admin/after-sales/:reqNo'),
  approve: ref<typeof adminAfterSalesDefinitions.approve>('POST', '/api/admin/after-sales/:reqNo/approve'),
  reject: ref<typeof adminAfterSalesDefinitions.reject>('POST', '/api/admin/after-sales/:reqNo/reject'),
  inspect: ref<typeof adminAfterSalesDefinitions.inspect>('POST', '/api/admin/after-sales/:reqNo/inspect'),
  refund: ref<typeof adminAfterSalesDefinitions.refund>('POST', '/api/admin/after-sales/:reqNo/refund'),
  retryRefund: ref<typeof adminAfterSalesDefinitions.retryRefund>('POST', '/api/admin/after-sales/:reqNo/refund-retry'),
  shipExchange: ref<typeof adminAfterSalesDefinitions.shipExchange>('POST', '/api/admin/after-sales/:reqNo/ship-exchange'),
};

export const afterSalesEndpoints = {
  afterSales: ref<typeof afterSalesDefinitions.afterSales>('POST', '/api/member/afterSales/list'),
  afterSalesDetail: ref<typeof afterSalesDefinitions.afterSalesDetail>('GET', '/api/member/afterSales/detail/:reqNo'),
  afterSalesEligible: ref<typeof afterSalesDefinitions.afterSalesEligible>('POST', '/api/member/afterSales/eligibleOrders'),
  applyView: ref<typeof afterSalesDefinitions.applyView>('GET', '/api/member/afterSales/apply/:orderNo'),
  apply: ref<typeof afterSalesDefinitions.apply>('POST', '/api/member/afterSales/apply'),
  ship: ref<typeof afterSalesDefinitions.ship>('POST', '/api/member/afterSales/:reqNo/ship'),
  cancel: ref<typeof afterSalesDefinitions.cancel>('POST', '/api/member/afterSales/:reqNo/cancel'),
  confirm: ref<typeof afterSalesDefinitions.confirm>('POST', '/api/member/afterSales/:reqNo/confirm'),
};

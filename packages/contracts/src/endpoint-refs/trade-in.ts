// Generated from ../endpoints/trade-in.ts by `npm run generate:endpoint-refs`: do not edit.
import type {
  adminTradeInEndpoints as adminTradeInDefinitions,
  tradeInEndpoints as tradeInDefinitions,
  tradeInThirdEndpoints as tradeInThirdDefinitions,
} from '../endpoints/trade-in.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminTradeInEndpoints = {
  list: ref<typeof adminTradeInDefinitions.list>('GET', '/api/admin/trade-ins'),
  detail: ref<typeof adminTradeInDefinitions.detail>('GET', '/api/admin/trade-ins/:rclmOrdNo'),
  pickUp: ref<typeof adminTradeInDefinitions.pickUp>('POST', '/api/admin/trade-ins/:rclmOrdNo/pick-up'),
  inspect: ref<typeof adminTradeInDefinitions.inspect>('POST', '/api/admin/trade-ins/:rclmOrdNo/inspect'),
  price: ref<typeof adminTradeInDefinitions.price>('POST', '/api/admin/trade-ins/:rclmOrdNo/price'),
  confirmReturned: ref<typeof adminTradeInDefinitions.confirmReturned>('POST', '/api/admin/trade-ins/:rclmOrdNo/returned'),
};

export const tradeInEndpoints = {
  accept: ref<typeof tradeInDefinitions.accept>('POST', '/api/member/recycle/:rclmOrdNo/accept'),
  decline: ref<typeof tradeInDefinitions.decline>('POST', '/api/member/recycle/:rclmOrdNo/decline'),
};

export const tradeInThirdEndpoints = {
  getRecycling: ref<typeof tradeInThirdDefinitions.getRecycling>('POST', '/api/order/third/getRecycling'),
  checkEupImei: ref<typeof tradeInThirdDefinitions.checkEupImei>('POST', '/api/order/third/checkEupImei'),
  saveOrderClm: ref<typeof tradeInThirdDefinitions.saveOrderClm>('POST', '/api/order/third/saveOrderClm'),
};

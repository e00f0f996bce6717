// Generated from ../endpoints/cart.ts by `npm run generate:endpoint-refs`: do not edit.
import type { cartEndpoints as cartDefinitions, cartPageEndpoints as cartPageDefinitions } from '../endpoints/cart.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const cartEndpoints = {
  addCart: ref<typeof cartDefinitions.addCart>('POST', '/api/cart/cart/addCart'),
  buyNow: ref<typeof cartDefinitions.buyNow>('POST', '/api/cart/cart/buyNow'),
  count: ref<typeof cartDefinitions.count>('GET', '/api/cart/cart/count'),
  updateLine: ref<typeof cartDefinitions.updateLine>('POST', '/api/cart/cart/updateLine'),
};

export const cartPageEndpoints = {
  getCart: ref<typeof cartPageDefinitions.getCart>('POST', '/api/cart/cart/getCart/:x'),
  updateQty: ref<typeof cartPageDefinitions.updateQty>('POST', '/api/cart/cart/updateQty'),
  select: ref<typeof cartPageDefinitions.select>('POST', '/api/cart/cart/select'),
  selectAll: ref<typeof cartPageDefinitions.selectAll>('POST', '/api/cart/cart/selectAll'),
  remove: ref<typeof cartPageDefinitions.remove>('POST', '/api/cart/cart/remove'),
  moveToWishlist: ref<typeof cartPageDefinitions.moveToWishlist>('POST', '/api/cart/cart/moveToWishlist'),
  clearInvalid: ref<typeof cartPageDefinitions.clearInvalid>('POST', '/api/cart/cart/clearInvalid'),
  line: ref<typeof cartPageDefinitions.line>('GET', '/api/cart/cart/line/:cartId'),
  checkStock: ref<typeof cartPageDefinitions.checkStock>('POST', '/api/order/siteCd/ecom/checkStk'),
};

/** The cart page's calls: each edit answers the whole new cart view (one source for the page). */
import type { CartView } from '@shop/contracts/cart';
import { cartPageEndpoints } from '@shop/contracts/endpoint-refs/cart';
import type { DataCaller } from '../../lib/api-call';

export const CART_PLATFORMS = ['pc', 'mobile', 'app', 'wxApp', 'aliApp'] as const;

/** getCart/{x}: the shop's environment names the platform; anything else reads as pc. */
export function platformOf(env: string | undefined): (typeof CART_PLATFORMS)[number] {
  return (CART_PLATFORMS as readonly string[]).includes(env ?? '') ? (env as (typeof CART_PLATFORMS)[number]) : 'pc';
}

export const EMPTY_VIEW: CartView = {
  cartInfos: [],
  invalidInfos: [],
  summary: {
    selectedCnt: 0,
    selectedLines: 0,
    listTotal: 0,
    goodsTotal: 0,
    priceSaving: 0,
    ladderDiscount: 0,
    servicesTotal: 0,
    coupon: null,
    tradeInCredit: 0,
    payable: 0,
    balanceDue: 0,
  },
  allSelected: false,
  totalCartNum: 0,
};

export function cartCalls(api: DataCaller) {
  const e = cartPageEndpoints;
  return {
    get: (x: (typeof CART_PLATFORMS)[number]) => api.get(e.getCart, { params: { x } }),
    updateQty: (cartId: number, qtyCnt: number) => api.get(e.updateQty, { body: { cartId, qtyCnt } }),
    select: (cartIds: number[], selected: boolean) => api.get(e.select, { body: { cartIds, selected } }),
    selectAll: (selected: boolean) => api.get(e.selectAll, { body: { selected } }),
    remove: (cartIds: number[]) => api.get(e.remove, { body: { cartIds } }),
    moveToWishlist: (cartIds: number[]) => api.get(e.moveToWishlist, { body: { cartIds } }),
    clearInvalid: () => api.get(e.clearInvalid, { body: {} }),
  };
}

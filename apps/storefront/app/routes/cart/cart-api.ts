/** The cart page's calls: each edit answers the whole new cart view (one source for the page). */
import type { CartView } from '@shop/contracts/cart';
import type { ApiClient } from '../../lib/api-client';

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

export function cartCalls(api: ApiClient) {
  return {
    get: (x: string) => api.post<CartView>(`/api/cart/cart/getCart/${x}`, {}),
    updateQty: (cartId: number, qtyCnt: number) => api.post<CartView>('/api/cart/cart/updateQty', { cartId, qtyCnt }),
    select: (cartIds: number[], selected: boolean) => api.post<CartView>('/api/cart/cart/select', { cartIds, selected }),
    selectAll: (selected: boolean) => api.post<CartView>('/api/cart/cart/selectAll', { selected }),
    remove: (cartIds: number[]) => api.post<CartView>('/api/cart/cart/remove', { cartIds }),
    moveToWishlist: (cartIds: number[]) => api.post<CartView>('/api/cart/cart/moveToWishlist', { cartIds }),
    clearInvalid: () => api.post<CartView>('/api/cart/cart/clearInvalid', {}),
  };
}

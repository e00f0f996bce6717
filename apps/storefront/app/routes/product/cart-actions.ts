/**
 * The buy buttons' calls (add to cart, buy now, change a cart line) with the product-page
 * error rules of spec 8: an expired login goes to login (the generic handler does it the
 * host's way and never toasts); stock shortage is NOT toasted — the page shows the layer
 * 对不起，目前库存不足; any other failure shows the server's message.
 */
import type { CartInfoInput } from '@shop/contracts/cart';
import type { EndpointData, EndpointInput } from '@shop/contracts/endpoint';
import type { cartEndpoints } from '@shop/contracts/endpoint-refs/cart';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { api } from '../../lib/api-call';
import type { CartDraft } from './pdp-context';

export const STOCK_LAYER_MESSAGE = '对不起，目前库存不足';
const STOCK_CODES: ReadonlySet<string> = new Set(['ERR_ORDER_CHECK_STOCK_EMPTY']);

export type CartCallResult<T> = { ok: true; data: T } | { ok: false; stock: boolean; code: string };

/** The cartInfo body of a draft (null fields left out: the API's optional fields). */
export function cartInfoOf(draft: CartDraft): CartInfoInput {
  const body: CartInfoInput = {
    skuCd: draft.skuCd,
    qtyCnt: draft.qtyCnt,
    subTyp: draft.subTyp as 0 | 3 | 4,
    serviceIds: draft.serviceIds,
    giftIds: draft.giftIds,
    chCd: 1,
    ordTyp: 1,
  };
  if (draft.actId) body.actId = draft.actId;
  if (draft.bundleCode) body.bundleCode = draft.bundleCode;
  if (draft.hsType) body.hsType = draft.hsType.modelCode;
  if (draft.FQ) body.FQ = String(draft.FQ);
  return body;
}

/**
 * A bespoke product's line (定制): its design is saved first (custGoods/addCustGoods) and the
 * line carries the design's number, so the cart, checkout and order charge the 定制价 shown.
 * null when saving failed (the app showed why); a plain product's line as it is.
 */
export async function withDesign(info: CartInfoInput, choice: Readonly<Record<string, string>> | null): Promise<CartInfoInput | null> {
  if (!choice) return info;
  const r = await api.call(pdpEndpoints.addCustGoods, { body: { skuCd: info.skuCd, choice: { ...choice } } });
  return r.ok ? { ...info, custGoodsNo: r.data.custGoodsNo } : null;
}

type CartWrite = (typeof cartEndpoints)[keyof typeof cartEndpoints];

/** One buy-button call: stock shortage comes back (`stock: true`); every other failure goes to the app's handling (toast, login …). */
export async function cartCall<E extends CartWrite>(endpoint: E, body: EndpointInput<E>['body']): Promise<CartCallResult<EndpointData<E>>> {
  const r = await api.call(endpoint as CartWrite, { body } as never, { handles: STOCK_CODES, inPlace: 'none' });
  if (r.ok) return { ok: true, data: r.data as EndpointData<E> };
  return { ok: false, stock: !r.failure.handled && STOCK_CODES.has(r.failure.code), code: r.failure.code };
}

/**
 * The buy buttons' calls (add to cart, buy now, change a cart line) with the product-page
 * error rules of spec 8: an expired login goes to login (the generic handler does it the
 * host's way and never toasts); stock shortage is NOT toasted — the page shows the layer
 * 对不起，目前库存不足; any other failure shows the server's message.
 */
import type { CartInfoInput } from '@shop/contracts/cart';
import type { ApiCall } from '@shop/contracts/ssr-context';
import { ApiError, browserApi } from '../../lib/api-client';
import { handleFailure } from '../../lib/failure-handling';
import type { CartDraft } from './pdp-context';

export const STOCK_LAYER_MESSAGE = '对不起，目前库存不足';
const STOCK_CODES = new Set(['ERR_ORDER_CHECK_STOCK_EMPTY']);

export type CartCallResult<T> = { ok: true; data: T } | { ok: false; stock: boolean; code: string };

/** The cartInfo body of a draft (null fields left out: the API's optional fields). */
export function cartInfoOf(draft: CartDraft): CartInfoInput {
  const body: CartInfoInput = { skuCd: draft.skuCd, qtyCnt: draft.qtyCnt, subTyp: draft.subTyp as 0 | 3 | 4, serviceIds: draft.serviceIds, giftIds: draft.giftIds, chCd: 1, ordTyp: 1 };
  if (draft.actId) body.actId = draft.actId;
  if (draft.bundleCode) body.bundleCode = draft.bundleCode;
  if (draft.hsType) body.hsType = draft.hsType.modelCode;
  if (draft.FQ) body.FQ = String(draft.FQ);
  return body;
}

const transport = <T>(path: string, init?: ApiCall) => browserApi().call<T>(path, init);

export async function cartCall<T>(path: string, body: unknown): Promise<CartCallResult<T>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await transport<T>(path, { method: 'POST', body });
    if (r.status < 400 && r.envelope?.success) return { ok: true, data: r.envelope.data };
    const env = r.envelope;
    const err = new ApiError(env?.code ?? `HTTP_${r.status}`, env?.message ?? '', r.status, env?.path ?? path, env?.data ?? null);
    if (STOCK_CODES.has(err.code)) return { ok: false, stock: true, code: err.code };
    const next = await handleFailure(err, transport);
    if (next !== 'retry') return { ok: false, stock: false, code: err.code };
  }
  return { ok: false, stock: false, code: 'E_RETRY' };
}

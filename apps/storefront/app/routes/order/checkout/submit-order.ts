/**
 * 提交订单: the choices, the view's one-time token and the payable the page showed. The
 * answer decides what happens next: the cashier on success; on a refusal one of the
 * outcomes the page handles (price changed, token used up, lines no longer buyable, a field
 * to fix) or a message already shown by the app's failure handling.
 */
import type { CheckoutSource, CheckoutView, Invoice, PayMethod, SubmitOrderInput, SubmitOrderResult } from '@shop/contracts/checkout';
import { lookupError } from '@shop/contracts/errors';
import { checkoutEndpoints } from '@shop/contracts/endpoint-refs/checkout';
import { api } from '../../../lib/api-call';
import { isBlocking } from './use-checkout';

export type SubmitOutcome =
  | { kind: 'placed'; result: SubmitOrderResult; to: string }
  | { kind: 'priceChanged'; message: string }
  | { kind: 'tokenExpired'; message: string }
  | { kind: 'blocked'; code: string; message: string }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'handled' };

export interface SubmitChoices {
  source: CheckoutSource;
  addressId: number;
  deliveryDate: string | null;
  invoice: Invoice | null;
  remark: string;
  method: PayMethod;
}

/** The cashier for an order (H3's page picks the gateway from `method`). */
export function cashierUrl(orderNo: string, method: PayMethod): string {
  return `/order/wxpay?ordNo=${encodeURIComponent(orderNo)}&method=${encodeURIComponent(method)}`;
}

export async function submitOrder(view: CheckoutView, c: SubmitChoices): Promise<SubmitOutcome> {
  const body: SubmitOrderInput = {
    orderToken: view.orderToken,
    source: c.source,
    addressId: c.addressId,
    couponId: view.coupons.selectedId,
    points: view.points.used,
    invoice: c.invoice,
    remark: c.remark,
    expectedPayable: view.price.payable,
  };
  if (c.deliveryDate) body.deliveryDate = c.deliveryDate;
  if (view.periods === 3 || view.periods === 6 || view.periods === 12 || view.periods === 24) body.periods = view.periods;
  const r = await api.call(checkoutEndpoints.submit, { body });
  if (r.ok)
    return {
      kind: 'placed',
      result: r.data,
      to: cashierUrl(r.data.orderNo, c.method),
    };
  if (r.failure.handled) return { kind: 'handled' };
  const code = r.failure.code;
  const message = r.failure.displayMessage || lookupError(code)?.message || '提交失败，请稍后重试';
  if (code === 'ERR_ORDER_PRICE_MISMATCH') return { kind: 'priceChanged', message };
  if (code === 'ERR_ORDER_TOKEN_EXPIRED' || code === 'ERR_ORDER_DUPLICATE_SUBMIT') return { kind: 'tokenExpired', message };
  if (isBlocking(code)) return { kind: 'blocked', code, message };
  return { kind: 'refused', code, message };
}

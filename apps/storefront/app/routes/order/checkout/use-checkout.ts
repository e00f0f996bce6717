/**
 * The checkout page's state: the server's latest view and the shopper's choices that the
 * server prices (address, coupon, points, instalment periods). Every such choice asks the
 * server again (POST /api/order/checkout/confirm) and the page re-renders from its answer —
 * the browser never computes money. Answers to older requests are dropped.
 */
import { useCallback, useRef, useState } from 'react';
import type { CheckoutQuery, CheckoutSource, CheckoutView } from '@shop/contracts/checkout';
import { checkoutEndpoints } from '@shop/contracts/endpoint-refs/checkout';
import { api } from '../../../lib/api-call';
import type { CheckoutFailure } from './checkout.server';

export type Periods = 3 | 6 | 12 | 24;

export interface PricedChoices {
  addressId?: number;
  /** undefined: let the server pick the best; null: no coupon. */
  couponId?: number | null;
  points: number;
  periods?: Periods;
}

/** Refusals that end the checkout: the lines themselves cannot be bought as they are. */
export const BLOCKING_CODES = new Set([
  'ERR_ORDER_CHECK_STOCK_EMPTY',
  'ERR_ORDER_OFF_SHELF',
  'ERR_CART_SAME_ITEM_LIMIT',
  'ERR_ORDER_OVER_PURCHASE_LIMIT',
  'ERR_ORDER_PRICE_EMPTY',
  'ERR_STUDENT_ONLY',
  'ERR_TTM_REQUIRED',
]);

export function isBlocking(code: string): boolean {
  return BLOCKING_CODES.has(code) || /^ERR_(SECKILL|PRESALE)_/.test(code);
}

export function useCheckout(source: CheckoutSource, initial: CheckoutView | null, initialFailure: CheckoutFailure | null) {
  const [view, setView] = useState(initial);
  const [failure, setFailure] = useState(initialFailure);
  const [loading, setLoading] = useState(false);
  const choices = useRef<PricedChoices>({
    addressId: initial?.address?.id,
    points: 0,
  });
  const seq = useRef(0);

  /** Re-price with these choices changed. Resolves to the new view, or null (a message was shown). */
  const confirm = useCallback(
    async (patch: Partial<PricedChoices> = {}): Promise<CheckoutView | null> => {
      const next = { ...choices.current, ...patch };
      choices.current = next;
      const mine = ++seq.current;
      setLoading(true);
      const query: CheckoutQuery = { source, points: next.points };
      if (next.addressId) query.addressId = next.addressId;
      if (next.couponId !== undefined) query.couponId = next.couponId;
      if (next.periods) query.periods = next.periods;
      try {
        // 4xx refusals come back (handled: false); session, CSRF and busy answers go to the app's handling.
        const r = await api.call(checkoutEndpoints.confirm, { body: query });
        if (mine !== seq.current) return null;
        if (r.ok) {
          setView(r.data);
          setFailure(null);
          // What the server actually applied is what the next request builds on.
          choices.current = {
            ...next,
            addressId: r.data.address?.id ?? next.addressId,
            points: r.data.points.used,
          };
          return r.data;
        }
        if (!r.failure.handled) {
          // On confirm an expired token is the buy-now link's: nothing left to price.
          if (isBlocking(r.failure.code) || r.failure.code === 'ERR_ORDER_TOKEN_EXPIRED' || !view)
            setFailure({ code: r.failure.code, message: r.failure.displayMessage });
          else void api.handle(r.failure);
        }
        return null;
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [source, view],
  );

  return { view, failure, setFailure, loading, confirm, choices };
}

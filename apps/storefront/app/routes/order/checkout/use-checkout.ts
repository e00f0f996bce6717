/**
 * The checkout page's state: the server's latest view and the shopper's choices that the
 * server prices (address, coupon, points, instalment periods). Every such choice asks the
 * server again (POST /api/order/checkout/confirm) and the page re-renders from its answer —
 * the browser never computes money. Answers to older requests are dropped.
 */
import { useCallback, useRef, useState } from 'react';
import type { CheckoutQuery, CheckoutSource, CheckoutView } from '@shop/contracts/checkout';
import { lookupError } from '@shop/contracts/errors';
import { ApiError, browserApi } from '../../../lib/api-client';
import { handleFailure } from '../../../lib/failure-handling';
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

const transport: Parameters<typeof handleFailure>[1] = (path, init) => browserApi().call(path, init);

/** A POST whose 4xx refusals come back to the caller; session, CSRF and busy answers go to the app's handling. */
export async function checkoutPost<T>(path: string, body: unknown): Promise<{ ok: true; data: T } | { ok: false; error: ApiError; handled: boolean }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await transport<T>(path, { method: 'POST', body });
    if (r.status < 400 && r.envelope?.success) return { ok: true, data: r.envelope.data };
    const env = r.envelope;
    const error = new ApiError(env?.code ?? `HTTP_${r.status}`, env?.message ?? '', r.status, env?.path ?? path, env?.data ?? null);
    const handling = lookupError(error.code)?.handling;
    if (r.status >= 400 && r.status < 500 && error.code !== 'E_CSRF' && handling !== 'login' && handling !== 'maintenance') {
      return { ok: false, error, handled: false };
    }
    if ((await handleFailure(error, transport)) !== 'retry') return { ok: false, error, handled: true };
  }
  return {
    ok: false,
    error: new ApiError('E_RETRY', '', 0, path),
    handled: true,
  };
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
        const r = await checkoutPost<CheckoutView>('/api/order/checkout/confirm', query);
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
        if (!r.handled) {
          // On confirm an expired token is the buy-now link's: nothing left to price.
          if (isBlocking(r.error.code) || r.error.code === 'ERR_ORDER_TOKEN_EXPIRED' || !view)
            setFailure({ code: r.error.code, message: r.error.displayMessage });
          else void handleFailure(r.error, transport);
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

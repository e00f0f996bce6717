/**
 * Server side of the checkout page: the first confirm (default address, best coupon, no
 * points), rendered on the server. A refusal the shopper can act on (empty or changed cart,
 * sold out, expired buy-now link …) becomes the page's notice with a way back to the cart;
 * an expired session goes to login; anything else is the error page.
 */
import { redirect } from 'react-router';
import { lookupError } from '@shop/contracts/errors';
import type { CheckoutView } from '@shop/contracts/checkout';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { checkoutEndpoints } from '@shop/contracts/endpoint-refs/checkout';
import { sourceFromUrl, variantFromPath } from './checkout-source';
import { signInFor } from '../../../lib/sign-in-href';

export interface CheckoutFailure {
  code: string;
  message: string;
}

export async function loadCheckout({ request, context }: { request: Request; context: ShopLoadContext }) {
  const url = new URL(request.url);
  const source = sourceFromUrl(url);
  const base = {
    source,
    variant: variantFromPath(url.pathname),
    mobile: context.request.device !== 'pc',
  };
  try {
    const view = await serverCaller(context).get(checkoutEndpoints.confirm, { body: { source, points: 0 } });
    return { ...base, view, failure: null as CheckoutFailure | null };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (lookupError(err.code)?.handling === 'login' || err.status === 401) {
      throw redirect(signInFor(url));
    }
    if (err.status >= 400 && err.status < 500) {
      return {
        ...base,
        view: null,
        failure: {
          code: err.code,
          message: err.displayMessage,
        } as CheckoutFailure,
      };
    }
    throw err;
  }
}

/**
 * Every typed endpoint, for the API (route registration and the OpenAPI document) and for
 * tests. The storefront imports the domain files it uses, not this list.
 */
import type { AnyEndpoint } from '../endpoint.ts';
import { addressEndpoints } from './address.ts';
import { authEndpoints } from './auth.ts';
import { cartEndpoints } from './cart.ts';
import { checkoutEndpoints } from './checkout.ts';
import { deliveryEndpoints } from './delivery.ts';
import { inboxEndpoints } from './inbox.ts';

export { addressEndpoints, authEndpoints, cartEndpoints, checkoutEndpoints, deliveryEndpoints, inboxEndpoints };

export const ENDPOINT_GROUPS = {
  address: addressEndpoints,
  auth: authEndpoints,
  cart: cartEndpoints,
  checkout: checkoutEndpoints,
  delivery: deliveryEndpoints,
  inbox: inboxEndpoints,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) => Object.values(group));

/** Stub (issue #5 foundation): the checkout view and placing an order. */
import type { ModuleDeps } from '../../../module-deps.ts';
import type { OrderPlacedListener } from '../order-ports.ts';
import type { AddressService } from '../address/address.service.ts';

export interface CheckoutServiceDeps {
  deps: ModuleDeps;
  addresses: AddressService;
  placed: OrderPlacedListener;
}

export function createCheckoutService(_d: CheckoutServiceDeps) {
  return {};
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** Stub (issue #5 foundation): order states, payment port, timeout, logistics. */
import type { ModuleDeps } from '../../../module-deps.ts';
import type { OrderPaymentPort, OrderPlacedListener } from '../order-ports.ts';
import { fail } from '../../../platform/shop-error.ts';

export function createOrderLifecycle(_deps: ModuleDeps) {
  const paymentPort: OrderPaymentPort = {
    dueFor: async () => {
      throw fail('ERR_ORDER_NOT_FOUND');
    },
    recordPaid: async () => 'not-payable',
  };
  const placed: OrderPlacedListener = { afterPlaced: async () => {} };
  return { paymentPort, placed };
}
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

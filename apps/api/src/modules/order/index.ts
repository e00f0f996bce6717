/**
 * Module entry: orders (issue #5). Delivery addresses, checkout (view and placing the
 * order), the order life (payment port, timeout, logistics, list and detail), the member's
 * customized (bespoke) orders (customized/). Answers the port the payment module needs, and
 * provides the order reads other modules need (createOrderReads, created once by app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { createAddressService } from './address/address.service.ts';
import { addressRoutes } from './address/address-routes.ts';
import { createCheckoutService } from './checkout/checkout.service.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import { createOrderLifecycle } from './lifecycle/order-lifecycle.service.ts';
import { orderRoutes } from './lifecycle/order-routes.ts';
import type { OrderPaymentPort } from './order-ports.ts';
import { createCustomizedOrders } from './customized/customized-orders.service.ts';
import { customizedRoutes } from './customized/customized-routes.ts';

export { createOrderReads, type OrderReads } from './lifecycle/order-reads.ts';

export function registerOrderModule(api: FastifyInstance, deps: ModuleDeps): { payments: OrderPaymentPort } {
  const addresses = createAddressService({ database: deps.ctx.database, clock: deps.ctx.clock });
  addressRoutes(api, deps, addresses);
  const lifecycle = createOrderLifecycle(deps);
  const checkout = createCheckoutService({ deps, addresses, placed: lifecycle.placed });
  checkoutRoutes(api, deps, checkout);
  deps.ctx.jobs?.every('order-token-purge', '17 * * * *', async () => {
    const n = await checkout.purgeTokens(deps.ctx.clock.now());
    if (n) api.log.info({ n }, 'expired order tokens purged');
  });
  orderRoutes(api, deps, lifecycle);
  customizedRoutes(api, deps, createCustomizedOrders({ database: deps.ctx.database, products: deps.productDetails }));
  return { payments: lifecycle.paymentPort };
}

/**
 * Module entry: orders (issue #5). Delivery addresses, checkout (view and placing the order),
 * the order life (payment port, timeout, logistics, list and detail), the member's customized
 * (bespoke) orders, after-sales requests and trade-in recovery records. Needs and provides:
 * order-needs.ts (OrderNeeds, OrderProvides).
 */
import type { FastifyInstance } from 'fastify';
import { createAddressService } from './address/address.service.ts';
import { addressRoutes } from './address/address-routes.ts';
import { createCheckoutService } from './checkout/checkout.service.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import { createOrderLifecycle } from './lifecycle/order-lifecycle.service.ts';
import { orderRoutes } from './lifecycle/order-routes.ts';
import { createOrderReads } from './lifecycle/order-reads.ts';
import { createCustomizedOrders } from './customized/customized-orders.service.ts';
import { customizedRoutes } from './customized/customized-routes.ts';
import { registerAfterSales } from './after-sales/register.ts';
import { registerTradeIn } from './trade-in/register.ts';
import { createTradeInRecovery } from './trade-in/trade-in-recovery.ts';
import { createReviewPort } from './review-port.ts';
import { createOrderAdmin } from './admin/order-admin.service.ts';
import { orderAdminRoutes } from './admin/order-admin-routes.ts';
import { createOrderReports } from './admin/order-reports.ts';
import { createInvoiceFacts } from './lifecycle/invoice-facts.ts';
import { registerTryBuy } from './try-buy/register.ts';
import type { OrderNeeds, OrderParts, OrderProvides } from './order-needs.ts';

export type { OrderNeeds, OrderProvides } from './order-needs.ts';

export function registerOrder(api: FastifyInstance, needs: OrderNeeds): OrderProvides {
  const { ctx } = needs;
  const deps: OrderParts = {
    ...needs,
    tradeInRecovery: createTradeInRecovery(needs.catalogue, { memberMessages: needs.memberMessages, points: needs.points }),
  };
  const addresses = createAddressService({ database: ctx.database, clock: ctx.clock });
  addressRoutes(api, deps, addresses);
  const lifecycle = createOrderLifecycle(deps);
  const checkout = createCheckoutService({ deps, addresses, placed: lifecycle.placed });
  checkoutRoutes(api, deps, checkout);
  ctx.jobs?.every('order-token-purge', '17 * * * *', async () => {
    const n = await checkout.purgeTokens(ctx.clock.now());
    if (n) api.log.info({ n }, 'expired order tokens purged');
  });
  orderRoutes(api, deps, lifecycle);
  // 先试后买: 确认购买, the sweep of ended trials, the offers' figures.
  const tryBuyTrials = registerTryBuy(api, deps, lifecycle);
  customizedRoutes(api, deps, createCustomizedOrders({ database: ctx.database, products: needs.productDetails }));
  const afterSalesPart = registerAfterSales(api, { ...deps, staff: needs.staff, refunds: needs.refunds }, lifecycle.logistics);
  registerTradeIn(api, { ...deps, staff: needs.staff }, lifecycle.logistics);
  // The console's 订单 (issue #16): /api/admin/orders/*.
  orderAdminRoutes(api, needs.staff, createOrderAdmin(needs, lifecycle));
  return {
    // A refund's outcome goes to whoever asked it: a return's to after-sales, a cancel's to the order's life.
    payments: {
      ...lifecycle.paymentPort,
      refundSettled: (tx, settled) =>
        afterSalesPart.ownsRefund(settled.requestKey) ? afterSalesPart.refundSettled(tx, settled) : lifecycle.paymentPort.refundSettled(tx, settled),
    },
    // The personal centre's order counts come from the order queries the lifecycle holds.
    orderReads: { ...createOrderReads(ctx.database), counts: (memberId: number) => lifecycle.queries.counts(memberId) },
    reviewLines: createReviewPort(ctx.database, needs.catalogue),
    reports: createOrderReports(ctx.database),
    invoiceFacts: createInvoiceFacts(ctx.database.db),
    tryBuyTrials: { figures: tryBuyTrials.figures },
  };
}

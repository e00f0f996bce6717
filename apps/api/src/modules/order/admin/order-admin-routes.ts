/**
 * The console's 订单 routes (@shop/contracts/endpoints/admin-orders): orders.read to read,
 * shipping.write to ship, refunds.write to cancel (a paid order with its refund) and send a failed refund again (guards and no-store from
 * platform/admin-route.ts: member names, phones and addresses are never kept by a cache).
 */
import type { FastifyInstance } from 'fastify';
import { adminOrderEndpoints as e } from '@shop/contracts/endpoints/admin-orders';
import { adminRouter } from '../../../platform/admin-route.ts';
import { ok } from '../../../platform/envelope.ts';
import type { OrderStaff } from '../order-needs.ts';
import type { OrderAdmin } from './order-admin.service.ts';

export function orderAdminRoutes(api: FastifyInstance, staff: OrderStaff, admin: OrderAdmin) {
  const route = adminRouter(api, staff);
  route(e.list, 'orders.read', async (req) => ok(req, await admin.list(req.query)));
  route(e.detail, 'orders.read', async (req) => ok(req, await admin.detail(req.params.orderNo)));
  route(e.ship, 'shipping.write', async (req) => ok(req, await admin.ship(req.params.orderNo, req.body, req)));
  route(e.cancel, 'refunds.write', async (req) => ok(req, await admin.cancel(req.params.orderNo, req.body.reason, req)));
  route(e.retryRefund, 'refunds.write', async (req) => ok(req, await admin.retryRefund(req.params.orderNo, req)));
}

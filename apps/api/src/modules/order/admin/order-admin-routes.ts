/**
 * The console's 订单 routes (@shop/contracts/endpoints/admin-orders): orders.read to read,
 * shipping.write to ship, refunds.write to cancel. The staff guard refuses before the body is
 * read (403 in the envelope, nothing changed, no audit row); the staff module is registered
 * after this one, so each route asks for its guard at its first request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import { adminOrderEndpoints as e } from '@shop/contracts/endpoints/admin-orders';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { OrderStaff } from '../order-needs.ts';
import type { OrderAdmin } from './order-admin.service.ts';

/** The guard of `permission`, made on first use (the staff module's forwarder is bound by then). */
export function lazyGuard(staff: OrderStaff, permission: StaffPermission): { onRequest: onRequestAsyncHookHandler } {
  let guard: onRequestAsyncHookHandler | undefined;
  return {
    onRequest(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      guard ??= staff.requirePermission(permission);
      return guard.call(this, req, reply);
    },
  };
}

export function orderAdminRoutes(api: FastifyInstance, staff: OrderStaff, admin: OrderAdmin) {
  const read = lazyGuard(staff, 'orders.read');
  // Member names, phones and addresses: never kept by a cache.
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  routeEndpoint(
    api,
    e.list,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.list(req.query));
    },
    read,
  );
  routeEndpoint(
    api,
    e.detail,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.detail(req.params.orderNo));
    },
    read,
  );
  routeEndpoint(
    api,
    e.ship,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.ship(req.params.orderNo, req.body, req));
    },
    lazyGuard(staff, 'shipping.write'),
  );
  routeEndpoint(
    api,
    e.cancel,
    async (req, reply) => {
      noStore(reply);
      return ok(req, await admin.cancel(req.params.orderNo, req.body.reason, req));
    },
    lazyGuard(staff, 'refunds.write'),
  );
}

/**
 * A console endpoint (/api/admin/*) registered from its definition behind one staff permission.
 * The guard is the staff module's onRequest hook, so a refused call is answered 403 before its
 * body is read: nothing changes and no audit row is written. It is asked for at the route's
 * first request, because the staff module may be registered after the module whose routes
 * these are. Console answers hold staff-only data: every one is marked no-store.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AnyEndpoint } from '@shop/contracts/endpoint';
import type { StaffPermission } from '@shop/contracts/staff';
import type { Tx } from '@shop/db';
import { routeEndpoint, type EndpointHandler, type EndpointRouteOptions } from './endpoint-route.ts';

/** What the staff module provides for guarding a route. */
export interface StaffGuards {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
}

/** What an audited write is recorded as: an action, its target, and the target before and after. */
export interface AuditEntry {
  action: string;
  target: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The staff module's guard and audit log, as a console module declares it needs them. */
export interface AuditingStaff extends StaffGuards {
  audit(tx: Tx, req: FastifyRequest, what: AuditEntry): Promise<void>;
}

/** Appends the audit row of one request's write on `tx`. */
export type BoundAudit = (tx: Tx, what: AuditEntry) => Promise<void>;

/** The audit of `req`'s writes, for a service that does not see requests. */
export const auditFor =
  (staff: AuditingStaff, req: FastifyRequest): BoundAudit =>
  (tx, what) =>
    staff.audit(tx, req, what);

export type AdminRoute = <E extends AnyEndpoint>(endpoint: E, permission: StaffPermission, handler: EndpointHandler<E>, options?: EndpointRouteOptions) => void;

/** The guard of `permission`, made on first use. */
function lazyGuard(staff: StaffGuards, permission: StaffPermission): onRequestAsyncHookHandler {
  let guard: onRequestAsyncHookHandler | undefined;
  return function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
    guard ??= staff.requirePermission(permission);
    return guard.call(this, req, reply);
  };
}

/** `route(endpoint, permission, handler, options?)` for the console routes of one module. */
export function adminRouter(api: FastifyInstance, staff: StaffGuards): AdminRoute {
  return (endpoint, permission, handler, options = {}) => {
    const more = options.onRequest === undefined ? [] : Array.isArray(options.onRequest) ? options.onRequest : [options.onRequest];
    routeEndpoint(
      api,
      endpoint,
      (req, reply) => {
        reply.header('cache-control', 'no-store');
        return handler(req, reply);
      },
      { ...options, onRequest: [lazyGuard(staff, permission), ...more] },
    );
  };
}

/**
 * The admin API's sign-in and audit routes, registered from @shop/contracts/endpoints/admin.
 * Login and logout are open (logout of no session succeeds); the rest need a staff session,
 * and all but me / change password / logout need the one-time password replaced first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminAuthEndpoints } from '@shop/contracts/endpoints/admin';
import { adminAuditEndpoints } from '@shop/contracts/endpoints/admin-audit';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { searchAudit } from './audit-log.ts';
import { ADMIN_SESSION_COOKIE, clearStaffCookie, setStaffCookie, staffGuard, staffOf, type CookieSettings } from './staff-guard.ts';
import type { CallSite, StaffService } from './staff.service.ts';
import type { StaffNeeds } from './staff-needs.ts';

const siteOf = (req: FastifyRequest): CallSite => ({ ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null });

export function staffRoutes(api: FastifyInstance, { ctx }: StaffNeeds, staff: StaffService) {
  const cookies: CookieSettings = { cookieSecure: ctx.config.cookieSecure };
  const signedIn = staffGuard(staff, cookies, { beforePasswordChange: true });
  const passwordChanged = staffGuard(staff, cookies);

  routeEndpoint(api, adminAuthEndpoints.login, async (req, reply) => {
    const previous = req.cookies[ADMIN_SESSION_COOKIE];
    const { token, profile } = await staff.login(req.body, siteOf(req), previous && previous.length <= 128 ? previous : undefined);
    setStaffCookie(reply, token, cookies);
    reply.header('cache-control', 'no-store');
    return ok(req, profile);
  });

  routeEndpoint(api, adminAuthEndpoints.logout, async (req, reply) => {
    const token = req.cookies[ADMIN_SESSION_COOKIE];
    const found = token && token.length <= 128 ? await staff.resolve(token) : undefined;
    if (found?.state === 'live') await staff.logout(found.principal, siteOf(req));
    clearStaffCookie(reply, cookies);
    return ok(req, { loggedOut: found?.state === 'live' });
  });

  routeEndpoint(
    api,
    adminAuthEndpoints.me,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, staff.profileOf(staffOf(req)));
    },
    { onRequest: signedIn },
  );

  routeEndpoint(api, adminAuthEndpoints.changePassword, async (req) => ok(req, await staff.changePassword(staffOf(req), req.body, siteOf(req))), {
    onRequest: signedIn,
  });

  routeEndpoint(
    api,
    adminAuthEndpoints.totpEnrol,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await staff.totpEnrol(staffOf(req), siteOf(req)));
    },
    { onRequest: passwordChanged },
  );

  routeEndpoint(api, adminAuthEndpoints.totpConfirm, async (req) => ok(req, await staff.totpConfirm(staffOf(req), req.body.code, siteOf(req))), {
    onRequest: passwordChanged,
  });

  routeEndpoint(api, adminAuthEndpoints.totpDisable, async (req) => ok(req, await staff.totpDisable(staffOf(req), req.body, siteOf(req))), {
    onRequest: passwordChanged,
  });

  routeEndpoint(
    api,
    adminAuditEndpoints.search,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await searchAudit(ctx.database.db, req.query));
    },
    { onRequest: staffGuard(staff, cookies, { permission: 'audit.read' }) },
  );
}

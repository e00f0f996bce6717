/**
 * Who is calling the admin API: the staff session behind the `admin_session` cookie (HttpOnly,
 * SameSite strict, path /api/admin, host only). The member's `authorization` cookie and bearer
 * tokens are never read here, so a member token cannot reach the admin. The guards are
 * route-level onRequest hooks: a refusal comes before the body is read and validated.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasPermission, type StaffPermission } from '@shop/contracts/staff';
import { fail } from '../../platform/shop-error.ts';
import type { StaffPrincipal, StaffService } from './staff.service.ts';

export const ADMIN_SESSION_COOKIE = 'admin_session';
const ADMIN_COOKIE_PATH = '/api/admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by the admin guards. */
    staff?: StaffPrincipal;
  }
}

export interface CookieSettings {
  cookieSecure: boolean;
}

export function setStaffCookie(reply: FastifyReply, token: string, { cookieSecure }: CookieSettings) {
  // A browser-session cookie: the server ends the session after idleness or its maximum age anyway.
  reply.setCookie(ADMIN_SESSION_COOKIE, token, { path: ADMIN_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: cookieSecure });
}

export function clearStaffCookie(reply: FastifyReply, { cookieSecure }: CookieSettings) {
  reply.clearCookie(ADMIN_SESSION_COOKIE, { path: ADMIN_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: cookieSecure });
}

export interface GuardOptions {
  /** What the role must grant. */
  permission?: StaffPermission;
  /** Allowed before the one-time password has been replaced (me, change password, logout). */
  beforePasswordChange?: boolean;
}

export function staffGuard(staff: StaffService, cookies: CookieSettings, opts: GuardOptions = {}): onRequestAsyncHookHandler {
  return async (req, reply) => {
    const token = req.cookies[ADMIN_SESSION_COOKIE];
    if (!token || token.length > 128) throw fail('ERR_ADMIN_NOT_SIGNED_IN');
    const found = await staff.resolve(token);
    if (found.state !== 'live') {
      clearStaffCookie(reply, cookies);
      throw fail(found.state === 'idle' ? 'ERR_ADMIN_SESSION_IDLE' : found.state === 'ended' ? 'ERR_ADMIN_SESSION_ENDED' : 'ERR_ADMIN_NOT_SIGNED_IN');
    }
    const { principal } = found;
    if (principal.mustChangePassword && !opts.beforePasswordChange) throw fail('ERR_ADMIN_PASSWORD_CHANGE_REQUIRED');
    if (opts.permission && !hasPermission(principal.grants, opts.permission)) throw fail('ERR_ADMIN_FORBIDDEN', { data: { permission: opts.permission } });
    req.staff = principal;
  };
}

/** The staff member a guarded route's handler serves (a route without a guard is a programming error). */
export function staffOf(req: FastifyRequest): StaffPrincipal {
  if (!req.staff) throw new Error('admin route without a staff guard');
  return req.staff;
}

/**
 * Issue #16, "permissions checked on every admin endpoint", checked mechanically: every route the
 * app has registered under /api/admin (read from Fastify's own route table, so a route added
 * without the admin router's guard, or a plain route such as the chat stream, is caught too) is
 * asked by a staff member whose role grants nothing (403 ERR_ADMIN_FORBIDDEN in the envelope),
 * by an anonymous caller and by a member's shop token (401 ERR_ADMIN_NOT_SIGNED_IN) — and no
 * audit row is written by any of it. Only the sign-in calls are exempt, listed here by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@shop/contracts/endpoints/index';
import { Browser, signIn, staffSignedIn, useTestApi } from './harness.ts';
import { auditCount } from './staff-session.ts';

const t = useTestApi();

/** The sign-in calls: open to any signed-in staff member whatever the role, or to no one signed in. */
const AUTH_ROUTES = new Set([
  'POST /api/admin/auth/login',
  'POST /api/admin/auth/logout',
  'GET /api/admin/auth/me',
  'POST /api/admin/auth/password',
  'POST /api/admin/auth/totp/enrol',
  'POST /api/admin/auth/totp/confirm',
  'POST /api/admin/auth/totp/disable',
]);

/** The role emptied for this file through 修改角色权限 (roles are fixed, their grants editable), restored afterwards. */
const EMPTIED_ROLE = 'content_editor';

interface Route {
  method: string;
  url: string;
}

/**
 * Every method and full path in Fastify's route table (`printRoutes({ commonPrefix: false })`
 * draws it as a tree: each line a path piece under its parent, indented four characters a level,
 * with the methods registered on that exact path in brackets).
 */
function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    parents.length = depth;
    const path = parents.join('') + m[2]!;
    parents.push(m[2]!);
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url: path });
  }
  return routes;
}

/** A concrete address of a route: every parameter given a value (the guard answers before parameters are validated). */
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');

let adminRoutes: Route[] = [];
let admin: Browser;
let before: string[] = [];

beforeAll(async () => {
  adminRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
    (r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );
  admin = (await staffSignedIn(t, '超级管理员', '守卫')).b;
  const roles = await admin.get<{ list: { code: string; permissions: string[] }[] }>('/api/admin/roles');
  before = roles.body.data.list.find((r) => r.code === EMPTIED_ROLE)!.permissions;
  const emptied = await admin.request('PUT', `/api/admin/roles/${EMPTIED_ROLE}/permissions`, { json: { permissions: [] } });
  expect(emptied.status).toBe(200);
});

afterAll(async () => {
  if (admin) await admin.request('PUT', `/api/admin/roles/${EMPTIED_ROLE}/permissions`, { json: { permissions: before } });
});

describe('every /api/admin route of the app', () => {
  it('finds the console routes in Fastify’s table, the sign-in calls among them', () => {
    expect(adminRoutes.length).toBeGreaterThan(100);
    const keys = new Set(adminRoutes.map((r) => `${r.method} ${r.url}`));
    expect([...AUTH_ROUTES].filter((k) => !keys.has(k))).toEqual([]);
    // The table read right: every console definition of the contracts is in it, under the same path.
    const defined = ALL_ENDPOINTS.filter((e) => e.path.startsWith('/api/admin/')).map((e) => `${e.method} ${e.path}`);
    expect(defined.length).toBeGreaterThan(100);
    expect(defined.filter((k) => !keys.has(k))).toEqual([]);
    // The guards below are asked of real routes: the stream registered as a plain route is among them.
    expect(keys.has('GET /api/admin/chat/stream')).toBe(true);
  });

  it('refuses a staff member whose role grants nothing: 403 in the envelope, no audit row', async () => {
    const { b } = await staffSignedIn(t, EMPTIED_ROLE, '无权');
    const me = await b.get<{ permissions: string[] }>('/api/admin/auth/me');
    expect(me.body.data.permissions).toEqual([]);
    const audits = await auditCount(t.database);
    const letThrough: string[] = [];
    for (const r of adminRoutes) {
      if (AUTH_ROUTES.has(`${r.method} ${r.url}`)) continue;
      const res = await b.request(r.method, concrete(r.url), { json: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
      if (res.status !== 403 || res.body.code !== 'ERR_ADMIN_FORBIDDEN' || res.body.success !== false) {
        letThrough.push(`${r.method} ${r.url} → ${res.status} ${res.body.code}`);
      }
    }
    expect(letThrough).toEqual([]);
    expect(await auditCount(t.database)).toBe(audits);
  });

  it('refuses an anonymous caller and a member’s shop token: 401, no audit row', async () => {
    const anonymous = await new Browser(t.baseUrl).prime();
    const shopper = new Browser(t.baseUrl);
    const { access_token } = await signIn(shopper);
    const audits = await auditCount(t.database);
    const letThrough: string[] = [];
    for (const r of adminRoutes) {
      const key = `${r.method} ${r.url}`;
      if (AUTH_ROUTES.has(key)) continue;
      const json = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      for (const [who, res] of [
        ['anonymous', await anonymous.request(r.method, concrete(r.url), { json })],
        // The shop's cookie and its bearer token both: neither is a staff session.
        ['member', await shopper.request(r.method, concrete(r.url), { json, headers: { authorization: `Bearer ${access_token}` } })],
      ] as const) {
        if (res.status !== 401 || res.body.code !== 'ERR_ADMIN_NOT_SIGNED_IN') letThrough.push(`${who}: ${key} → ${res.status} ${res.body.code}`);
      }
    }
    expect(letThrough).toEqual([]);
    expect(await auditCount(t.database)).toBe(audits);
  });

  it('keeps the sign-in calls that need a session closed to anonymous callers and members', async () => {
    const anonymous = await new Browser(t.baseUrl).prime();
    const shopper = new Browser(t.baseUrl);
    const { access_token } = await signIn(shopper);
    for (const key of AUTH_ROUTES) {
      if (key.endsWith('/login') || key.endsWith('/logout')) continue;
      const [method, url] = key.split(' ') as [string, string];
      const json = method === 'GET' ? undefined : {};
      expect((await anonymous.request(method, url, { json })).status, key).toBe(401);
      expect((await shopper.request(method, url, { json, headers: { authorization: `Bearer ${access_token}` } })).status, key).toBe(401);
    }
  });
});

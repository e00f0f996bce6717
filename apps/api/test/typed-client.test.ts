/**
 * The storefront's typed client (apps/storefront/app/lib/api-call.ts) against the real API
 * over HTTP: its own fetch transport with an absolute base URL and a cookie jar (shared with
 * the harness Browser that signed in), and a recording host in place of the browser's
 * location, document.cookie and toasts. Also checks that every endpoint definition names a
 * route the API serves.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Address } from '@shop/contracts/address';
import { addressEndpoints } from '@shop/contracts/endpoints/address';
import { ALL_ENDPOINTS } from '@shop/contracts/endpoints/index';
import { BUSY_MESSAGE } from '@shop/contracts/errors';
import type { ApiTransport } from '@shop/contracts/ssr-context';
import { createFetchTransport } from '../../storefront/app/lib/api-client.ts';
import { createApiCaller } from '../../storefront/app/lib/api-call.ts';
import type { FailureHost } from '../../storefront/app/lib/failure-handling.ts';
import { Browser, freshMobile, signIn, useTestApi } from './harness.ts';

const t = useTestApi();

/** Node fetch with the Browser's cookie jar and client address: what the browser adds by itself. */
function jarFetch(b: Browser): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', b.ip);
    if (b.cookies.size) headers.set('cookie', b.cookieHeader());
    const res = await fetch(input, { ...init, headers, redirect: 'manual' });
    for (const sc of res.headers.getSetCookie()) {
      const [pair, ...attrs] = sc.split(';');
      const name = pair!.slice(0, pair!.indexOf('='));
      const value = pair!.slice(pair!.indexOf('=') + 1);
      if (attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === '') b.cookies.delete(name);
      else b.cookies.set(name, value);
    }
    return res;
  };
}

function recordingHost(b: Browser) {
  const seen = { toasts: [] as string[], assigned: [] as string[], logins: 0 };
  const host: FailureHost = {
    search: () => '',
    alert: () => undefined,
    cookies: () => b.cookieHeader(),
    clearLocalLoginData: () => undefined,
    startLogin: () => void seen.logins++,
    assign: (url) => void seen.assigned.push(url),
    toast: (message) => void seen.toasts.push(message),
  };
  return { host, seen };
}

/** The typed client as a page of this Browser would have it; `sent` lists the paths it called. */
function clientOf(b: Browser, baseUrl = t.baseUrl) {
  let csrf = b.csrf;
  const fetchTransport = createFetchTransport({
    baseUrl,
    fetch: jarFetch(b),
    csrf: {
      get: () => csrf,
      set: (token) => {
        csrf = token;
      },
    },
  });
  const sent: string[] = [];
  const transport: ApiTransport = (path, init) => {
    sent.push(`${init?.method ?? 'GET'} ${path}`);
    return fetchTransport(path, init);
  };
  const { host, seen } = recordingHost(b);
  return { api: createApiCaller({ transport, host }), sent, seen };
}

async function member() {
  const b = new Browser(t.baseUrl);
  await signIn(b);
  return b;
}

const shanghai = { receiver: '张三', mobile: freshMobile(), provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '世纪大道100号 8楼' };

describe('the typed client against the API', () => {
  it('every endpoint definition is a route the API serves', () => {
    for (const e of ALL_ENDPOINTS) expect(t.app.hasRoute({ method: e.method, url: e.path }), `${e.method} ${e.path}`).toBe(true);
  });

  it('answers typed data on success (a member saves and lists addresses)', async () => {
    const b = await member();
    const { api, seen } = clientOf(b);
    const saved = await api.call(addressEndpoints.save, { body: shanghai });
    expect(saved.ok).toBe(true);
    const r = await api.call(addressEndpoints.list);
    if (!r.ok) throw new Error(JSON.stringify(r.failure));
    expectTypeOf(r.data).toEqualTypeOf<Address[]>();
    expect(r.data).toHaveLength(1);
    expect(r.data[0]).toMatchObject({ receiver: '张三', provinceName: '上海市', districtName: '浦东新区', isDefault: true });
    expect(seen).toEqual({ toasts: [], assigned: [], logins: 0 });
  });

  it('gives a business refusal back to the caller, typed: field issues of a 400, the code of a missing address', async () => {
    const b = await member();
    const { api, seen } = clientOf(b);
    const bad = await api.call(addressEndpoints.save, { body: { ...shanghai, detail: '短' } });
    if (bad.ok) throw new Error('expected a refusal');
    expect(bad.failure).toMatchObject({ code: 'E_VALIDATION', status: 400, path: '/api/order/address/save', handled: false });
    expect(bad.failure.displayMessage).toContain('详细地址至少5个字');
    expect(bad.failure.issues).toEqual([expect.objectContaining({ path: 'detail', message: '详细地址至少5个字' })]);

    const missing = await api.call(addressEndpoints.remove, { params: { id: 987654321 } });
    if (missing.ok) throw new Error('expected a refusal');
    expect(missing.failure).toMatchObject({ status: 404, displayMessage: '收货地址不存在', handled: false });
    expect(seen).toEqual({ toasts: [], assigned: [], logins: 0 });
  });

  it('refreshes an expired access token once and retries the call', async () => {
    const b = await member();
    const { api, sent, seen } = clientOf(b);
    const refreshBefore = b.cookies.get('refresh_token');
    t.clock.offsetMs = 7201_000; // the 2-hour access token has expired; the refresh token (30 days) has not
    const r = await api.call(addressEndpoints.list);
    expect(r).toEqual({ ok: true, data: [] });
    expect(sent).toEqual(['GET /api/order/address/list', 'POST /api/auth/login/refresh', 'GET /api/order/address/list']);
    expect(b.cookies.get('refresh_token')).not.toBe(refreshBefore);
    expect(seen).toEqual({ toasts: [], assigned: [], logins: 0 });
  });

  it('answers the busy failure when the server cannot be reached, without throwing', async () => {
    const b = new Browser(t.baseUrl);
    const { api, seen } = clientOf(b, 'http://127.0.0.1:1');
    const r = await api.call(addressEndpoints.list);
    if (r.ok) throw new Error('expected a failure');
    expect(r.failure).toMatchObject({ code: 'E_HTTP_REQUEST', status: 504, message: BUSY_MESSAGE, displayMessage: BUSY_MESSAGE, handled: true });
    // E_HTTP_REQUEST is a silent code (spec 8): no popup, no login.
    expect(seen).toEqual({ toasts: [], assigned: [], logins: 0 });
  });
});

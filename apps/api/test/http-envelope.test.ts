/**
 * Issue #12, items 6 and 7 on the API alone: every /api answer in the envelope (unknown
 * path, wrong method, CSRF, oversized body, bad JSON), security headers on every answer,
 * HSTS only for an https public origin, and the Host allow-list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';
import { connect } from '@shop/db';
import { createApp, createClock, createLocalSmsSender, DEFAULT_API_CONFIG, type ApiConfig } from '../src/index.ts';
import { Browser, startTestApi, type TestApi } from './harness.ts';

const CHINESE = /[\u4e00-\u9fa5]/;

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

function expectEnvelope(
  r: { status: number; body: { success: boolean; code: string; message: string; path: string; data: unknown } },
  status: number,
  code: string,
  path: string,
) {
  expect(r.status).toBe(status);
  expect(r.body).toEqual({ success: false, code, message: expect.stringMatching(CHINESE), path, data: null });
}

describe('every /api answer in the envelope', () => {
  it('unknown path: GET and POST (without CSRF token) → 404 E_NOT_FOUND', async () => {
    const b = new Browser(t.baseUrl);
    expectEnvelope(await b.get('/api/no/such/thing?x=1'), 404, 'E_NOT_FOUND', '/api/no/such/thing');
    expectEnvelope(await b.post('/api/no/such/thing', { a: 1 }, { csrf: false }), 404, 'E_NOT_FOUND', '/api/no/such/thing');
    expectEnvelope(await b.request('DELETE', '/api/'), 404, 'E_NOT_FOUND', '/api/');
    expectEnvelope(await b.get('/api'), 404, 'E_NOT_FOUND', '/api');
    // Whatever the body: an unknown path is not parsed.
    expectEnvelope(
      await b.request('PUT', '/api/nothing', { body: '<x/>', headers: { 'content-type': 'application/xml' } }),
      404,
      'E_NOT_FOUND',
      '/api/nothing',
    );
  });

  it('known path, wrong method → 405 E_METHOD_NOT_ALLOWED with Allow', async () => {
    const b = new Browser(t.baseUrl);
    // A GET-only route asked with POST (no CSRF token: the 405 comes first, nothing happens).
    const post = await b.post('/api/member/member/memInfo', {}, { csrf: false });
    expectEnvelope(post, 405, 'E_METHOD_NOT_ALLOWED', '/api/member/member/memInfo');
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    // A POST-only route asked with GET, and a parametric path.
    const get = await b.get('/api/auth/code/sms');
    expectEnvelope(get, 405, 'E_METHOD_NOT_ALLOWED', '/api/auth/code/sms');
    expect(get.headers.get('allow')).toContain('POST');
    const del = await b.request('DELETE', '/api/sys/comnmetd/getServerTimeStamp');
    expect(del.status).toBe(405);
  });

  it('state change without or with a wrong CSRF token → 403 E_CSRF', async () => {
    const b = await new Browser(t.baseUrl).prime();
    expectEnvelope(await b.post('/api/auth/code/sms', { mobile: '13800000000' }, { csrf: false }), 403, 'E_CSRF', '/api/auth/code/sms');
    expectEnvelope(
      await b.post('/api/auth/code/sms', { mobile: '13800000000' }, { csrf: false, headers: { 'x-csrf-token': 'forged' } }),
      403,
      'E_CSRF',
      '/api/auth/code/sms',
    );
    // A cross-site form post: no token can be sent, and the cookie alone is not enough.
    const cross = await b.request('POST', '/api/auth/code/sms', {
      body: 'mobile=13800000000',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expectEnvelope(cross, 403, 'E_CSRF', '/api/auth/code/sms');
  });

  it('oversized body → 413 E_PAYLOAD_TOO_LARGE', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const big = JSON.stringify({ mobile: '13800000000', pad: 'x'.repeat(1024 * 1024 + 10) });
    expectEnvelope(
      await b.request('POST', '/api/auth/code/sms', { body: big, headers: { 'content-type': 'application/json' } }),
      413,
      'E_PAYLOAD_TOO_LARGE',
      '/api/auth/code/sms',
    );
  });

  it('bad JSON → 400 E_BAD_JSON', async () => {
    const b = await new Browser(t.baseUrl).prime();
    expectEnvelope(
      await b.request('POST', '/api/auth/code/sms', { body: '{"mobile":', headers: { 'content-type': 'application/json' } }),
      400,
      'E_BAD_JSON',
      '/api/auth/code/sms',
    );
  });

  it('a malformed URL under /api → 400 in the envelope', async () => {
    const r = await fetch(`${t.baseUrl}/api/%E0%A4%A`);
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ success: false, message: expect.stringMatching(CHINESE), data: null });
  });
});

describe('security headers', () => {
  it('on API answers, errors and non-API answers', async () => {
    for (const path of ['/api/sys/comnmetd/getServerTimeStamp', '/api/no/such', '/healthz']) {
      const r = await fetch(t.baseUrl + path);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).not.toContain('form-action');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('permissions-policy')).toContain('camera=()');
      // Plain-http public origin (the test's listen address): no HSTS.
      expect(r.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('a fresh nonce per answer', async () => {
    const nonce = async () => /'nonce-([^']+)'/.exec((await fetch(`${t.baseUrl}/healthz`)).headers.get('content-security-policy') ?? '')?.[1];
    expect(await nonce()).not.toBe(await nonce());
  });

  it('the sandbox cashier, Swagger UI and account-provider pages keep a policy', async () => {
    for (const path of ['/api/docs/', '/sandbox/account/.well-known/openid-configuration']) {
      const r = await fetch(t.baseUrl + path);
      expect(r.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(r.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

/** An app of its own, with a public origin (and optionally more hosts). */
async function appWith(publicUrl: string, allowedHosts?: string[]) {
  const database = connect(testDatabaseUrl(), { max: 2 });
  const config: ApiConfig = { ...DEFAULT_API_CONFIG, nodeEnv: 'test', secret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz', publicUrl };
  const sms = createLocalSmsSender({ database, brand: '测试商城', log: () => {} });
  const app = await createApp({ config, database, clock: createClock(), sms, allowedHosts });
  await app.ready();
  return {
    get: (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('HSTS only with an https public origin', () => {
  it('https PUBLIC_URL → Strict-Transport-Security and upgrade-insecure-requests', async () => {
    const a = await appWith('https://shop.example.com');
    try {
      const r = await a.get('/api/sys/comnmetd/getServerTimeStamp', 'shop.example.com');
      expect(r.statusCode).toBe(200);
      expect(r.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(r.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await a.close();
    }
  });
});

describe('Host allow-list (PUBLIC_URL set)', () => {
  it('refuses another Host with 421 without reflecting it; accepts the public, loopback and listed hosts', async () => {
    const a = await appWith('http://shop.example.com:8080', ['alt.example.com', 'probe.internal:9000']);
    try {
      const evil = 'attacker-host-7f3a.example';
      for (const url of ['/api/sys/comnmetd/getServerTimeStamp', '/healthz', '/api/no/such']) {
        const r = await a.get(url, `${evil}:1234`);
        expect(r.statusCode, url).toBe(421);
        expect(r.body).not.toContain('attacker-host');
        expect(JSON.stringify(r.headers)).not.toContain('attacker-host');
        expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      }
      const api = await a.get('/api/sys/comnmetd/getServerTimeStamp', evil);
      expect(api.json()).toEqual({
        success: false,
        code: 'E_HOST_NOT_ALLOWED',
        message: expect.stringMatching(CHINESE),
        path: '/api/sys/comnmetd/getServerTimeStamp',
        data: null,
      });
      const page = await a.get('/healthz', evil);
      expect(page.headers['content-type']).toContain('text/plain');
      expect(page.body).toMatch(CHINESE);
      // A look-alike: the public host as a suffix or prefix is not the public host.
      expect((await a.get('/healthz', 'shop.example.com.evil.example')).statusCode).toBe(421);
      expect((await a.get('/healthz', 'probe.internal:9001')).statusCode).toBe(421);

      for (const host of [
        'shop.example.com:8080',
        'SHOP.example.com',
        'alt.example.com',
        'alt.example.com:443',
        'probe.internal:9000',
        '127.0.0.1:3000',
        'localhost',
        '[::1]:3000',
      ]) {
        expect((await a.get('/api/sys/comnmetd/getServerTimeStamp', host)).statusCode, host).toBe(200);
      }
    } finally {
      await a.close();
    }
  });

  it('without PUBLIC_URL every Host is accepted', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/sys/comnmetd/getServerTimeStamp', headers: { host: 'anything.example' } });
    expect(r.statusCode).toBe(200);
  });
});

/**
 * Issue #12 items 6 and 7 on the whole HTTP server (API + storefront, apps/server's
 * createHttpServer, in-process on a real port): pages carry the headers and a CSP nonce that
 * every inline script names, assets too; no /api path reaches the storefront; the Host
 * allow-list refuses a foreign Host without echoing it, while the shop's own form posts pass.
 * Needs the storefront build (npm run build).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';
import type { FastifyInstance } from 'fastify';
import { connect, type Database } from '@shop/db';
import { loadConfig } from '../../server/src/config.ts';
import { createHttpServer } from '../../server/src/http.ts';
import { loadProductionBuild } from '../../server/src/ssr.ts';

const CHINESE = /[\u4e00-\u9fa5]/;

interface Shop {
  app: FastifyInstance;
  base: string;
  database: Database;
  close(): Promise<void>;
}

async function startShop(env: Record<string, string>): Promise<Shop> {
  const config = loadConfig({ NODE_ENV: 'test', SHOP_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz', LOG_LEVEL: 'silent', ...env });
  const database = connect(testDatabaseUrl(), { max: 3 });
  const app = await createHttpServer(config, database, await loadProductionBuild(), { serveAssets: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

function nonceOf(csp: string | string[] | null | undefined): string {
  const m = /script-src [^;]*'nonce-([^']+)'/.exec(String(csp ?? ''));
  if (!m) throw new Error(`no script nonce in ${csp}`);
  return m[1]!;
}

describe('the shop without PUBLIC_URL', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({});
  });
  afterAll(() => shop.close());

  it('a page: security headers, and every inline script carries this answer’s nonce', async () => {
    const r = await fetch(`${shop.base}/not_`);
    expect(r.status).toBe(200);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('permissions-policy')).toContain('camera=()');
    expect(r.headers.get('strict-transport-security')).toBeNull();
    const nonce = nonceOf(csp);
    const html = await r.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((a) => !/\bsrc=/.test(a) && !/application\/ld\+json/.test(a));
    // React Router's context and module scripts, ScrollRestoration, streamed data.
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    // The old-IE notice's inline script too.
    const ie = await fetch(`${shop.base}/not_`, { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' } });
    const ieNonce = nonceOf(ie.headers.get('content-security-policy'));
    const ieHtml = await ie.text();
    expect(ieHtml).toContain('browser-notice-close');
    for (const m of ieHtml.matchAll(/<script\b([^>]*)>/g)) if (!/\bsrc=/.test(m[1]!) && !/ld\+json/.test(m[1]!)) expect(m[1]).toContain(`nonce="${ieNonce}"`);
    expect(ieNonce).not.toBe(nonce);
  });

  it('static assets and the account-provider sandbox carry the headers', async () => {
    const html = await (await fetch(`${shop.base}/not_`)).text();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    for (const path of [asset!, '/favicon.svg', '/sandbox/account/.well-known/openid-configuration']) {
      const r = await fetch(shop.base + path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('no /api path reaches the storefront: unknown → 404, wrong method → 405, in the envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/no/such/page'],
      ['POST', '/api/no/such/page'],
      ['PUT', '/api/'],
    ] as const) {
      const r = await fetch(shop.base + path, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.headers.get('content-type')).toContain('application/json');
      expect(await r.json()).toEqual({ success: false, code: 'E_NOT_FOUND', message: expect.stringMatching(CHINESE), path, data: null });
    }
    // The fuzzer's case: a known path with another method used to get the storefront's text 403.
    const r = await fetch(`${shop.base}/api/member/member/memInfo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD');
    expect(await r.json()).toMatchObject({ success: false, code: 'E_METHOD_NOT_ALLOWED', data: null });
  });

  it('accepts any Host (nothing is built from it)', async () => {
    const r = await shop.app.inject({ method: 'GET', url: '/not_', headers: { host: 'whatever.example' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('whatever.example');
  });
});

describe('the shop with an https PUBLIC_URL and ALLOWED_HOSTS', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ PUBLIC_URL: 'https://shop.example.com', ALLOWED_HOSTS: 'm.shop.example.com, probe.internal:9000' });
  });
  afterAll(() => shop.close());
  const get = (url: string, host: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('HSTS on pages and API answers', async () => {
    for (const url of ['/not_', '/api/sys/comnmetd/getServerTimeStamp']) {
      const r = await get(url, 'shop.example.com');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(r.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
  });

  it('a foreign Host is refused with 421 and not reflected (page, API, asset)', async () => {
    const evil = 'evil-7c1d.attacker.example';
    for (const url of ['/not_', '/api/sys/comnmetd/getServerTimeStamp', '/favicon.svg', '/api/order/pay/status/P1?query=1']) {
      const r = await get(url, evil);
      expect(r.statusCode, url).toBe(421);
      expect(r.body).not.toContain('attacker');
      expect(JSON.stringify(r.headers)).not.toContain('attacker');
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
    expect((await get('/not_', evil)).body).toMatch(CHINESE);
    expect((await get('/api/sys/comnmetd/getServerTimeStamp', evil)).json()).toMatchObject({ success: false, code: 'E_HOST_NOT_ALLOWED', data: null });
    // Behind no trusted proxy, X-Forwarded-Host does not help.
    expect((await get('/not_', evil, { 'x-forwarded-host': 'shop.example.com' })).statusCode).toBe(421);
  });

  it('the public host, the listed hosts and loopback pass', async () => {
    for (const host of ['shop.example.com', 'shop.example.com:443', 'm.shop.example.com', 'probe.internal:9000', '127.0.0.1', 'localhost:3000']) {
      expect((await get('/not_', host)).statusCode, host).toBe(200);
    }
    expect((await get('/not_', 'probe.internal:9001')).statusCode).toBe(421);
  });

  it('form posts: ours pass the cross-site check, another site’s are refused', async () => {
    const post = (origin: string, host = 'shop.example.com') =>
      // A route with an action (sign-out: harmless for a visitor).
      shop.app.inject({
        method: 'POST',
        url: '/user/wxLogout',
        headers: { host, origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
    const ours = await post('https://shop.example.com');
    expect(ours.statusCode).toBe(200);
    expect(ours.body).not.toContain('跨站请求已被拒绝');
    // A page of another host of the deployment posts to itself: the action runs there too.
    const listed = await post('http://m.shop.example.com', 'm.shop.example.com');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('跨站请求已被拒绝');
    const theirs = await post('https://evil.example');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).toContain('跨站请求已被拒绝');
  });
});

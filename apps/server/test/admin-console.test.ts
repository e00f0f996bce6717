/**
 * The console's files under /admin (apps/server/src/admin-console.ts): hashed assets cached for a
 * year, index.html never cached, deep links answered with the app, a missing asset a 404, and a
 * clear 503 page when the console has not been built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerAdminConsole } from '../src/admin-console.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>管理后台</title><script type="module" src="/admin/assets/index-abc123.js"></script>');
writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function appWith(dir: string) {
  const app = Fastify();
  await registerAdminConsole(app, dir);
  // The storefront's catch-all, as in the real server: /admin paths must not reach it.
  app.get('/*', async () => 'storefront');
  return app;
}

describe('the console under /admin', () => {
  it('serves hashed assets for a year and index.html uncached, for / and deep links alike', async () => {
    const app = await appWith(dist);
    const asset = await app.inject('/admin/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/admin/', '/admin/login', '/admin/system/staff?page=2']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('/admin/assets/index-abc123.js');
    }
    const bare = await app.inject('/admin');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/admin/');
    expect((await app.inject('/admin/assets/index-gone.js')).statusCode).toBe(404);
    expect((await app.inject('/')).body).toBe('storefront');
    await app.close();
  });

  it('answers 503 with how to build it when the console has not been built', async () => {
    const app = await appWith(path.join(dist, 'missing'));
    const res = await app.inject('/admin/system/staff');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('管理后台尚未构建：请运行 npm run build');
    await app.close();
  });
});

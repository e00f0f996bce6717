/**
 * The back-office console (issue #16, apps/admin) on the shop's own server under /admin/: the
 * built single-page app from apps/admin/dist. Hashed files under /admin/assets/ are cached for a
 * year (their names change with their content); index.html is never cached, so a release is
 * picked up on the next load; any other /admin/… path (a deep link such as
 * /admin/system/staff) gets index.html and the app's router takes over. The answers carry the
 * shop's security headers unchanged: Ant Design's CSS-in-JS inserts <style> elements, which the
 * shop's CSP already allows (style-src 'unsafe-inline'), and the app's scripts are files of our
 * own origin (script-src 'self'), no inline script. Not indexed by search engines, not framed.
 * `npm run build` (and `npm start` when the build is missing) builds it; `npm run dev` builds
 * it once when missing or older than its sources (scripts/dev.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const ADMIN_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../admin');
export const ADMIN_DIST = path.join(ADMIN_DIR, 'dist');
const PREFIX = '/admin/';

const NOT_BUILT = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>管理后台</title><p>管理后台尚未构建：请运行 npm run build 后重新启动。</p></html>`;

export async function registerAdminConsole(app: FastifyInstance, dist = ADMIN_DIST) {
  const indexFile = path.join(dist, 'index.html');
  const built = existsSync(indexFile);
  // Read once: the build does not change under a running server (a rebuild comes with a restart).
  const index = built ? readFileSync(indexFile) : null;

  const sendIndex = (reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'no-cache');
    if (!index) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT);
    return reply.type('text/html; charset=utf-8').send(index);
  };

  await app.register(async (scope) => {
    if (built) {
      await scope.register(fastifyStatic, {
        root: dist,
        prefix: PREFIX,
        // Routes for the files that are there; everything else falls through to the app below.
        wildcard: false,
        index: false,
        decorateReply: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          res.header('x-robots-tag', 'noindex, nofollow');
          res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    scope.get('/admin', (_req, reply) => reply.redirect(PREFIX, 301));
    // A missing file under /admin/assets/ is a 404, not the app (a stale chunk must fail loudly, not parse HTML as JavaScript).
    scope.get('/admin/assets/*', (_req, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found'));
    scope.get('/admin/*', (_req, reply) => sendIndex(reply));
  });
}

#!/usr/bin/env node
// `npm start`: build the storefront if there is no build yet, build the server ahead of time
// when its sources changed (scripts/build-server.mjs, a few seconds), then run it as plain
// JavaScript (embedded PostgreSQL, migrations, demo data, HTTP on PORT). Ctrl-C stops everything.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, SERVER_DIST } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBuild = path.resolve(root, 'apps/storefront', process.env.STOREFRONT_BUILD_DIR ?? 'build', 'server/index.js');

// The back-office console (apps/admin, served under /admin) is part of `npm run build`; built on its own when only it is missing.
const adminBuild = path.resolve(root, 'apps/admin/dist/index.html');

if (!existsSync(serverBuild) || process.argv.includes('--build')) {
  console.log('未找到前端构建产物，正在构建（首次启动约需半分钟）…');
  const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
} else if (!existsSync(adminBuild)) {
  console.log('未找到管理后台构建产物，正在构建…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@shop/admin', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (await ensureServerBuild()) console.log('服务端已构建（apps/server/dist）');

// Two malloc arenas (SERVING_MALLOC_ARENA_MAX in apps/server/src/config.ts says why), unless set.
const env = { MALLOC_ARENA_MAX: '2', ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
// The V8 heap settings of a serving process (SERVING_HEAP_FLAGS in apps/server/src/config.ts, which
// says why): on a small machine this one process is the whole shop. Flags given in NODE_OPTIONS win.
const heapFlags = ['--max-old-space-size=256', '--max-semi-space-size=4'].filter(
  (flag) => !(env.NODE_OPTIONS ?? '').replaceAll('_', '-').includes(flag.split('=')[0]),
);
const child = spawn(process.execPath, ['--enable-source-maps', ...heapFlags, path.join(SERVER_DIST, 'main.js')], { cwd: root, env, stdio: 'inherit' });
// Ctrl-C reaches the child through the terminal; a SIGTERM to us is passed on.
process.on('SIGTERM', () => child.kill('SIGTERM'));
process.on('SIGINT', () => {});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

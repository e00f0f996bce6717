/**
 * `npm run dev`: hot reload on one port. This process owns the embedded database (started,
 * migrated and seeded once); the server runs under `tsx watch` (restarted when server or API
 * code changes) with the storefront through Vite (HMR). The back-office console is built once
 * here when its build is missing or older than its sources, and served from it under /admin
 * (for hot reload while working on it: `npm run dev -w @shop/admin`, Vite on :5173 passing /api
 * here). Ctrl-C stops the server, then the database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';

const root = path.resolve(import.meta.dirname, '..');

function newestMs(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMs(p) : statSync(p).mtimeMs);
  }
  return newest;
}
const adminIndex = path.join(root, 'apps/admin/dist/index.html');
if (!existsSync(adminIndex) || statSync(adminIndex).mtimeMs < newestMs(path.join(root, 'apps/admin/src'))) {
  process.stdout.write('正在构建管理后台（/admin）…\n');
  spawnSync('npm', ['run', 'build', '-w', '@shop/admin', '--silent'], { cwd: root, stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'development';
const config = loadConfig();
const log = (m: string) => process.stdout.write(`${new Date().toISOString()} ${m}\n`);
const db = await prepareDatabase(config, log);

const child = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    'watch',
    '--clear-screen=false',
    '--exclude',
    'apps/storefront/**',
    '--exclude',
    'apps/admin/**',
    'apps/server/src/main.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: db.url, SHOP_SECRET: config.secret, SHOP_VITE_DEV: '1', WEB_CONCURRENCY: '1' } },
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await db.embedded?.stop();
  log('已停止');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
child.on('exit', () => void stop());

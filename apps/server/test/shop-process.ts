/**
 * The whole shop as `npm start` runs it, started by a test: the server built ahead of time
 * (rebuilt first when its sources changed), its own embedded PostgreSQL under `dataDir`,
 * cluster workers. Shared by the server-level tests that need real processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ensureServerBuild } from '../../../scripts/build-server.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ShopProcess {
  child: ChildProcess;
  output(): string;
}

export { ensureServerBuild };

/**
 * A port nobody listens on, chosen by the operating system. Server test files run in parallel:
 * ports drawn at random from overlapping ranges collided now and then, and the shop that lost
 * could not start (every test of its file skipped).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function startShop(opts: { port: number; dataDir: string; workers: number; env?: Record<string, string> }): ShopProcess {
  let out = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      WEB_CONCURRENCY: String(opts.workers),
      LOG_LEVEL: 'warn',
      SMS_IP_HOURLY_LIMIT: '100000',
      DATABASE_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  return { child, output: () => out };
}

export async function waitReady({ child, output }: ShopProcess, base: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/readyz`)).ok && output().includes('商城已启动')) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`shop did not start:\n${output()}`);
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** A client of the shop's embedded database (its port from the start-up log, its password from the data directory). */
export async function shopDatabase(shop: ShopProcess, dataDir: string): Promise<pg.Client> {
  const port = Number(/端口 (\d+)/.exec(shop.output())?.[1]);
  const password = readFileSync(path.join(dataDir, 'pg', 'shop.password'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/shop` });
  // The shop's database stops with the shop at teardown: that ending is expected, not a failure.
  client.on('error', () => {});
  await client.connect();
  return client;
}

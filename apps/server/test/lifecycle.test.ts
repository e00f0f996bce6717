/**
 * The whole shop as `npm start` runs it: embedded PostgreSQL, migrations, demo data,
 * cluster workers. SIGTERM while writes are in flight: every write that was answered
 * is in the database after a restart, and no process is left behind.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, exited, shopDatabase, startShop as start, waitReady as ready, freePort } from './shop-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lifecycle-'));
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;

// The server as npm start runs it: built ahead of time, rebuilt here when its sources changed.
beforeAll(async () => {
  await ensureServerBuild();
}, 120_000);

const startShop = () => start({ port: PORT, dataDir, workers: 2 });
const waitReady = (shop: ReturnType<typeof startShop>) => ready(shop, base, 60_000);

function postgresPidAlive(): boolean {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function processesUsing(dir: string): string[] {
  try {
    return execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes(dir) && !l.includes('ps -eo'));
  } catch {
    return [];
  }
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start lifecycle', () => {
  it('serves storefront and API on one port, then stops cleanly on SIGTERM without losing answered writes', async () => {
    const shop = startShop();
    await waitReady(shop);
    expect(shop.output()).toContain('已载入演示数据');

    const home = await fetch(`${base}/not_`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('页面暂不可用');
    const api = await fetch(`${base}/api/sys/comnmetd/getServerTimeStamp`);
    const csrf = api.headers.get('x-csrf-token')!;
    const cookie = api.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // Writes in flight when the signal arrives.
    const mobiles = Array.from({ length: 30 }, (_, i) => `1390000${String(1000 + i)}`);
    const writes = mobiles.map((mobile) =>
      fetch(`${base}/api/auth/code/sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie },
        body: JSON.stringify({ mobile }),
      })
        .then((r) => ({ mobile, status: r.status }))
        .catch(() => ({ mobile, status: 0 })),
    );
    await new Promise((r) => setTimeout(r, 15));
    shop.child.kill('SIGTERM');
    const results = await Promise.all(writes);
    const code = await exited(shop.child);
    expect(code).toBe(0);
    // Nothing answered with a server error: a request was either served or never accepted.
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(shop.output()).toContain('内置 PostgreSQL 已停止');
    expect(postgresPidAlive()).toBe(false);
    expect(processesUsing(dataDir)).toEqual([]);

    // Restart on the same data: no second demo load, every answered write is there.
    const again = startShop();
    await waitReady(again);
    expect(again.output()).not.toContain('已载入演示数据');
    const answered = results.filter((r) => r.status === 200).map((r) => r.mobile);
    const client = await shopDatabase(again, dataDir);
    const { rows } = await client.query<{ mobile: string }>('SELECT DISTINCT mobile FROM sms_codes WHERE mobile = ANY($1)', [answered]);
    await client.end();
    expect(rows.map((r) => r.mobile).sort()).toEqual([...answered].sort());
    again.child.kill('SIGINT');
    expect(await exited(again.child)).toBe(0);
    expect(postgresPidAlive()).toBe(false);
  }, 120_000);
});

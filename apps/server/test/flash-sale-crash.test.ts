/**
 * The flash-sale rush with the server killed (SIGKILL, primary and workers) in the middle of
 * it: the shop as it runs (built server, cluster workers, its own PostgreSQL), 1,000 attempts
 * at once (250 members, four each, so one member's attempts race too) for 50 flash-sale units
 * over HTTP, the whole server killed while orders are being placed, then started again and
 * the rush finished. Exactly 50 orders, the activity's stock at 0, the SKU's stock down by
 * exactly 50, no member over the limit and no hold left: a placement the kill cut short rolled
 * back, or left a hold given back once older than the grace (by the next buyer's sold-out check
 * or the sweep), so no unit was sold twice and none was lost.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@shop/db';
import { ensureServerBuild, exited, startShop as start, waitReady as ready, type ShopProcess, freePort } from './shop-process.ts';
import { createFlashSale, flashAttempt, HttpShopper, saleFacts, signInAll, soldOutExactly, unexpectedRefusals, type Outcome } from './flash-rush.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-flash-crash-'));
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
const SECRET = randomBytes(48).toString('base64url');
const UNITS = 50;
const MEMBERS = 250;
/** Attempts each member makes at once: 1,000 in all. */
const ATTEMPTS_EACH = 4;
const SKU_STOCK = 10_000;
/**
 * Holds a killed placement left behind go back once this old (ACTIVITY_HOLD_GRACE_SECONDS; 15
 * in production), when a buyer finds the sale sold out or the minute sweep runs.
 */
const HOLD_GRACE_S = 2;
/** How long buyers keep coming back after the restart before the test gives up. */
const SETTLE_MS = 90_000;

let db: EmbeddedPostgres;
let client: pg.Pool;
let shop: ShopProcess | undefined;

/** The shop on a database of the test's own, so that the database outlives the server's kill. */
const startShop = () =>
  start({
    port: PORT,
    dataDir: path.join(dir, 'data'),
    workers: 2,
    env: {
      DATABASE_URL: db.url,
      SHOP_SECRET: SECRET,
      SMS_IP_HOURLY_LIMIT: '1000000',
      // No timings are tested: a slow machine may take long but must give the same answers.
      API_TIMEOUT_MS: '600000',
      DB_CONNECT_TIMEOUT_MS: '0',
      DB_STATEMENT_TIMEOUT_MS: '0',
      ACTIVITY_HOLD_GRACE_SECONDS: String(HOLD_GRACE_S),
    },
  });

/**
 * Started and ready. A start that fails is tried again (at most three times): on a fresh
 * database a loaded machine can miss the start-up time limits (the payment keys are made at
 * the first start), which is not what this test is about.
 */
async function startReady(): Promise<ShopProcess> {
  for (let attempt = 1; ; attempt++) {
    const s = startShop();
    try {
      await ready(s, base, 180_000);
      return s;
    } catch (err) {
      if (s.child.exitCode === null && s.child.signalCode === null) {
        s.child.kill('SIGKILL');
        await exited(s.child);
      }
      if (attempt >= 3) throw err;
    }
  }
}

/** kill -9 of the whole server at once: the primary and every worker it forked. */
function killServer(s: ShopProcess) {
  const primary = s.child.pid!;
  const workers = execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((pid) => pid > 0);
  for (const pid of [primary, ...workers]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone already */
    }
  }
  return workers;
}

beforeAll(async () => {
  await ensureServerBuild();
  db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: 0, log: () => {} });
  client = new pg.Pool({ connectionString: db.url, max: 4 });
  // An idle connection ended by the database's shutdown at teardown is expected, not a failure.
  client.on('error', () => {});
}, 180_000);

afterAll(async () => {
  if (shop && shop.child.exitCode === null && shop.child.signalCode === null) {
    shop.child.kill('SIGTERM');
    await exited(shop.child);
  }
  await client?.end().catch(() => {});
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('flash sale, server killed mid-rush', () => {
  it(`SIGKILL while orders are being placed, restart, finish: exactly ${UNITS} orders, stock exact, nothing lost`, async () => {
    shop = await startReady();

    // The sale: a SKU of its own with plenty of stock, 50 flash-sale units, limit 1.
    const sale = await createFlashSale(client, { prefix: 'FC', units: UNITS, skuStock: SKU_STOCK });
    const { ordersPlaced, holdsLeft, unitsHeld, actStock, membersWithOrder } = saleFacts(client, sale);
    const attempt = (b: HttpShopper) => flashAttempt(b, sale);

    const first = randomInt(0, 90_000_000);
    const buyers = Array.from({ length: MEMBERS }, (_, i) => new HttpShopper(`135${String(first + i).padStart(8, '0')}`, base));
    await signInAll(buyers, client);

    // The rush; the whole server is killed once part of the units are sold, orders in flight.
    const answers: Outcome[] = [];
    const rush = Promise.all(buyers.flatMap((b) => Array.from({ length: ATTEMPTS_EACH }, async () => answers.push(await attempt(b)))));
    const killAt = Math.floor(UNITS / 3);
    while ((await ordersPlaced()) < killAt && answers.length < MEMBERS * ATTEMPTS_EACH) await new Promise((r) => setTimeout(r, 20));
    const workers = killServer(shop);
    expect(workers.length).toBeGreaterThanOrEqual(2);
    await exited(shop.child);
    await rush;
    const soldAtKill = await ordersPlaced();
    // Killed mid-rush: part sold, the rest still to sell after the restart.
    expect(soldAtKill).toBeGreaterThanOrEqual(killAt);
    expect(soldAtKill).toBeLessThan(UNITS);
    expect(answers.some((a) => a.kind === 'network')).toBe(true);
    // Once PostgreSQL has rolled back what the dead server left open, every unit is in exactly
    // one place: still for sale, sold, or held by a placement that will never finish.
    const until0 = Date.now() + 60_000;
    const shopSessions = async () => Number((await client.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name LIKE 'shop%'`)).rows[0].n);
    while ((await shopSessions()) > 0 && Date.now() < until0) await new Promise((r) => setTimeout(r, 100));
    const heldAtKill = await unitsHeld();
    expect((await actStock()) + (await ordersPlaced()) + heldAtKill).toBe(UNITS);

    // Started again, the buyers without an order try again until the sale is sold out with no
    // hold left (holds the kill left behind go back once older than the grace: the first buyer
    // to find the sale sold out gives them back, or the minute sweep).
    shop = await startReady();
    const until = Date.now() + SETTLE_MS;
    for (;;) {
      const have = await membersWithOrder();
      const again = buyers.filter((b) => !have.has(b.mobile));
      answers.push(...(await Promise.all(again.map(attempt))));
      if ((await actStock()) === 0 && (await holdsLeft()) === 0) break;
      if (Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 2000));
    }

    // Exactly the units: no oversell, no unit lost, both stocks exact, nobody over the limit.
    expect(await saleFacts(client, sale).final()).toEqual(soldOutExactly(UNITS));
    // Every answer was the order or the sold-out / limit refusal, never a server error.
    expect(unexpectedRefusals(answers)).toEqual([]);
  }, 600_000);
});

/**
 * More than one machine (issue #15 item 8): two shop instances on different ports against one
 * external PostgreSQL (DATABASE_URL), started at the same time, behave as one shop. A session
 * made on one is valid on the other; a price change is served by both at once (each keeps
 * visitors' pages a minute here, so only the database's announcement can explain a fresh
 * page); a flash sale rushed through both sells exactly its stock.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@shop/db';
import { ensureServerBuild, exited, startShop, waitReady, type ShopProcess, freePort } from './shop-process.ts';
import { createFlashSale, flashAttempt, HttpShopper, saleFacts, signInAll, soldOutExactly, unexpectedRefusals } from './flash-rush.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-two-instances-'));
const SECRET = randomBytes(48).toString('base64url');
const ports = [await freePort(), await freePort()] as const;
const bases = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`] as const;

let db: EmbeddedPostgres;
let client: pg.Pool;
let shops: ShopProcess[] = [];

beforeAll(async () => {
  await ensureServerBuild();
  db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: 0, log: () => {} });
  client = new pg.Pool({ connectionString: db.url, max: 4 });
  // An idle connection ended by the database's shutdown at teardown is expected, not a failure.
  client.on('error', () => {});
  // Both at once on a fresh database: migrating and seeding take turns (advisory locks).
  shops = bases.map((_, i) =>
    startShop({
      port: ports[i]!,
      dataDir: path.join(dir, `instance-${i}`),
      workers: 1,
      env: {
        DATABASE_URL: db.url,
        SHOP_SECRET: SECRET,
        PAGE_CACHE_TTL_MS: '60000',
        SMS_IP_HOURLY_LIMIT: '1000000',
        // No timings are tested: a loaded machine may be slow but must give the same answers.
        API_TIMEOUT_MS: '600000',
        DB_CONNECT_TIMEOUT_MS: '0',
      },
    }),
  );
  await Promise.all(shops.map((s, i) => waitReady(s, bases[i], 180_000)));
}, 240_000);

afterAll(async () => {
  for (const s of shops) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(shops.map((s) => exited(s.child)));
  await client?.end().catch(() => {});
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const newMobile = () => `136${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

describe('two instances on one database', () => {
  it('a session made on one instance is valid on the other', async () => {
    const shopper = new HttpShopper(newMobile(), bases[0]);
    await shopper.signIn(client);
    shopper.base = bases[1];
    const info = await shopper.call('GET', '/api/member/member/memInfo');
    expect(info.status).toBe(200);
    expect(JSON.stringify(info.data)).toContain(shopper.mobile.slice(-4));
  });

  it('a price change is served by both instances at once', async () => {
    const { rows } = await client.query<{ sku_code: string }>(
      "SELECT s.sku_code FROM skus s JOIN products p ON p.id = s.product_id WHERE p.spu_code = 'S25U' ORDER BY s.sort_order, s.id LIMIT 1",
    );
    const page = `/product/S25U?skuCd=${rows[0]!.sku_code}`;
    const visit = async (base: string) => {
      const r = await fetch(base + page);
      return { cache: r.headers.get('x-page-cache'), body: await r.text() };
    };
    // Both instances keep the page.
    for (const base of bases) await visit(base);
    for (const base of bases) expect((await visit(base)).cache).toBe('hit');

    await client.query('UPDATE skus SET price = 1234500, orig_price = GREATEST(orig_price, 1234500) WHERE sku_code = $1', [rows[0]!.sku_code]);
    for (const base of bases) {
      let body = '';
      for (let i = 0; i < 30 && !/12,?345/.test(body); i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 100));
        body = (await visit(base)).body;
      }
      expect(body, `${base} serves the new price`).toMatch(/12,?345/);
    }
  });

  it('a flash sale rushed through both sells exactly its stock', async () => {
    const UNITS = 40;
    const sale = await createFlashSale(client, { prefix: 'TI', units: UNITS, skuStock: 5_000 });
    const first = randomInt(0, 90_000_000);
    // Half the buyers on each instance, two attempts each at once.
    const buyers = Array.from({ length: 200 }, (_, i) => new HttpShopper(`137${String(first + i).padStart(8, '0')}`, bases[i % 2]));
    await signInAll(buyers, client);
    const answers = await Promise.all(buyers.flatMap((b) => [flashAttempt(b, sale), flashAttempt(b, sale)]));

    expect(answers.filter((a) => a.kind === 'network')).toEqual([]);
    expect(unexpectedRefusals(answers)).toEqual([]);
    expect(await saleFacts(client, sale).final()).toEqual(soldOutExactly(UNITS));
    // Both instances sold.
    const bought = await saleFacts(client, sale).membersWithOrder();
    expect(new Set(buyers.filter((b) => bought.has(b.mobile)).map((b) => b.base)).size).toBe(2);
  }, 300_000);
});

/**
 * `npm run bench` (through scripts/bench.mjs): start a fresh embedded PostgreSQL and the
 * shop on 127.0.0.1, load it scenario by scenario, print a table, write
 * bench/results/latest.json, and always stop the server and the database and delete the
 * temp directory (also on Ctrl-C). Exit code: 0 whatever the numbers, 1 if the server
 * (or its database) cannot start, 130/143 when interrupted. See bench/README.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connect, runMigrations, seedDemoData, startEmbeddedPostgres, type EmbeddedPostgres } from '@shop/db';
import { assertPortFree, postmasterPid, startServer, serverRss, treeCpuMs, type RssSample, type RunningServer } from './lib/server.ts';
import { runHttpScenario, type HttpScenarioOptions } from './lib/http-scenario.ts';
import { runLoginFlows, type FlowResult } from './lib/login-flow.ts';
import { prepareStock, signedInMemberCookie, runAddToCart, runFlashSale, runSubmitOrder, type ShopFlowResult } from './lib/shop-flows.ts';
import { table, flowDetails, shopFlowDetails, sizeComparison, type ScenarioReport } from './lib/report.ts';
import { loadLargeData, type LargeDataResult } from './lib/large-data.ts';
import { lighthouseTable, runLighthouse, type LighthousePage, type LighthouseRow } from './lib/lighthouse.ts';
import { staffSessionCookie } from './lib/staff-session.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench/results/latest.json');

function intEnv(name: string, def: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    process.stderr.write(`bench: ignoring ${name}=${raw} (want an integer ≥ ${min}), using ${def}\n`);
    return def;
  }
  return n;
}

const cfg = {
  durationS: intEnv('BENCH_DURATION', 10, 1),
  warmupS: intEnv('BENCH_WARMUP', 2, 0),
  connections: intEnv('BENCH_CONNECTIONS', 20, 1),
  flowUsers: intEnv('BENCH_FLOW_USERS', 8, 1),
  workers: intEnv('BENCH_WORKERS', 2, 1),
  port: intEnv('BENCH_PORT', 3900, 1),
  startTimeoutS: intEnv('BENCH_START_TIMEOUT', 180, 10),
  flashBuyers: intEnv('BENCH_FLASH_BUYERS', 2000, 1),
  flashUnits: intEnv('BENCH_FLASH_UNITS', 100, 1),
  flashConcurrency: intEnv('BENCH_FLASH_CONCURRENCY', 100, 1),
};
/**
 * Which data the shop serves (BENCH_DATA): demo (the demo data, the default), large (the
 * demo catalogue ×100 and 100,000 orders, bench/lib/large-data.ts) or both, one after the
 * other on the same database, with a table per size and their ratio.
 */
type DataSize = 'demo' | 'large';
const dataEnv = process.env.BENCH_DATA ?? '';
const sizes: DataSize[] = dataEnv === 'both' ? ['demo', 'large'] : dataEnv === 'large' ? ['large'] : ['demo'];
if (dataEnv && !['demo', 'large', 'both'].includes(dataEnv))
  process.stderr.write(`bench: ignoring BENCH_DATA=${dataEnv} (want demo, large or both), using demo\n`);
interface SizeRun {
  size: DataSize;
  /** What the large data set holds and how long it took to generate. */
  data?: LargeDataResult;
  rows: ScenarioReport[];
}
const SHUTDOWN_TIMEOUT_MS = 10_000;
const baseUrl = `http://127.0.0.1:${cfg.port}`;

const log = (msg: string) => process.stderr.write(`bench: ${msg}\n`);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ---- interruption and time bound -------------------------------------------------------
const abort = new AbortController();
let exitCode = 0;
let tmpDir: string | undefined;
let pgStarting: Promise<EmbeddedPostgres> | undefined;
let server: RunningServer | undefined;
let pool: pg.Pool | undefined;
let cleaningUp = false;

function interrupt(reason: string, code: number) {
  if (abort.signal.aborted) return;
  log(`${reason}: stopping the load, the server and the database…`);
  exitCode = code;
  abort.abort();
  // Last resort if the orderly clean-up hangs: kill what we started and leave.
  setTimeout(() => {
    log('clean-up took too long, killing the server and the database');
    hardKill();
    process.exit(code || 1);
  }, SHUTDOWN_TIMEOUT_MS + 30_000).unref();
}
process.on('SIGINT', () => interrupt('interrupted (SIGINT)', 130));
process.on('SIGTERM', () => interrupt('terminated (SIGTERM)', 143));

const scenarioCount = 16;
// Per size: start-up and the scenarios; the large data set takes about a minute more to load.
const budgetS = sizes.length * (cfg.startTimeoutS + scenarioCount * (cfg.warmupS + cfg.durationS + 40) + 60) + (sizes.includes('large') ? 300 : 0);
const watchdog = setTimeout(() => interrupt(`the bench exceeded its ${budgetS} s time budget`, 1), budgetS * 1000);
watchdog.unref();

function hardKill() {
  if (server?.isRunning()) {
    try {
      process.kill(server.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  const pidFile = tmpDir && path.join(tmpDir, 'pg/postmaster.pid');
  if (pidFile && existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
}

async function cleanup() {
  cleaningUp = true;
  await pool?.end().catch(() => {});
  if (server) await server.stop().catch((err) => log(`stopping the server: ${err}`));
  const pgHandle = await pgStarting?.catch(() => undefined);
  if (pgHandle) await pgHandle.stop().catch((err) => log(`stopping PostgreSQL: ${err}`));
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true, maxRetries: 3 });
}

// ---- RSS sampling ------------------------------------------------------------------------
const rss = { idleMB: 0, peakMB: 0, peakUniqueMB: 0, afterMB: 0, afterUniqueMB: 0, peakDuring: '', peakProcesses: [] as RssSample['processes'] };
function sampleRss(during: string): number {
  if (!server?.isRunning()) return 0;
  const { mb, uniqueMb, processes } = serverRss(server.pid);
  rss.afterMB = mb;
  rss.afterUniqueMB = uniqueMb;
  rss.peakUniqueMB = Math.max(rss.peakUniqueMB, uniqueMb);
  if (mb > rss.peakMB) {
    rss.peakMB = mb;
    rss.peakDuring = during;
    rss.peakProcesses = processes;
  }
  return mb;
}

/** BENCH_ONLY: run only the scenarios whose name contains one of these comma-separated words (case-insensitive). */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const selected = (name: string) => only.length === 0 || only.some((w) => name.toLowerCase().includes(w));

async function scenario<T>(name: string, run: () => Promise<T>): Promise<{ result: T; rssMB: number }> {
  log(`running ${name} (${cfg.warmupS ? `${cfg.warmupS} s warm-up + ` : ''}${cfg.durationS} s)`);
  const sampler = setInterval(() => sampleRss(name), 500);
  try {
    const result = await run();
    return { result, rssMB: sampleRss(name) };
  } finally {
    clearInterval(sampler);
  }
}

/** Refuses to measure a "member" page that the server answers as an anonymous or kept page. */
async function assertPersonal(url: string, cookie: string) {
  const res = await fetch(url, { headers: { accept: 'text/html', cookie }, signal: AbortSignal.timeout(10_000) });
  const html = await res.text();
  if (res.status !== 200 || res.headers.has('x-page-cache') || !html.includes('userNo'))
    throw new Error(`the signed-in member's ${url} is not a personal page (HTTP ${res.status}, x-page-cache ${res.headers.get('x-page-cache')})`);
}

/** A cart page view as the browser makes it: the page, a CSRF token from the clock call, the member's cart. */
function memberCartView(): NonNullable<HttpScenarioOptions['requests']> {
  return [
    { method: 'GET', path: '/shoppingCart', headers: { accept: 'text/html' } },
    {
      method: 'GET',
      path: '/api/sys/comnmetd/getServerTimeStamp',
      headers: { accept: 'application/json' },
      onResponse: (_status, _body, context, headers) => {
        const token = headers['x-csrf-token'];
        if (token) context.csrf = token;
      },
    },
    {
      method: 'POST',
      path: '/api/cart/cart/getCart/pc',
      body: '{}',
      setupRequest: (req, context) => ({
        ...req,
        headers: { ...req.headers, accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': String(context.csrf ?? '') },
      }),
    },
  ];
}

/** Checks the cart view measures what it says: the member's three lines come back from getCart with the token the clock call gives. */
async function assertMemberCart(base: string, cookie: string) {
  const primed = await fetch(`${base}/api/sys/comnmetd/getServerTimeStamp`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) });
  const res = await fetch(`${base}/api/cart/cart/getCart/pc`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': primed.headers.get('x-csrf-token') ?? '' },
    body: '{}',
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { success: boolean; data?: { cartInfos?: unknown[] } };
  if (!body.success || (body.data?.cartInfos?.length ?? 0) < 3)
    throw new Error(`the signed-in member's cart did not come back from getCart (HTTP ${res.status})`);
}

/**
 * The six pages issue #15 asks Lighthouse for: home, listing, search and product as a visitor
 * sees them, and a signed-in member's cart and checkout (three items in the cart, all selected).
 */
async function lighthousePages(signal: AbortSignal): Promise<LighthousePage[]> {
  const visitor = ['/', '/list/smartphone-tablet', `/search/${encodeURIComponent('手机')}`, '/product/S25U'].map((p) => ({ url: baseUrl + p }));
  const cookie = await signedInMemberCookie({ baseUrl, pool: pool!, signal, skus: await prepareStock(pool!, 3) });
  await assertPersonal(`${baseUrl}/order/orderInfo`, cookie);
  return [
    ...visitor,
    { url: `${baseUrl}/shoppingCart`, cookie, label: '/shoppingCart (member)' },
    { url: `${baseUrl}/order/orderInfo`, cookie, label: '/order/orderInfo (member)' },
  ];
}

/** Every scenario, one after the other, against the running server; stops when `loadSignal` aborts. */
async function runPlan(loadSignal: AbortSignal): Promise<ScenarioReport[]> {
  const rows: ScenarioReport[] = [];
  const http = (name: string, urlPath: string, headers: Record<string, string>) => async () => {
    if (!selected(name)) return;
    const { result, rssMB } = await scenario(name, () =>
      runHttpScenario({ url: baseUrl + urlPath, connections: cfg.connections, durationS: cfg.durationS, warmupS: cfg.warmupS, headers, signal: loadSignal }),
    );
    rows.push({ name, result, rssMB });
  };
  const plan = [
    http('GET /', '/', { accept: 'text/html' }),
    http('GET /list/smartphone-tablet', '/list/smartphone-tablet', { accept: 'text/html' }),
    http('GET /search/手机', `/search/${encodeURIComponent('手机')}`, { accept: 'text/html' }),
    http('GET /product/S25U (SSR)', '/product/S25U', { accept: 'text/html' }),
    http('GET /api/product/pdp/baseInfo/S25U', '/api/product/pdp/baseInfo/S25U', { accept: 'application/json' }),
    http('GET /api/product/plp/list', '/api/product/plp/list?category=smartphone-tablet&sort=price-asc', { accept: 'application/json' }),
    http('GET /api/product/search?keyword=sj', '/api/product/search?keyword=sj', { accept: 'application/json' }),
    http('GET /api/sys/comnmetd/getServerTimeStamp', '/api/sys/comnmetd/getServerTimeStamp', { accept: 'application/json' }),
    async () => {
      // A signed-in member's product and cart pages. Both are pages shared with visitors (route
      // meta sharedWithMembers): the HTML is the visitor's, kept by the page server, and the
      // browser puts in what is the member's. The cart's lines come from the browser's own
      // calls, so a cart page view is measured as the browser makes it: the page, the call that
      // gives a CSRF token, and getCart (three requests, counted as one view).
      const names = ['GET /product/S25U (signed-in member)', 'GET /shoppingCart + its cart calls (signed-in member, views/s)'];
      if (!names.some(selected)) return;
      const cookie = await signedInMemberCookie({ baseUrl, pool: pool!, signal: loadSignal, skus: await prepareStock(pool!, 3) });
      await assertMemberCart(baseUrl, cookie);
      await http(names[0]!, '/product/S25U', { accept: 'text/html', cookie })();
      if (!selected(names[1]!)) return;
      const { result, rssMB } = await scenario(names[1]!, () =>
        runHttpScenario({
          url: `${baseUrl}/shoppingCart`,
          connections: cfg.connections,
          durationS: cfg.durationS,
          warmupS: cfg.warmupS,
          headers: { cookie },
          requests: memberCartView(),
          perView: 3,
          signal: loadSignal,
        }),
      );
      rows.push({ name: names[1]!, result, rssMB });
    },
    async () => {
      // The console's order list (issue #16) as a 仓储 staff member reads it: the newest 20, and the paid ones waiting to ship.
      const names = ['GET /api/admin/orders (staff, newest 20)', 'GET /api/admin/orders?status=paid (staff)'];
      if (!names.some(selected)) return;
      const databaseUrl = String(pool!.options.connectionString);
      const cookie = await staffSessionCookie({ baseUrl, databaseUrl, role: '仓储', signal: loadSignal });
      await http(names[0]!, '/api/admin/orders?pageSize=20', { accept: 'application/json', cookie })();
      await http(names[1]!, '/api/admin/orders?status=paid&pageSize=20', { accept: 'application/json', cookie })();
    },
    async () => {
      const name = 'SMS login round trip (flows/s)';
      if (!selected(name)) return;
      const { result, rssMB } = await scenario(name, () =>
        runLoginFlows({ baseUrl, users: cfg.flowUsers, durationS: cfg.durationS, warmupS: cfg.warmupS, pool: pool!, signal: loadSignal }),
      );
      rows.push({ name, result, rssMB });
    },
    async () => {
      const name = 'add to cart (visitors, adds/s)';
      const name2 = 'submit order (cart → checkout → submit, orders/s)';
      const name3 = `flash sale: ${cfg.flashBuyers} buyers for ${cfg.flashUnits} units (attempts/s)`;
      if (![name, name2, name3].some(selected)) return;
      const skus = await prepareStock(pool!, 40);
      if (selected(name)) {
        const a = await scenario(name, () =>
          runAddToCart({ baseUrl, pool: pool!, signal: loadSignal, users: cfg.connections, durationS: cfg.durationS, skus }),
        );
        rows.push({ name, result: a.result, rssMB: a.rssMB });
      }
      if (selected(name2)) {
        const b = await scenario(name2, () =>
          runSubmitOrder({ baseUrl, pool: pool!, signal: loadSignal, users: cfg.flowUsers, durationS: cfg.durationS, skus }),
        );
        rows.push({ name: name2, result: b.result, rssMB: b.rssMB });
      }
      if (!selected(name3)) return;
      const c = await scenario(name3, () =>
        runFlashSale({
          baseUrl,
          pool: pool!,
          signal: loadSignal,
          buyers: cfg.flashBuyers,
          units: cfg.flashUnits,
          concurrency: cfg.flashConcurrency,
          skuCode: skus[skus.length - 1],
          cpu: {
            server: () => (server?.isRunning() ? treeCpuMs(server.pid) : 0),
            database: () => {
              const pid = tmpDir ? postmasterPid(path.join(tmpDir, 'pg')) : undefined;
              return pid === undefined ? undefined : treeCpuMs(pid);
            },
          },
        }),
      );
      rows.push({ name: name3, result: c.result, rssMB: c.rssMB });
    },
  ];
  for (const step of plan) {
    if (loadSignal.aborted) break;
    await step();
  }
  return rows;
}

// ---- main --------------------------------------------------------------------------------
async function main() {
  const cpus = os.cpus();
  const machine = {
    cores: os.availableParallelism(),
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    totalMemMB: Math.round(os.totalmem() / 2 ** 20),
    loadavg: os.loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
  };
  const header =
    `shop bench — ${machine.cores} cores (${machine.cpuModel}), node ${machine.node}, ${machine.platform}, load ${machine.loadavg.join(' ')}\n` +
    `server: ${cfg.workers} worker(s), NODE_ENV=production, ${baseUrl} | ${cfg.durationS} s per scenario` +
    `${cfg.warmupS ? ` after ${cfg.warmupS} s warm-up` : ''}, ${cfg.connections} connections (autocannon), ${cfg.flowUsers} virtual users (login flow) | data: ${sizes.join(', then ')}`;
  log(header.replace('\n', '\n       '));
  const startedAt = new Date();

  // A fresh database of our own: the server migrates and seeds it (the bench does, before the
  // large data set is loaded); we read sms_outbox.
  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const secret = randomBytes(48).toString('base64url');
  let databaseUrl = '';
  /** Starts the shop on the bench's database; false (and exit code 1) when it cannot. */
  const startShop = async (): Promise<boolean> => {
    try {
      const t1 = Date.now();
      server = await startServer(
        {
          root: ROOT,
          port: cfg.port,
          workers: cfg.workers,
          databaseUrl,
          dataDir: path.join(tmpDir!, 'data'),
          secret,
          startTimeoutMs: cfg.startTimeoutS * 1000,
          shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS,
        },
        abort.signal,
      );
      log(`server started in ${Date.now() - t1} ms (pid ${server.pid})`);
      const probe = await fetch(`${baseUrl}/api/sys/comnmetd/getServerTimeStamp`, { signal: AbortSignal.timeout(10_000) });
      if (!probe.ok) throw new Error(`the server answers ${probe.status} to GET /api/sys/comnmetd/getServerTimeStamp`);
      return true;
    } catch (err) {
      if (abort.signal.aborted) return false;
      log(`the server cannot start: ${err instanceof Error ? err.message : err}`);
      exitCode = 1;
      return false;
    }
  };
  /** The large data set on top of the demo data (migrated and seeded here first when no server has done it yet). */
  const loadLarge = async (): Promise<LargeDataResult | undefined> => {
    try {
      const database = connect(databaseUrl, { max: 2, applicationName: 'shop-bench-migrate' });
      try {
        await runMigrations(database);
        await seedDemoData(database);
      } finally {
        await database.close();
      }
      log('loading the large data set…');
      const data = await loadLargeData(databaseUrl, { log: (msg) => log(`large data: ${msg}`) });
      log(`large data set loaded in ${data.seconds.total.toFixed(1)} s`);
      return data;
    } catch (err) {
      if (abort.signal.aborted) return undefined;
      log(`the large data set cannot be loaded: ${err instanceof Error ? err.message : err}`);
      exitCode = 1;
      return undefined;
    }
  };

  try {
    await assertPortFree(cfg.port);
    const t0 = Date.now();
    const pgDir = path.join(tmpDir, 'pg');
    pgStarting = startEmbeddedPostgres({ dataDir: pgDir, port: 0, log: (l) => log(`[postgres] ${l}`) });
    let db = await pgStarting;
    if (process.env.BENCH_PG_STATEMENTS !== '0' && !abort.signal.aborted) {
      // pg_stat_statements counts the statements of the flash-sale rush; it must be loaded at start.
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      await admin.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`).finally(() => admin.end());
      await db.stop();
      pgStarting = startEmbeddedPostgres({ dataDir: pgDir, port: 0, log: (l) => log(`[postgres] ${l}`) });
      db = await pgStarting;
      const shop = new pg.Client({ connectionString: db.url });
      await shop.connect();
      await shop.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements').finally(() => shop.end());
    }
    databaseUrl = db.url;
    if (abort.signal.aborted) return;
    log(`embedded PostgreSQL on port ${db.port} (${Date.now() - t0} ms)`);
  } catch (err) {
    if (abort.signal.aborted) return;
    log(`the database cannot start: ${err instanceof Error ? err.message : err}`);
    exitCode = 1;
    return;
  }
  pool = new pg.Pool({ connectionString: databaseUrl, max: cfg.flowUsers + 2, application_name: 'shop-bench' });
  pool.on('error', () => {});

  const runs: SizeRun[] = [];
  let serverExit = '';
  let serverDied = false;
  let lighthouseRows: LighthouseRow[] = [];
  for (const [i, size] of sizes.entries()) {
    if (abort.signal.aborted) break;
    let data: LargeDataResult | undefined;
    if (size === 'large') {
      data = await loadLarge();
      if (!data || abort.signal.aborted) break;
    }
    log(`starting the server (${size} data)…`);
    if (!(await startShop())) break;
    await sleep(500);
    const idleMB = sampleRss('idle');
    if (i === 0) rss.idleMB = idleMB;

    // A server that exits under load (crash, or a signal from elsewhere) ends the scenario.
    const running = server!;
    let stopping = false;
    const serverGone = new AbortController();
    void running.exited.then(({ code, signal }) => {
      if (abort.signal.aborted || cleaningUp || stopping) return;
      serverExit = signal ? `killed by ${signal}` : `exit code ${code}`;
      log(`WARNING: the server exited during the bench (${serverExit}); stopping the scenarios`);
      serverGone.abort();
    });
    const loadSignal = AbortSignal.any([abort.signal, serverGone.signal]);
    runs.push({ size, data, rows: await runPlan(loadSignal) });
    serverDied = serverGone.signal.aborted;
    if (serverDied) break;

    // Lighthouse after the first size's load, on a quiet server (BENCH_LIGHTHOUSE=0 skips it).
    if (i === 0 && !loadSignal.aborted && process.env.BENCH_LIGHTHOUSE !== '0') {
      log('running Lighthouse (mobile preset) on home, listing, search, product, and a member’s cart and checkout…');
      lighthouseRows = await runLighthouse(await lighthousePages(loadSignal)).catch((err) => {
        log(`Lighthouse failed: ${err instanceof Error ? err.message : err}`);
        return [];
      });
    }
    // The next size loads its data into this database with the server stopped.
    if (i < sizes.length - 1) {
      stopping = true;
      await running.stop();
    }
  }
  if (!runs.length) return;

  // ---- results ----
  const sizeResults = (r: SizeRun) => ({
    data: r.size,
    ...(r.data ? { dataSet: r.data } : {}),
    scenarios: r.rows.map((x) => ({ name: x.name, rssMB: x.rssMB, ...x.result })),
  });
  const results = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine,
    config: { ...cfg, data: sizes.join('+'), baseUrl, nodeEnv: 'production', smsIpHourlyLimit: 100000000 },
    // The first size's results where they always were; the second's under `large` (BENCH_DATA=both).
    ...sizeResults(runs[0]!),
    ...(runs[1] ? { large: sizeResults(runs[1]) } : {}),
    lighthouse: lighthouseRows,
    rss,
    interrupted: abort.signal.aborted,
    serverExitedDuringBench: serverDied ? serverExit : false,
  };
  try {
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
  } catch (err) {
    log(`could not write ${RESULTS_FILE}: ${err}`);
  }

  const out = [header, ''];
  for (const r of runs) {
    if (sizes.length > 1 || r.size === 'large') out.push(`${dataTitle(r)}:`);
    out.push(table(r.rows), '');
  }
  if (runs.length > 1) out.push(sizeComparison(runs[0]!.rows, runs[1]!.rows), '');
  out.push(
    `server rss: ${rss.idleMB} MB idle after start, peak ${rss.peakMB} MB (during ${rss.peakDuring}) = ${rss.peakProcesses.map((p) => `${p.mb}`).join(' + ')} over ${rss.peakProcesses.length} processes (primary + workers + their children; list in the JSON); after the run ${rss.afterMB} MB. ` +
      `Counting the pages the processes share (the node binary, libraries) once: peak ${rss.peakUniqueMB} MB, after the run ${rss.afterUniqueMB} MB`,
  );
  for (const r of runs) {
    const prefix = runs.length > 1 ? `[${r.size}] ` : '';
    const flow = r.rows.find((x) => x.name.startsWith('SMS login'))?.result as FlowResult | undefined;
    if (flow) out.push(prefix + flowDetails(flow));
    for (const x of r.rows) if ('facts' in x.result || x.name.startsWith('add to cart')) out.push(prefix + shopFlowDetails(x.name, x.result as ShopFlowResult));
  }
  if (lighthouseRows.length) out.push('', lighthouseTable(lighthouseRows));
  if (serverDied)
    out.push(`WARNING: the server exited during the bench (${serverExit}); the numbers of the marked scenario are partial, later scenarios did not run`);
  out.push(`results: ${path.relative(ROOT, RESULTS_FILE)}`);
  process.stdout.write(out.join('\n') + '\n');
}

/** The heading of a size's table: what data the shop served. */
function dataTitle(r: SizeRun): string {
  if (!r.data) return "demo data (65 products, 244 SKUs, no orders but the bench's own)";
  const d = r.data;
  return `large data (${d.products} products, ${d.skus} SKUs, ${d.members} members, ${d.orders} orders; generated in ${d.seconds.total.toFixed(0)} s)`;
}

try {
  await main();
} catch (err) {
  log(`unexpected failure: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  if (!exitCode) exitCode = 1;
} finally {
  log('stopping the server and the database…');
  await cleanup();
  log('done');
}
process.exit(exitCode);

/**
 * Buying benchmarks (issue #5), over real HTTP against the running shop:
 *  - add to cart: visitors add in-stock SKUs one by one (a new visitor every 10 adds);
 *  - submit order: signed-in members each add a line, open checkout and submit it;
 *  - flash sale: N members (default 2,000) rush one flash-sale SKU with K units (default
 *    100) at once: buy now → checkout → submit; orders created must equal K, never more.
 * Setup (stock, the flash-sale activity) is written to the bench's own database.
 */
import type pg from 'pg';
import { StepFailure, summarize, VirtualUser, type LatencySummary } from './virtual-user.ts';
import { RawClient } from './raw-http.ts';

export interface ShopFlowResult {
  kind: 'flow';
  users: number;
  flows: number;
  flowsPerSec: number;
  latency: LatencySummary;
  steps: Record<string, LatencySummary>;
  non2xx: number;
  errors: number;
  firstError?: StepFailure['info'];
  errorSamples: Record<string, number>;
  durationS: number;
  interrupted: boolean;
  /** Flash sale / submit: what the database says afterwards. */
  facts?: Record<string, number | string>;
}

interface Common {
  baseUrl: string;
  pool: pg.Pool;
  signal: AbortSignal;
}

const ADDRESS = { receiver: '压测用户', provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '张江高科技园区 1 号楼', isDefault: true };

/** Unique valid mobiles per run (137 + 8 digits from a random start). */
function mobiles() {
  let n = Math.floor(Math.random() * 50_000_000);
  return () => `137${String(n++ % 100_000_000).padStart(8, '0')}`;
}
const nextMobile = mobiles();

/** Saleable SKUs with no activity and no early-access gate, with stock made plentiful. */
export async function prepareStock(pool: pg.Pool, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ sku_code: string }>(
    `SELECT s.sku_code FROM skus s JOIN products p ON p.id = s.product_id
      WHERE p.status = 'on_sale' AND s.status = 'on_sale' AND p.type IN ('phone', 'tablet', 'watch', 'earbuds', 'accessory')
        AND p.spu_code NOT IN (SELECT spu_code FROM ttm_spus)
        AND s.sku_code NOT IN (SELECT sku_code FROM activity_skus)
      ORDER BY s.sku_code LIMIT $1`,
    [count],
  );
  const codes = rows.map((r) => r.sku_code);
  await pool.query('UPDATE skus SET stock = 1000000 WHERE sku_code = ANY($1)', [codes]);
  return codes;
}

async function visitor(o: Common): Promise<VirtualUser> {
  const vu = new VirtualUser(o.baseUrl, o.signal);
  await vu.call('csrf', 'GET', '/api/sys/comnmetd/getServerTimeStamp');
  await vu.call('visitor', 'POST', '/api/auth/login/anonymous/token', {});
  return vu;
}

/** A signed-in member (SMS code read from the sink table) with a default address. */
async function member(o: Common, withAddress: boolean): Promise<{ vu: VirtualUser; addressId: number }> {
  const vu = new VirtualUser(o.baseUrl, o.signal);
  const mobile = nextMobile();
  await vu.call('csrf', 'GET', '/api/sys/comnmetd/getServerTimeStamp');
  await vu.call('sms', 'POST', '/api/auth/code/sms', { mobile, deviceId: 'bench' });
  const r = await o.pool.query<{ code: string }>('SELECT code FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1', [mobile]);
  await vu.call('login', 'POST', '/api/auth/login/mobile/token', { mobile, code: r.rows[0]?.code });
  if (!withAddress) return { vu, addressId: 0 };
  const saved = await vu.call('address', 'POST', '/api/order/address/save', { ...ADDRESS, mobile });
  return { vu, addressId: (saved.data as { id: number }).id };
}

/**
 * A signed-in member with the given SKUs in the cart, for the personal-page scenarios: the
 * Cookie header their browser would send (session and CSRF cookies).
 */
export async function signedInMemberCookie(o: Common & { skus: string[] }): Promise<string> {
  const { vu } = await member(o, true);
  for (const skuCode of o.skus) await vu.call('addCart', 'POST', '/api/cart/cart/addCart', { skuCd: skuCode, qtyCnt: 1 });
  // One page first, as a browser would: the cookies a page sets (the consent on record, on this device) go with the next.
  await vu.visitPage('/');
  return vu.cookieHeader();
}

class Recorder {
  flowMs: number[] = [];
  stepMs: Record<string, number[]> = {};
  non2xx = 0;
  errors = 0;
  /** Answers that are the right answer under contention (sold out, limit reached). */
  expected = 0;
  firstError?: StepFailure['info'];
  errorSamples: Record<string, number> = {};

  async timed<T>(step: string, fn: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    const out = await fn();
    this.stepMs[step] ??= [];
    this.stepMs[step].push(performance.now() - t0);
    return out;
  }

  fail(err: unknown, expectedCodes: readonly string[] = []) {
    const info = err instanceof StepFailure ? err.info : { step: 'flow', message: String(err) };
    if (info.code && expectedCodes.includes(info.code)) {
      this.expected++;
      return;
    }
    if (info.status !== undefined && (info.status < 200 || info.status > 299)) this.non2xx++;
    else this.errors++;
    this.firstError ??= info;
    const key = `${info.step} ${info.status ?? '-'} ${info.code ?? ''} ${info.message}`.slice(0, 120);
    this.errorSamples[key] = (this.errorSamples[key] ?? 0) + 1;
  }

  result(users: number, elapsedS: number, interrupted: boolean, facts?: ShopFlowResult['facts']): ShopFlowResult {
    return {
      kind: 'flow',
      users,
      flows: this.flowMs.length,
      flowsPerSec: elapsedS > 0 ? this.flowMs.length / elapsedS : 0,
      latency: summarize(this.flowMs),
      steps: Object.fromEntries(Object.entries(this.stepMs).map(([k, v]) => [k, summarize(v)])),
      non2xx: this.non2xx,
      errors: this.errors,
      firstError: this.firstError,
      errorSamples: this.errorSamples,
      durationS: Math.round(elapsedS * 100) / 100,
      interrupted,
      facts,
    };
  }
}

/** Visitors adding to cart for durationS; one flow = one addCart. */
export async function runAddToCart(o: Common & { users: number; durationS: number; skus: string[] }): Promise<ShopFlowResult> {
  const rec = new Recorder();
  const t0 = performance.now();
  const deadline = t0 + o.durationS * 1000;
  await Promise.all(
    Array.from({ length: o.users }, async (_, u) => {
      let i = u;
      while (performance.now() < deadline && !o.signal.aborted) {
        try {
          const vu = await visitor(o);
          for (let k = 0; k < 10 && performance.now() < deadline; k++) {
            const sku = o.skus[i++ % o.skus.length];
            const start = performance.now();
            await rec.timed('addCart', () => vu.call('addCart', 'POST', '/api/cart/cart/addCart', { skuCd: sku, qtyCnt: 1 }));
            rec.flowMs.push(performance.now() - start);
          }
        } catch (err) {
          if (o.signal.aborted) break;
          rec.fail(err);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }),
  );
  return rec.result(o.users, (performance.now() - t0) / 1000, o.signal.aborted);
}

interface CheckoutView {
  orderToken: string;
  price: { payable: number };
  coupons: { selectedId: number | null };
  address: { id: number } | null;
}

/** Checkout then submit for a member whose cart / buy-now token is ready; answers the order number. */
async function checkoutAndSubmit(
  rec: Recorder,
  vu: VirtualUser,
  source: { type: 'cart' } | { type: 'buyNow'; token: string },
  addressId?: number,
): Promise<string> {
  const view = (await rec.timed('confirm', () => vu.call('confirm', 'POST', '/api/order/checkout/confirm', addressId ? { source, addressId } : { source })))
    .data as CheckoutView;
  const submitted = await rec.timed('submit', () =>
    vu.call('submit', 'POST', '/api/order/checkout/submit', {
      orderToken: view.orderToken,
      source,
      addressId: addressId ?? view.address?.id,
      couponId: view.coupons.selectedId,
      points: 0,
      invoice: null,
      expectedPayable: view.price.payable,
    }),
  );
  return (submitted.data as { orderNo: string }).orderNo;
}

/** Members placing orders for durationS; one flow = add to cart + checkout + submit. */
export async function runSubmitOrder(o: Common & { users: number; durationS: number; skus: string[] }): Promise<ShopFlowResult> {
  const rec = new Recorder();
  const buyers = await Promise.all(Array.from({ length: o.users }, () => member(o, true)));
  const before = await o.pool.query<{ n: string }>('SELECT count(*) AS n FROM orders');
  const t0 = performance.now();
  const deadline = t0 + o.durationS * 1000;
  await Promise.all(
    buyers.map(async ({ vu, addressId }, u) => {
      let i = u;
      while (performance.now() < deadline && !o.signal.aborted) {
        const start = performance.now();
        try {
          await rec.timed('addCart', () => vu.call('addCart', 'POST', '/api/cart/cart/addCart', { skuCd: o.skus[i++ % o.skus.length], qtyCnt: 1 }));
          await checkoutAndSubmit(rec, vu, { type: 'cart' }, addressId);
          rec.flowMs.push(performance.now() - start);
        } catch (err) {
          if (o.signal.aborted) break;
          rec.fail(err);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const after = await o.pool.query<{ n: string }>('SELECT count(*) AS n FROM orders');
  return rec.result(o.users, elapsed, o.signal.aborted, { ordersCreated: Number(after.rows[0].n) - Number(before.rows[0].n), flowsCounted: rec.flowMs.length });
}

/** Where the rush's CPU is measured: the server's process tree and PostgreSQL's. */
export interface CpuProbe {
  /** CPU ms the server's processes (primary + workers) have used so far. */
  server(): number;
  /** CPU ms PostgreSQL's processes (postmaster + backends) have used so far; undefined when unknown. */
  database(): number | undefined;
}

/** What one attempt of the rush ended with. */
type AttemptEnd = { ok: true } | { ok: false; step: string; status: number; code?: string; body: string };

/**
 * The flash-sale rush: `buyers` members, each one attempt (buy now → checkout → submit),
 * `concurrency` at a time, for `units` activity units. Sold out / limit answers are the
 * correct outcome for the late ones and are not errors. The rush itself goes through the
 * light client (raw-http.ts: keep-alive sockets, each buyer's headers built once), so the
 * bench's own CPU per attempt stays small beside the server's; it is reported with the
 * server's and PostgreSQL's CPU per attempt and, when pg_stat_statements is loaded, the
 * statements the rush ran.
 */
export async function runFlashSale(
  o: Common & { buyers: number; units: number; concurrency: number; skuCode: string; cpu?: CpuProbe },
): Promise<ShopFlowResult> {
  const actCd = `BENCH-FLASH-${Date.now()}`;
  await o.pool.query(
    `WITH a AS (INSERT INTO activities (act_cd, act_typ, name, begin_at, end_at) VALUES ($1, 10, '压测秒杀', now() - interval '1 hour', now() + interval '3 hours') RETURNING id)
     INSERT INTO activity_skus (activity_id, sku_code, act_price, act_stock, limit_per_member) SELECT id, $2, 99900, $3, 1 FROM a`,
    [actCd, o.skuCode, o.units],
  );
  // Members sign in first (not measured): the rush starts with everyone ready.
  const setup0 = performance.now();
  const ready: Record<string, string>[] = [];
  for (let i = 0; i < o.buyers && !o.signal.aborted; i += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, o.buyers - i) }, () => member(o, true).catch(() => null)));
    for (const m of batch) if (m) ready.push(RawClient.postHeaders(m.vu.cookieHeader(), m.vu.csrfToken()));
  }
  const setupS = (performance.now() - setup0) / 1000;
  const statements = await o.pool
    .query('SELECT pg_stat_statements_reset()')
    .then(() => true)
    .catch(() => false);
  const rec = new Recorder();
  const expectedCodes = ['ERR_ORDER_CHECK_STOCK_EMPTY', 'ERR_ORDER_OVER_PURCHASE_LIMIT', 'ERR_SECKILL_ENDED'];
  const client = new RawClient(o.baseUrl, o.concurrency);
  const buyNowBody = JSON.stringify({ skuCd: o.skuCode, qtyCnt: 1, subTyp: 3, actId: actCd });

  /** One call; its answer's data, or the attempt's end when it is not a success envelope. */
  async function step(name: string, headers: Record<string, string>, urlPath: string, body: string): Promise<{ data: unknown } | AttemptEnd> {
    const t0 = performance.now();
    const a = await client.post(urlPath, headers, body);
    rec.stepMs[name] ??= [];
    rec.stepMs[name].push(performance.now() - t0);
    if (a.status >= 200 && a.status < 300 && a.json?.success === true) return { data: a.json.data };
    return { ok: false, step: name, status: a.status, code: a.json?.code, body: a.text.slice(0, 500) };
  }

  async function attempt(headers: Record<string, string>): Promise<AttemptEnd> {
    const bn = await step('buyNow', headers, '/api/cart/cart/buyNow', buyNowBody);
    if ('ok' in bn) return bn;
    const source = { type: 'buyNow', token: (bn.data as { token: string }).token };
    const cv = await step('confirm', headers, '/api/order/checkout/confirm', JSON.stringify({ source }));
    if ('ok' in cv) return cv;
    const view = cv.data as CheckoutView;
    const sub = await step(
      'submit',
      headers,
      '/api/order/checkout/submit',
      JSON.stringify({
        orderToken: view.orderToken,
        source,
        addressId: view.address?.id,
        couponId: view.coupons.selectedId,
        points: 0,
        invoice: null,
        expectedPayable: view.price.payable,
      }),
    );
    return 'ok' in sub ? sub : { ok: true };
  }

  const cpu0 = { server: o.cpu?.server(), database: o.cpu?.database(), bench: process.cpuUsage() };
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      while (next < ready.length && !o.signal.aborted) {
        const headers = ready[next++]!;
        const start = performance.now();
        try {
          const end = await attempt(headers);
          if (!end.ok) {
            if (end.code && expectedCodes.includes(end.code)) rec.expected++;
            else rec.fail(new StepFailure({ step: end.step, status: end.status, code: end.code, message: `HTTP ${end.status}`, body: end.body }));
          }
        } catch (err) {
          rec.fail(err);
        }
        rec.flowMs.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const benchCpu = process.cpuUsage(cpu0.bench);
  const serverCpu = o.cpu && cpu0.server !== undefined ? o.cpu.server() - cpu0.server : undefined;
  const dbNow = o.cpu?.database();
  const dbCpu = dbNow !== undefined && cpu0.database !== undefined ? dbNow - cpu0.database : undefined;
  client.close();
  const attempts = rec.flowMs.length || 1;
  const perAttempt = (ms: number | undefined) => (ms === undefined ? 'n/a' : Math.round((ms / attempts) * 100) / 100);

  const orders = await o.pool.query<{ n: string }>(`SELECT count(*) AS n FROM order_lines WHERE act_cd = $1`, [actCd]);
  const stock = await o.pool.query<{ act_stock: number }>(
    `SELECT act_stock FROM activity_skus s JOIN activities a ON a.id = s.activity_id WHERE a.act_cd = $1`,
    [actCd],
  );
  const overLimit = await o.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM (SELECT o.member_id FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE l.act_cd = $1 AND o.status <> 'cancelled' GROUP BY o.member_id HAVING sum(l.qty) > 1) x`,
    [actCd],
  );
  const ordersCreated = Number(orders.rows[0].n);
  let statementFacts: Record<string, number> = {};
  if (statements) {
    // Everything PostgreSQL ran during the rush (the bench's own reads come after the count).
    const r = await o.pool.query<{ calls: string; tx: string }>(
      `SELECT coalesce(sum(calls), 0) AS calls, coalesce(sum(calls) FILTER (WHERE query ~* '^[[:space:]]*(BEGIN|COMMIT|ROLLBACK)'), 0) AS tx
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND query NOT ILIKE '%pg_stat_statements%' AND query NOT ILIKE '%FROM order_lines WHERE act_cd%'
          AND query NOT ILIKE '%FROM activity_skus s JOIN activities a%' AND query NOT ILIKE '%GROUP BY o.member_id HAVING%'`,
    );
    const calls = Number(r.rows[0]?.calls ?? 0);
    if (process.env.BENCH_FLASH_STATEMENTS === '1') {
      // The statements themselves, most called first (stderr, for finding what a rush runs).
      const top = await o.pool.query<{ calls: string; query: string }>(
        `SELECT calls, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 160) AS query FROM pg_stat_statements
          WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) ORDER BY calls DESC LIMIT 60`,
      );
      for (const t of top.rows) process.stderr.write(`[flash statements] ${t.calls} × ${t.query}\n`);
    }
    statementFacts = {
      statements: calls,
      statementsBeginCommit: Number(r.rows[0]?.tx ?? 0),
      statementsPerAttempt: Math.round((calls / attempts) * 100) / 100,
      statementsPerOrder: ordersCreated ? Math.round((calls / ordersCreated) * 10) / 10 : 0,
    };
  }
  return rec.result(o.concurrency, elapsed, o.signal.aborted, {
    buyers: ready.length,
    units: o.units,
    ordersCreated,
    activityStockLeft: stock.rows[0]?.act_stock ?? -1,
    membersOverLimit: Number(overLimit.rows[0].n),
    soldOutAnswers: rec.expected,
    signInSetupS: Math.round(setupS * 10) / 10,
    serverCpuMsPerAttempt: perAttempt(serverCpu),
    databaseCpuMsPerAttempt: perAttempt(dbCpu),
    benchCpuMsPerAttempt: perAttempt((benchCpu.user + benchCpu.system) / 1000),
    ...statementFacts,
  });
}

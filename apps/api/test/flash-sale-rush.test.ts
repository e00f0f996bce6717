/**
 * The flash-sale rush (issue #15 item 5): 1,000 members each try once, all at the same moment,
 * to buy one of 50 flash-sale units (buy now → checkout → submit). Exactly 50 orders, the
 * activity's stock at 0, the SKU's stock down by exactly 50, nobody over the limit, and every
 * other attempt answered with the sold-out error at buy now (the unit is taken there, 抢购资格),
 * never a server error; a unit taken before the rush waits for its buyer, and a cancelled
 * order's unit is for sale again at once. One member's concurrent submits place one order (the limit). The sweep:
 * a hold a killed placement left behind goes back, one a live transaction claimed does not,
 * and the next buyer finds the sale for sale again. The server itself killed mid-rush is
 * apps/server/test/flash-sale-crash.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { connect, schema, type Database } from '@shop/db';
import type { CheckoutView, SubmitOrderResult } from '@shop/contracts/checkout';
import { DEFAULT_API_CONFIG } from '../src/index.ts';
import { ACTIVITY_STOCK_HOLD_GRACE_S, createActivityService } from '../src/modules/marketing/activity.service.ts';
import { randomText, startTestApi, type Reply, type TestApi } from './harness.ts';
import { shopper, submitBodyFor, type Shopper } from './checkout-fixtures.ts';

const UNITS = 50;
const BUYERS = 1000;
const SKU_STOCK = 10_000;

/**
 * The test API with room for a rush: no timings are tested, so a slow machine may take long
 * but must give the same answers (no request timeout to speak of, no pool wait limit).
 */
async function startRushApi(): Promise<TestApi> {
  return startTestApi({ requestTimeoutMs: 3_600_000, sms: { ...DEFAULT_API_CONFIG.sms, ipHourlyLimit: 1_000_000 } }, undefined, {
    pool: { max: 10, connectionTimeoutMs: 0, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 },
    // A thousand connections arrive at once: the listen queue must take them all.
    backlog: 4096,
  });
}

let t: TestApi;

const tag = randomText(3).toUpperCase();
const made: { spu: string; skuCode: string; actCd: string }[] = [];

/** A SKU of its own (plenty of stock) on a running flash sale of `units` units, limit `limit` per member. */
async function createSale(name: string, units: number, limit = 1) {
  const db = t.database.db;
  const spu = `FR${tag}${name}`;
  const sale = { spu, skuCode: `${spu}-SK`, actCd: `FRSK${tag}${name}` };
  made.push(sale);
  const [p] = await db
    .insert(schema.products)
    .values({ spuCode: spu, name: '秒杀测试手机', type: 'phone', categoryCode: 'fr-test', launchedAt: new Date() })
    .returning({ id: schema.products.id });
  await db.insert(schema.skus).values({
    skuCode: sale.skuCode,
    productId: p!.id,
    name: `秒杀测试 ${sale.skuCode}`,
    attrs: { 颜色: '幻夜黑' },
    colorName: '幻夜黑',
    colorHex: '#1d1d1f',
    price: 300000,
    origPrice: 320000,
    stock: SKU_STOCK,
  });
  const now = Date.now();
  const [a] = await db
    .insert(schema.activities)
    .values({ actCd: sale.actCd, actTyp: 10, name: '秒杀测试', beginAt: new Date(now - 3600_000), endAt: new Date(now + 24 * 3600_000), rules: {} })
    .returning({ id: schema.activities.id });
  await db.insert(schema.activitySkus).values({ activityId: a!.id, skuCode: sale.skuCode, actPrice: 100000, actStock: units, limitPerMember: limit });
  return sale;
}

let skuCode = '';
let actCd = '';
let buyers: Shopper[] = [];

/** Runs `fn` over `items`, at most `width` at a time (signing in 1,000 members politely). */
async function inBatches<T, R>(items: readonly T[], width: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  return out;
}

beforeAll(async () => {
  t = await startRushApi();
  ({ skuCode, actCd } = await createSale('A', UNITS));
  buyers = await inBatches(
    Array.from({ length: BUYERS }, (_, i) => i),
    25,
    () => shopper(t.baseUrl),
  );
}, 900_000);

afterAll(async () => {
  if (!t) return;
  const db = t.database.db;
  const codes = made.map((m) => m.actCd);
  if (codes.length) {
    const acts = db.select({ id: schema.activities.id }).from(schema.activities).where(inArray(schema.activities.actCd, codes));
    await db.delete(schema.activityStockHolds).where(inArray(schema.activityStockHolds.activityId, acts));
    await db.delete(schema.activitySkus).where(inArray(schema.activitySkus.activityId, acts));
    await db.delete(schema.activities).where(inArray(schema.activities.actCd, codes));
  }
  await t.close();
}, 120_000);

interface Outcome {
  step: 'buyNow' | 'confirm' | 'submit' | 'network';
  status: number;
  code: string;
  message?: string;
  orderNo?: string;
}

/** One shopper's one attempt, as the product page and the checkout page make it. */
async function attempt(s: Shopper, sale = { skuCode, actCd }): Promise<Outcome> {
  try {
    const bn = await s.b.post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: sale.skuCode, qtyCnt: 1, subTyp: 3, actId: sale.actCd });
    if (bn.status !== 200) return { step: 'buyNow', status: bn.status, code: bn.body.code, message: bn.body.message };
    const source = { type: 'buyNow' as const, token: bn.body.data.token };
    const view: Reply<CheckoutView> = await s.b.post<CheckoutView>('/api/order/checkout/confirm', { source });
    if (view.status !== 200) return { step: 'confirm', status: view.status, code: view.body.code, message: view.body.message };
    const placed = await s.b.post<SubmitOrderResult>('/api/order/checkout/submit', submitBodyFor(view.body.data, source));
    return {
      step: 'submit',
      status: placed.status,
      code: placed.body.code,
      message: placed.body.message,
      orderNo: placed.status === 200 ? placed.body.data.orderNo : undefined,
    };
  } catch (err) {
    // Reported with the answers (and failing the test) once every attempt has finished.
    return { step: 'network', status: 0, code: String((err as Error).cause ?? err) };
  }
}

const actStock = async (sale = { skuCode, actCd }) =>
  (
    await t.database.db
      .select({ n: schema.activitySkus.actStock })
      .from(schema.activitySkus)
      .innerJoin(schema.activities, eq(schema.activities.id, schema.activitySkus.activityId))
      .where(and(eq(schema.activities.actCd, sale.actCd), eq(schema.activitySkus.skuCode, sale.skuCode)))
  )[0]!.n;
const holdsOf = (sku: string) => t.database.db.select().from(schema.activityStockHolds).where(eq(schema.activityStockHolds.skuCode, sku));
const liveLines = async (sale: { actCd: string }) =>
  (
    await t.database.db
      .select({ memberId: schema.orders.memberId, qty: schema.orderLines.qty })
      .from(schema.orderLines)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.orderLines.orderId))
      .where(and(eq(schema.orderLines.actCd, sale.actCd), ne(schema.orders.status, 'cancelled')))
  ).length;

describe('the flash-sale rush', () => {
  it(`${BUYERS} attempts at once for ${UNITS} units: exactly ${UNITS} orders, stock exact, the rest sold out at buy now, never a 5xx`, async () => {
    // An early buyer takes a unit at buy now before the rush (抢购资格) and checks out after it.
    const early = await shopper(t.baseUrl);
    const opened = await early.b.post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: skuCode, qtyCnt: 1, subTyp: 3, actId: actCd });
    expect(opened.status).toBe(200);
    expect(await actStock()).toBe(UNITS - 1);

    const outcomes = await Promise.all(buyers.map((b) => attempt(b)));

    // Every attempt got an answer, never a server error, and every refusal is the sold-out
    // answer of buy now: an attempt that passed buy now holds its unit, so confirm and submit
    // never refuse for want of one.
    expect(outcomes.filter((o) => o.status === 0 || o.status >= 500)).toEqual([]);
    const placed = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(placed).toHaveLength(UNITS - 1);
    expect(refused).toHaveLength(BUYERS - UNITS + 1);
    for (const o of refused) expect(o).toMatchObject({ step: 'buyNow', status: 409, code: 'ERR_ORDER_CHECK_STOCK_EMPTY', message: '活动商品已抢光' });

    // The early buyer's unit waited for it: its checkout goes through although the sale is sold out.
    const source = { type: 'buyNow' as const, token: opened.body.data.token };
    const view = await early.b.post<CheckoutView>('/api/order/checkout/confirm', { source });
    expect(view.status).toBe(200);
    const mine = await early.b.post<SubmitOrderResult>('/api/order/checkout/submit', submitBodyFor(view.body.data, source));
    expect(mine.status).toBe(200);
    placed.push({ step: 'submit', status: 200, code: mine.body.code, orderNo: mine.body.data.orderNo });
    expect(new Set(placed.map((o) => o.orderNo)).size).toBe(UNITS);

    // The database agrees: 50 lines of the activity, both stocks exact, no hold left over.
    const db = t.database.db;
    const lines = await db.select().from(schema.orderLines).where(eq(schema.orderLines.actCd, actCd));
    expect(lines).toHaveLength(UNITS);
    for (const l of lines) expect(l).toMatchObject({ skuCode, subTyp: 3, qty: 1, unitPrice: 100000 });
    expect(await actStock()).toBe(0);
    const [sku] = await db.select({ stock: schema.skus.stock }).from(schema.skus).where(eq(schema.skus.skuCode, skuCode));
    expect(sku!.stock).toBe(SKU_STOCK - UNITS);
    const holds = await db.select().from(schema.activityStockHolds).where(eq(schema.activityStockHolds.skuCode, skuCode));
    expect(holds).toEqual([]);
    // Nobody holds more than the limit of 1.
    const perMember = await db.execute<{ member_id: string; n: number }>(sql`
      SELECT o.member_id, sum(l.qty)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE l.act_cd = ${actCd} GROUP BY o.member_id HAVING sum(l.qty) > 1`);
    expect(perMember.rows).toEqual([]);
    const orders = await db
      .select({ kind: schema.orders.kind, status: schema.orders.status })
      .from(schema.orders)
      .where(
        inArray(
          schema.orders.orderNo,
          placed.map((o) => o.orderNo!),
        ),
      );
    expect(orders).toHaveLength(UNITS);
    for (const o of orders) expect(o).toEqual({ kind: 'seckill', status: 'pending_payment' });

    // Sold out: a new attempt is refused at buy now, the first call, with the sale's own answer.
    const late = buyers[outcomes.findIndex((o) => o.status !== 200)]!;
    expect(await attempt(late)).toMatchObject({ step: 'buyNow', status: 409, code: 'ERR_ORDER_CHECK_STOCK_EMPTY', message: '活动商品已抢光' });

    // A cancelled order gives its unit back, and the late buyer gets it at once.
    const first = outcomes.findIndex((o) => o.status === 200);
    const cancelled = await buyers[first]!.b.post('/api/order/orderInfo/cancelOrder', { ordNo: outcomes[first]!.orderNo });
    expect(cancelled.status).toBe(200);
    expect(await actStock()).toBe(1);
    expect(await attempt(late)).toMatchObject({ step: 'submit', status: 200 });
    expect(await actStock()).toBe(0);
    expect(await liveLines({ actCd })).toBe(UNITS);
  }, 900_000);

  it("one member's concurrent attempts: one order, the others refused by the limit, their units back", async () => {
    const sale = await createSale('M', 10);
    const s = await shopper(t.baseUrl);
    // Six checkouts of the same member, each with its own buy-now token and order token, submitted at once.
    const ready = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const bn = await s.b.post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: sale.skuCode, qtyCnt: 1, subTyp: 3, actId: sale.actCd });
        const source = { type: 'buyNow' as const, token: bn.body.data.token };
        const view = await s.b.post<CheckoutView>('/api/order/checkout/confirm', { source });
        expect(view.status).toBe(200);
        return submitBodyFor(view.body.data, source);
      }),
    );
    // Six buy nows of one member took one unit (one reservation, the others answered with it).
    expect(await actStock(sale)).toBe(9);
    expect(await holdsOf(sale.skuCode)).toHaveLength(1);
    const answers = await Promise.all(ready.map((body) => s.b.post<SubmitOrderResult>('/api/order/checkout/submit', body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toMatchObject({ success: false, code: 'ERR_ORDER_OVER_PURCHASE_LIMIT' });
    expect(await liveLines(sale)).toBe(1);
    expect(await actStock(sale)).toBe(9);
    expect(await holdsOf(sale.skuCode)).toEqual([]);
  }, 120_000);

  it('the sweep gives back a hold a killed placement left behind, never one a live order transaction claimed', async () => {
    const db = t.database.db;
    const activities = createActivityService(t.database);
    const [a] = await db.select({ id: schema.activities.id }).from(schema.activities).where(eq(schema.activities.actCd, actCd));
    await db
      .update(schema.activitySkus)
      .set({ actStock: 3 })
      .where(and(eq(schema.activitySkus.activityId, a!.id), eq(schema.activitySkus.skuCode, skuCode)));

    // Three holds: one orphaned long ago, one orphaned a moment ago, one claimed by a transaction still open.
    const orphan = (await activities.holdActivityStock(actCd, skuCode, 1))!;
    const fresh = (await activities.holdActivityStock(actCd, skuCode, 1))!;
    const claimed = (await activities.holdActivityStock(actCd, skuCode, 1))!;
    expect(await activities.holdActivityStock(actCd, skuCode, 1)).toBeNull();
    expect(await actStock()).toBe(0);
    const aged = new Date(Date.now() - (ACTIVITY_STOCK_HOLD_GRACE_S + 60) * 1000);
    await db
      .update(schema.activityStockHolds)
      .set({ createdAt: aged })
      .where(inArray(schema.activityStockHolds.id, [orphan, claimed]));

    // A second connection plays the order transaction that claimed its hold and has not committed yet.
    const other: Database = connect(testDatabaseUrl(), { max: 1 });
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((r) => (finish = r));
    let claimedInTx!: () => void;
    const inTx = new Promise<void>((r) => (claimedInTx = r));
    const orderTx = other.db
      .transaction(async (tx) => {
        expect(await activities.claimActivityStockHold(tx, claimed)).toBe(true);
        claimedInTx();
        if (!(await decided)) tx.rollback();
      })
      .catch(() => 'rolled back');
    await inTx;
    try {
      // Only the old orphan goes back; the claimed one is locked, the fresh one may still be claimed.
      expect(await activities.giveBackOrphanedHolds()).toBe(1);
      expect(await actStock()).toBe(1);
      const left = await db.select({ id: schema.activityStockHolds.id }).from(schema.activityStockHolds).where(eq(schema.activityStockHolds.skuCode, skuCode));
      expect(left.map((r) => r.id).sort()).toEqual([fresh, claimed].sort());
      // The order of the given-back hold can no longer claim it.
      await expect(db.transaction((tx) => activities.claimActivityStockHold(tx, orphan))).resolves.toBe(false);
    } finally {
      finish(false);
      await orderTx;
      await other.close();
    }
    // The transaction rolled back: its hold is an orphan now and goes back once it is old enough.
    expect(await activities.giveBackOrphanedHolds()).toBe(1);
    expect(await actStock()).toBe(2);
    // Giving back the fresh one (its placement failed) returns its unit once, however often it is asked.
    await activities.releaseActivityStockHold(fresh);
    await activities.releaseActivityStockHold(fresh);
    expect(await actStock()).toBe(3);
    expect(await holdsOf(skuCode)).toEqual([]);
  }, 60_000);

  it('a sale that looks sold out because of a killed placement is for sale again for the next buyer', async () => {
    const sale = await createSale('K', 1);
    const activities = createActivityService(t.database);
    // The placement that held the only unit died before its order: the hold is old and nobody's.
    const orphan = (await activities.holdActivityStock(sale.actCd, sale.skuCode, 1))!;
    expect(await actStock(sale)).toBe(0);
    await t.database.db
      .update(schema.activityStockHolds)
      .set({ createdAt: new Date(Date.now() - (ACTIVITY_STOCK_HOLD_GRACE_S + 60) * 1000) })
      .where(eq(schema.activityStockHolds.id, orphan));
    // The next buyer's sold-out check gives it back and the buyer gets the unit.
    expect(await attempt(await shopper(t.baseUrl), sale)).toMatchObject({ step: 'submit', status: 200 });
    expect(await actStock(sale)).toBe(0);
    expect(await holdsOf(sale.skuCode)).toEqual([]);
    expect(await liveLines(sale)).toBe(1);
  }, 60_000);
});

/**
 * The flash-sale purchase qualification (抢购资格, issue #15 item 5): buy now takes the
 * member's unit with an expiry, confirm and submit consume it. Taken once per member (two
 * tabs, a double click), never sold twice, given back when it expires (by the sweep, or at
 * once by the next buyer's sold-out read), and a sold-out answer takes nothing. A member over
 * the limit with an earlier order gives the unit back at confirm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { CheckoutView, SubmitOrderResult } from '@shop/contracts/checkout';
import { createActivityService } from '../src/modules/marketing/activity.service.ts';
import { randomText, startTestApi, type TestApi } from './harness.ts';
import { shopper, submitBodyFor, type Shopper } from './checkout-fixtures.ts';

let t: TestApi;
const tag = randomText(3).toUpperCase();
const made: string[] = [];

async function createSale(name: string, units: number, limit = 1) {
  const db = t.database.db;
  const spu = `FQ${tag}${name}`;
  const sale = { skuCode: `${spu}-SK`, actCd: `FQSK${tag}${name}` };
  made.push(sale.actCd);
  const [p] = await db
    .insert(schema.products)
    .values({ spuCode: spu, name: '抢购资格测试手机', type: 'phone', categoryCode: 'fq-test', launchedAt: new Date() })
    .returning({ id: schema.products.id });
  await db.insert(schema.skus).values({
    skuCode: sale.skuCode,
    productId: p!.id,
    name: `抢购资格测试 ${sale.skuCode}`,
    attrs: { 颜色: '幻夜黑' },
    colorName: '幻夜黑',
    colorHex: '#1d1d1f',
    price: 300000,
    origPrice: 320000,
    stock: 100,
  });
  const now = Date.now();
  const [a] = await db
    .insert(schema.activities)
    .values({ actCd: sale.actCd, actTyp: 10, name: '抢购资格测试', beginAt: new Date(now - 3600_000), endAt: new Date(now + 24 * 3600_000), rules: {} })
    .returning({ id: schema.activities.id });
  await db.insert(schema.activitySkus).values({ activityId: a!.id, skuCode: sale.skuCode, actPrice: 100000, actStock: units, limitPerMember: limit });
  return sale;
}

type Sale = Awaited<ReturnType<typeof createSale>>;

beforeAll(async () => {
  t = await startTestApi();
}, 120_000);

afterAll(async () => {
  if (!t) return;
  const db = t.database.db;
  if (made.length) {
    const acts = db.select({ id: schema.activities.id }).from(schema.activities).where(inArray(schema.activities.actCd, made));
    await db.delete(schema.activityStockHolds).where(inArray(schema.activityStockHolds.activityId, acts));
    await db.delete(schema.activitySkus).where(inArray(schema.activitySkus.activityId, acts));
    await db.delete(schema.activities).where(inArray(schema.activities.actCd, made));
  }
  await t.close();
}, 60_000);

const buyNow = (s: Shopper, sale: Sale) =>
  s.b.post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: sale.skuCode, qtyCnt: 1, subTyp: 3, actId: sale.actCd });

async function checkout(s: Shopper, token: string) {
  const source = { type: 'buyNow' as const, token };
  const view = await s.b.post<CheckoutView>('/api/order/checkout/confirm', { source });
  if (view.status !== 200) return view;
  return s.b.post<SubmitOrderResult>('/api/order/checkout/submit', submitBodyFor(view.body.data, source));
}

const actStock = async (sale: Sale) =>
  (
    await t.database.db
      .select({ n: schema.activitySkus.actStock })
      .from(schema.activitySkus)
      .innerJoin(schema.activities, eq(schema.activities.id, schema.activitySkus.activityId))
      .where(and(eq(schema.activities.actCd, sale.actCd), eq(schema.activitySkus.skuCode, sale.skuCode)))
  )[0]!.n;

/** The reservations of the sale's SKU: member and quantity (raw: the columns are migration 0014's). */
const reservations = async (sale: Sale) =>
  (
    await t.database.db.execute<{ id: string; member_id: string | null; qty: number; live: boolean }>(
      sql`SELECT id, member_id, qty, expires_at > now() AS live FROM activity_stock_holds WHERE sku_code = ${sale.skuCode} ORDER BY id`,
    )
  ).rows;

const liveLines = async (sale: Sale) =>
  (
    await t.database.db
      .select({ qty: schema.orderLines.qty })
      .from(schema.orderLines)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.orderLines.orderId))
      .where(and(eq(schema.orderLines.actCd, sale.actCd), ne(schema.orders.status, 'cancelled')))
  ).length;

/** Ends a reservation's time as if its minutes had passed. */
const expire = (sale: Sale) =>
  t.database.db.execute(
    sql`UPDATE activity_stock_holds SET expires_at = now() - interval '1 second' WHERE sku_code = ${sale.skuCode} AND member_id IS NOT NULL`,
  );

describe('the flash-sale purchase qualification (抢购资格)', () => {
  it('buy now takes the unit once per member: two tabs at once, one reservation; the second order is the limit', async () => {
    const sale = await createSale('T', 5);
    const s = await shopper(t.baseUrl);
    const [a, b] = await Promise.all([buyNow(s, sale), buyNow(s, sale)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await actStock(sale)).toBe(4);
    const held = await reservations(sale);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ qty: 1, live: true });
    // A third click later: the same reservation again, nothing more taken.
    expect((await buyNow(s, sale)).status).toBe(200);
    expect(await actStock(sale)).toBe(4);

    // One tab places the order with the unit; the other is refused by the limit and takes nothing.
    expect((await checkout(s, a.body.data.token)).status).toBe(200);
    const second = await checkout(s, b.body.data.token);
    expect(second.body).toMatchObject({ success: false, code: 'ERR_ORDER_OVER_PURCHASE_LIMIT' });
    expect(await actStock(sale)).toBe(4);
    expect(await reservations(sale)).toEqual([]);
    expect(await liveLines(sale)).toBe(1);
  }, 60_000);

  it('a reserved unit is not sold twice: the others are sold out at buy now without a reservation, its holder buys it', async () => {
    const sale = await createSale('R', 1);
    const [holder, other] = await Promise.all([shopper(t.baseUrl), shopper(t.baseUrl)]);
    const mine = await buyNow(holder, sale);
    expect(mine.status).toBe(200);
    expect(await actStock(sale)).toBe(0);
    // Sold out for everyone else: refused at buy now, and nothing of theirs is written.
    const refused = await buyNow(other, sale);
    expect(refused.body).toMatchObject({ success: false, code: 'ERR_ORDER_CHECK_STOCK_EMPTY', message: '活动商品已抢光' });
    expect(await reservations(sale)).toHaveLength(1);
    // The holder coming back to buy now (a second tab, a page lost) is not sold out: it gets its unit again.
    const again = await buyNow(holder, sale);
    expect(again.status).toBe(200);
    expect(await actStock(sale)).toBe(0);
    expect(await reservations(sale)).toHaveLength(1);
    // The holder's checkout goes through on its unit although the sale shows none left.
    expect((await checkout(holder, again.body.data.token)).status).toBe(200);
    expect(await actStock(sale)).toBe(0);
    expect(await reservations(sale)).toEqual([]);
    expect(await liveLines(sale)).toBe(1);
  }, 60_000);

  it('an expired reservation gives its unit back to the next buyer at once, and its holder can no longer buy it', async () => {
    const sale = await createSale('E', 1);
    const [slow, next] = await Promise.all([shopper(t.baseUrl), shopper(t.baseUrl)]);
    const kept = await buyNow(slow, sale);
    expect(kept.status).toBe(200);
    expect((await buyNow(next, sale)).status).toBe(409);
    await expire(sale);
    // The next buyer's sold-out read finds the expired reservation and gives its unit back first.
    const got = await buyNow(next, sale);
    expect(got.status).toBe(200);
    expect(await actStock(sale)).toBe(0);
    expect((await checkout(next, got.body.data.token)).status).toBe(200);
    // The slow holder's reservation is gone and so is the unit: refused, nothing sold twice.
    const late = await checkout(slow, kept.body.data.token);
    expect(late.body).toMatchObject({ success: false, code: 'ERR_ORDER_CHECK_STOCK_EMPTY' });
    expect(await actStock(sale)).toBe(0);
    expect(await liveLines(sale)).toBe(1);
    expect(await reservations(sale)).toEqual([]);
  }, 60_000);

  it('the sweep gives back expired reservations, never a live one; an expired one not yet swept still buys', async () => {
    const sale = await createSale('S', 3);
    const activities = createActivityService(t.database);
    const [a, b, c] = await Promise.all([shopper(t.baseUrl), shopper(t.baseUrl), shopper(t.baseUrl)]);
    const ta = await buyNow(a, sale);
    await buyNow(b, sale);
    expect(await actStock(sale)).toBe(1);
    await expire(sale);
    // a's reservation expired but is still there: its unit was never given back, so a may still buy it.
    expect((await checkout(a, ta.body.data.token)).status).toBe(200);
    expect(await actStock(sale)).toBe(1);
    // The sweep gives b's back.
    expect(await activities.giveBackOrphanedHolds()).toBe(1);
    expect(await actStock(sale)).toBe(2);
    // c's, live, is never given back.
    const tc = await buyNow(c, sale);
    expect(tc.status).toBe(200);
    expect(await activities.giveBackOrphanedHolds()).toBe(0);
    expect(await actStock(sale)).toBe(1);
    const left = await reservations(sale);
    expect(left).toHaveLength(1);
    expect(left[0]!.live).toBe(true);
    expect((await checkout(c, tc.body.data.token)).status).toBe(200);
    expect(await liveLines(sale)).toBe(2);
  }, 60_000);

  it('a member over the limit with an earlier order gives the unit back at confirm', async () => {
    const sale = await createSale('L', 3);
    const s = await shopper(t.baseUrl);
    const first = await buyNow(s, sale);
    expect((await checkout(s, first.body.data.token)).status).toBe(200);
    expect(await actStock(sale)).toBe(2);
    const again = await buyNow(s, sale);
    if (again.status === 200) {
      const view = await checkout(s, again.body.data.token);
      expect(view.body).toMatchObject({ success: false, code: 'ERR_ORDER_OVER_PURCHASE_LIMIT' });
    } else {
      expect(again.body).toMatchObject({ success: false, code: 'ERR_ORDER_OVER_PURCHASE_LIMIT' });
    }
    expect(await actStock(sale)).toBe(2);
    expect(await reservations(sale)).toEqual([]);
    expect(await liveLines(sale)).toBe(1);
  }, 60_000);
});

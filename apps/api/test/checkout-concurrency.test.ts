/**
 * Placing orders under contention: many members, each with a valid checkout token, submit
 * at the same moment for few units. Stock is taken by conditional UPDATEs inside each order
 * transaction, so exactly as many orders are placed as there were units, and stock never
 * goes below zero (the column's CHECK would refuse it anyway).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { CheckoutQuery } from '@shop/contracts/checkout';
import { useTestApi } from './harness.ts';
import { buyNowToken, confirm, createFixture, dropFixture, shopper, submit, submitBodyFor, type Fixture, type Shopper } from './checkout-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 100_000 } });
let f: Fixture;

beforeAll(async () => {
  f = await createFixture(t.database.db);
});
afterAll(async () => {
  await dropFixture(t.database.db, f);
});

/** Runs `fn` over `items`, at most `width` at a time (signing in 200 members politely). */
async function inBatches<T, R>(items: readonly T[], width: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  return out;
}

/** n members, each holding a checkout view (and its one-time token) for a buy-now line. */
async function buyers(n: number, skuCd: string, extra: Record<string, unknown> = {}) {
  return inBatches(
    Array.from({ length: n }, (_, i) => i),
    20,
    async () => {
      const s: Shopper = await shopper(t.baseUrl);
      const source: CheckoutQuery['source'] = { type: 'buyNow', token: await buyNowToken(s.b, skuCd, 1, extra) };
      const view = await confirm(s.b, { source });
      if (view.status !== 200) throw new Error(JSON.stringify(view.body));
      return { s, body: submitBodyFor(view.body.data, source) };
    },
  );
}

const stockOf = async (skuCode: string) =>
  (await t.database.db.select({ s: schema.skus.stock }).from(schema.skus).where(eq(schema.skus.skuCode, skuCode)))[0]!.s;
const linesOf = (skuCode: string) => t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.skuCode, skuCode));

describe('concurrent buyers', () => {
  it('50 buyers for 10 units of normal stock: exactly 10 orders, stock 0, the others ERR_ORDER_CHECK_STOCK_EMPTY', async () => {
    expect(await stockOf(f.sku.ten)).toBe(10);
    const all = await buyers(50, f.sku.ten);
    const answers = await Promise.all(all.map(({ s, body }) => submit(s.b, body)));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(40);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(a.body.code).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
    }
    expect(await stockOf(f.sku.ten)).toBe(0);
    const lines = await linesOf(f.sku.ten);
    expect(lines).toHaveLength(10);
    expect(new Set(placed.map((a) => a.body.data.orderNo)).size).toBe(10);
  }, 180_000);

  it('200 buyers for 10 flash-sale units (limit 1 each): exactly 10 orders, activity stock 0', async () => {
    const skuBefore = await stockOf(f.sku.flash);
    // Buy now takes the unit (抢购资格, issue #15): 10 buyers hold one each, the other 190 are
    // refused there with the sold-out answer and never reach checkout.
    const tried = await inBatches(
      Array.from({ length: 200 }, (_, i) => i),
      20,
      async () => {
        const s: Shopper = await shopper(t.baseUrl);
        const bn = await s.b.post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: f.sku.flash, qtyCnt: 1, subTyp: 3, actId: f.act.flash });
        if (bn.status !== 200) return { ok: false as const, refused: bn };
        const source: CheckoutQuery['source'] = { type: 'buyNow', token: bn.body.data.token };
        const view = await confirm(s.b, { source });
        if (view.status !== 200) throw new Error(JSON.stringify(view.body));
        return { ok: true as const, s, body: submitBodyFor(view.body.data, source) };
      },
    );
    const all = tried.flatMap((x) => (x.ok ? [x] : []));
    const refused = tried.flatMap((x) => (x.ok ? [] : [x.refused]));
    expect(all).toHaveLength(10);
    for (const r of refused) expect(r.body).toMatchObject({ success: false, code: 'ERR_ORDER_CHECK_STOCK_EMPTY', message: '活动商品已抢光' });
    const answers = await Promise.all(all.map(({ s, body }) => submit(s.b, body)));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(10);
    for (const a of placed) expect(a.body.data).toMatchObject({ kind: 'seckill', payableAmt: 100000 });
    const [act] = await t.database.db
      .select({ actStock: schema.activitySkus.actStock })
      .from(schema.activitySkus)
      .innerJoin(schema.activities, eq(schema.activities.id, schema.activitySkus.activityId))
      .where(and(eq(schema.activities.actCd, f.act.flash), eq(schema.activitySkus.skuCode, f.sku.flash)));
    expect(act!.actStock).toBe(0);
    expect(await stockOf(f.sku.flash)).toBe(skuBefore - 10);
    const lines = await linesOf(f.sku.flash);
    expect(lines).toHaveLength(10);
    for (const l of lines) expect(l).toMatchObject({ actCd: f.act.flash, subTyp: 3, unitPrice: 100000, qty: 1 });
    // Nobody holds more than the limit.
    const perMember = await t.database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.sku_code = ${f.sku.flash} GROUP BY o.member_id HAVING count(*) > 1`);
    expect(perMember.rows).toHaveLength(0);
    const orders = await t.database.db
      .select()
      .from(schema.orders)
      .where(
        inArray(
          schema.orders.orderNo,
          placed.map((a) => a.body.data.orderNo),
        ),
      );
    for (const o of orders) expect(o).toMatchObject({ kind: 'seckill', actCd: f.act.flash, status: 'pending_payment' });
  }, 300_000);
});

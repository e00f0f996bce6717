/**
 * Concurrent state changes on one object (issue #12): 20 identical requests at once give
 * exactly one success and 19 business answers (409 with the object's current state), never
 * a 5xx — and never a stalled pool: the app runs with the harness's small pool (max 5),
 * and another member's calls made during each burst must each finish under 1 s. The old
 * ownership check read through the pool while its transaction held a connection; 20 cancels
 * of a paid order then held every connection and waited for another (5 s, then 500s).
 *
 * Double submit of one order token: the same 409 ERR_ORDER_DUPLICATE_SUBMIT every time,
 * with the number of the order the token placed, concurrent or sequential, from the cart
 * (whose lines the first submit removed) or buy-now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema, withConnection } from '@shop/db';
import type { CheckoutQuery } from '@shop/contracts/checkout';
import type { Reply } from './harness.ts';
import { useTestApi } from './harness.ts';
import {
  addToCart,
  buyNowToken,
  confirm,
  createFixture,
  dropFixture,
  shopper,
  submit,
  submitBodyFor,
  type Fixture,
  type Shopper,
} from './checkout-fixtures.ts';
import { lifecycleFor, orderRow, pay, placeOrder, stockOf, type TestLifecycle } from './order-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 100_000 } });
const db = () => t.database.db;
let f: Fixture;
let life: TestLifecycle;
let a: Shopper;
/**
 * The bystander: another member calling while member A's burst runs; every call must be
 * answered (no pool or lock exhaustion). How fast is the bench's business, not this test's.
 */
let other: Shopper;

beforeAll(async () => {
  f = await createFixture(db());
  life = lifecycleFor(t);
  [a, other] = await Promise.all([shopper(t.baseUrl), shopper(t.baseUrl)]);
});
afterAll(async () => {
  await db().execute(sql`DELETE FROM review_votes WHERE review_id IN (SELECT id FROM product_reviews WHERE spu_code = ${f.spu})`);
  await db().execute(sql`DELETE FROM product_reviews WHERE spu_code = ${f.spu}`);
  await dropFixture(db(), f);
});

const N = 20;

/** Fires `n` copies of a request at once while the bystander calls memInfo 5 times, spread over the burst (each must answer 200). */
async function burst<T>(n: number, request: () => Promise<Reply<T>>): Promise<{ replies: Reply<T>[] }> {
  const bystanderCall = async (delayMs: number) => {
    await new Promise((r) => setTimeout(r, delayMs));
    const r = await other.b.get('/api/member/member/memInfo');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  const [replies] = await Promise.all([Promise.all(Array.from({ length: n }, request)), Promise.all([0, 5, 20, 50, 100].map(bystanderCall))]);
  return { replies };
}

function expectOneWinner<T>(replies: Reply<T>[], code: string) {
  const statuses = replies.map((r) => r.status);
  expect(
    statuses.filter((s) => s >= 500),
    JSON.stringify(replies.filter((r) => r.status >= 500).map((r) => r.body)),
  ).toEqual([]);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  const refused = replies.filter((r) => r.status !== 200);
  expect(refused).toHaveLength(replies.length - 1);
  for (const r of refused) {
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.code).toBe(code);
    expect(r.body.success).toBe(false);
  }
  return { winner: replies.find((r) => r.status === 200)!, refused };
}

const cancel = (ordNo: string) => () => a.b.post('/api/order/orderInfo/cancelOrder', { ordNo });
const confirmReceipt = (ordNo: string) => () => a.b.post<{ pointsEarned: number }>('/api/order/orderInfo/confirmReceipt', { ordNo });

async function deliver(orderNo: string) {
  for (let i = 0; i < 10; i++) {
    const moved = await a.b.post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`, {});
    if (moved.body.data?.moved === 'delivered') return;
  }
  throw new Error(`order ${orderNo} not delivered`);
}

describe('20 concurrent state changes on one order', () => {
  it('cancel of an unpaid order: 1 × 200, 19 × 409 (already cancelled), stock back once; the bystander is answered throughout', async () => {
    const placed = await placeOrder(a, f.sku.plenty);
    const stockBefore = await stockOf(db(), f.sku.plenty);
    const { replies } = await burst(N, cancel(placed.orderNo));
    const { refused } = expectOneWinner(replies, 'ERR_ORDER_STATUS');
    for (const r of refused) expect(r.body.data).toEqual({ ordNo: placed.orderNo, status: 'cancelled', statusLabel: '已取消' });
    expect((await orderRow(db(), placed.orderNo)).status).toBe('cancelled');
    expect(await stockOf(db(), f.sku.plenty)).toBe(stockBefore + 1);
  });

  it('cancel of a paid order without a reason: 20 × 400 ERR_CANCEL_REASON_REQUIRED, no 5xx, the order stays paid; the bystander is answered throughout', async () => {
    const placed = await placeOrder(a, f.sku.plenty);
    await pay(db(), life, placed.orderNo, 'full', placed.payableAmt);
    const { replies } = await burst(N, cancel(placed.orderNo));
    expect(replies.map((r) => r.status)).toEqual(Array(N).fill(400));
    for (const r of replies) expect(r.body).toMatchObject({ code: 'ERR_CANCEL_REASON_REQUIRED', message: '请选择取消原因' });
    expect((await orderRow(db(), placed.orderNo)).status).toBe('paid');
  });

  it('confirm receipt: 1 × 200 (points once), 19 × 409 (already completed); the bystander is answered throughout', async () => {
    const placed = await placeOrder(a, f.sku.plenty);
    await pay(db(), life, placed.orderNo, 'full', placed.payableAmt);
    await deliver(placed.orderNo);
    const { replies } = await burst(N, confirmReceipt(placed.orderNo));
    const { winner, refused } = expectOneWinner(replies, 'ERR_ORDER_STATUS');
    expect(winner.body.data.pointsEarned).toBe(Math.floor(placed.payableAmt / 100));
    for (const r of refused) expect(r.body.data).toEqual({ ordNo: placed.orderNo, status: 'completed', statusLabel: '已完成' });
    const earned = await db()
      .select()
      .from(schema.pointEntries)
      .where(sql`${schema.pointEntries.orderNo} = ${placed.orderNo} AND ${schema.pointEntries.kind} = 'order_earn'`);
    expect(earned).toHaveLength(1);
  });

  it('confirm receipt of an order not delivered yet: 20 × 409 with its status', async () => {
    const placed = await placeOrder(a, f.sku.plenty);
    const { replies } = await burst(N, confirmReceipt(placed.orderNo));
    expect(replies.map((r) => r.status)).toEqual(Array(N).fill(409));
    for (const r of replies) expect(r.body.data).toEqual({ ordNo: placed.orderNo, status: 'pending_payment', statusLabel: '待付款' });
  });

  it("another member's order answers 404 to all 20, not 409 and not 5xx", async () => {
    const placed = await placeOrder(other, f.sku.plenty);
    const replies = await Promise.all(Array.from({ length: N }, cancel(placed.orderNo)));
    expect(replies.map((r) => r.status)).toEqual(Array(N).fill(404));
    for (const r of replies) expect(r.body.code).toBe('ERR_ORDER_NOT_FOUND');
    expect((await orderRow(db(), placed.orderNo)).status).toBe('pending_payment');
  });
});

describe('the payment port on a held connection', () => {
  it("reads what is due, and expires an overdue order, on the caller's connection (no second checkout)", async () => {
    const placed = await placeOrder(a, f.sku.plenty);
    const row = await orderRow(db(), placed.orderNo);
    // The guard would throw if dueFor asked the pool while the connection is held.
    const due = await withConnection(t.database, ({ db: own }) => life.paymentPort.dueFor(placed.orderNo, row.memberId, new Date(), own));
    expect(due).toMatchObject({ orderNo: placed.orderNo, stage: 'full', amount: placed.payableAmt });
    const late = new Date(row.payDeadline.getTime() + 1000);
    await expect(withConnection(t.database, ({ db: own }) => life.paymentPort.dueFor(placed.orderNo, row.memberId, late, own))).rejects.toMatchObject({
      code: 'ERR_ORDER_STATUS',
    });
    expect((await orderRow(db(), placed.orderNo)).status).toBe('cancelled');
  });
});

describe('20 concurrent review submits and likes', () => {
  it('one review per line: 1 × 200, 19 × 409 ERR_REVIEW_DUPLICATE naming the review that stands', async () => {
    const placed = await placeOrder(a, f.sku.plenty);
    await pay(db(), life, placed.orderNo, 'full', placed.payableAmt);
    await deliver(placed.orderNo);
    const [line] = await db()
      .select({ id: schema.orderLines.id })
      .from(schema.orderLines)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.orderLines.orderId))
      .where(eq(schema.orders.orderNo, placed.orderNo));
    const body = { prodCd: f.spu, skuCd: f.sku.plenty, ordNo: placed.orderNo, lineId: Number(line!.id), star: 5, content: '二十个并发提交的评价' };
    const { replies } = await burst(N, () => a.b.post<{ id: number }>('/api/product/comment/saveComment', body));
    const { winner, refused } = expectOneWinner(replies, 'ERR_REVIEW_DUPLICATE');
    for (const r of refused)
      expect(r.body.data).toMatchObject({ ordNo: placed.orderNo, lineId: Number(line!.id), reviewed: true, reviewId: winner.body.data.id });
    const kept = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_reviews WHERE order_line_id = ${Number(line!.id)}`);
    expect(kept.rows[0]!.n).toBe(1);

    // Liking it 20 times at once counts once.
    const likes = await burst(N, () => other.b.post<{ upVotes: number }>(`/api/product/comment/${winner.body.data.id}/upVote`, {}));
    const liked = expectOneWinner(likes.replies, 'ERR_LIKE_DUPLICATE');
    expect(liked.winner.body.data.upVotes).toBe(1);
  });
});

describe('other state changes on one object, 20 at once', () => {
  it('star-coin sign-in of the day: 1 × 200, 19 × 409 ERR_STAR_COIN_SIGNED_TODAY', async () => {
    const s = await shopper(t.baseUrl);
    const { replies } = await burst(N, () => s.b.post('/api/member/starCoin/signIn'));
    expectOneWinner(replies, 'ERR_STAR_COIN_SIGNED_TODAY');
  });

  it('an after-sales request for one delivered line: 1 × 200, 19 × 409 ERR_AFTER_SALES_DUPLICATE', async () => {
    const placed = await placeOrder(a, f.sku.plenty);
    await pay(db(), life, placed.orderNo, 'full', placed.payableAmt);
    await deliver(placed.orderNo);
    const { replies } = await burst(N, () => a.b.post('/api/dev/afterSales', { orderNo: placed.orderNo, type: 'return', reason: '并发售后申请' }));
    expectOneWinner(replies, 'ERR_AFTER_SALES_DUPLICATE');
  });

  it('removing one cart line: 1 × 200, the others 404 (the line is gone), no 5xx', async () => {
    const s = await shopper(t.baseUrl);
    const added = await s.b.post<{ line: { cartId: number } }>('/api/cart/cart/addCart', { skuCd: f.sku.plenty, qtyCnt: 1 });
    const cartId = added.body.data.line.cartId;
    const replies = await Promise.all(Array.from({ length: N }, () => s.b.post('/api/cart/cart/remove', { cartIds: [cartId] })));
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.body).toMatchObject({ code: 'E_NOT_FOUND', message: '购物车中没有该商品' });
  });
});

describe('double submit of one order token', () => {
  const cart: CheckoutQuery['source'] = { type: 'cart' };

  it('from the cart, 10 at once: one order; every other answer is 409 ERR_ORDER_DUPLICATE_SUBMIT with its number (never 400 请先在购物车中选择…)', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty);
    const view = (await confirm(s.b, { source: cart })).body.data;
    const body = submitBodyFor(view, cart);
    const replies = await Promise.all(Array.from({ length: 10 }, () => submit(s.b, body)));
    const { winner, refused } = expectOneWinner(replies, 'ERR_ORDER_DUPLICATE_SUBMIT');
    for (const r of refused) {
      expect(r.body.message).toBe('订单已提交，请勿重复提交');
      expect(r.body.data).toEqual({ ordNo: winner.body.data.orderNo });
    }
    // And resent later (the answer was lost, the page reloaded from history).
    const again = await submit(s.b, body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_ORDER_DUPLICATE_SUBMIT', data: { ordNo: winner.body.data.orderNo } });
  });

  it('from the cart, sequentially: the second submit, whose cart lines are gone, answers the same 409 with the order number', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty);
    const view = (await confirm(s.b, { source: cart })).body.data;
    const body = submitBodyFor(view, cart);
    const first = await submit(s.b, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await submit(s.b, body);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'ERR_ORDER_DUPLICATE_SUBMIT', message: '订单已提交，请勿重复提交', data: { ordNo: first.body.data.orderNo } });
  });

  it('a twin that commits while this submit is pricing (its cart lines gone): the same 409 with its number, not 400 请先在购物车中选择…', async () => {
    const s = await shopper(t.baseUrl);
    await addToCart(s.b, f.sku.plenty);
    const view = (await confirm(s.b, { source: cart })).body.data;
    // Hold the cart table so submit B passes the token check and then waits reading its cart lines.
    const holder = await t.database.pool.connect();
    let b: Promise<Reply<unknown>> | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE cart_items IN ACCESS EXCLUSIVE MODE');
      b = submit(s.b, submitBodyFor(view, cart));
      for (let i = 0; ; i++) {
        const waiting = await db().execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%cart_items%' AND query NOT ILIKE '%pg_stat_activity%'`,
        );
        if (waiting.rows[0]!.n > 0) break;
        if (i > 200) throw new Error('submit B never reached the cart');
        await new Promise((r) => setTimeout(r, 10));
      }
      // Twin A spends the token (buy-now: it does not touch the cart) and commits.
      const source: CheckoutQuery['source'] = { type: 'buyNow', token: await buyNowToken(s.b, f.sku.plenty) };
      const a = await submit(s.b, submitBodyFor(view, source));
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      // The cart lines go, as when the twin was a cart submit; then B reads an empty cart.
      await holder.query('DELETE FROM cart_items WHERE owner_key = $1', [s.userNo]);
      await holder.query('COMMIT');
      const answer = await b;
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body).toMatchObject({ code: 'ERR_ORDER_DUPLICATE_SUBMIT', data: { ordNo: a.body.data.orderNo } });
    } finally {
      await holder.query('ROLLBACK').catch(() => {});
      holder.release();
      await b?.catch(() => {});
    }
  });

  it('buy-now, 10 at once: one order, the rest the duplicate answer with its number', async () => {
    const s = await shopper(t.baseUrl);
    const source: CheckoutQuery['source'] = { type: 'buyNow', token: await buyNowToken(s.b, f.sku.plenty) };
    const view = (await confirm(s.b, { source })).body.data;
    const body = submitBodyFor(view, source);
    const replies = await Promise.all(Array.from({ length: 10 }, () => submit(s.b, body)));
    const { winner, refused } = expectOneWinner(replies, 'ERR_ORDER_DUPLICATE_SUBMIT');
    for (const r of refused) expect(r.body.data).toEqual({ ordNo: winner.body.data.orderNo });
    const orders = await db().select().from(schema.orders).where(eq(schema.orders.orderNo, winner.body.data.orderNo));
    expect(orders).toHaveLength(1);
  });
});

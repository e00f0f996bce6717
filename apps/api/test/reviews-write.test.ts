/**
 * Writing reviews (issue #6): the member's delivered lines to review, the form's line, and
 * comment/saveComment only for a delivered line of the caller's own order, once per line
 * (second and concurrent submits refused, nothing half-written), with pictures that must be
 * the caller's own uploads (uploaded through /api/sys/upload?fileMeta=review).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Review, ReviewLine, ReviewLinePage, ReviewPage } from '@shop/contracts/reviews';
import { Browser, useTestApi } from './harness.ts';
import { createFixture, dropFixture, shopper, type Fixture, type Shopper } from './checkout-fixtures.ts';
import { lifecycleFor, pay, placeOrder, type TestLifecycle } from './order-fixtures.ts';
import { pngFile } from '../../../test-support/pictures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
let f: Fixture;
let life: TestLifecycle;
const db = () => t.database.db;
beforeAll(async () => {
  f = await createFixture(db());
  life = lifecycleFor(t);
});
afterAll(async () => {
  await db().execute(sql`DELETE FROM product_reviews WHERE spu_code = ${f.spu}`);
  await dropFixture(db(), f);
});

async function upload(b: Browser): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngFile(24, 24))], { type: 'image/png' }), 'photo.png');
  const res = await b.request<{ id: string; url: string }>('POST', '/api/sys/upload?fileMeta=review', { form });
  if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.body)}`);
  return res.body.data.url;
}

/** An order of one line, paid, and (unless told otherwise) carried to delivered through the dev route. */
async function order(s: Shopper, sku: string, deliver = true) {
  const placed = await placeOrder(s, sku);
  await pay(db(), life, placed.orderNo, 'full', placed.payableAmt);
  if (deliver) {
    for (let i = 0; i < 10; i++) {
      const moved = await s.b.post<{ moved: string }>(`/api/dev/orders/${placed.orderNo}/advance`, {});
      if (moved.body.data?.moved === 'delivered') break;
    }
  }
  const line = await db().execute<{ id: string }>(sql`SELECT l.id FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ${placed.orderNo}`);
  return { ordNo: placed.orderNo, lineId: Number(line.rows[0]!.id) };
}

const lines = (s: Shopper, body: object) => s.b.post<ReviewLinePage>('/api/member/comment/getMyComLines', body);
const save = (s: Shopper, body: object) => s.b.post<Review>('/api/product/comment/saveComment', body);
const reviewsOfLine = async (lineId: number) =>
  (await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_reviews WHERE order_line_id = ${lineId}`)).rows[0]!.n;
const reviewedFlag = async (lineId: number) =>
  (await db().execute<{ reviewed: boolean }>(sql`SELECT reviewed FROM order_lines WHERE id = ${lineId}`)).rows[0]!.reviewed;

describe('reviews to write', () => {
  let a: Shopper;
  let delivered: { ordNo: string; lineId: number };
  let paidOnly: { ordNo: string; lineId: number };
  beforeAll(async () => {
    a = await shopper(t.baseUrl);
    delivered = await order(a, f.sku.plenty);
    paidOnly = await order(a, f.sku.cheap, false);
  });

  it('lists only delivered lines as 待评价, and answers the form line of your own order only', async () => {
    const pending = await lines(a, { tab: 'pending' });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    expect(pending.body.data).toMatchObject({ total: 1, counts: { pending: 1, done: 0 } });
    expect(pending.body.data.list[0]).toMatchObject({
      ordNo: delivered.ordNo,
      lineId: delivered.lineId,
      skuCd: f.sku.plenty,
      spuCd: f.spu,
      reviewed: false,
      review: null,
    });
    expect(pending.body.data.list[0]!.deliveredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(pending.body.data.list[0]!.image).toMatch(/^\/media\/product\//);

    const form = await a.b.post<ReviewLine>('/api/member/comment/getComLine', delivered);
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({ ordNo: delivered.ordNo, lineId: delivered.lineId, reviewed: false });
    const notYet = await a.b.post('/api/member/comment/getComLine', paidOnly);
    expect(notYet.status).toBe(409);
    expect(notYet.body).toMatchObject({ code: 'ERR_REVIEW_NOT_DELIVERED', message: '订单签收后才能评价' });

    const b = await shopper(t.baseUrl);
    const theirs = await b.b.post('/api/member/comment/getComLine', delivered);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'ERR_REVIEW_LINE_NOT_FOUND', data: null });
    expect((await lines(b, {})).body.data).toMatchObject({ total: 0, list: [], counts: { pending: 0, done: 0 } });

    for (const [body, message] of [
      [{ ordNo: 'abc', lineId: 1 }, '订单号不正确'],
      [{ ordNo: delivered.ordNo, lineId: 0 }, '订单商品编号不正确'],
      [{ ordNo: delivered.ordNo }, '订单商品编号不正确'],
    ] as const) {
      const res = await a.b.post('/api/member/comment/getComLine', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await lines(a, { tab: 'nope' })).status).toBe(400);
    expect((await lines(a, { pageSize: 21 })).body.message).toBe('每页最多 20 条');
    const visitor = await new Browser(t.baseUrl).prime();
    expect((await visitor.post('/api/member/comment/getMyComLines', {})).status).toBe(401);
    expect((await visitor.post('/api/member/comment/getComLine', delivered)).status).toBe(401);
  });

  it("refuses a review without a line, for an undelivered line, for another member's line, or with a wrong SKU — writing nothing", async () => {
    const base = { prodCd: f.spu, skuCd: f.sku.plenty, star: 5, content: '手机很好用，物流也快' };
    const none = await save(a, base);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'ERR_REVIEW_ORDER_REQUIRED', message: '请从已签收的订单中选择要评价的商品' });

    const undelivered = await save(a, { ...base, skuCd: f.sku.cheap, ...paidOnly });
    expect(undelivered.status).toBe(409);
    expect(undelivered.body.code).toBe('ERR_REVIEW_NOT_DELIVERED');
    expect(await reviewsOfLine(paidOnly.lineId)).toBe(0);
    expect(await reviewedFlag(paidOnly.lineId)).toBe(false);

    const b = await shopper(t.baseUrl);
    const foreign = await save(b, { ...base, ...delivered });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'ERR_REVIEW_LINE_NOT_FOUND', message: '订单商品不存在' });

    const wrongSku = await save(a, { ...base, skuCd: f.sku.cheap, ...delivered });
    expect(wrongSku.status).toBe(400);
    expect(wrongSku.body.message).toBe('所选规格与订单商品不符');

    // Pictures: another member's upload, a generated product picture, a duplicate: refused, nothing kept.
    const theirPicture = await upload(b.b);
    for (const images of [[theirPicture], ['/media/product/phone/front/111111.svg'], ['/media/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp']]) {
      const res = await save(a, { ...base, ...delivered, images });
      expect(res.status, images[0]).toBe(400);
      expect(res.body).toMatchObject({ code: 'ERR_REVIEW_IMAGE_NOT_OWN', message: '图片无效，请重新上传' });
    }
    const mine = await upload(a.b);
    const dup = await save(a, { ...base, ...delivered, images: [mine, mine] });
    expect(dup.body.code).toBe('ERR_REVIEW_IMAGE_NOT_OWN');
    expect(await reviewsOfLine(delivered.lineId)).toBe(0);
    expect(await reviewedFlag(delivered.lineId)).toBe(false);
  });

  it('saves one review per delivered line with own pictures; it shows on the product and as 已评价', async () => {
    const pictures = [await upload(a.b), await upload(a.b)];
    const body = {
      prodCd: f.spu,
      skuCd: f.sku.plenty,
      ...delivered,
      star: 4,
      content: '  <script>x</script>屏幕清晰，续航不错\u0007  ',
      images: pictures,
      anonymous: true,
    };
    const saved = await save(a, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      star: 4,
      content: '<script>x</script>屏幕清晰，续航不错',
      images: pictures,
      nickname: '匿名用户',
      skuCd: f.sku.plenty,
    });
    expect(await reviewedFlag(delivered.lineId)).toBe(true);

    const again = await save(a, { ...body, star: 1, content: '再来一次评价' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_REVIEW_DUPLICATE', message: '您已经评价过该商品了' });
    expect(await reviewsOfLine(delivered.lineId)).toBe(1);

    const onProduct = await a.b.post<ReviewPage>('/api/product/comment/findComs', { prodCd: f.spu, filter: 'pictures', pageSize: 50 });
    expect(onProduct.body.data.list.find((r) => r.id === saved.body.data.id)).toMatchObject({ nickname: '匿名用户', images: pictures });

    const done = await lines(a, { tab: 'done' });
    expect(done.body.data).toMatchObject({ total: 1, counts: { pending: 0, done: 1 } });
    expect(done.body.data.list[0]).toMatchObject({
      lineId: delivered.lineId,
      reviewed: true,
      review: { id: saved.body.data.id, star: 4, images: pictures, anonymous: true },
    });
    const form = await a.b.post<ReviewLine>('/api/member/comment/getComLine', delivered);
    expect(form.body.data).toMatchObject({ reviewed: true, review: { id: saved.body.data.id } });

    // The uploaded picture is served.
    const served = await fetch(t.baseUrl + pictures[0]);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/webp');
  });

  it('keeps exactly one of concurrent submits for a line; a second order of the same SKU is its own line', async () => {
    const second = await order(a, f.sku.plenty);
    const body = { prodCd: f.spu, skuCd: f.sku.plenty, ...second, star: 5, content: '并发提交的评价内容' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => save(a, body)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'ERR_REVIEW_DUPLICATE')).toBe(true);
    expect(await reviewsOfLine(second.lineId)).toBe(1);
    const saved = replies.find((r) => r.status === 200)!;
    expect(saved.body.data.nickname).toMatch(/^用\*\*\*\d$/u);
  });
});

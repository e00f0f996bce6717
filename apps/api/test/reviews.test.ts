/**
 * Review endpoints: the seeded showcase product (read-only checks) and a product each test
 * run creates with a unique code, so exact counts never depend on other tests or on order.
 * Lists are asked newest first here; the default (recommended) order is reviews-order.test.ts's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CommentInfoPage, Review, ReviewPage, ReviewSkuCounts, UpVoteResult } from '@shop/contracts/reviews';
import { Browser, randomText, signIn, useTestApi } from './harness.ts';

const api = useTestApi();
const browser = () => new Browser(api.baseUrl).prime();

/**
 * A product of our own: two SKUs and eight reviews with known stars, pictures and dates.
 * Off sale, so it never shows in listings, search or comparison of other tests.
 */
const own = { spu: `T${randomText(5).toUpperCase()}`, name: '测试评价手机', skus: [] as string[], ids: [] as number[] };

/** Reviews written by the saveComment tests go to a second product, so `own` counts stay exact. */
const spare = { spu: `T${randomText(5).toUpperCase()}`, skus: [] as string[] };

async function createProduct(spu: string): Promise<string[]> {
  const { db } = api.database;
  const skus = [`${spu}-BLACK-1`, `${spu}-WHITE-2`];
  const product = await db.execute<{ id: number }>(sql`
    INSERT INTO products (spu_code, name, type, category_code, launched_at, status)
    VALUES (${spu}, ${own.name}, 'phone', 'smartphones', now(), 'off_sale') RETURNING id`);
  const productId = product.rows[0].id;
  await db.execute(sql`
    INSERT INTO skus (sku_code, product_id, name, attrs, color_name, color_hex, price, orig_price, stock, sort_order) VALUES
    (${skus[0]}, ${productId}, ${`${own.name} 曜石黑 8GB+256GB`}, '{"颜色":"曜石黑","存储":"8GB+256GB"}', '曜石黑', '#111111', 199900, 219900, 10, 1),
    (${skus[1]}, ${productId}, ${`${own.name} 云母白 8GB+512GB`}, '{"颜色":"云母白","存储":"8GB+512GB"}', '云母白', '#f4f4f4', 229900, 249900, 10, 2)`);
  return skus;
}

beforeAll(async () => {
  const { db } = api.database;
  own.skus = await createProduct(own.spu);
  spare.skus = await createProduct(spare.spu);
  // Stars 5,5,5,4,3,2,1,5 — newest first in this order; every other one with a picture.
  const stars = [5, 5, 5, 4, 3, 2, 1, 5];
  for (const [i, star] of stars.entries()) {
    const inserted = await db.execute<{ id: number }>(sql`
      INSERT INTO product_reviews (spu_code, sku_code, nickname, star, content, images, up_votes, created_at)
      VALUES (${own.spu}, ${own.skus[i % 3 === 0 ? 1 : 0]}, '测***者', ${star}, ${`第${i + 1}条评价内容`},
              ${JSON.stringify(i % 2 === 0 ? ['/media/product/phone/front/111111.svg'] : [])}::jsonb, ${i}, now() - ${`${i} days`}::interval)
      RETURNING id`);
    own.ids.push(Number(inserted.rows[0].id));
  }
  // A hidden review is never shown or counted.
  await db.execute(
    sql`INSERT INTO product_reviews (spu_code, sku_code, nickname, star, content, status) VALUES (${own.spu}, ${own.skus[0]}, '隐***藏', 1, '已隐藏的评价', 'hidden')`,
  );
});

async function infoPage(b: Browser, body: object) {
  return b.post<CommentInfoPage>('/api/product/pdp/bottom/commentInfoPage', body);
}
async function findComs(b: Browser, body: object) {
  return b.post<ReviewPage>('/api/product/comment/findComs', body);
}

describe('POST /api/product/pdp/bottom/commentInfoPage', () => {
  it('summarises the seeded showcase product and gives the newest page', async () => {
    const res = await infoPage(await browser(), { prodCd: 'S25U', sort: 'newest' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { summary, page } = res.body.data;
    expect(summary.total).toBeGreaterThanOrEqual(30);
    expect(summary.withPictures).toBeGreaterThanOrEqual(30);
    expect(Object.values(summary.stars).reduce((a, b) => a + b, 0)).toBe(summary.total);
    expect(summary.totalStar).toBeGreaterThanOrEqual(1);
    expect(summary.totalStar).toBeLessThanOrEqual(5);
    expect(summary.stars[1] + summary.stars[2] + summary.stars[3]).toBeGreaterThan(0);
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10, total: summary.total });
    expect(page.list).toHaveLength(10);
    const dates = page.list.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of page.list) {
      expect(r.nickname).toMatch(/^.\*\*\*.$/u);
      expect(r.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r.skuCd).toMatch(/^S25U-/);
      expect(r.skuNm).toMatch(/^\S+ \d+GB\+\d+(GB|TB)$/);
      expect(r.votedByMe).toBe(false);
      for (const img of r.images) expect(img).toMatch(/^\/media\/product\/phone\/(bar-[a-z0-9-]+\/)?(front|back|side|angle)\/[0-9a-f]{6}\.svg$/);
    }
  });

  it('gives exact figures for our own product (hidden reviews left out)', async () => {
    const res = await infoPage(await browser(), { prodCd: own.spu, pageSize: 3, sort: 'newest' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 5+5+5+4+3+2+1+5 = 30 over 8 → 3.75 → 3.8; 4–5 stars: 5 of 8 → 63 %.
    expect(res.body.data.summary).toEqual({ totalStar: 3.8, total: 8, withPictures: 4, stars: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 4 }, goodRate: 63 });
    expect(res.body.data.page.list.map((r) => r.id)).toEqual(own.ids.slice(0, 3));
    expect(res.body.data.page.list[0]).toMatchObject({ skuCd: own.skus[1], skuNm: '云母白 8GB+512GB', content: '第1条评价内容', upVotes: 0 });
  });

  it('refuses bad paging and unknown products in Chinese', async () => {
    const b = await browser();
    for (const body of [{ prodCd: own.spu, pageSize: 51 }, { prodCd: own.spu, pageNo: 0 }, { prodCd: own.spu, pageSize: 'x' }, {}]) {
      const res = await infoPage(b, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('E_VALIDATION');
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const missing = await infoPage(b, { prodCd: 'NO-SUCH-SPU' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'E_NOT_FOUND', message: '商品不存在' });
  });
});

describe('POST /api/product/comment/findComs and findComSku', () => {
  it('pages newest first without overlap and past the end gives an empty list', async () => {
    const b = await browser();
    const seen: number[] = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const res = await findComs(b, { prodCd: own.spu, filter: 'all', sort: 'newest', pageNo, pageSize: 3 });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(8);
      seen.push(...res.body.data.list.map((r) => r.id));
    }
    expect(seen).toEqual(own.ids);
    const past = await findComs(b, { prodCd: own.spu, sort: 'newest', pageNo: 9, pageSize: 3 });
    expect(past.body.data).toMatchObject({ list: [], total: 8, pageNo: 9 });
  });

  it('filters: pictures only have pictures; a SKU only that SKU; a star only that star', async () => {
    const b = await browser();
    const pics = await findComs(b, { prodCd: own.spu, filter: 'pictures', pageSize: 50 });
    expect(pics.body.data.total).toBe(4);
    for (const r of pics.body.data.list) expect(r.images.length).toBeGreaterThan(0);

    const sku = await findComs(b, { prodCd: own.spu, filter: 'sku', skuCd: own.skus[1], pageSize: 50 });
    expect(sku.body.data.total).toBe(3);
    for (const r of sku.body.data.list) expect(r.skuCd).toBe(own.skus[1]);

    const star = await findComs(b, { prodCd: own.spu, filter: 'all', star: 5, pageSize: 50 });
    expect(star.body.data.list.map((r) => r.star)).toEqual([5, 5, 5, 5]);

    // Seeded showcase: pictures exist on at least two SKUs.
    const showcase = await findComs(b, { prodCd: 'S25U', filter: 'pictures', pageSize: 50 });
    expect(showcase.body.data.total).toBeGreaterThanOrEqual(30);
    expect(new Set(showcase.body.data.list.map((r) => r.skuCd)).size).toBeGreaterThanOrEqual(2);
    for (const r of showcase.body.data.list) expect(r.images.length).toBeGreaterThan(0);
  });

  it('needs skuCd for the SKU filter and a valid filter and star', async () => {
    const b = await browser();
    const noSku = await findComs(b, { prodCd: own.spu, filter: 'sku' });
    expect(noSku.status).toBe(400);
    expect(noSku.body.message).toBe('按规格筛选时请选择规格');
    expect((await findComs(b, { prodCd: own.spu, filter: 'video' })).status).toBe(400);
    expect((await findComs(b, { prodCd: own.spu, star: 6 })).body.message).toBe('星级须为 1–5');
    expect((await findComs(b, { prodCd: 'NO-SUCH-SPU' })).status).toBe(404);
  });

  it('lists the SKUs with reviews and the all / with-pictures counts', async () => {
    const b = await browser();
    const res = await b.post<ReviewSkuCounts>('/api/product/comment/findComSku', { prodCd: own.spu });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      all: 8,
      withPictures: 4,
      skus: [
        { skuCd: own.skus[0], skuNm: '曜石黑 8GB+256GB', count: 5 },
        { skuCd: own.skus[1], skuNm: '云母白 8GB+512GB', count: 3 },
      ],
    });
    const showcase = await b.post<ReviewSkuCounts>('/api/product/comment/findComSku', { prodCd: 'S25U' });
    expect(showcase.body.data.skus.reduce((n, s) => n + s.count, 0)).toBe(showcase.body.data.all);
    expect((await b.post('/api/product/comment/findComSku', { prodCd: 'NO-SUCH-SPU' })).status).toBe(404);
  });
});

describe('POST /api/product/comment/{id}/upVote', () => {
  it('needs a signed-in member', async () => {
    const res = await (await browser()).post(`/api/product/comment/${own.ids[0]}/upVote`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E_USER_4010');
  });

  it('counts once per member: a second like is 409 ERR_LIKE_DUPLICATE and changes nothing', async () => {
    const b = new Browser(api.baseUrl);
    await signIn(b);
    const id = own.ids[1];
    const before = (await findComs(b, { prodCd: own.spu, pageSize: 50 })).body.data.list.find((r) => r.id === id)!;
    expect(before.votedByMe).toBe(false);

    const first = await b.post<UpVoteResult>(`/api/product/comment/${id}/upVote`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.upVotes).toBe(before.upVotes + 1);

    const second = await b.post(`/api/product/comment/${id}/upVote`);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'ERR_LIKE_DUPLICATE', message: '您已经点过赞了' });

    const after = (await findComs(b, { prodCd: own.spu, pageSize: 50 })).body.data.list.find((r) => r.id === id)!;
    expect(after).toMatchObject({ upVotes: before.upVotes + 1, votedByMe: true });
    // Another shopper sees the count but not as their own like.
    const other = (await findComs(await browser(), { prodCd: own.spu, pageSize: 50 })).body.data.list.find((r) => r.id === id)!;
    expect(other).toMatchObject({ upVotes: before.upVotes + 1, votedByMe: false });
  });

  it('parallel likes by one member count exactly once', async () => {
    const b = new Browser(api.baseUrl);
    await signIn(b);
    const id = own.ids[2];
    const before = (await findComs(b, { prodCd: own.spu, pageSize: 50 })).body.data.list.find((r) => r.id === id)!.upVotes;
    const replies = await Promise.all(Array.from({ length: 6 }, () => b.post<UpVoteResult>(`/api/product/comment/${id}/upVote`)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409 && r.body.code === 'ERR_LIKE_DUPLICATE')).toHaveLength(5);
    const after = (await findComs(b, { prodCd: own.spu, pageSize: 50 })).body.data.list.find((r) => r.id === id)!.upVotes;
    expect(after).toBe(before + 1);
  });

  it('unknown review is 404, a malformed id 400', async () => {
    const b = new Browser(api.baseUrl);
    await signIn(b);
    const missing = await b.post('/api/product/comment/999999999/upVote');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('评价不存在或已删除');
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await b.post(`/api/product/comment/${bad}/upVote`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe('评价编号不正确');
    }
  });
});

describe('POST /api/product/comment/saveComment', () => {
  it('needs a signed-in member', async () => {
    const res = await (await browser()).post('/api/product/comment/saveComment', { prodCd: spare.spu, skuCd: spare.skus[0], star: 5, content: '很好用的手机' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E_USER_4010');
  });

  it('validates star, content and pictures with Chinese messages', async () => {
    const b = new Browser(api.baseUrl);
    await signIn(b);
    const base = { prodCd: spare.spu, skuCd: spare.skus[0], star: 5, content: '很好用的手机，推荐' };
    const cases: [object, string][] = [
      [{ ...base, star: 0 }, '请选择 1–5 星评分'],
      [{ ...base, star: 6 }, '请选择 1–5 星评分'],
      [{ ...base, star: 4.5 }, '请选择 1–5 星评分'],
      [{ ...base, content: '  好  ' }, '评价内容至少 5 个字'],
      [{ ...base, content: '\u0001\u0002好用\u0003' }, '评价内容至少 5 个字'],
      [{ ...base, content: '好'.repeat(501) }, '评价内容最多 500 个字'],
      [{ ...base, images: ['https://evil.example/x.png'] }, '图片地址不正确'],
      [{ ...base, images: ['/media/../etc/passwd'] }, '图片地址不正确'],
      [{ ...base, images: Array.from({ length: 10 }, () => '/media/product/phone/front/111111.svg') }, '最多上传 9 张图片'],
    ];
    for (const [body, message] of cases) {
      const res = await b.post('/api/product/comment/saveComment', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'E_VALIDATION', message });
    }
    const wrongSku = await b.post('/api/product/comment/saveComment', { ...base, skuCd: 'S25U-BLACK-1' });
    expect(wrongSku.status).toBe(400);
    expect(wrongSku.body.message).toBe('所选规格不属于该商品');
    expect((await b.post('/api/product/comment/saveComment', { ...base, prodCd: 'NO-SUCH-SPU' })).status).toBe(404);
  });
});

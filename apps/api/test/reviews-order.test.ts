/**
 * The order of a product's reviews (issue #14 item 8): the recommended default (pictures, then
 * 有用 votes, then detailed text, then newer: contracts/reviews.ts), 最新, and the 好评 / 中评 /
 * 差评 filters, on a product this file creates with reviews built to tell each key apart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REVIEW_DETAILED_MIN, type CommentInfoPage, type ReviewPage } from '@shop/contracts/reviews';
import { Browser, randomText, useTestApi } from './harness.ts';

const api = useTestApi();
const browser = () => new Browser(api.baseUrl).prime();
const spu = `T${randomText(5).toUpperCase()}`;

const LONG = '续航很稳，拍照清晰，屏幕亮度足够，系统流畅不卡顿，握持手感也很好，物流很快包装完好，推荐购买这款产品。';
const SHORT = '不错，好用。';

/**
 * name → (pictures, votes, detailed, days ago, stars). Recommended: D (pictures, 10 votes),
 * E (pictures, 3, detailed, newer), C (pictures, 3, detailed, older), B (pictures, 3, short),
 * A (no pictures, 100 votes, detailed), G (no pictures, 100, short), F (no pictures, 0).
 */
const REVIEWS = {
  A: { pictures: false, votes: 100, long: true, daysAgo: 1, star: 2 },
  B: { pictures: true, votes: 3, long: false, daysAgo: 2, star: 4 },
  C: { pictures: true, votes: 3, long: true, daysAgo: 30, star: 3 },
  D: { pictures: true, votes: 10, long: false, daysAgo: 60, star: 5 },
  E: { pictures: true, votes: 3, long: true, daysAgo: 10, star: 1 },
  F: { pictures: false, votes: 0, long: false, daysAgo: 0, star: 3 },
  G: { pictures: false, votes: 100, long: false, daysAgo: 5, star: 5 },
} as const;
type Name = keyof typeof REVIEWS;
const ids = {} as Record<Name, number>;
const RECOMMENDED: Name[] = ['D', 'E', 'C', 'B', 'A', 'G', 'F'];
const NEWEST: Name[] = ['F', 'A', 'B', 'G', 'E', 'C', 'D'];

beforeAll(async () => {
  expect(LONG.length).toBeGreaterThanOrEqual(REVIEW_DETAILED_MIN);
  expect(SHORT.length).toBeLessThan(REVIEW_DETAILED_MIN);
  const { db } = api.database;
  const product = await db.execute<{ id: number }>(sql`
    INSERT INTO products (spu_code, name, type, category_code, launched_at, status)
    VALUES (${spu}, '测试排序手机', 'phone', 'smartphones', now(), 'off_sale') RETURNING id`);
  const sku = `${spu}-BLACK-1`;
  await db.execute(sql`
    INSERT INTO skus (sku_code, product_id, name, attrs, color_name, color_hex, price, orig_price, stock, sort_order)
    VALUES (${sku}, ${product.rows[0].id}, '测试排序手机 曜石黑 8GB+256GB', '{"颜色":"曜石黑","存储":"8GB+256GB"}', '曜石黑', '#111111', 199900, 219900, 10, 1)`);
  for (const [name, r] of Object.entries(REVIEWS) as [Name, (typeof REVIEWS)[Name]][]) {
    const inserted = await db.execute<{ id: number }>(sql`
      INSERT INTO product_reviews (spu_code, sku_code, nickname, star, content, images, up_votes, created_at)
      VALUES (${spu}, ${sku}, '测***者', ${r.star}, ${`${name}：${r.long ? LONG : SHORT}`},
              ${JSON.stringify(r.pictures ? ['/media/product/phone/front/111111.svg'] : [])}::jsonb, ${r.votes}, now() - ${`${r.daysAgo} days`}::interval)
      RETURNING id`);
    ids[name] = Number(inserted.rows[0].id);
  }
});

const namesOf = (list: { id: number }[]) => list.map((r) => (Object.keys(ids) as Name[]).find((n) => ids[n] === r.id));
async function findComs(b: Browser, body: object) {
  const res = await b.post<ReviewPage>('/api/product/comment/findComs', { prodCd: spu, pageSize: 50, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('review order', () => {
  it('puts pictures, then 有用 votes, then detailed text, then newer first by default', async () => {
    const b = await browser();
    expect(namesOf((await findComs(b, {})).list)).toEqual(RECOMMENDED);
    expect(namesOf((await findComs(b, { sort: 'recommended' })).list)).toEqual(RECOMMENDED);
    // The overview's first page is the same order.
    const info = await b.post<CommentInfoPage>('/api/product/pdp/bottom/commentInfoPage', { prodCd: spu, pageSize: 3 });
    expect(info.status).toBe(200);
    expect(namesOf(info.body.data.page.list)).toEqual(RECOMMENDED.slice(0, 3));
  });

  it('pages the recommended order without overlap or gap', async () => {
    const b = await browser();
    const seen: (Name | undefined)[] = [];
    for (let pageNo = 1; pageNo <= 4; pageNo++) seen.push(...namesOf((await findComs(b, { pageNo, pageSize: 2 })).list));
    expect(seen).toEqual(RECOMMENDED);
  });

  it('gives 最新 newest first, in the overview too', async () => {
    const b = await browser();
    expect(namesOf((await findComs(b, { sort: 'newest' })).list)).toEqual(NEWEST);
    const info = await b.post<CommentInfoPage>('/api/product/pdp/bottom/commentInfoPage', { prodCd: spu, pageSize: 2, sort: 'newest' });
    expect(namesOf(info.body.data.page.list)).toEqual(NEWEST.slice(0, 2));
  });

  it('filters 好评 (4–5★), 中评 (3★), 差评 (1–2★), each in the asked order', async () => {
    const b = await browser();
    const pick = (names: Name[], stars: number[]) => names.filter((n) => stars.includes(REVIEWS[n].star));
    const good = await findComs(b, { filter: 'good' });
    expect(good.total).toBe(3);
    expect(namesOf(good.list)).toEqual(pick(RECOMMENDED, [4, 5]));
    expect(namesOf((await findComs(b, { filter: 'good', sort: 'newest' })).list)).toEqual(pick(NEWEST, [4, 5]));
    expect(namesOf((await findComs(b, { filter: 'medium' })).list)).toEqual(pick(RECOMMENDED, [3]));
    const bad = await findComs(b, { filter: 'bad', sort: 'newest' });
    expect(bad.total).toBe(2);
    expect(namesOf(bad.list)).toEqual(pick(NEWEST, [1, 2]));
    // 有图 keeps the order among the reviews with pictures.
    expect(namesOf((await findComs(b, { filter: 'pictures' })).list)).toEqual(['D', 'E', 'C', 'B']);
  });

  it('lets a vote move a review up', async () => {
    const b = await browser();
    await api.database.db.execute(sql`UPDATE product_reviews SET up_votes = 11 WHERE id = ${ids.B}`);
    try {
      expect(namesOf((await findComs(b, {})).list).slice(0, 2)).toEqual(['B', 'D']);
    } finally {
      await api.database.db.execute(sql`UPDATE product_reviews SET up_votes = 3 WHERE id = ${ids.B}`);
    }
  });

  it('orders the seeded showcase by the same keys', async () => {
    const b = await browser();
    const res = await b.post<ReviewPage>('/api/product/comment/findComs', { prodCd: 'S25U', pageSize: 50 });
    const list = res.body.data.list;
    expect(list.length).toBeGreaterThan(10);
    const key = (r: (typeof list)[number]) => [r.images.length > 0 ? 1 : 0, r.upVotes, r.content.length >= REVIEW_DETAILED_MIN ? 1 : 0, r.createdAt] as const;
    for (let i = 1; i < list.length; i++) {
      const [a, b2] = [key(list[i - 1]!), key(list[i]!)];
      const cmp = a[0] - b2[0] || a[1] - b2[1] || a[2] - b2[2] || a[3].localeCompare(b2[3]);
      expect(cmp, `${i}: ${JSON.stringify(a)} before ${JSON.stringify(b2)}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses an unknown order or filter in Chinese', async () => {
    const b = await browser();
    for (const body of [{ sort: 'popular' }, { sort: 1 }]) {
      const res = await b.post('/api/product/comment/findComs', { prodCd: spu, ...body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'E_VALIDATION', message: '排序方式不正确' });
    }
    const info = await b.post('/api/product/pdp/bottom/commentInfoPage', { prodCd: spu, sort: 'best' });
    expect(info.status).toBe(400);
    expect(info.body.message).toBe('排序方式不正确');
    const filter = await b.post('/api/product/comment/findComs', { prodCd: spu, filter: 'excellent' });
    expect(filter.status).toBe(400);
    expect(filter.body.message).toBe('筛选条件不正确');
  });
});

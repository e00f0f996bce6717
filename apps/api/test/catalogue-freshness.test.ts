/**
 * Listings and search are answered from a catalogue kept in memory (issue #15 item 7): a
 * change committed to the catalogue shows in the very next request, with no wait for the
 * NOTIFY that follows the commit. The test makes its own category and product and removes them.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ListingResult } from '@shop/contracts';
import { Browser, useTestApi } from './harness.ts';

const api = useTestApi();
const tag = randomBytes(4).toString('hex');
const category = `fresh-${tag}`;
const spu = `FRESH${tag.toUpperCase()}`;
const word = `xianfresh${tag}`;

const sql = (text: string, values: unknown[] = []) => api.database.pool.query(text, values);

async function list(query: string) {
  const res = await new Browser(api.baseUrl).get<ListingResult>(`/api/product/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const listed = () => list(`plp/list?category=${category}`);
const found = () => list(`search?keyword=${word}`);

beforeAll(async () => {
  await sql(
    `INSERT INTO categories (code, parent_code, name, level, icon, sort_order) VALUES ($1, 'accessories', '鲜度测试', 2, '/media/product/phone/fresh-test/front/1d1d1f.svg', 999)`,
    [category],
  );
  const product = await sql(
    `INSERT INTO products (spu_code, name, type, category_code, launched_at, search_text) VALUES ($1, '鲜度测试配件', 'phone', $2, now(), $3) RETURNING id`,
    [spu, category, word],
  );
  const id = product.rows[0].id;
  for (const [suffix, price] of [
    ['A', 1000],
    ['B', 2000],
  ] as const)
    await sql(
      `INSERT INTO skus (sku_code, product_id, name, attrs, color_name, color_hex, price, orig_price, stock) VALUES ($1, $2, $1, '{"颜色":"黑"}', '黑', '#000000', $3, $3, 5)`,
      [`${spu}-${suffix}`, id, price],
    );
});

afterAll(async () => {
  await sql(`DELETE FROM skus WHERE sku_code LIKE $1`, [`${spu}-%`]);
  await sql(`DELETE FROM products WHERE spu_code = $1`, [spu]);
  await sql(`DELETE FROM categories WHERE code = $1`, [category]);
});

describe('the catalogue kept in memory', () => {
  it('shows a price change, a stock-out, a new category and a product taken off sale in the next request', async () => {
    const first = await listed();
    expect(first.items.map((p) => [p.spuCode, p.price, p.soldOut])).toEqual([[spu, 1000, false]]);
    expect((await found()).items.map((p) => p.spuCode)).toEqual([spu]);
    const tree = await new Browser(api.baseUrl).get<Category[]>('/api/product/category/tree');
    const mine = tree.body.data.find((c) => c.code === 'accessories')!.children!.find((c) => c.code === category);
    expect(mine?.productCount).toBe(1);

    await sql(`UPDATE skus SET price = 3000, orig_price = 3000 WHERE sku_code = $1`, [`${spu}-A`]);
    expect((await listed()).items[0]).toMatchObject({ price: 2000, soldOut: false });
    expect((await found()).items[0]).toMatchObject({ price: 2000 });

    await sql(`UPDATE skus SET stock = 0 WHERE sku_code LIKE $1`, [`${spu}-%`]);
    expect((await listed()).items[0]).toMatchObject({ soldOut: true });

    await sql(`UPDATE products SET status = 'off_sale' WHERE spu_code = $1`, [spu]);
    expect((await listed()).total).toBe(0);
    expect((await found()).total).toBe(0);
  });
});

/**
 * The product page's first call (baseInfo) is answered from the product, its prices and its
 * activity rows kept in memory, and from JSON text kept per answer (issue #15), with the
 * stock read live. A change committed before a request shows in that request: a price, a
 * stock that moves without crossing a threshold (exact stkCnt), a flash sale's own stock, a
 * flash sale starting and ending by the clock alone, and the product taken off sale. Each
 * step asks twice before the change, so the kept answer is the one that must be replaced.
 * The test makes its own product and activity and removes them.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdpBaseInfo } from '@shop/contracts/pdp';
import { Browser, useTestApi } from './harness.ts';

const api = useTestApi();
const tag = randomBytes(4).toString('hex').toUpperCase();
const spu = `PDPF${tag}`;
const skuA = `${spu}-A`;
const skuB = `${spu}-B`;
const actCd = `SK-PDPF-${tag}`;
const MIN = 60_000;

const sql = (text: string, values: unknown[] = []) => api.database.pool.query(text, values);

async function baseInfo(query = '') {
  const res = await new Browser(api.baseUrl).get<PdpBaseInfo>(`/api/product/pdp/baseInfo/${spu}${query}`);
  return res;
}
/** The answer, asked twice (the second from what was kept), both the same but for the clock. */
async function page(query = '') {
  const first = await baseInfo(query);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await baseInfo(query);
  expect({ ...second.body.data, serverTimeMs: 0 }).toEqual({ ...first.body.data, serverTimeMs: 0 });
  return second.body.data;
}
const sku = (info: PdpBaseInfo, code: string) => info.skus.find((s) => s.skuCd === code)!;

let beginMs = 0;

beforeAll(async () => {
  const product = await sql(
    `INSERT INTO products (spu_code, name, type, category_code, launched_at, search_text) VALUES ($1, '鲜度测试手机', 'phone', 'smartphones', now(), $1) RETURNING id`,
    [spu],
  );
  const id = product.rows[0].id;
  for (const [code, price, stock, order] of [
    [skuA, 100000, 50, 1],
    [skuB, 120000, 40, 2],
  ] as const)
    await sql(
      `INSERT INTO skus (sku_code, product_id, name, attrs, color_name, color_hex, price, orig_price, stock, low_stock, sort_order)
       VALUES ($1, $2, $1, $3, '黑', '#000000', $4, $4, $5, 5, $6)`,
      [code, id, JSON.stringify({ 颜色: '黑', 存储: String(order) }), price, stock, order],
    );
  // A flash sale on SKU A from an hour from now, for an hour, with 20 units of its own.
  beginMs = Date.now() + 60 * MIN;
  const act = await sql(`INSERT INTO activities (act_cd, act_typ, name, begin_at, end_at) VALUES ($1, 10, '鲜度测试秒杀', $2, $3) RETURNING id`, [
    actCd,
    new Date(beginMs),
    new Date(beginMs + 60 * MIN),
  ]);
  await sql(`INSERT INTO activity_skus (activity_id, sku_code, act_price, act_stock, limit_per_member) VALUES ($1, $2, 50000, 20, 1)`, [act.rows[0].id, skuA]);
});

afterAll(async () => {
  await sql(`DELETE FROM activity_skus WHERE sku_code LIKE $1`, [`${spu}-%`]);
  await sql(`DELETE FROM activities WHERE act_cd = $1`, [actCd]);
  await sql(`DELETE FROM skus WHERE sku_code LIKE $1`, [`${spu}-%`]);
  await sql(`DELETE FROM products WHERE spu_code = $1`, [spu]);
});

describe('baseInfo kept in memory', () => {
  it('shows a price change and an exact stock change in the next request', async () => {
    const first = await page();
    expect([sku(first, skuA).price, sku(first, skuA).stkCnt, sku(first, skuB).stkCnt]).toEqual([100000, 50, 40]);

    await sql(`UPDATE skus SET price = 90000 WHERE sku_code = $1`, [skuA]);
    const repriced = await page();
    expect(sku(repriced, skuA).price).toBe(90000);
    expect(repriced.spuBaseInfo.skuPrice).toBe(90000);

    // 50 → 37 crosses no threshold: the public data version does not move.
    await sql(`UPDATE skus SET stock = 37 WHERE sku_code = $1`, [skuA]);
    expect(sku(await page(), skuA).stkCnt).toBe(37);
    await sql(`UPDATE skus SET stock = 36 WHERE sku_code = $1`, [skuA]);
    expect(sku(await page(), skuA).stkCnt).toBe(36);

    // Sold out: the page opens on the SKU still in stock and offers the arrival notice.
    await sql(`UPDATE skus SET stock = 0 WHERE sku_code = $1`, [skuA]);
    const soldOut = await page();
    expect([sku(soldOut, skuA).stkCnt, sku(soldOut, skuA).stkNoti, soldOut.selectedSkuCd]).toEqual([0, 'Y', skuB]);
    await sql(`UPDATE skus SET stock = 36 WHERE sku_code = $1`, [skuA]);
  });

  it("shows a flash sale's own stock exactly, and the sale starting and ending by the clock alone", async () => {
    const flash = (info: PdpBaseInfo) => sku(info, skuA).activities.find((a) => a.actCd === actCd);
    const at = async (offsetMs: number) => {
      api.clock.offsetMs = offsetMs;
      return page(`?page=activity&skuCd=${skuA}`);
    };
    const now = Date.now();

    // Announced (an hour ahead): listed, not yet the flash-sale page.
    const before = await at(0);
    expect(flash(before)?.actStock).toBe(20);
    expect(before.spuBaseInfo.typCd).toBe('MAIN');

    // 20 → 13 sold: the activity's own stock moves no version either.
    await sql(`UPDATE activity_skus SET act_stock = 13 WHERE sku_code = $1`, [skuA]);
    expect(flash(await at(0))?.actStock).toBe(13);

    // Within the display minutes before its start, then running, then over.
    expect((await at(beginMs - now - 10 * MIN)).spuBaseInfo.typCd).toBe('SECKILL2');
    const running = await at(beginMs - now + MIN);
    expect(running.spuBaseInfo.typCd).toBe('SECKILL');
    expect(running.spuBaseInfo.purchaseRuleInfo.limitQty).toBe(1);
    const over = await at(beginMs - now + 61 * MIN);
    expect(over.spuBaseInfo.typCd).toBe('MAIN');
    expect(flash(over)).toBeUndefined();
    // And back: the clock alone decides, the kept rows still hold the sale.
    expect((await at(beginMs - now + MIN)).spuBaseInfo.typCd).toBe('SECKILL');
  });

  it('refuses the product in the next request once it is taken off sale', async () => {
    await page();
    await sql(`UPDATE products SET status = 'off_sale' WHERE spu_code = $1`, [spu]);
    const res = await baseInfo();
    expect(res.status).toBe(409);
    expect(res.body.code).not.toBe('200');
    await sql(`UPDATE products SET status = 'on_sale' WHERE spu_code = $1`, [spu]);
    expect((await baseInfo()).status).toBe(200);
  });
});

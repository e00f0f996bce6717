/** Comparison endpoints against the seeded catalogue (read-only, order-independent). */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CompareBaseInfo, CompareInfo } from '@shop/contracts/compare';
import { Browser, useTestApi } from './harness.ts';

const api = useTestApi();
const browser = () => new Browser(api.baseUrl);
const compare = (x: string, b = browser()) => b.get<CompareInfo>(`/api/product/pdp/compare/getCompareInfo/${encodeURIComponent(x)}/0`);

describe('GET /api/product/pdp/compare/getPDPCompareBaseInfo/{one}/{two}', () => {
  it('lists the on-sale products of the category pair with default SKU, picture and price', async () => {
    const res = await browser().get<CompareBaseInfo>('/api/product/pdp/compare/getPDPCompareBaseInfo/smartphone-tablet/smartphones');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ catgLvlOneCd: 'smartphone-tablet', catgLvlOneNm: '手机/平板', catgLvlTowCd: 'smartphones', catgLvlTowNm: '智能手机' });
    const codes = data.products.map((p) => p.spuCode);
    expect(codes).toEqual(expect.arrayContaining(['S25U', 'S25', 'A56']));
    expect(codes).not.toContain('S23'); // off sale
    expect(codes).not.toContain('ZFOLD7'); // another level-2 category
    for (const p of data.products) {
      expect(p.skuCode.startsWith(`${p.spuCode}-`)).toBe(true);
      expect(p.image).toMatch(/^\/media\/product\/phone\/bar-[a-z0-9-]+\/front\/[0-9a-f]{6}\.svg$/);
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
    }
    // The default-SKU table applies (foldables: ZFOLD7 opens on ZFOLD7-SILVER-2).
    const folds = await browser().get<CompareBaseInfo>('/api/product/pdp/compare/getPDPCompareBaseInfo/smartphone-tablet/foldables');
    expect(folds.body.data.products.find((p) => p.spuCode === 'ZFOLD7')?.skuCode).toBe('ZFOLD7-SILVER-2');
  });

  it('unknown category is 404, a pair that does not belong together 400', async () => {
    const unknown = await browser().get('/api/product/pdp/compare/getPDPCompareBaseInfo/smartphone-tablet/no-such');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'E_NOT_FOUND', message: '类目不存在' });
    for (const path of ['wearables/smartphones', 'smartphones/smartphone-tablet', 'smartphones/smartphones']) {
      const res = await browser().get(`/api/product/pdp/compare/getPDPCompareBaseInfo/${path}`);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('一级类目与二级类目不匹配');
    }
  });
});

describe('GET /api/product/pdp/compare/getCompareInfo/{x}/0', () => {
  it('compares three phones with rows aligned to each product’s own specs', async () => {
    const res = await compare('S25U,S25,A56');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { products, rows, catgLvlTowCd } = res.body.data;
    expect(catgLvlTowCd).toBe('smartphones');
    expect(products.map((p) => p.spuCode)).toEqual(['S25U', 'S25', 'A56']);
    for (const p of products) {
      expect(p.url).toBe(`/product/${p.spuCode}/${p.skuCode}`);
      expect(p.origPrice).toBeGreaterThanOrEqual(p.price);
    }
    for (const row of rows) {
      expect(row.values).toHaveLength(3);
      const present = row.values.filter((v) => v !== null);
      expect(row.same).toBe(present.length === 3 && new Set(present).size === 1);
    }
    const row = (group: string, name: string) => rows.find((r) => r.group === group && r.name === name);
    expect(row('价格', '售价')!.values[0]).toMatch(/^¥\d{1,3}(,\d{3})*(\.\d{2})?$/);
    expect(row('可选规格', '可选颜色')!.values[0]).toContain('钛影灰');
    expect(row('可选规格', '可选存储')!.values[0]).toContain('16GB+1TB');
    expect(row('屏幕', '尺寸')!.values[0]).toBe('6.9英寸');
    expect(row('以旧换新', '旧机最高抵扣')).toMatchObject({ same: true });
    expect(row('以旧换新', '旧机最高抵扣')!.values[0]).toMatch(/^最高抵¥/);

    // Every spec value is that product's own, and every spec item has its row.
    const specs = await api.database.db.execute<{ spu_code: string; specs: { group: string; items: { name: string; value: string }[] }[] }>(
      sql`SELECT spu_code, specs FROM products WHERE spu_code IN ('S25U', 'S25', 'A56')`,
    );
    products.forEach((p, col) => {
      const own = specs.rows.find((s) => s.spu_code === p.spuCode)!.specs;
      for (const g of own) for (const item of g.items) expect(row(g.group, item.name)!.values[col]).toBe(item.value);
      for (const r of rows.filter((r) => !['价格', '可选规格', '以旧换新'].includes(r.group))) {
        const item = own.find((g) => g.group === r.group)?.items.find((i) => i.name === r.name);
        expect(r.values[col]).toBe(item ? item.value : null);
      }
    });
  });

  it('a SKU code compares that SKU; a SPU code its default SKU', async () => {
    const res = await compare('S25U-BLACK-3,S25');
    expect(res.status).toBe(200);
    const [s25u, s25] = res.body.data.products;
    expect(s25u.skuCode).toBe('S25U-BLACK-3');
    expect(s25.skuCode.startsWith('S25-')).toBe(true);
    const price = await api.database.db.execute<{ price: number }>(sql`SELECT price FROM skus WHERE sku_code = 'S25U-BLACK-3'`);
    expect(s25u.price).toBe(price.rows[0].price);
  });

  it('refuses too many, too few, duplicates and mixed categories with 400; unknown codes 404', async () => {
    const cases: [string, number, string][] = [
      ['S25U,S25,A56,A36,A26', 400, '最多对比4款产品'],
      ['S25U', 400, '请至少选择2款产品进行对比'],
      ['S25U,,', 400, '请至少选择2款产品进行对比'],
      ['S25U,S25U', 400, '请勿重复选择同一产品'],
      ['S25U,S25U-BLACK-1', 400, '请勿重复选择同一产品'],
      ['S25U,TABS10U', 400, '只能对比同一类目的产品'],
      ['S25U,ZFOLD7', 400, '只能对比同一类目的产品'],
      ['S25U,NOPE', 404, '对比的产品不存在或已下架：NOPE'],
      ['S25U,S23', 404, '对比的产品不存在或已下架：S23'],
    ];
    for (const [x, status, message] of cases) {
      const res = await compare(x);
      expect(res.status, x).toBe(status);
      expect(res.body, x).toMatchObject({ success: false, message });
    }
    expect((await compare('S25U,A56,A36,A26')).status).toBe(200);
  });

  it('gives the trade-in row 暂不支持 for types without trade-in', async () => {
    const res = await compare('BUDS3PRO,BUDS3');
    expect(res.status).toBe(200);
    expect(res.body.data.rows.find((r) => r.group === '以旧换新')).toMatchObject({ values: ['暂不支持', '暂不支持'], same: true });
  });
});

describe('OpenAPI', () => {
  it('documents the comparison, trade-in and review routes', async () => {
    const doc = (await fetch(`${api.baseUrl}/api/openapi.json`).then((r) => r.json())) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/product/pdp/compare/getCompareInfo/{x}/0',
      '/api/product/pdp/compare/getTradeInEstimateAmount/2/{x}',
      '/api/product/pdp/compare/getPDPCompareBaseInfo/{catgLvlOneCd}/{catgLvlTowCd}',
      '/api/product/comment/saveComment',
      '/api/product/comment/{id}/upVote',
      '/api/product/pdp/bottom/commentInfoPage',
    ])
      expect(doc.paths[path], path).toBeTruthy();
  });
});

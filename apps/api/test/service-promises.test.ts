/**
 * GET /api/cms/{platform}/servicePromises over HTTP: the seeded promises per site
 * (seed/cms/service-promises.json), the fallback to the main shop's, what a bespoke purchase
 * and product-type exceptions leave out, and refused input. Blocks this file adds live on a
 * site code of its own (ids prefixed test-promise-, removed afterwards), so the seeded sites'
 * answers stay exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import { servicePromisesSchema, type ServicePromises } from '@shop/contracts/service-promises';
import { Browser, randomText, useTestApi } from './harness.ts';

const t = useTestApi();
const visitor = () => new Browser(t.baseUrl);
const get = (path: string, b = visitor()) => b.get<ServicePromises>(path);

const CN_CODES = ['genuine', 'free-shipping', 'return-7d', 'exchange-15d', 'warranty'];
/** A site only this file's blocks belong to. */
const site = `tp${randomText(4)}`;
const fridge = { sku: '', name: '' };
const phone = { sku: '', name: '' };

async function firstSku(spu: string) {
  const r = await t.database.db.execute<{ sku_code: string; name: string }>(
    sql`SELECT s.sku_code, p.name FROM skus s JOIN products p ON p.id = s.product_id WHERE p.spu_code = ${spu} ORDER BY s.sort_order LIMIT 1`,
  );
  return { sku: r.rows[0]!.sku_code, name: r.rows[0]!.name };
}

const block = (code: string, sortOrder: number, payload: object, extra: Partial<typeof schema.cmsBlocks.$inferInsert> = {}) => ({
  id: `test-promise-${site}-${code}`,
  kind: 'service-promise',
  position: site,
  platforms: ['pc', 'h5'],
  sortOrder,
  payload,
  ...extra,
});

beforeAll(async () => {
  Object.assign(fridge, await firstSku('RF65'));
  Object.assign(phone, await firstSku('S25U'));
  const hour = 3_600_000;
  await t.database.db.insert(schema.cmsBlocks).values([
    block('all', 10, { code: 'all', title: '官方正品', summary: '所有商品都适用。', href: '/shoppingMall/about' }),
    block('no-fridge', 20, {
      code: 'no-fridge',
      title: '上门取件',
      summary: '冰箱除外。',
      href: '/shoppingMall/aftersales',
      exceptFor: { productTypes: ['fridge'] },
    }),
    block('no-bespoke', 30, {
      code: 'no-bespoke',
      title: '7天无理由退货',
      summary: '定制除外。',
      href: '/shoppingMall/aftersales',
      exceptFor: { bespoke: true },
    }),
    // Not served: an external link, a payload missing its summary, a window that ended, an app-only block.
    block('external', 40, { code: 'external', title: '外链', summary: '不应出现。', href: 'https://evil.example/' }),
    block('broken', 50, { code: 'broken', title: '缺少说明', href: '/shoppingMall/about' }),
    block('ended', 60, { code: 'ended', title: '已结束', summary: '不应出现。', href: '/shoppingMall/about' }, { endsAt: new Date(Date.now() - hour) }),
    block('app-only', 70, { code: 'app-only', title: '仅App', summary: '不应出现。', href: '/shoppingMall/about' }, { platforms: ['app'] }),
  ]);
});
afterAll(async () => {
  await t.database.db.delete(schema.cmsBlocks).where(like(schema.cmsBlocks.id, 'test-promise-%'));
});

describe('GET /api/cms/:platform/servicePromises', () => {
  it('gives the main shop’s promises to a visitor without any token, each with a line and its guide page', async () => {
    const r = await get('/api/cms/pc/servicePromises');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: '200' });
    const data = servicePromisesSchema.parse(r.body.data);
    expect(data.siteCd).toBe('cn');
    expect(data.promises.map((p) => p.code)).toEqual(CN_CODES);
    expect(data.promises.map((p) => p.title)).toEqual(['官方正品', '全场包邮', '7天无理由退货', '15天换货', '全国联保']);
    for (const p of data.promises) {
      expect(p.summary).toMatch(/[\u4e00-\u9fa5]/);
      expect(p.href).toMatch(/^\/shoppingMall\/(about|distribution|aftersales|invoice)$/);
      expect(p.except).toEqual([]);
    }
    // Mobile web, the mini-programs and the app read the same content.
    for (const platform of ['h5', 'mobile', 'wxApp', 'aliApp', 'app']) {
      const other = await get(`/api/cms/${platform}/servicePromises`);
      expect(
        other.body.data.promises.map((p) => p.code),
        platform,
      ).toEqual(CN_CODES);
    }
  });

  it('scopes the promises per site: the enterprise shop has its own, the student shop falls back to the main shop’s', async () => {
    const enterprise = await get('/api/cms/pc/servicePromises?siteCd=enterprise');
    expect(enterprise.body.data.siteCd).toBe('enterprise');
    expect(enterprise.body.data.promises.map((p) => p.code)).toEqual([...CN_CODES, 'vat-invoice']);
    expect(enterprise.body.data.promises.at(-1)).toMatchObject({ title: '可开专票', href: '/shoppingMall/invoice' });

    const student = await get('/api/cms/pc/servicePromises?siteCd=student');
    expect(student.body.data).toMatchObject({ siteCd: 'cn' });
    expect(student.body.data.promises.map((p) => p.code)).toEqual(CN_CODES);

    // Without ?siteCd the shopper's siteCd cookie chooses, as for prices; the query wins over it.
    const b = visitor();
    b.cookies.set('siteCd', 'enterprise');
    expect((await get('/api/cms/pc/servicePromises', b)).body.data.siteCd).toBe('enterprise');
    expect((await get('/api/cms/pc/servicePromises?siteCd=CN', b)).body.data.siteCd).toBe('cn');
    // A malformed cookie is ignored (cn), like everywhere else.
    const odd = visitor();
    odd.cookies.set('siteCd', '%3Cscript%3E');
    expect((await get('/api/cms/pc/servicePromises', odd)).body.data.siteCd).toBe('cn');
  });

  it('leaves 7天无理由退货 out of a bespoke purchase, and keeps it for the same fridge bought as it is', async () => {
    const bespoke = await get(`/api/cms/pc/servicePromises?skuCd=${fridge.sku}&bespoke=1`);
    expect(bespoke.body.data.promises.map((p) => p.code)).toEqual(CN_CODES.filter((c) => c !== 'return-7d'));
    const plain = await get(`/api/cms/pc/servicePromises?skuCd=${fridge.sku}&bespoke=0`);
    expect(plain.body.data.promises.map((p) => p.code)).toEqual(CN_CODES);
    expect((await get('/api/cms/pc/servicePromises?bespoke=true')).body.data.promises.map((p) => p.code)).not.toContain('return-7d');
  });

  it('judges product-type exceptions by the SKUs asked: none covered → left out, some → the others named', async () => {
    const base = `/api/cms/h5/servicePromises?siteCd=${site}`;
    const codes = async (path: string) => (await get(path)).body.data.promises;

    // No products named: every live, valid block of the site (bad, ended and app-only ones are not).
    expect((await codes(base)).map((p) => p.code)).toEqual(['all', 'no-fridge', 'no-bespoke']);
    // The fridge only: the promise that excludes fridges is left out.
    expect((await codes(`${base}&skuCd=${fridge.sku}`)).map((p) => p.code)).toEqual(['all', 'no-bespoke']);
    // The phone only: everything, nothing excepted.
    const phoneOnly = await codes(`${base}&skuCd=${phone.sku}`);
    expect(phoneOnly.map((p) => p.code)).toEqual(['all', 'no-fridge', 'no-bespoke']);
    expect(phoneOnly.every((p) => p.except.length === 0)).toBe(true);
    // Both (a checkout's lines), a code twice and an unknown code: the fridge is named, once.
    const both = await codes(`${base}&skuCd=${phone.sku},${fridge.sku},${fridge.sku},NO-SUCH-SKU`);
    expect(both.map((p) => [p.code, p.except])).toEqual([
      ['all', []],
      ['no-fridge', [fridge.name]],
      ['no-bespoke', []],
    ]);
    // Unknown codes only: as if none were named.
    expect((await codes(`${base}&skuCd=NO-SUCH-SKU`)).map((p) => p.code)).toEqual(['all', 'no-fridge', 'no-bespoke']);
    // The app reads only what is published for it.
    expect((await codes(`/api/cms/app/servicePromises?siteCd=${site}`)).map((p) => p.code)).toEqual(['app-only']);
  });

  it('follows the server clock: a block appears when its window opens', async () => {
    const opensAt = Date.now() + 2 * 86_400_000;
    await t.database.db
      .insert(schema.cmsBlocks)
      .values(block('later', 5, { code: 'later', title: '限时服务', summary: '两天后开始。', href: '/shoppingMall/about' }, { startsAt: new Date(opensAt) }));
    const path = `/api/cms/pc/servicePromises?siteCd=${site}`;
    expect((await get(path)).body.data.promises.map((p) => p.code)).not.toContain('later');
    t.clock.offsetMs = opensAt + 1000 - Date.now();
    expect((await get(path)).body.data.promises.map((p) => p.code)[0]).toBe('later');
  });

  it('refuses malformed input with a Chinese message in the envelope (400), never a 500', async () => {
    const cases: [string, string][] = [
      ['/api/cms/pc/servicePromises?siteCd=1bad', '站点编码格式不正确'],
      ['/api/cms/pc/servicePromises?siteCd=%3Cscript%3E', '站点编码格式不正确'],
      ['/api/cms/pc/servicePromises?skuCd=S25U%20BLACK', '商品编码格式不正确'],
      [`/api/cms/pc/servicePromises?skuCd=${'A'.repeat(65)}`, '商品编码格式不正确'],
      [`/api/cms/pc/servicePromises?skuCd=${Array.from({ length: 51 }, (_, i) => `SKU-${i}`).join(',')}`, '最多 50 个商品'],
      ['/api/cms/pc/servicePromises?bespoke=yes', '定制标记不正确'],
      ['/api/cms/tv/servicePromises', '不支持的平台'],
    ];
    for (const [path, message] of cases) {
      const r = await get(path);
      expect(r.status, path).toBe(400);
      expect(r.body, path).toMatchObject({ success: false, code: 'E_VALIDATION', message });
    }
    // Commas alone name no product: an ordinary answer.
    expect((await get('/api/cms/pc/servicePromises?skuCd=,,')).status).toBe(200);
  });

  it('is read-only: another method is 405 with Allow', async () => {
    const b = await visitor().prime();
    const r = await b.post('/api/cms/pc/servicePromises', {});
    expect(r.status).toBe(405);
    expect(r.body.code).toBe('E_METHOD_NOT_ALLOWED');
    expect(r.headers.get('allow')).toContain('GET');
  });
});

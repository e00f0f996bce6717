/**
 * 营销 → 套装 and 赠品 of the console against the real database over real HTTP: an operator
 * creates, edits, disables and enables a bundle and adds, edits and removes a gift; each bad
 * input is refused with its Chinese message and nothing written; 仓储 and 客服 get 403; every write
 * leaves its audit row (before / after); the shop's product page (the bundle call and the
 * right-hand panel) shows each change on the very next request.
 */
import { describe, expect, it } from 'vitest';
import type { BundleAdminPage, BundleAdminRow, GiftAdminPage, GiftAdminRow } from '@shop/contracts/bundle-admin';
import type { Bundle, PdpInInfo } from '@shop/contracts/pdp';
import { Browser, useTestApi } from './harness.ts';
import { auditRowsOf, expect403, staffSignedIn } from './staff-session.ts';

const t = useTestApi();
const BUNDLES = '/api/admin/marketing/bundles';
const GIFTS = '/api/admin/marketing/gifts';

interface SkuRow {
  id: number;
  sku_code: string;
  spu_code: string;
  price: number;
}

/** On-sale SKUs with stock of on-sale products, one per product, cheapest first excluded (price ≥ ¥10). */
async function liveSkus(n: number, exceptSpu?: string): Promise<SkuRow[]> {
  const { rows } = await t.database.pool.query<SkuRow>(
    `SELECT DISTINCT ON (p.spu_code) s.id::int AS id, s.sku_code, p.spu_code, s.price
       FROM skus s JOIN products p ON p.id = s.product_id
      WHERE s.status = 'on_sale' AND p.status = 'on_sale' AND s.stock >= 10 AND s.price >= 1000 AND p.spu_code <> $1
      ORDER BY p.spu_code, s.id LIMIT $2`,
    [exceptSpu ?? '', n],
  );
  if (rows.length < n) throw new Error('not enough live SKUs');
  return rows;
}

const shopBundles = async (skuId: number) => {
  const res = await (await new Browser(t.baseUrl).prime()).post<Bundle[]>(`/api/product/pdp/getProductBundleInfoBySkuId/${skuId}`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const shopGifts = async (spuCode: string, skuCode: string) => {
  const res = await new Browser(t.baseUrl).get<PdpInInfo>(`/api/product/pdp/right/inInfo/${spuCode}?skuCd=${skuCode}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.gifts;
};

const count = async (table: string) => Number((await t.database.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
/** Audit rows of 套装 / 赠品 writes (signing staff in writes rows of its own). */
const marketingAudits = async () =>
  Number(
    (await t.database.pool.query(`SELECT count(*) AS n FROM staff_audit_log WHERE action LIKE 'marketing.bundle.%' OR action LIKE 'marketing.gift.%'`)).rows[0]
      .n,
  );

describe('套装 (bundles)', () => {
  it('refuses bad input in Chinese with nothing written, 403 for 仓储 / 客服; creates, edits, disables, enables with audit rows; the product page follows at once', async () => {
    const op = await staffSignedIn(t, '运营');
    const [main] = await liveSkus(1);
    const [a, b] = await liveSkus(2, main!.spu_code);
    const good = {
      name: '手机配件超值套装',
      mainSpuCode: main!.spu_code,
      items: [
        { skuCode: a!.sku_code, bundlePrice: a!.price - 100 },
        { skuCode: b!.sku_code, bundlePrice: b!.price },
      ],
    };

    const bundlesBefore = await count('bundles');
    const auditsBefore = await marketingAudits();
    const bad = async (body: Record<string, unknown>, status: number, code: string, message: string | RegExp) => {
      const res = await op.post(BUNDLES, { ...good, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body).toMatchObject({ success: false, code });
      expect(res.body.message).toMatch(message);
      return res;
    };
    await bad({ name: '' }, 400, 'E_VALIDATION', '请输入套装名称');
    await bad({ name: '套'.repeat(41) }, 400, 'E_VALIDATION', '套装名称最多40个字');
    await bad({ items: [] }, 400, 'E_VALIDATION', '套装至少包含1个商品');
    await bad({ items: Array.from({ length: 6 }, (_, i) => ({ skuCode: `X-${i}`, bundlePrice: 100 })) }, 400, 'E_VALIDATION', '套装最多包含5个商品');
    await bad({ items: [{ skuCode: a!.sku_code, bundlePrice: 0 }] }, 400, 'E_VALIDATION', '套装价须大于0');
    await bad({ items: [{ skuCode: a!.sku_code, bundlePrice: 10.5 }] }, 400, 'E_VALIDATION', '套装价须为整数（单位：分）');
    await bad({ items: [good.items[0], good.items[0]] }, 400, 'E_VALIDATION', '套装商品不能重复');
    await bad({ mainSpuCode: 'NO-SUCH-SPU' }, 400, 'ERR_ADMIN_BUNDLE_MAIN_SPU', '主商品 NO-SUCH-SPU 不存在');
    const unknown = await bad(
      { items: [good.items[0], { skuCode: 'NO-SUCH-SKU', bundlePrice: 100 }] },
      400,
      'ERR_ADMIN_BUNDLE_ITEM_SKU',
      '套装商品SKU NO-SUCH-SKU 不存在或未在售',
    );
    expect(unknown.body.data).toMatchObject({ index: 1, skuCode: 'NO-SUCH-SKU' });
    await bad({ items: [{ skuCode: main!.sku_code, bundlePrice: 100 }] }, 400, 'ERR_ADMIN_BUNDLE_ITEM_OF_MAIN', /是主商品自己的SKU/);
    const above = await bad(
      { items: [{ skuCode: a!.sku_code, bundlePrice: a!.price + 1 }] },
      400,
      'ERR_ADMIN_BUNDLE_PRICE_ABOVE',
      `套装价不能高于该SKU的售价 ¥${(a!.price / 100).toFixed(2)}`,
    );
    expect(above.body.data).toMatchObject({ index: 0, price: a!.price });
    // An off-sale SKU is refused too.
    await t.database.pool.query(`UPDATE skus SET status = 'off_sale' WHERE sku_code = $1`, [b!.sku_code]);
    await bad({}, 400, 'ERR_ADMIN_BUNDLE_ITEM_SKU', `套装商品SKU ${b!.sku_code} 不存在或未在售`);
    await t.database.pool.query(`UPDATE skus SET status = 'on_sale' WHERE sku_code = $1`, [b!.sku_code]);

    for (const role of ['仓储', '客服']) {
      const other = await staffSignedIn(t, role);
      expect403(await other.get(BUNDLES));
      expect403(await other.post(BUNDLES, good));
    }
    expect(await count('bundles')).toBe(bundlesBefore);
    expect(await marketingAudits()).toBe(auditsBefore);

    const created = await op.post<BundleAdminRow>(BUNDLES, good);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = created.body.data;
    expect(row).toMatchObject({ name: good.name, mainSpuCode: main!.spu_code, status: 'active', statusTitle: '启用' });
    expect(row.items.map((i) => [i.skuCode, i.price, i.bundlePrice, i.onSale])).toEqual([
      [a!.sku_code, a!.price, a!.price - 100, true],
      [b!.sku_code, b!.price, b!.price, true],
    ]);

    // The shop's product page (the bundle call of the main product's SKU) shows it at once.
    let shown = (await shopBundles(main!.id)).find((x) => x.code === row.code);
    expect(shown).toMatchObject({ name: good.name, mainPrice: main!.price, total: main!.price + a!.price - 100 + b!.price, saving: 100 });

    // Filters: by the main SPU, by an item's SKU, by status; paging.
    const byMain = (await op.get<BundleAdminPage>(`${BUNDLES}?product=${main!.spu_code}`)).body.data;
    expect(byMain.list.map((x) => x.code)).toContain(row.code);
    const byItem = (await op.get<BundleAdminPage>(`${BUNDLES}?product=${b!.sku_code}&status=active`)).body.data;
    expect(byItem.list.map((x) => x.code)).toContain(row.code);
    expect((await op.get<BundleAdminPage>(`${BUNDLES}?product=${b!.sku_code}&status=inactive`)).body.data.list.map((x) => x.code)).not.toContain(row.code);
    const paged = (await op.get<BundleAdminPage>(`${BUNDLES}?pageSize=1&page=1`)).body.data;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBe(bundlesBefore + 1);
    expect((await op.get(`${BUNDLES}?status=closed`)).body.message).toBe('状态须为 active 或 inactive');

    // Edit: one item, a new name and price; a bad edit changes nothing.
    const tooHigh = await op.request('PUT', `${BUNDLES}/${row.code}`, { json: { ...good, items: [{ skuCode: b!.sku_code, bundlePrice: b!.price + 1 }] } });
    expect(tooHigh.body.code).toBe('ERR_ADMIN_BUNDLE_PRICE_ABOVE');
    const edited = await op.request<BundleAdminRow>('PUT', `${BUNDLES}/${row.code}`, {
      json: { ...good, name: '配件套装（精简）', items: [{ skuCode: b!.sku_code, bundlePrice: b!.price - 500 }] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.items.map((i) => i.bundlePrice)).toEqual([b!.price - 500]);
    shown = (await shopBundles(main!.id)).find((x) => x.code === row.code);
    expect(shown).toMatchObject({ name: '配件套装（精简）', total: main!.price + b!.price - 500, saving: 500 });
    expect((await op.request('PUT', `${BUNDLES}/NO-SUCH-BUNDLE`, { json: good })).status).toBe(404);

    // Disable: gone from the product page at once; enable: back.
    expect((await op.post<BundleAdminRow>(`${BUNDLES}/${row.code}/disable`, {})).body.data).toMatchObject({ status: 'inactive', statusTitle: '停用' });
    expect((await shopBundles(main!.id)).some((x) => x.code === row.code)).toBe(false);
    expect((await op.post<BundleAdminRow>(`${BUNDLES}/${row.code}/disable`, {})).body.data.status).toBe('inactive');
    const other = await staffSignedIn(t, '仓储');
    expect403(await other.post(`${BUNDLES}/${row.code}/enable`, {}));
    expect((await op.post<BundleAdminRow>(`${BUNDLES}/${row.code}/enable`, {})).body.data.status).toBe('active');
    expect((await shopBundles(main!.id)).some((x) => x.code === row.code)).toBe(true);

    const audits = await auditRowsOf(t.database, `bundle:${row.code}`);
    expect(audits.map((x) => x.action)).toEqual([
      'marketing.bundle.created',
      'marketing.bundle.updated',
      'marketing.bundle.disabled',
      'marketing.bundle.enabled',
    ]);
    expect(audits[0]!.before).toBeNull();
    expect(audits[0]!.after).toMatchObject({ name: good.name, status: 'active', items: good.items });
    expect(audits[1]!.before).toMatchObject({ items: good.items });
    expect(audits[1]!.after).toMatchObject({ name: '配件套装（精简）', items: [{ skuCode: b!.sku_code, bundlePrice: b!.price - 500 }] });
    expect(audits[2]!.after).toMatchObject({ status: 'inactive' });
  });
});

describe('赠品 (gifts)', () => {
  it('refuses bad input, 403 for 仓储 / 客服; adds, edits, removes with audit rows; the product page follows at once', async () => {
    const op = await staffSignedIn(t, '运营');
    const [sku, gift] = await liveSkus(2);
    const good = { skuCode: sku!.sku_code, giftSkuCode: gift!.sku_code, qty: 1, remark: '赠完即止' };

    const giftsBefore = await count('sku_gifts');
    const auditsBefore = await marketingAudits();
    const bad = async (body: Record<string, unknown>, status: number, code: string, message: string) => {
      const res = await op.post(GIFTS, { ...good, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body).toMatchObject({ success: false, code, message });
    };
    await bad({ qty: 0 }, 400, 'E_VALIDATION', '赠送数量至少1件');
    await bad({ qty: 6 }, 400, 'E_VALIDATION', '赠送数量最多5件');
    await bad({ remark: '备'.repeat(41) }, 400, 'E_VALIDATION', '备注最多40个字');
    await bad({ giftSkuCode: sku!.sku_code }, 400, 'E_VALIDATION', '赠品不能是商品自己');
    await bad({ skuCode: 'NO-SUCH-SKU' }, 400, 'ERR_ADMIN_GIFT_SKU', '商品SKU NO-SUCH-SKU 不存在');
    await bad({ giftSkuCode: 'NO-SUCH-GIFT' }, 400, 'ERR_ADMIN_GIFT_GIFT_SKU', '赠品SKU NO-SUCH-GIFT 不存在');
    for (const role of ['仓储', '客服']) {
      const other = await staffSignedIn(t, role);
      expect403(await other.get(GIFTS));
      expect403(await other.post(GIFTS, good));
    }
    expect(await count('sku_gifts')).toBe(giftsBefore);
    expect(await marketingAudits()).toBe(auditsBefore);

    const created = await op.post<GiftAdminRow>(GIFTS, good);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ ...good, giftOnSale: true });
    await bad({}, 409, 'ERR_ADMIN_GIFT_EXISTS', '该SKU已设置这个赠品');
    expect((await shopGifts(sku!.spu_code, sku!.sku_code)).find((g) => g.giftSkuCd === gift!.sku_code)).toMatchObject({ qty: 1, remark: '赠完即止' });

    const listed = (await op.get<GiftAdminPage>(`${GIFTS}?product=${sku!.spu_code}`)).body.data;
    expect(listed.list.map((g) => g.giftSkuCode)).toContain(gift!.sku_code);
    expect((await op.get<GiftAdminPage>(`${GIFTS}?product=${gift!.sku_code}`)).body.data.list.some((g) => g.skuCode === sku!.sku_code)).toBe(true);

    const at = `${GIFTS}/${sku!.sku_code}/${gift!.sku_code}`;
    expect((await op.request('PUT', at, { json: { qty: 9, remark: '' } })).body.message).toBe('赠送数量最多5件');
    const edited = await op.request<GiftAdminRow>('PUT', at, { json: { qty: 2, remark: '限前100名' } });
    expect(edited.body.data).toMatchObject({ qty: 2, remark: '限前100名' });
    expect((await shopGifts(sku!.spu_code, sku!.sku_code)).find((g) => g.giftSkuCd === gift!.sku_code)).toMatchObject({ qty: 2, remark: '限前100名' });

    const other = await staffSignedIn(t, '客服');
    expect403(await other.request('DELETE', at));
    expect((await op.request<GiftAdminRow>('DELETE', at)).body.data).toMatchObject({ qty: 2 });
    expect((await shopGifts(sku!.spu_code, sku!.sku_code)).some((g) => g.giftSkuCd === gift!.sku_code)).toBe(false);
    const again = await op.request('DELETE', at);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('ERR_ADMIN_GIFT_NOT_FOUND');

    const audits = await auditRowsOf(t.database, `gift:${sku!.sku_code}:${gift!.sku_code}`);
    expect(audits.map((x) => x.action)).toEqual(['marketing.gift.created', 'marketing.gift.updated', 'marketing.gift.removed']);
    expect(audits[1]).toMatchObject({ before: { qty: 1, remark: '赠完即止' }, after: { qty: 2, remark: '限前100名' } });
    expect(audits[2]).toMatchObject({ before: { qty: 2 }, after: null });
  });
});

/**
 * Product-detail endpoints (spec 7) over HTTP against the seeded catalogue and product-page
 * seed (0004-product-detail). Read-only on seeded rows; the flash-sale test makes its own
 * draft product, SKU and activity with random codes, so the file passes twice on one database.
 */
import { describe, expect, it } from 'vitest';
import { schema } from '@shop/db';
import type { ProductCard } from '@shop/contracts';
import type {
  Bundle,
  BespokeInfo,
  BespokeSku,
  PdpBaseInfo,
  PdpDetailInfo,
  PdpGallery,
  PdpInInfo,
  PdpSku,
  PdpSkuGallery,
  PdpTopInfo,
  PkgUpItem,
  SkuById,
  SkuStockPrice,
  SpecialFundInfo,
} from '@shop/contracts/pdp';
import { Browser, randomText, useTestApi } from './harness.ts';

const api = useTestApi();
const browser = () => new Browser(api.baseUrl);
const P = '/api/product/pdp';
/** The S25 Ultra's picture design (scripts/generate-catalog.ts): its pictures are its own. */
const S25U_DESIGN = 'bar-h552-w268-r12-cu5-l26-fp-b6-t17-mm-xpen';

async function get<T>(path: string, b = browser()) {
  const res = await b.get<T>(path);
  expect(res.status, `${path} ${JSON.stringify(res.body).slice(0, 400)}`).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}

async function previewToken(spuCode: string, b = browser()) {
  const data = await get<{ token: string; url: string; expiresAtMs: number }>(`/api/dev/preview-token/${spuCode}`, b);
  return data;
}

describe('GET /api/product/pdp/baseInfo', () => {
  it('answers the page state of a product with its SKUs, attributes and the default SKU', async () => {
    const data = await get<PdpBaseInfo>(`${P}/baseInfo/S25U`);
    expect(data.spuBaseInfo).toMatchObject({
      prodCd: 'S25U',
      productType: 'phone',
      catgLvlOneCd: 'smartphone-tablet',
      catgLvlTwoCd: 'smartphones',
      catgLvlTwoNm: '智能手机',
      newYn: 'Y',
      hotYn: 'Y',
      typCd: 'MAIN',
      status: 'on_sale',
      secKillDispMinite: 30,
      has3d: true,
      bespoke: false,
      tradeInExtension: false,
      purchaseRuleInfo: { limitQty: 0, studentOnly: false },
    });
    expect(data.spuBaseInfo.purchaseRuleInfo.text).toMatch(/5 件/);
    expect(data.skus).toHaveLength(12);
    expect(data.selectedSkuCd).toBe('S25U-TITANGRAY-1');
    expect(data.preview).toBe(false);
    expect(Math.abs(data.serverTimeMs - Date.now())).toBeLessThan(60_000);
    expect(data.attrs.map((a) => a.name)).toEqual(['颜色', '存储']);
    expect(data.attrs[0]!.values.map((v) => v.value)).toEqual(['钛影灰', '钛岩银', '钛空蓝', '幻夜黑']);
    expect(data.attrs[0]!.values[0]!.hex).toBe('#6e7073');
    const sku = data.skus[0]!;
    expect(sku.skuImg).toEqual(['front', 'back', 'side', 'angle'].map((v) => `/media/product/phone/${S25U_DESIGN}/${v}/6e7073.svg`));
    expect(sku).toMatchObject({
      skuCd: 'S25U-TITANGRAY-1',
      price: 969900,
      origPrice: 1019900,
      upPkgSku: 'S25U-TITANGRAY-2',
      stkNoti: 'N',
      status: 'on_sale',
      deliveryTyp: 2,
    });
    expect(data.skus.find((s) => s.skuCd === 'S25U-TITANGRAY-3')!.upPkgSku).toBeNull();
    expect(data.spuBaseInfo.skuPrice).toBe(969900);
    expect(data.spuBaseInfo.servIds).toEqual(expect.arrayContaining(['EW1-MOBILE', 'CARE-SCREEN-PHONE']));
    expect(data.spuBaseInfo.totalStar).toBeGreaterThanOrEqual(0);
    expect(data.spuBaseInfo.totalStar).toBeLessThanOrEqual(5);
  });

  it('opens on the SKU in the address, the default-SKU table, then the first in stock', async () => {
    expect((await get<PdpBaseInfo>(`${P}/baseInfo/S25U/S25U-BLACK-2`)).selectedSkuCd).toBe('S25U-BLACK-2');
    expect((await get<PdpBaseInfo>(`${P}/baseInfo/ZFOLD7`)).selectedSkuCd).toBe('ZFOLD7-SILVER-2');
    // RF65-NAVY has no stock: a SKU in stock is chosen, never it.
    const rf = await get<PdpBaseInfo>(`${P}/baseInfo/RF65`);
    expect(rf.selectedSkuCd).toBe('RF65-CREAM');
    expect(rf.skus.find((s) => s.skuCd === 'RF65-NAVY')!.stkNoti).toBe('Y');
    expect(rf.spuBaseInfo.bespoke).toBe(true);
  });

  it('follows replacement and trade-in extension codes', async () => {
    const replaced = await get<PdpBaseInfo>(`${P}/baseInfo/SM-S9380`);
    expect(replaced.spuBaseInfo.prodCd).toBe('S25U');
    const ts = await get<PdpBaseInfo>(`${P}/baseInfo/S25U-TS`);
    expect(ts.spuBaseInfo).toMatchObject({
      prodCd: 'S25U',
      tradeInExtension: true,
    });
  });

  it('prices for the site and marks the student shop', async () => {
    const student = await get<PdpBaseInfo>(`${P}/baseInfo/S25U/S25U-TITANGRAY-1?siteCd=student`);
    expect(student.skus.find((s) => s.skuCd === 'S25U-TITANGRAY-1')!.price).toBe(892300);
    expect(student.spuBaseInfo.purchaseRuleInfo.studentOnly).toBe(true);
    expect(student.spuBaseInfo.purchaseRuleInfo.text).toMatch(/学生/);
  });

  it('shows the sparse colour of ZFLIP7 only in the one storage it comes in', async () => {
    const data = await get<PdpBaseInfo>(`${P}/baseInfo/ZFLIP7`);
    const jade = data.skus.filter((s) => s.attrs['颜色'] === '翡翠绿');
    expect(jade.map((s) => s.attrs['存储'])).toEqual(['12GB+512GB']);
    expect(data.attrs[0]!.values.map((v) => v.value)).toContain('翡翠绿');
  });

  it('answers 404 商品不存在 for unknown and draft products, ERR_ORDER_OFF_SHELF for an off-sale one', async () => {
    for (const code of ['NOPE', 'S26U']) {
      const res = await browser().get(`${P}/baseInfo/${code}`);
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({
        success: false,
        code: 'E_NOT_FOUND',
        message: '商品不存在',
      });
    }
    const off = await browser().get(`${P}/baseInfo/S23`);
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({
      success: false,
      code: 'ERR_ORDER_OFF_SHELF',
    });
  });

  it('refuses malformed codes and parameters with a 400/404 envelope, never a 500', async () => {
    const bad = [
      `${P}/baseInfo/${'X'.repeat(41)}`,
      `${P}/baseInfo/S25U%3Cscript%3E`,
      `${P}/baseInfo/%E4%B8%AD%E6%96%87`,
      `${P}/baseInfo/S25U/..%2F..%2Fetc`,
      `${P}/baseInfo/S25U?page=seckill`,
      `${P}/baseInfo/'%20OR%201=1`,
      `${P}/topInfo/${'A'.repeat(200)}`,
      `${P}/v2/S25U/bottom/recSmartInfo/0`,
      `${P}/v2/S25U/bottom/recSmartInfo/21`,
      `${P}/v2/S25U/bottom/recSmartInfo/abc`,
      `/api/product/common/stkPrice/${Array.from({ length: 51 }, (_, i) => `S${i}`).join(',')}`,
      `/api/product/common/stkPrice/a%20b`,
      `/api/product/common/stkPrice/,,,`,
    ];
    for (const path of bad) {
      const res = await browser().get(path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body.success, path).toBe(false);
      expect(res.body.message, path).toMatch(/[\u4e00-\u9fa5]/);
    }
    const badId = await (await browser().prime()).post(`${P}/getProductInfoBySkuId/abc`);
    expect(badId.status).toBe(400);
  });
});

describe('preview of a draft product', () => {
  it('shows the draft with a valid token, refuses a wrong or expired one', async () => {
    const { token, url } = await previewToken('S26U');
    expect(url).toBe(`/preview/product/S26U?previewToken=${encodeURIComponent(token)}`);
    const data = await get<PdpBaseInfo>(`${P}/view/S26U?previewToken=${encodeURIComponent(token)}`);
    expect(data.preview).toBe(true);
    expect(data.spuBaseInfo).toMatchObject({ prodCd: 'S26U', status: 'draft' });
    // Sparse matrix: 钛雾银 only in 12GB+512GB.
    expect(data.skus.map((s) => s.skuCd)).toEqual(['S26U-TITANBLACK-1', 'S26U-TITANBLACK-2', 'S26U-TITANSILVER-2']);
    // The secondary calls accept the token too.
    const detail = await get<PdpDetailInfo>(`${P}/bottom/detailInfo/S26U?previewToken=${encodeURIComponent(token)}`);
    expect(detail.detlTitl).toContain('S26 Ultra');
    // Still hidden without it, and from the listing and search.
    expect((await browser().get(`${P}/topInfo/S26U`)).status).toBe(404);
    const listed = await get<{ items: ProductCard[] }>('/api/product/plp/list?category=smartphones&pageSize=60');
    expect(listed.items.map((p) => p.spuCode)).not.toContain('S26U');
    const found = await get<{ items: ProductCard[] }>(`/api/product/search?keyword=${encodeURIComponent('S26 Ultra')}`);
    expect(found.items.map((p) => p.spuCode)).not.toContain('S26U');

    const other = await previewToken('S25U');
    for (const t of ['', 'nonsense', other.token, token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const res = await browser().get(`${P}/view/S26U?previewToken=${encodeURIComponent(t)}`);
      expect([400, 403], t).toContain(res.status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const wrong = await browser().get(`${P}/view/S26U?previewToken=${encodeURIComponent(other.token)}`);
    expect(wrong.body).toMatchObject({
      code: 'E_PREVIEW_TOKEN',
      message: '预览链接无效或已过期，请重新获取',
    });

    // A day and a minute later the link has expired.
    const late = browser();
    late.cookies.set('shop_clock_offset', String(24 * 3600_000 + 60_000));
    const expired = await late.get(`${P}/view/S26U?previewToken=${encodeURIComponent(token)}`);
    expect(expired.status).toBe(403);
    expect(expired.body.code).toBe('E_PREVIEW_TOKEN');
  });
});

describe('typCd of a SKU with a flash sale, at server time', () => {
  it('moves MAIN → SECKILL2 → SECKILL as the shop_clock_offset cookie moves the clock', async () => {
    const { db } = api.database;
    const code = `TPDP${randomText(4).toUpperCase()}`;
    const skuCode = `${code}-1`;
    const [product] = await db
      .insert(schema.products)
      .values({
        spuCode: code,
        name: '测试秒杀手机',
        type: 'phone',
        categoryCode: 'smartphones',
        status: 'draft',
        launchedAt: new Date(),
      })
      .returning();
    await db.insert(schema.skus).values({
      skuCode,
      productId: product!.id,
      name: '测试秒杀手机 黑色',
      attrs: { 颜色: '黑色' },
      colorName: '黑色',
      colorHex: '#111111',
      price: 500000,
      origPrice: 520000,
      stock: 5,
    });
    const begin = Date.now() + 2 * 3600_000;
    const [act] = await db
      .insert(schema.activities)
      .values({
        actCd: `TACT${randomText(4)}`,
        actTyp: 10,
        name: '测试秒杀',
        beginAt: new Date(begin),
        endAt: new Date(begin + 3600_000),
      })
      .returning();
    await db.insert(schema.activitySkus).values({
      activityId: act!.id,
      skuCode,
      actPrice: 399900,
      actStock: 20,
      limitPerMember: 2,
    });

    const { token } = await previewToken(code);
    const at = async (offsetMs: number, page = 'activity') => {
      const b = browser();
      if (offsetMs) b.cookies.set('shop_clock_offset', String(offsetMs));
      return get<PdpBaseInfo>(`${P}/view/${code}?page=${page}&previewToken=${encodeURIComponent(token)}`, b);
    };
    const now = await at(0);
    expect(now.spuBaseInfo.typCd).toBe('MAIN');
    expect(now.skus[0]!.activities).toHaveLength(1);
    expect(now.skus[0]!.activities[0]).toMatchObject({
      actTyp: 10,
      actPrice: 399900,
      actStock: 20,
      limitQty: 2,
    });
    // 10 minutes before the start: within secKillDispMinite (30).
    const soon = await at(2 * 3600_000 - 10 * 60_000);
    expect(soon.spuBaseInfo.typCd).toBe('SECKILL2');
    expect(soon.spuBaseInfo.purchaseRuleInfo.limitQty).toBe(2);
    // On a plain product page the flash sale does not apply.
    expect((await at(2 * 3600_000 - 10 * 60_000, 'product')).spuBaseInfo.typCd).toBe('MAIN');
    const running = await at(2 * 3600_000 + 60_000);
    expect(running.spuBaseInfo.typCd).toBe('SECKILL');
    expect(running.spuBaseInfo.purchaseRuleInfo.text).toMatch(/限购 2 件/);
    // After the end the activity is gone.
    expect((await at(3 * 3600_000 + 60_000)).spuBaseInfo.typCd).toBe('MAIN');

    // A second SKU in a pre-sale with a swell and a tiered discount: PRESALE2 on the product page.
    const presaleSku = `${code}-2`;
    await db.insert(schema.skus).values({
      skuCode: presaleSku,
      productId: product!.id,
      name: '测试秒杀手机 白色',
      attrs: { 颜色: '白色' },
      colorName: '白色',
      colorHex: '#f4f5f7',
      price: 500000,
      origPrice: 520000,
      stock: 0,
      sortOrder: 2,
    });
    const [pre] = await db
      .insert(schema.activities)
      .values({
        actCd: `TPRE${randomText(4)}`,
        actTyp: 8,
        name: '测试预售',
        beginAt: new Date(Date.now() - 3600_000),
        endAt: new Date(Date.now() + 24 * 3600_000),
        rules: { balanceBeginAt: new Date(Date.now() + 48 * 3600_000).toISOString(), balanceEndAt: new Date(Date.now() + 72 * 3600_000).toISOString() },
      })
      .returning();
    const [zk] = await db
      .insert(schema.activities)
      .values({
        actCd: `TZK${randomText(4)}`,
        actTyp: 13,
        name: '测试阶梯',
        beginAt: new Date(Date.now() - 3600_000),
        endAt: new Date(Date.now() + 24 * 3600_000),
        rules: {
          ladder: [
            { fullCnt: 3, discount: 900 },
            { fullCnt: 2, discount: 950 },
          ],
        },
      })
      .returning();
    await db.insert(schema.activitySkus).values([
      { activityId: pre!.id, skuCode: presaleSku, actPrice: 20000, limitPerMember: 1, swellAmt: 30000 },
      { activityId: zk!.id, skuCode: presaleSku, limitPerMember: 5 },
    ]);
    const presale = await get<PdpBaseInfo>(`${P}/view/${code}/${presaleSku}?previewToken=${encodeURIComponent(token)}`);
    expect(presale.selectedSkuCd).toBe(presaleSku);
    expect(presale.spuBaseInfo).toMatchObject({
      typCd: 'PRESALE2',
      tailDispYn: 'Y',
      swellDpstDispYn: 'Y',
      swellDpstAmt: 30000,
      purchaseRuleInfo: { limitQty: 1 },
    });
    const white = presale.skus.find((s) => s.skuCd === presaleSku)!;
    expect(white.zk).toEqual([
      { fullCnt: 2, discount: 950 },
      { fullCnt: 3, discount: 900 },
    ]);
    expect(white.stkNoti).toBe('Y');
    expect(white.activities.map((a) => a.actTyp).sort()).toEqual([13, 8]);
  });
});

describe('gallery, SKUs, upgrade packages, top info', () => {
  it('skuInfoList lists every SKU of the product', async () => {
    const list = await get<PdpSku[]>(`${P}/skuInfoList/ZFOLD7`);
    expect(list.map((s) => s.skuCd)).toHaveLength(9);
    expect(list.every((s) => s.skuImg.length === 4)).toBe(true);
  });

  it('pkgUpData gives the next storage up in the same colour with the price difference', async () => {
    const list = await get<PkgUpItem[]>(`${P}/pkgUpData/S25U`);
    expect(list.find((i) => i.skuCd === 'S25U-BLACK-1')).toMatchObject({
      upPkgSku: 'S25U-BLACK-2',
      upPkgAttr: '12GB+512GB',
      priceDiff: 100000,
    });
    expect(list.find((i) => i.skuCd === 'S25U-BLACK-3')).toMatchObject({
      upPkgSku: null,
      priceDiff: null,
    });
    const tv = await get<PkgUpItem[]>(`${P}/pkgUpData/QN90F`);
    expect(tv[0]).toMatchObject({
      upPkgSku: 'QN90F-TITANGRAY-2',
      upPkgAttr: '75英寸',
      priceDiff: 500000,
    });
  });

  it('leftSkuInfo and leftInfo give the pictures of a SKU and of every colour', async () => {
    const one = await get<PdpSkuGallery>(`${P}/leftSkuInfo/S25U-TITANBLUE-2`);
    expect(one).toMatchObject({
      skuCd: 'S25U-TITANBLUE-2',
      colorName: '钛空蓝',
      colorHex: '#4a5d78',
      status: 'on_sale',
      has3d: true,
    });
    expect(one.images[0]).toBe(`/media/product/phone/${S25U_DESIGN}/front/4a5d78.svg`);
    expect((await browser().get(`${P}/leftSkuInfo/NOPE-1`)).status).toBe(404);
    const all = await get<PdpGallery>(`${P}/leftInfo/S25U`);
    expect(all.colours.map((c) => c.colorName)).toEqual(['钛影灰', '钛岩银', '钛空蓝', '幻夜黑']);
    expect(all.colours[0]!.skuCds).toEqual(['S25U-TITANGRAY-1', 'S25U-TITANGRAY-2', 'S25U-TITANGRAY-3']);
    expect(all.frames3d).toBe(24);
  });

  it('topInfo gives breadcrumbs, flags and a share title', async () => {
    const top = await get<PdpTopInfo>(`${P}/topInfo/S25U`);
    expect(top.breadcrumbs.map((c) => c.name)).toEqual(['首页', '手机/平板', '智能手机']);
    expect(top.breadcrumbs[2]!.url).toBe('/list?category=smartphones');
    expect(top).toMatchObject({ prodCd: 'S25U', newYn: 'Y', hotYn: 'Y' });
    expect(top.shareTitle).toContain('S25 Ultra');
  });
});

describe('detail', () => {
  it('sanitises the overview HTML: no script, no event handlers, no foreign frames or links', async () => {
    const d = await get<PdpDetailInfo>(`${P}/bottom/detailInfo/A56`);
    for (const html of [d.detlHtml, d.detlH5]) {
      expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|evil\.example/i);
    }
    expect(d.detlHtml).toMatch(/<img src="\/media\/product\/phone\/bar-[a-z0-9-]+\/front\//);
    expect(d.detlHtml).toContain('loading="lazy"');
    expect(d.packLst).toContainEqual({ name: '手机', qty: 1 });
    expect(d.detailImgs).toHaveLength(4);
    expect(d.spclSpec.length).toBeGreaterThan(0);
    expect(d.spec[0]!.group).toBe('基本信息');
  });

  it('specInfo gives the spec groups', async () => {
    const spec = await get<{ group: string; items: { name: string; value: string }[] }[]>(`${P}/bottom/specInfo/RF65`);
    expect(spec.find((g) => g.group === '能效')!.items).toContainEqual({
      name: '能效等级',
      value: '一级',
    });
  });

  it('list3DModel gives 24 frames for a phone and none for a TV', async () => {
    const frames = await get<string[]>(`${P}/list3DModel/S25U`);
    expect(frames).toHaveLength(24);
    expect(frames[0]).toBe(`/media/product/phone/${S25U_DESIGN}/rot-0/6e7073.svg`);
    expect(frames[6]).toBe(`/media/product/phone/${S25U_DESIGN}/rot-90/6e7073.svg`);
    const svg = await fetch(api.baseUrl + frames[5]);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/svg/);
    expect(await get<string[]>(`${P}/list3DModel/QN90F`)).toEqual([]);
    const blue = await get<string[]>(`${P}/list3DModel/S25U?skuCd=S25U-TITANBLUE-1`);
    expect(blue[12]).toBe(`/media/product/phone/${S25U_DESIGN}/rot-180/4a5d78.svg`);
  });
});

describe('right-hand panel', () => {
  it('gives a phone its care and warranty services, instalments, gifts in stock, bundles and buttons', async () => {
    const p = await get<PdpInInfo>(`${P}/right/inInfo/S25U?skuCd=S25U-TITANGRAY-3`);
    expect(p.skuCd).toBe('S25U-TITANGRAY-3');
    expect(p.services.install).toEqual([]);
    expect(p.services.warranty.map((s) => s.servId)).toEqual(['EW1-MOBILE', 'EW2-MOBILE']);
    expect(p.services.care.map((s) => s.name)).toEqual(['碎屏保', '意外保']);
    expect(p.services.care[0]).toMatchObject({ price: 19900, months: 12 });
    expect(p.instalment.plans.map((q) => q.periods)).toEqual([3, 6, 12, 24]);
    for (const q of p.instalment.plans) expect(q.firstPeriod + q.perPeriod * (q.periods - 1)).toBe(q.total);
    expect(p.instalment.plans[0]).toMatchObject({
      interestFree: true,
      fee: 0,
      total: 1169900,
    });
    // TA45W-BLACK is out of stock: only the case is given.
    expect(p.gifts.map((g) => g.giftSkuCd)).toEqual(['CASES25U-BLACK']);
    expect(p.bundles.map((b) => b.code)).toEqual(['BDL-S25U-PROTECT']);
    const bundle = p.bundles[0]!;
    expect(bundle.total).toBe(1169900 + 9900 + 14900);
    expect(bundle.saving).toBe(19900 - 9900 + (24900 - 14900));
    expect(Object.keys(p.buyButtons).sort()).toEqual(['azfw', 'eup', 'fqmx', 'gjfw', 'gjhl', 'hs', 'hs2', 'sxp', 'sxp2', 'ycfw']);
    expect(p.buyButtons.azfw!.stopBuy).toBe(true);
    expect(p.buyButtons.ycfw!.stopBuy).toBe(false);
    expect(p.buyButtons.sxp!.stopBuy).toBe(false);
    expect(p.buyButtons.fqmx!.stopBuy).toBe(false);
    // The 1TB model is the top: no upgrade; over ¥6000: no national subsidy for a phone.
    expect(p.buyButtons.eup!.stopBuy).toBe(true);
    expect(p.buyButtons.gjhl!.stopBuy).toBe(true);
    expect(p).toMatchObject({ eupFQType: '12', eupBTType: '2' });
    // Trade-in buttons follow the trade-in models the shop takes for the type.
    const tradeIn = await api.database.pool.query<{ ok: boolean }>(`SELECT EXISTS (SELECT 1 FROM trade_in_models WHERE 'phone' = ANY(product_types)) AS ok`);
    expect(p.buyButtons.hs!.stopBuy).toBe(!tradeIn.rows[0]!.ok);
    expect(p.buyButtons.hs2!.stopBuy).toBe(!tradeIn.rows[0]!.ok);
    const lower = await get<PdpInInfo>(`${P}/right/inInfo/S25U?skuCd=S25U-TITANGRAY-1`);
    expect(lower.buyButtons.eup!.stopBuy).toBe(false);
  });

  it('gives a TV installation and a cheap accessory no instalments', async () => {
    const tv = await get<PdpInInfo>(`${P}/right/inInfo/QN90F`);
    expect(tv.services.install.map((s) => s.servId)).toEqual(['INST-TV-WALL', 'INST-TV-BASE']);
    expect(tv.buyButtons.azfw!.stopBuy).toBe(false);
    expect(tv.services.care).toEqual([]);
    expect(tv.buyButtons.sxp!.stopBuy).toBe(true);
    expect(tv.bundles[0]).toMatchObject({
      code: 'BDL-QN90F-Q990F',
      saving: 999900 - 799900,
    });
    const charger = await get<PdpInInfo>(`${P}/right/inInfo/TA45W`);
    expect(charger.instalment.plans).toEqual([]);
    expect(charger.buyButtons.fqmx!.stopBuy).toBe(true);
    expect(charger.buyButtons.gjfw!.stopBuy).toBe(true);
  });
});

describe('SKU by id and bundles by SKU id', () => {
  it('finds the SKU with its product, and the bundles of its product', async () => {
    const b = await browser().prime();
    const base = await get<PdpBaseInfo>(`${P}/baseInfo/ZFOLD7`, b);
    const sku = base.skus.find((s) => s.skuCd === 'ZFOLD7-SILVER-2')!;
    const res = await b.post<SkuById>(`${P}/getProductInfoBySkuId/${sku.skuId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      skuId: sku.skuId,
      skuCd: 'ZFOLD7-SILVER-2',
      prodCd: 'ZFOLD7',
      productType: 'foldable',
      price: 1549900,
      status: 'on_sale',
    });
    const bundles = await b.post<Bundle[]>(`${P}/getProductBundleInfoBySkuId/${sku.skuId}`);
    expect(bundles.status).toBe(200);
    expect(bundles.body.data).toHaveLength(1);
    expect(bundles.body.data[0]).toMatchObject({
      code: 'BDL-ZFOLD7-CASE',
      mainSkuCd: 'ZFOLD7-SILVER-2',
      total: 1549900 + 19900,
      saving: 20000,
    });
    const missing = await b.post(`${P}/getProductInfoBySkuId/999999999`);
    expect(missing.status).toBe(404);
  });
});

describe('bespoke', () => {
  it('lists the options of a bespoke fridge and prices a choice; a plain product has none', async () => {
    const list = await get<BespokeSku[]>(`${P}/v2/listBespokeSkuInfo/RF65`);
    expect(list.map((s) => s.skuCd)).toEqual(['RF65-CREAM', 'RF65-NAVY', 'RF65-MINT']);
    expect(list[0]!.groups.map((g) => g.name)).toEqual(['上门板颜色', '下门板颜色', '面板材质']);
    expect(list[0]).toMatchObject({
      basePrice: 1599900,
      price: 1599900,
      choice: { topPanel: 'cream', bottomPanel: 'cream', material: 'steel' },
    });
    const v3 = await get<BespokeInfo>(`${P}/v3/bespoke/RF65?skuCd=RF65-MINT&choice=${encodeURIComponent('topPanel:navy,material:glass')}`);
    expect(v3.skus).toEqual([
      {
        skuCd: 'RF65-MINT',
        skuNm: expect.any(String),
        basePrice: 1599900,
        price: 1599900 + 30000 + 80000,
      },
    ]);
    expect(v3.choice).toEqual({
      topPanel: 'navy',
      bottomPanel: 'cream',
      material: 'glass',
    });
    const bad = await browser().get(`${P}/v3/bespoke/RF65?choice=topPanel:gold`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('所选定制项不存在，请重新选择');
    expect(await get<BespokeSku[]>(`${P}/v2/listBespokeSkuInfo/S25U`)).toEqual([]);
    expect(await get<BespokeInfo>(`${P}/v3/bespoke/S25U`)).toMatchObject({
      bespoke: false,
      groups: [],
      skus: [],
    });
  });
});

describe('live price and stock', () => {
  it('answers known SKUs in the order asked, leaves unknown ones out, never caches', async () => {
    for (const path of ['/api/product/common/stkPrice', '/api/product/h5/pdp/v2/getSkuStkCnt']) {
      const res = await browser().get<SkuStockPrice[]>(`${path}/S25U-BLACK-3,NOPE-1,RF65-NAVY,S25U-BLACK-3,S26U-TITANBLACK-1?siteCd=student`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.data.map((s) => s.skuCd)).toEqual(['S25U-BLACK-3', 'RF65-NAVY']);
      expect(res.body.data[0]).toMatchObject({
        price: 1169900,
        origPrice: 1219900,
        stkCnt: 2,
        lowStkCnt: 5,
        status: 'on_sale',
      });
      expect(res.body.data[1]).toMatchObject({ stkCnt: 0 });
      const one = await get<SkuStockPrice[]>(`${path}/S25U-TITANGRAY-1?siteCd=student`);
      expect(one[0]!.price).toBe(892300);
      expect(await get<SkuStockPrice[]>(`${path}/NOPE-1,NOPE-2`)).toEqual([]);
    }
    const off = await get<SkuStockPrice[]>('/api/product/common/stkPrice/S23-BLACK-1');
    expect(off[0]!.status).toBe('off_sale');
  });
});

describe('recommendations', () => {
  it('recSmartInfo gives cards of the same category first, never the product itself', async () => {
    const cards = await get<ProductCard[]>(`${P}/v2/S25U/bottom/recSmartInfo/6`);
    expect(cards).toHaveLength(6);
    expect(cards.map((c) => c.spuCode)).not.toContain('S25U');
    expect(cards.slice(0, 5).every((c) => c.categoryCode === 'smartphones')).toBe(true);
    const many = await get<ProductCard[]>(`${P}/v2/W26/bottom/recSmartInfo/20`);
    expect(many).toHaveLength(20);
    expect(many.slice(0, 3).every((c) => c.categoryCode === 'foldables')).toBe(true);
    expect(many.map((c) => c.spuCode)).not.toContain('W26');
  });

  it('recSku takes a category or a product code', async () => {
    const byCategory = await get<ProductCard[]>('/api/product/plp/v2/tvs/recSku');
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.slice(0, 5).every((c) => c.type === 'tv')).toBe(true);
    const byTop = await get<ProductCard[]>('/api/product/plp/v2/smartphone-tablet/recSku');
    expect(byTop.every((c) => ['phone', 'foldable', 'tablet'].includes(c.type))).toBe(true);
    const byProduct = await get<ProductCard[]>('/api/product/plp/v2/QN90F/recSku');
    expect(byProduct.map((c) => c.spuCode)).not.toContain('QN90F');
    expect(byProduct[0]!.type).toBe('tv');
    expect((await browser().get('/api/product/plp/v2/NOTHING/recSku')).status).toBe(404);
  });
});

describe('national trade-in subsidy', () => {
  it('gives an appliance 15 % (20 % first-class energy) capped at ¥2000, a cheap phone 15 % capped at ¥500', async () => {
    expect(await get<SpecialFundInfo>('/api/product/o2o/specialFund/RF65-CREAM')).toMatchObject({ eligible: true, rate: 20, amount: 200000, cap: 200000 });
    expect(await get<SpecialFundInfo>('/api/product/o2o/specialFund/RT25-SILVER')).toMatchObject({ eligible: true, rate: 15, amount: 29985 });
    expect(await get<SpecialFundInfo>('/api/product/o2o/specialFund/A56-GRAPHITE-1')).toMatchObject({ eligible: true, rate: 15, amount: 35985, cap: 50000 });
    const flagship = await get<SpecialFundInfo>('/api/product/o2o/specialFund/S25U-BLACK-1');
    expect(flagship).toMatchObject({ eligible: false, amount: 0 });
    expect(flagship.text).toMatch(/6000/);
    expect(await get<SpecialFundInfo>('/api/product/o2o/specialFund/TA45W-WHITE')).toMatchObject({ eligible: false });
    expect((await browser().get('/api/product/o2o/specialFund/NOPE-1')).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the product-detail paths', async () => {
    const res = await fetch(`${api.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/product/pdp/baseInfo/{prodCd}/{skuCd}',
        '/api/product/pdp/right/inInfo/{prodCd}',
        '/api/product/common/stkPrice/{x}',
        '/api/product/o2o/specialFund/{skuCode}',
        '/api/product/pdp/getProductInfoBySkuId/{skuId}',
      ]),
    );
  });
});

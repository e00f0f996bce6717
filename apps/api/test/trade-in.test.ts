/** Trade-in estimates against the seeded old-device list (read-only, order-independent). */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TradeInEstimate } from '@shop/contracts/compare';
import { Browser, useTestApi } from './harness.ts';

const api = useTestApi();
const estimate = (x: string, query = '') =>
  new Browser(api.baseUrl).get<TradeInEstimate>(`/api/product/pdp/compare/getTradeInEstimateAmount/2/${encodeURIComponent(x)}${query}`);

describe('GET /api/product/pdp/compare/getTradeInEstimateAmount/2/{x}', () => {
  it('lists the old devices accepted for a phone, grouped by platform, with the best total and the dialog fields', async () => {
    const res = await estimate('S25U-TITANGRAY-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ spuCode: 'S25U', skuCode: 'S25U-TITANGRAY-1', productType: 'phone', newPrice: 969900, selected: null });
    const seeded = await api.database.db.execute<{ n: number; best: number }>(
      sql`SELECT count(*)::int AS n, max(estimate + subsidy)::int AS best FROM trade_in_models WHERE 'phone' = ANY(product_types)`,
    );
    expect(data.models).toHaveLength(seeded.rows[0].n);
    expect(data.models.length).toBeGreaterThanOrEqual(10);
    expect(data.bestTotal).toBe(seeded.rows[0].best);
    expect(new Set(data.models.map((m) => m.platform))).toEqual(new Set([1, 2, 3]));
    expect(data.groups.map((g) => g.platformName)).toEqual(['官方回收', '爱回收', '闪回收']);
    expect(data.models.some((m) => m.brand === '苹果' && m.name.includes('iPhone 13'))).toBe(true);
    for (const m of data.models) expect(m.total).toBe(m.estimate + m.subsidy);
    const best = data.models.find((m) => m.total === data.bestTotal)!;
    expect(data.dialog).toMatchObject({
      rclmPlf: best.platform,
      OldmachineOldprice: best.estimate,
      OldmachineNewprice: best.total,
      subsidyoldPrice: 969900,
      subsidynewPrice: 969900 - best.total,
    });
    expect(data.dialog!.Multiple.map((m) => m.prodNm)).toContain(best.name);
  });

  it('answers one chosen old device with ?model=', async () => {
    const res = await estimate('S25', '?model=TI-APL-IP13');
    expect(res.status).toBe(200);
    const { selected, dialog, newPrice } = res.body.data;
    expect(selected).toMatchObject({
      code: 'TI-APL-IP13',
      platform: 3,
      platformName: '闪回收',
      brand: '苹果',
      estimate: 180000,
      subsidy: 30000,
      total: 210000,
    });
    expect(dialog).toMatchObject({
      rclmPlf: 3,
      OldmachineOldprice: 180000,
      OldmachineNewprice: 210000,
      subsidyoldPrice: newPrice,
      subsidynewPrice: newPrice - 210000,
    });
  });

  it('an SPU code uses its default SKU; tablets, TVs and fridges have their own old devices', async () => {
    // A trade-in extension code (-TS) names its base SPU.
    expect((await estimate('S25U-TS')).body.data).toMatchObject({ spuCode: 'S25U', productType: 'phone' });
    const fold = await estimate('ZFOLD7');
    expect(fold.body.data).toMatchObject({ skuCode: 'ZFOLD7-SILVER-2', productType: 'foldable' });
    expect(fold.body.data.models.length).toBeGreaterThan(0);
    for (const [code, type] of [
      ['TABS10U', 'tablet'],
      ['QN90F', 'tv'],
      ['RF65', 'fridge'],
      ['WW10T', 'washer'],
      ['WATCH8', 'watch'],
    ] as const) {
      const res = await estimate(code);
      expect(res.body.data.productType, code).toBe(type);
      expect(res.body.data.models.length, code).toBeGreaterThan(0);
      expect(
        res.body.data.models.some((m) => m.name.includes('iPhone')),
        code,
      ).toBe(false);
    }
  });

  it('a product type without trade-in answers an empty list, not an error', async () => {
    const res = await estimate('BUDS3PRO');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ productType: 'earbuds', models: [], groups: [], bestTotal: 0, selected: null, dialog: null });
  });

  it('unknown product or model is 404; a model not taken for this type is E_CLM_ORDER_0009', async () => {
    expect((await estimate('NO-SUCH')).status).toBe(404);
    expect((await estimate('S23')).status).toBe(404);
    const model = await estimate('S25U', '?model=NOPE');
    expect(model.status).toBe(404);
    expect(model.body.message).toBe('旧机型号不存在');
    const wrongType = await estimate('S25U', '?model=TI-ANY-FRIDGE');
    expect(wrongType.status).toBe(409);
    expect(wrongType.body).toMatchObject({ code: 'E_CLM_ORDER_0009', message: '该旧机暂不支持回收' });
  });
});

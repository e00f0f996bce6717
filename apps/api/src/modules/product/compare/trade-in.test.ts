import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tradeInEstimate, type TradeInSource } from './trade-in.ts';

const product = { spuCode: 'S25U', skuCode: 'S25U-BLACK-1', productType: 'phone' as const, newPrice: 969900 };
const row = (code: string, platform: number, estimate: number, subsidy: number, sort_order = 0): TradeInSource => ({
  code,
  platform,
  brand: '苹果',
  name: code,
  estimate,
  subsidy,
  sort_order,
});

describe('tradeInEstimate', () => {
  it('groups by platform with the best total first, and fills the dialog from the best model', () => {
    const r = tradeInEstimate(product, [row('A', 2, 100000, 10000), row('B', 1, 50000, 5000), row('C', 2, 200000, 0), row('D', 3, 1, 0)]);
    expect(r.models.map((m) => m.code)).toEqual(['B', 'C', 'A', 'D']);
    expect(r.groups.map((g) => [g.platform, g.platformName, g.models.length])).toEqual([
      [1, '官方回收', 1],
      [2, '爱回收', 2],
      [3, '闪回收', 1],
    ]);
    expect(r.bestTotal).toBe(200000);
    expect(r.selected).toBeNull();
    expect(r.dialog).toEqual({
      rclmPlf: 2,
      Multiple: [
        { code: 'C', prodNm: 'C', brand: '苹果' },
        { code: 'A', prodNm: 'A', brand: '苹果' },
      ],
      OldmachineOldprice: 200000,
      OldmachineNewprice: 200000,
      subsidyoldPrice: 969900,
      subsidynewPrice: 769900,
    });
  });

  it('uses the selected model and never lets the new price go below zero', () => {
    const r = tradeInEstimate({ ...product, newPrice: 50000 }, [row('A', 1, 40000, 20000), row('B', 1, 90000, 0)], 'A');
    expect(r.selected).toMatchObject({ code: 'A', total: 60000 });
    expect(r.dialog).toMatchObject({ rclmPlf: 1, OldmachineOldprice: 40000, OldmachineNewprice: 60000, subsidyoldPrice: 50000, subsidynewPrice: 0 });
  });

  it('is empty without models', () => {
    expect(tradeInEstimate(product, [])).toMatchObject({ models: [], groups: [], bestTotal: 0, selected: null, dialog: null });
  });

  it('property: best total is the maximum, totals add up, every model is in exactly one group', () => {
    const rows = fc.array(
      fc.record({
        code: fc.uuid(),
        platform: fc.integer({ min: 1, max: 3 }),
        brand: fc.constant('x'),
        name: fc.string(),
        estimate: fc.nat(10_000_000),
        subsidy: fc.nat(1_000_000),
        sort_order: fc.nat(50),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(rows, fc.nat(20_000_000), (rs, newPrice) => {
        const r = tradeInEstimate({ ...product, newPrice }, rs);
        expect(r.models).toHaveLength(rs.length);
        expect(r.bestTotal).toBe(rs.length ? Math.max(...rs.map((x) => x.estimate + x.subsidy)) : 0);
        for (const m of r.models) expect(m.total).toBe(m.estimate + m.subsidy);
        expect(r.groups.flatMap((g) => g.models)).toEqual(r.models);
        for (const g of r.groups) for (let i = 1; i < g.models.length; i++) expect(g.models[i - 1].total).toBeGreaterThanOrEqual(g.models[i].total);
        if (r.dialog) expect(r.dialog.subsidynewPrice).toBe(Math.max(0, newPrice - r.dialog.OldmachineNewprice));
      }),
    );
  });
});

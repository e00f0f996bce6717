import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignSpecRows, readSpecs, rowIsSame, type SpecGroup } from './spec-rows.ts';

// Small alphabets so groups, names and values collide often.
const word = fc.constantFrom('屏幕', '相机', '性能', '电池', '尺寸', 'A', 'B');
const value = fc.constantFrom('6.9英寸', '5000mAh', '2亿像素', '', 'x');
const specs: fc.Arbitrary<SpecGroup[]> = fc.array(fc.record({ group: word, items: fc.array(fc.record({ name: word, value }), { maxLength: 5 }) }), {
  maxLength: 4,
});

describe('alignSpecRows', () => {
  it('gives every row exactly N values; same iff none missing and all equal; each value is that product’s own', () => {
    fc.assert(
      fc.property(fc.array(specs, { minLength: 1, maxLength: 4 }), (products) => {
        const rows = alignSpecRows(products);
        const keys = new Set<string>();
        for (const row of rows) {
          expect(row.values).toHaveLength(products.length);
          const present = row.values.filter((v) => v !== null);
          expect(row.same).toBe(present.length === products.length && new Set(present).size === 1);
          const key = `${row.group}\u0000${row.name}`;
          expect(keys.has(key)).toBe(false);
          keys.add(key);
          row.values.forEach((v, col) => {
            const first = products[col].flatMap((g) => (g.group === row.group ? g.items.filter((i) => i.name === row.name) : []))[0];
            expect(v).toBe(first ? first.value : null);
          });
        }
        // Every spec item of every product appears as a row.
        for (const p of products) for (const g of p) for (const i of g.items) expect(keys.has(`${g.group}\u0000${i.name}`)).toBe(true);
      }),
    );
  });

  it('aligns by group and name, not by position', () => {
    const rows = alignSpecRows([
      [
        {
          group: '屏幕',
          items: [
            { name: '尺寸', value: '6.9英寸' },
            { name: '刷新率', value: '120Hz' },
          ],
        },
      ],
      [
        { group: '屏幕', items: [{ name: '刷新率', value: '120Hz' }] },
        { group: '电池', items: [{ name: '容量', value: '4000mAh' }] },
      ],
    ]);
    expect(rows).toEqual([
      { group: '屏幕', name: '尺寸', values: ['6.9英寸', null], same: false },
      { group: '屏幕', name: '刷新率', values: ['120Hz', '120Hz'], same: true },
      { group: '电池', name: '容量', values: [null, '4000mAh'], same: false },
    ]);
  });

  it('rowIsSame and readSpecs edge cases', () => {
    expect(rowIsSame([])).toBe(false);
    expect(rowIsSame([null, null])).toBe(false);
    expect(rowIsSame(['a', 'a'])).toBe(true);
    expect(readSpecs(null)).toEqual([]);
    expect(readSpecs([{ group: 'g', items: [{ name: 'n', value: 'v' }, { name: 1 }] }, 'x'])).toEqual([{ group: 'g', items: [{ name: 'n', value: 'v' }] }]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkAddress, regionTree } from './regions.ts';

const tree = regionTree();

describe('region tree', () => {
  it('lists 34 provinces with 港澳台 unsupported', () => {
    expect(tree.provinces).toHaveLength(34);
    expect(tree.provinces.filter((p) => !p.supported).map((p) => p.code)).toEqual(['710000', '810000', '820000']);
  });

  it('gives municipalities one city level (重庆 two) holding the districts', () => {
    expect(tree.children.get('110000')).toEqual([{ code: '110100', name: '北京市' }]);
    expect(tree.children.get('500000')!.map((c) => c.code)).toEqual(['500100', '500200']);
    expect(tree.children.get('310100')!.map((d) => d.name)).toContain('黄浦区');
    expect(tree.children.get('310100')!.map((d) => d.name)).not.toContain('市辖区');
  });

  it('makes a city without districts its own district', () => {
    expect(tree.children.get('441900')).toEqual([{ code: '441900', name: '东莞市' }]);
  });
});

describe('checkAddress', () => {
  it('accepts a nested address', () => {
    expect(checkAddress(tree, '310000', '310100', '310101')).toMatchObject({ ok: true, district: { name: '黄浦区' }, supported: true });
    expect(checkAddress(tree, '440000', '440300', '440305')).toMatchObject({ ok: true, city: { name: '深圳市' } });
  });

  it('refuses codes that do not nest', () => {
    expect(checkAddress(tree, '310000', '110100', '110101')).toEqual({ ok: false, reason: 'nesting' });
    expect(checkAddress(tree, '310000', '310100', '110101')).toEqual({ ok: false, reason: 'nesting' });
    expect(checkAddress(tree, '440000', '440300', '440103')).toEqual({ ok: false, reason: 'nesting' });
  });

  it('refuses unknown codes and bad formats', () => {
    expect(checkAddress(tree, '990000', '990100', '990101')).toEqual({ ok: false, reason: 'unknown' });
    expect(checkAddress(tree, '310000', '310100', '310199')).toEqual({ ok: false, reason: 'unknown' });
    expect(checkAddress(tree, '31000', '310100', '310101')).toEqual({ ok: false, reason: 'format' });
    expect(checkAddress(tree, '310000', 'abc', '310101')).toEqual({ ok: false, reason: 'format' });
    // a district code used as a city
    expect(checkAddress(tree, '310000', '310101', '310101')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('knows 香港 but marks it unsupported', () => {
    const hk = tree.children.get('810100')![0];
    expect(checkAddress(tree, '810000', '810100', hk.code)).toMatchObject({ ok: true, supported: false });
  });
});

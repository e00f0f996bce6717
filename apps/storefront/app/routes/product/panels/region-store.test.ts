import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, parseRegion, regionLabel } from './region-store';

describe('stored delivery region', () => {
  it('reads back what it stores (codes and names only)', () => {
    const stored = JSON.stringify({ ...DEFAULT_REGION, district: { code: '310115', name: '浦东新区', extra: 'x' } });
    expect(parseRegion(stored)).toEqual({ ...DEFAULT_REGION, district: { code: '310115', name: '浦东新区' } });
  });

  it('ignores anything malformed: the default region is used instead', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '{}',
      JSON.stringify({ ...DEFAULT_REGION, city: { code: '3101', name: '上海市' } }),
      JSON.stringify({ ...DEFAULT_REGION, province: { code: '310000', name: '' } }),
    ]) {
      expect(parseRegion(raw)).toBeNull();
    }
  });

  it('shows a municipality once', () => {
    expect(regionLabel(DEFAULT_REGION)).toBe('上海市 黄浦区');
    expect(
      regionLabel({ province: { code: '540000', name: '西藏自治区' }, city: { code: '540100', name: '拉萨市' }, district: { code: '540102', name: '城关区' } }),
    ).toBe('西藏自治区 拉萨市 城关区');
  });
});

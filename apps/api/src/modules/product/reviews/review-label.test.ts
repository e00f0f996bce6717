import { describe, expect, it } from 'vitest';
import { skuLabel } from './review-label.ts';

describe('skuLabel', () => {
  it('drops the product name from the SKU name', () => {
    expect(skuLabel('星辰 S25 Ultra 5G 手机', '星辰 S25 Ultra 5G 手机 钛影灰 12GB+256GB', { 存储: '12GB+256GB', 颜色: '钛影灰' })).toBe('钛影灰 12GB+256GB');
  });
  it('falls back to the attribute values, colour first, then to the SKU name', () => {
    expect(skuLabel('别的名字', '特别版', { 存储: '12GB+256GB', 颜色: '钛影灰' })).toBe('钛影灰 12GB+256GB');
    expect(skuLabel('别的名字', '特别版', {})).toBe('特别版');
    expect(skuLabel('同名', '同名', null)).toBe('同名');
  });
});

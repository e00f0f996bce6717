import { describe, expect, it } from 'vitest';
import { MAX_ATTR_FILTERS, parseAttrFilter } from './listing-filters.ts';

describe('parseAttrFilter', () => {
  it('groups values by attribute name', () => {
    expect(Object.fromEntries(parseAttrFilter('颜色:幻夜黑,存储:12GB+256GB,颜色:冰川蓝'))).toEqual({ 颜色: ['幻夜黑', '冰川蓝'], 存储: ['12GB+256GB'] });
  });
  it('accepts full-width separators and reads a space as the + a query string turned into one', () => {
    expect(Object.fromEntries(parseAttrFilter('存储：12GB 256GB，颜色：幻夜黑'))).toEqual({ 存储: ['12GB+256GB'], 颜色: ['幻夜黑'] });
  });
  it('ignores malformed pieces and duplicates, and caps the number of filters', () => {
    expect(Object.fromEntries(parseAttrFilter('颜色,:黑,颜色:,颜色:黑,颜色:黑'))).toEqual({ 颜色: ['黑'] });
    const many = Array.from({ length: 20 }, (_, i) => `k${i}:v`).join(',');
    expect(parseAttrFilter(many).size).toBe(MAX_ATTR_FILTERS);
    expect(parseAttrFilter(undefined).size).toBe(0);
  });
});

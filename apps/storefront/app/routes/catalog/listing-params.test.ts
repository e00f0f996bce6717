import { describe, expect, it } from 'vitest';
import { apiQuery, hrefWith, normalizeKeyword, parseAttrs, parseListingState, toggleAttr, toQuery } from './listing-params';
import { fenToDecimal, formatYuan } from '@shop/contracts/money';

describe('listing state in the URL', () => {
  it('reads a full query', () => {
    const s = parseListingState(new URLSearchParams('sort=price-asc&minPrice=1000&maxPrice=3000&attrs=颜色:幻夜黑,存储:12GB%2B256GB&page=2'));
    expect(s).toEqual({
      category: undefined,
      minPrice: 1000,
      maxPrice: 3000,
      attrs: [
        ['颜色', '幻夜黑'],
        ['存储', '12GB+256GB'],
      ],
      sort: 'price-asc',
      page: 2,
    });
  });

  it('drops bad values instead of failing', () => {
    const s = parseListingState(new URLSearchParams('sort=cheapest&minPrice=abc&maxPrice=-5&page=-1&attrs=nonsense,:x,颜色:'));
    expect(s).toEqual({ category: undefined, minPrice: undefined, maxPrice: undefined, attrs: [], sort: 'default', page: 1 });
    expect(parseListingState(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(parseListingState(new URLSearchParams('minPrice=99999999999')).minPrice).toBeUndefined();
  });

  it('swaps a reversed price range', () => {
    const s = parseListingState(new URLSearchParams('minPrice=5000&maxPrice=1000'));
    expect([s.minPrice, s.maxPrice]).toEqual([1000, 5000]);
  });

  it('writes short URLs and resets the page on any other change', () => {
    const s = parseListingState(new URLSearchParams('sort=sales&page=3'));
    expect(toQuery(s)).toBe('?sort=sales&page=3');
    expect(hrefWith('/list/tvs', s, { sort: 'newest' })).toBe('/list/tvs?sort=newest');
    expect(hrefWith('/list/tvs', s, { page: 4 })).toBe('/list/tvs?sort=sales&page=4');
    expect(hrefWith('/list/tvs', s, { sort: 'default' })).toBe('/list/tvs');
  });

  it('toggles one value per attribute', () => {
    const s = parseListingState(new URLSearchParams('attrs=颜色:幻夜黑'));
    expect(toggleAttr(s, '颜色', '幻夜黑')).toEqual([]);
    expect(toggleAttr(s, '颜色', '冰川银')).toEqual([['颜色', '冰川银']]);
    expect(toggleAttr(s, '存储', '256GB')).toEqual([
      ['颜色', '幻夜黑'],
      ['存储', '256GB'],
    ]);
    expect(parseAttrs('颜色:黑,颜色:白')).toEqual([['颜色', '白']]);
  });

  it('asks the API in fen', () => {
    const s = parseListingState(new URLSearchParams('minPrice=1000&maxPrice=3000&page=2'));
    const q = new URLSearchParams(apiQuery(s, { category: 'smartphones' }));
    expect(Object.fromEntries(q)).toEqual({ category: 'smartphones', minPrice: '100000', maxPrice: '300000', sort: 'default', page: '2', pageSize: '24' });
  });
});

describe('search keyword', () => {
  it('is trimmed and cut to 64 characters without splitting a surrogate pair', () => {
    expect(normalizeKeyword('  手机  ')).toBe('手机');
    expect(normalizeKeyword('x'.repeat(100))).toBe('x'.repeat(64));
    expect(normalizeKeyword(`${'x'.repeat(63)}😀`)).toBe('x'.repeat(63));
    expect(normalizeKeyword(null)).toBe('');
  });
});

describe('money', () => {
  it('formats fen as yuan', () => {
    expect(formatYuan(599900)).toBe('¥5,999');
    expect(formatYuan(599950)).toBe('¥5,999.50');
    expect(fenToDecimal(599900)).toBe('5999.00');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { addRecentSearch, clearRecentSearches, readRecentSearches, searchPath } from './recent-searches';

const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
});

describe('recent searches', () => {
  beforeEach(() => store.clear());

  it('most recent first, no duplicates, at most 10, trimmed and cut to 64 characters', () => {
    for (let i = 1; i <= 12; i++) addRecentSearch(`k${i}`);
    addRecentSearch(' k5 ');
    const list = readRecentSearches();
    expect(list).toHaveLength(10);
    expect(list.slice(0, 3)).toEqual(['k5', 'k12', 'k11']);
    expect(addRecentSearch('星'.repeat(80))[0]).toBe('星'.repeat(64));
    expect(addRecentSearch('   ')).toEqual(readRecentSearches());
  });

  it('clears, and survives broken storage content', () => {
    addRecentSearch('电视');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    store.set('searchKeywords', '{not json');
    expect(readRecentSearches()).toEqual([]);
  });

  it('search path encodes the keyword', () => {
    expect(searchPath('折叠屏 手机')).toBe(`/search/${encodeURIComponent('折叠屏 手机')}`);
  });
});

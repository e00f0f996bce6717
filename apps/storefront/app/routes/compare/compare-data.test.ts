import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/contracts/catalog';
import { comparableCategories, compareHref, groupRows, MAX_COMPARE, parseSelection } from './compare-data';

describe('parseSelection', () => {
  it('keeps distinct well-formed codes in order, at most four', () => {
    expect(parseSelection('a,b,,a, c ,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(parseSelection('a,b,c,d,e').length).toBe(MAX_COMPARE);
  });
  it('drops codes that could not be product codes', () => {
    expect(parseSelection('S25U-TITANGRAY-1,<script>,../x,S25')).toEqual(['S25U-TITANGRAY-1', 'S25']);
    expect(parseSelection(null)).toEqual([]);
  });
});

describe('compareHref', () => {
  it('writes the selection readably and leaves out what is empty', () => {
    expect(compareHref('/contrast', 'smartphones', ['a', 'b'])).toBe('/contrast?cat=smartphones&skus=a,b');
    expect(compareHref('/TVcontrast', null, ['a'])).toBe('/TVcontrast?skus=a');
    expect(compareHref('/contrast', null, [])).toBe('/contrast');
  });
});

describe('groupRows', () => {
  it('keeps the first-seen group order and every row of a group together', () => {
    const row = (group: string, name: string) => ({ group, name, values: ['1', '2'], same: false });
    const g = groupRows([row('屏幕', '尺寸'), row('相机', '主摄'), row('屏幕', '刷新率')]);
    expect(g.map((x) => x.group)).toEqual(['屏幕', '相机']);
    expect(g[0].rows.map((r) => r.name)).toEqual(['尺寸', '刷新率']);
  });
});

describe('comparableCategories', () => {
  it('offers the comparable second-level categories in menu order with their parents', () => {
    const c = (code: string, parentCode: string | null, children?: Category[]): Category => ({
      code,
      name: code,
      level: parentCode ? 2 : 1,
      parentCode,
      icon: '',
      productCount: 1,
      children,
    });
    const tree = [
      c('tv-av', null, [c('audio', 'tv-av'), c('tvs', 'tv-av')]),
      c('smartphone-tablet', null, [c('smartphones', 'smartphone-tablet')]),
      c('home', null, [c('washers', 'home')]),
    ];
    expect(comparableCategories(tree)).toEqual([
      { code: 'smartphones', parentCode: 'smartphone-tablet', name: 'smartphones' },
      { code: 'tvs', parentCode: 'tv-av', name: 'tvs' },
      { code: 'audio', parentCode: 'tv-av', name: 'audio' },
    ]);
  });
});

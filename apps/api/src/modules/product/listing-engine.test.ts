import { describe, expect, it } from 'vitest';
import { createListingEngine } from './listing-engine.ts';
import type { ListingSnapshot, SnapshotCategory, SnapshotProduct, SnapshotSku } from './listing-snapshot.ts';

const categories: SnapshotCategory[] = [
  { code: 'phones-all', parentCode: null, name: '手机平板', level: 1, icon: '', sortOrder: 1 },
  { code: 'audio', parentCode: null, name: '音频', level: 1, icon: '', sortOrder: 2 },
  { code: 'phones', parentCode: 'phones-all', name: '手机', level: 2, icon: '', sortOrder: 2 },
  { code: 'tablets', parentCode: 'phones-all', name: '平板', level: 2, icon: '', sortOrder: 1 },
  { code: 'buds', parentCode: 'audio', name: '耳机', level: 2, icon: '', sortOrder: 1 },
];

const sku = (skuCode: string, price: number, attrs: Record<string, string>, extra: Partial<SnapshotSku> = {}): SnapshotSku => ({
  skuCode,
  attrs: new Map(Object.entries(attrs)),
  colorName: attrs.颜色 ?? '黑',
  colorHex: '#000000',
  price,
  sitePrices: new Map(),
  origPrice: price,
  stock: 10,
  sortOrder: 0,
  ...extra,
});

let nextId = 1;
const product = (name: string, categoryCode: string, skus: SnapshotSku[], extra: Partial<SnapshotProduct> = {}): SnapshotProduct => {
  const category = categories.find((c) => c.code === categoryCode)!;
  const id = nextId++;
  return {
    id,
    spuCode: `SPU${id}`,
    name,
    sellingPoint: '',
    type: 'phone',
    design: '',
    categoryCode,
    categoryName: category.name,
    parentCode: category.parentCode,
    isNew: false,
    isHot: false,
    invitationOnly: false,
    salesCount: 0,
    launchedAt: id * 1000,
    sortOrder: id,
    skus,
    ...extra,
  };
};

const products = [
  product('Phone A', 'phones', [sku('A1', 400_000, { 颜色: '黑', 存储: '256GB' }), sku('A2', 450_000, { 颜色: '白', 存储: '512GB' })], {
    salesCount: 5,
    isNew: true,
  }),
  product('Phone B', 'phones', [sku('B1', 200_000, { 颜色: '蓝', 存储: '256GB' }, { sitePrices: new Map([['edu', 180_000]]) })], { salesCount: 9 }),
  product('Phone C', 'phones', [sku('C1', 90_000, { 颜色: '黑', 存储: '128GB' }, { stock: 0 })], { salesCount: 1 }),
  product('Tablet', 'tablets', [sku('T1', 300_000, { 颜色: '灰' })], { isHot: true }),
  product('Buds', 'buds', [sku('E1', 50_000, { 颜色: '白' })]),
];
const snapshot: ListingSnapshot = { categories, products, byId: new Map(products.map((p) => [p.id, p])) };
const engine = createListingEngine(snapshot);
const names = (r: { rows: { name: string }[] }) => r.rows.map((p) => p.name);
const page = { sort: 'default' as const, limit: 20, offset: 0 };

describe('listing engine', () => {
  it('lists a level-1 category with its children, in merchandising order with sold-out products last', () => {
    const r = engine.cardPage({ siteCode: 'cn', category: 'phones-all', ...page });
    expect(names(r)).toEqual(['Phone A', 'Phone B', 'Tablet', 'Phone C']);
    expect(r.total).toBe(4);
  });

  it('prices for the site and filters and sorts by the lowest price', () => {
    const edu = engine.cardPage({ siteCode: 'edu', category: 'phones', ...page, sort: 'price-asc' });
    expect(edu.rows.map((p) => [p.name, Math.min(...p.skus.map((s) => s.price))])).toEqual([
      ['Phone C', 90_000],
      ['Phone B', 180_000],
      ['Phone A', 400_000],
    ]);
    expect(names(engine.cardPage({ siteCode: 'cn', minPrice: 100_000, maxPrice: 400_000, ...page }))).toEqual(['Phone A', 'Phone B', 'Tablet']);
  });

  it('filters attributes: values of one name are alternatives, names must all hold on one SKU', () => {
    const both = new Map([
      ['颜色', ['黑', '蓝']],
      ['存储', ['256GB']],
    ]);
    expect(names(engine.cardPage({ siteCode: 'cn', attrs: both, ...page }))).toEqual(['Phone A', 'Phone B']);
    // 白 and 256GB exist on Phone A, but not on the same SKU.
    const split = new Map([
      ['颜色', ['白']],
      ['存储', ['256GB']],
    ]);
    expect(engine.count({ siteCode: 'cn', attrs: split })).toBe(0);
  });

  it('pages without overlap and sorts by newest and sales', () => {
    const first = engine.cardPage({ siteCode: 'cn', ...page, sort: 'newest', limit: 2 });
    const second = engine.cardPage({ siteCode: 'cn', ...page, sort: 'newest', limit: 2, offset: 2 });
    expect([...names(first), ...names(second)]).toEqual(['Buds', 'Tablet', 'Phone C', 'Phone B']);
    expect(first.total).toBe(5);
    expect(names(engine.cardPage({ siteCode: 'cn', ...page, sort: 'sales', limit: 2 }))).toEqual(['Phone B', 'Phone A']);
  });

  it('ranks search matches: buyable, then model, then name holding the keyword, then rank', () => {
    const hits = new Map([
      [products[0]!.id, { rank: 0.1, modelHit: false }],
      [products[1]!.id, { rank: 0.9, modelHit: false }],
      [products[2]!.id, { rank: 0.5, modelHit: true }],
      [products[4]!.id, { rank: 0.2, modelHit: true }],
    ]);
    const r = engine.cardPage({ siteCode: 'cn', hits, keyword: 'phone a', ...page });
    expect(names(r)).toEqual(['Buds', 'Phone A', 'Phone B', 'Phone C']);
  });

  it('counts facets: categories without the category filter, bands and values within it', () => {
    const f = engine.facets({ siteCode: 'cn', category: 'phones', minPrice: 300_000 });
    // Ordered by the parent's order, then the category's own.
    expect(f.categories).toEqual([
      { code: 'tablets', name: '平板', count: 1 },
      { code: 'phones', name: '手机', count: 3 },
      { code: 'buds', name: '耳机', count: 1 },
    ]);
    expect(f.priceBands).toEqual([1, 1, 1, 0, 0]);
    // 颜色 first, then names; values by their lowest price.
    expect(f.attrs).toEqual([
      { name: '颜色', value: '黑', count: 2 },
      { name: '颜色', value: '蓝', count: 1 },
      { name: '颜色', value: '白', count: 1 },
      { name: '存储', value: '128GB', count: 1 },
      { name: '存储', value: '256GB', count: 2 },
      { name: '存储', value: '512GB', count: 1 },
    ]);
  });

  it('recommends products in stock: same category, then the parent category, then best sellers', () => {
    const names = engine.recommend({ siteCode: 'cn', category: 'phones', parent: 'phones-all', exclude: 'SPU1', limit: 3 }).map((r) => r.name);
    // Phone C is sold out, Phone A is the page's own product.
    expect(names).toEqual(['Phone B', 'Tablet', 'Buds']);
  });

  it('counts listable products per category, a level-1 category with its children', () => {
    const counts = new Map(engine.categories().map((c) => [c.code, c.productCount]));
    expect(Object.fromEntries(counts)).toEqual({ 'phones-all': 4, audio: 1, phones: 3, tablets: 1, buds: 1 });
  });
});

/**
 * Catalogue endpoints against the seeded demo catalogue (read-only: order-independent and
 * repeatable on the same database).
 */
import { describe, expect, it } from 'vitest';
import type { Category, ListingResult, NewRecResult, ProductCard } from '@shop/contracts';
import { Browser, useTestApi } from './harness.ts';

const api = useTestApi();
const browser = () => new Browser(api.baseUrl);
type Search = ListingResult & { keyword: string };

async function list(query: string, b = browser()) {
  const res = await b.get<ListingResult>(`/api/product/plp/list?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
async function search(keyword: string, extra = '') {
  const res = await browser().get<Search>(`/api/product/search?keyword=${encodeURIComponent(keyword)}&pageSize=60${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('GET /api/product/category/tree', () => {
  it('gives every level-1 category with children and on-sale product counts', async () => {
    const res = await browser().get<Category[]>('/api/product/category/tree');
    expect(res.status).toBe(200);
    const tree = res.body.data;
    const codes = tree.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['smartphone-tablet', 'wearables', 'tv-av', 'home-appliances', 'computing-displays', 'accessories']));
    for (const top of tree) {
      expect(top.level).toBe(1);
      expect(top.parentCode).toBeNull();
      expect(top.children!.length).toBeGreaterThan(0);
      // Products sit in level-2 categories: the parent's count is the sum of its children's.
      expect(top.productCount).toBe(top.children!.reduce((n, c) => n + c.productCount, 0));
      for (const child of top.children!) {
        expect(child).toMatchObject({ level: 2, parentCode: top.code });
        // The category's first product, drawn in the icon colour: /media/product/{type}/{design}/front/{hex}.svg.
        expect(child.icon).toMatch(/^\/media\/product\/[a-z]+\/[a-z][a-z0-9]*(-[a-z][a-z0-9]*)+\/front\/[0-9a-f]{6}\.svg$/);
      }
    }
    const phones = tree.find((c) => c.code === 'smartphone-tablet')!.children!.find((c) => c.code === 'smartphones')!;
    // The off-sale S23 is not counted.
    const listed = await list('category=smartphones&pageSize=60');
    expect(phones.productCount).toBe(listed.total);
    expect(listed.items.map((p) => p.spuCode)).not.toContain('S23');
  });
});

describe('GET /api/product/plp/list', () => {
  it('lists cards with their default SKU, swatches and URLs', async () => {
    const data = await list('category=smartphone-tablet&pageSize=60');
    expect(data.total).toBeGreaterThanOrEqual(15);
    const s25u = data.items.find((p) => p.spuCode === 'S25U')!;
    expect(s25u).toMatchObject({ type: 'phone', categoryCode: 'smartphones', categoryName: '智能手机', isNew: true, isHot: true });
    expect(s25u.url).toBe(`/product/S25U/${s25u.skuCode}`);
    // The S25 Ultra's own picture (its design, from scripts/generate-catalog.ts).
    const design = 'bar-h552-w268-r12-cu5-l26-fp-b6-t17-mm-xpen';
    expect(s25u.image).toMatch(new RegExp(`^/media/product/phone/${design}/front/[0-9a-f]{6}\\.svg$`));
    expect(new Set(s25u.colors.map((c) => c.name)).size).toBe(s25u.colors.length);
    expect(s25u.colors.length).toBe(4);
    expect(s25u.origPrice).toBeGreaterThanOrEqual(s25u.price);
    for (const c of s25u.colors) expect(c.image).toBe(`/media/product/phone/${design}/front/${c.hex.slice(1)}.svg`);
  });

  it('filters by level-1 and level-2 category; an unknown category is an empty result', async () => {
    const top = await list('category=smartphone-tablet&pageSize=60');
    const types = new Set(top.items.map((p) => p.type));
    expect([...types].sort()).toEqual(['foldable', 'phone', 'tablet']);
    const folds = await list('category=foldables');
    expect(folds.items.every((p) => p.type === 'foldable')).toBe(true);
    expect(folds.total).toBe(4);
    const none = await list('category=no-such-thing');
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('marks a product whose SKUs are all out of stock as sold out, and lists it last by default', async () => {
    const folds = await list('category=foldables');
    const w26 = folds.items.find((p) => p.spuCode === 'W26')!;
    expect(w26.soldOut).toBe(true);
    expect(folds.items.at(-1)!.spuCode).toBe('W26');
    expect(folds.items.filter((p) => p.spuCode !== 'W26').every((p) => !p.soldOut)).toBe(true);
  });

  it('filters by price range in fen', async () => {
    const data = await list('minPrice=100000&maxPrice=300000&pageSize=60');
    expect(data.total).toBeGreaterThan(0);
    for (const p of data.items) expect(p.price >= 100000 && p.price <= 300000).toBe(true);
  });

  it('filters by attributes: values of one name are alternatives, names must all match', async () => {
    const black = await list(`category=smartphones&attrs=${encodeURIComponent('颜色:幻夜黑')}&pageSize=60`);
    expect(black.total).toBeGreaterThan(0);
    for (const p of black.items) expect(p.colors.map((c) => c.name)).toContain('幻夜黑');

    const both = await list(`category=smartphones&attrs=${encodeURIComponent('颜色:幻夜黑,存储:16GB+1TB')}&pageSize=60`);
    expect(both.items.map((p) => p.spuCode)).toEqual(['S25U']);

    // An unencoded '+' arrives as a space and still matches.
    const loose = await list(`category=smartphones&attrs=${encodeURIComponent('存储:16GB')}+1TB`);
    expect(loose.items.map((p) => p.spuCode)).toEqual(['S25U']);

    const either = await list(`category=smartphones&attrs=${encodeURIComponent('颜色:樱花粉,颜色:珊瑚橙')}&pageSize=60`);
    expect(either.items.map((p) => p.spuCode).sort()).toEqual(['A26', 'A56', 'C55', 'S25'].sort());
  });

  it('sorts by price, newest and sales', async () => {
    const asc = (await list('sort=price-asc&pageSize=60')).items.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=price-desc&pageSize=60')).items.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = await list('category=smartphones&sort=newest&pageSize=60');
    expect(newest.items[0].spuCode).toBe('S25E');
    const sales = await list('category=smartphones&sort=sales&pageSize=3');
    expect(sales.items[0].spuCode).toBe('S25U');
  });

  it('pages without overlap and reports the total', async () => {
    const all = await list('pageSize=60');
    expect(all.total).toBeGreaterThanOrEqual(60);
    const p1 = await list('pageSize=10&page=1');
    const p2 = await list('pageSize=10&page=2');
    expect(p1.total).toBe(all.total);
    expect(p2).toMatchObject({ page: 2, pageSize: 10 });
    expect(p1.items.map((p) => p.spuCode)).toEqual(all.items.slice(0, 10).map((p) => p.spuCode));
    expect(p2.items.map((p) => p.spuCode)).toEqual(all.items.slice(10, 20).map((p) => p.spuCode));
    const beyond = await list('pageSize=10&page=500');
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });

  it('counts facets: categories, price ranges and attribute values', async () => {
    const data = await list('category=smartphones');
    const { categories, priceRanges, attrs } = data.facets;
    // Categories ignore the category filter, so a shopper can switch.
    expect(categories.map((c) => c.value)).toEqual(expect.arrayContaining(['smartphones', 'foldables', 'tvs', 'refrigerators']));
    expect(categories.find((c) => c.value === 'smartphones')!.count).toBe(data.total);
    expect(priceRanges.reduce((n, r) => n + r.count, 0)).toBe(data.total);
    expect(priceRanges[0]).toMatchObject({ min: 0, max: 100000 });
    expect(priceRanges.at(-1)!.max).toBeNull();
    expect(attrs[0].name).toBe('颜色');
    const storage = attrs.find((a) => a.name === '存储')!;
    expect(storage.values.find((v) => v.value === '16GB+1TB')!.count).toBe(1);
    const black = attrs[0].values.find((v) => v.value === '幻夜黑')!;
    const blackList = await list(`category=smartphones&attrs=${encodeURIComponent('颜色:幻夜黑')}`);
    expect(black.count).toBe(blackList.total);
  });

  it('prices for the site: ?siteCd=, else the siteCd cookie, else cn', async () => {
    const cn = (await list('category=foldables')).items.find((p) => p.spuCode === 'ZFOLD7')!;
    const student = (await list('category=foldables&siteCd=student')).items.find((p) => p.spuCode === 'ZFOLD7')!;
    const enterprise = (await list('category=foldables&siteCd=enterprise')).items.find((p) => p.spuCode === 'ZFOLD7')!;
    expect(student.price).toBeLessThan(cn.price);
    expect(enterprise.price).toBeLessThan(cn.price);
    expect(student.price).not.toBe(enterprise.price);

    const b = browser();
    b.cookies.set('siteCd', 'student');
    const byCookie = (await list('category=foldables', b)).items.find((p) => p.spuCode === 'ZFOLD7')!;
    expect(byCookie.price).toBe(student.price);
    // The query wins over the cookie.
    const overridden = (await list('category=foldables&siteCd=cn', b)).items.find((p) => p.spuCode === 'ZFOLD7')!;
    expect(overridden.price).toBe(cn.price);
    // Products without channel prices keep the cn price on a channel site.
    const buds = (await list('category=earbuds&siteCd=student')).items.find((p) => p.spuCode === 'BUDS3PRO')!;
    expect(buds.price).toBe((await list('category=earbuds')).items.find((p) => p.spuCode === 'BUDS3PRO')!.price);
    // An unknown site sees cn prices.
    expect((await list('category=foldables&siteCd=xyz')).items.find((p) => p.spuCode === 'ZFOLD7')!.price).toBe(cn.price);
  });

  it.each(['page=abc', 'page=0', 'pageSize=1000', 'pageSize=0', 'minPrice=-1', 'maxPrice=1.5', 'sort=foo', `category=${'x'.repeat(65)}`])(
    'refuses %s with 400 E_VALIDATION',
    async (query) => {
      const res = await browser().get(`/api/product/plp/list?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
    },
  );
});

describe('GET /api/product/search', () => {
  const phoneTypes = ['phone', 'foldable'];

  it.each(['手机', 'shouji', 'sj', 'SHOUJI'])('finds the phones for %s', async (keyword) => {
    const data = await search(keyword);
    expect(data.keyword).toBe(keyword);
    const listed = await list('category=smartphones&pageSize=60');
    expect(data.items.map((p) => p.spuCode)).toEqual(expect.arrayContaining(listed.items.map((p) => p.spuCode)));
    for (const p of data.items) expect(phoneTypes).toContain(p.type);
  });

  it('finds the foldables for 折叠屏 (and its pinyin)', async () => {
    for (const keyword of ['折叠屏', 'zhedieping', 'zdp']) {
      const data = await search(keyword);
      expect(data.items.map((p) => p.spuCode).sort(), keyword).toEqual(['W26', 'ZFLIP7', 'ZFLIP7FE', 'ZFOLD7'].sort());
    }
  });

  it.each(['S25', 's25', 'Ｓ２５'])('finds the S25 family for %s', async (keyword) => {
    const data = await search(keyword);
    const codes = data.items.map((p) => p.spuCode);
    expect(codes).toEqual(expect.arrayContaining(['S25', 'S25P', 'S25U', 'S25E']));
    for (const p of data.items) expect(p.name).toContain('S25');
    expect(codes).not.toContain('S24FE');
  });

  it('narrows with more words and falls back to any word when all words find nothing', async () => {
    const ultra = await search('S25 Ultra');
    expect(ultra.items[0].spuCode).toBe('S25U');
    expect(ultra.items.every((p) => p.name.includes('S25 Ultra'))).toBe(true);
    const fallback = await search('冰箱 恐龙');
    expect(fallback.total).toBeGreaterThan(0);
    expect(fallback.items.every((p) => p.type === 'fridge')).toBe(true);
  });

  it('finds other kinds by their words', async () => {
    expect((await search('耳机')).items.every((p) => p.type === 'earbuds')).toBe(true);
    expect((await search('电视')).items.every((p) => p.type === 'tv')).toBe(true);
    expect((await search('洗衣机')).items.every((p) => p.type === 'washer')).toBe(true);
    expect((await search('固态硬盘')).items.every((p) => p.type === 'storage')).toBe(true);
    expect((await search('bingxiang')).items.every((p) => p.type === 'fridge')).toBe(true);
  });

  it('combines with listing filters and site prices', async () => {
    const data = await search('手机', '&category=foldables&sort=price-asc&siteCd=student');
    expect(data.items.every((p) => p.type === 'foldable')).toBe(true);
    const prices = data.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.facets.categories.length).toBeGreaterThan(1);
  });

  it('answers an empty result for a keyword that matches nothing', async () => {
    for (const keyword of ['恐龙化石', 'zzzzqqq', '!!!']) {
      const data = await search(keyword);
      expect(data).toMatchObject({ total: 0, items: [], keyword });
    }
  });

  it('accepts 64 characters and refuses 65 with 400', async () => {
    const ok = await browser().get(`/api/product/search?keyword=${encodeURIComponent('手'.repeat(64))}`);
    expect(ok.status).toBe(200);
    const tooLong = await browser().get(`/api/product/search?keyword=${encodeURIComponent('手'.repeat(65))}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
  });

  it.each(['', 'keyword=', 'keyword=%20%20', 'keyword=a&page=abc', 'keyword=a&sort=foo'])('refuses %s with 400', async (query) => {
    const res = await browser().get(`/api/product/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E_VALIDATION');
  });
});

describe('GET /api/product/search/suggest', () => {
  it('suggests words and up to 4 products as the shopper types', async () => {
    const res = await browser().get<{ suggestions: string[]; products: ProductCard[] }>(`/api/product/search/suggest?keyword=${encodeURIComponent('折叠')}`);
    expect(res.status).toBe(200);
    const { suggestions, products } = res.body.data;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions).toContain('折叠屏手机');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    for (const p of products) expect(p.type).toBe('foldable');
  });

  it('matches pinyin prefixes and model numbers', async () => {
    const pinyin = await browser().get<{ suggestions: string[]; products: ProductCard[] }>('/api/product/search/suggest?keyword=shou');
    expect(pinyin.body.data.products.length).toBeGreaterThan(0);
    const model = await browser().get<{ suggestions: string[]; products: ProductCard[] }>('/api/product/search/suggest?keyword=tab%20s10');
    expect(model.body.data.products.every((p) => p.name.includes('Tab S10'))).toBe(true);
  });

  it('is empty for no match and refuses a missing or long keyword', async () => {
    const none = await browser().get<{ suggestions: string[]; products: ProductCard[] }>('/api/product/search/suggest?keyword=zzzzqqq');
    expect(none.body.data).toEqual({ suggestions: [], products: [] });
    expect((await browser().get('/api/product/search/suggest')).status).toBe(400);
    expect((await browser().get(`/api/product/search/suggest?keyword=${'a'.repeat(65)}`)).status).toBe(400);
  });
});

describe('GET newRec (pc, h5, app)', () => {
  it.each(['/api/product/gnb/v1/common/newRec', '/api/product/h5/gnb/v1/common/newRec', '/api/product/app/gnb/v1/common/newRec'])(
    '%s gives 8 new and 8 hot products',
    async (path) => {
      const res = await browser().get<NewRecResult>(path);
      expect(res.status).toBe(200);
      const { newProducts, hotProducts } = res.body.data;
      expect(newProducts).toHaveLength(8);
      expect(hotProducts).toHaveLength(8);
      expect(newProducts.every((p) => p.isNew)).toBe(true);
      expect(hotProducts.every((p) => p.isHot)).toBe(true);
      expect(newProducts.map((p) => p.spuCode)).not.toContain('S23');
    },
  );

  it('prices for the site', async () => {
    const cn = await browser().get<NewRecResult>('/api/product/gnb/v1/common/newRec');
    const student = await browser().get<NewRecResult>('/api/product/gnb/v1/common/newRec?siteCd=student');
    const fold = (r: typeof cn) => r.body.data.newProducts.find((p) => p.spuCode === 'ZFOLD7')!;
    expect(fold(student).price).toBeLessThan(fold(cn).price);
  });
});

describe('search relevance', () => {
  it('puts products whose name holds the typed word first (手机 → phones, not a card that fits phones)', async () => {
    const r = await new Browser(api.baseUrl).get<{ items: { name: string }[] }>(`/api/product/search?keyword=${encodeURIComponent('手机')}`);
    expect(r.status).toBe(200);
    const top = r.body.data.items.slice(0, 5).map((i) => i.name);
    for (const name of top) expect(name).toContain('手机');
  });
});

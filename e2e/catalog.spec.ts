/**
 * Catalogue pages (issue #3): home, listing and mobile category page, search (Chinese,
 * pinyin, initials, model number), no-result and middle pages, sitemap page and XML,
 * JSON-LD, and no horizontal overflow — at 1440 and 390 px (the two projects).
 */
import { expect, test } from './fixtures';
import { type Page } from '@playwright/test';

// A returning shopper: the privacy layer and cookie bar of the chrome were answered before.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

async function noHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'page must not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

function yuan(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

async function resultCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('result-count').locator('strong').innerText());
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('product-grid').first().getByTestId('product-name').allInnerTexts();
}

/** On phones the filters fold behind 筛选. */
async function openFilters(page: Page) {
  const summary = page.getByTestId('filter-disclosure').locator('summary');
  if (await summary.isVisible()) {
    const open = await page.getByTestId('filter-disclosure').getAttribute('open');
    if (open === null) await summary.click();
  }
}

test.describe('home', () => {
  // The carousel plays by itself only for a visitor who has not asked for less motion.
  test.describe('with motion', () => {
    test.use({ contextOptions: { reducedMotion: 'no-preference' } });
    test('shows banners, categories, new and hot products; the carousel can be paused @pc', async ({ page }) => {
      const res = await page.goto('/');
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId('hero-slide').first()).toBeVisible();
      expect(await page.getByTestId('hero-slide').count()).toBeGreaterThan(1);
      const firstHero = page.getByTestId('hero-slide').first().locator('img');
      await expect(firstHero).toHaveAttribute('fetchpriority', 'high');
      await expect(firstHero).toHaveAttribute('loading', 'eager');

      const pause = page.getByTestId('hero-pause');
      await expect(pause).toHaveAccessibleName('暂停自动播放');
      await pause.click();
      await expect(pause).toHaveAccessibleName('开始自动播放');

      expect(await page.getByTestId('home-category').count()).toBeGreaterThan(3);
      await expect(page.getByTestId('home-new').getByTestId('product-card').first()).toBeAttached();
      await expect(page.getByTestId('home-hot').getByTestId('product-card').first()).toBeAttached();
      expect(await page.getByTestId('home-new').getByTestId('product-card').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('home-hot').getByTestId('product-card').count()).toBeGreaterThan(0);
      await expect(page).toHaveTitle(/首页/);
      await noHorizontalOverflow(page);
    });
  });

  test('/home and /O2O are the home page too @pc', async ({ page }) => {
    for (const path of ['/home', '/O2O']) {
      await page.goto(path);
      await expect(page.getByTestId('hero')).toBeVisible();
    }
  });

  test('a category entry leads to its listing @pc', async ({ page }) => {
    await page.goto('/');
    const entry = page.getByTestId('home-category').first();
    const name = (await entry.innerText()).trim();
    await entry.click();
    await expect(page).toHaveURL(/\/list\/[\w-]+$/);
    await expect(page.getByTestId('listing-title')).toHaveText(name);
  });
});

test.describe('listing', () => {
  test('sort changes the results and the URL; back restores them @phone', async ({ page }) => {
    await page.goto('/list/smartphone-tablet');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const before = await cardNames(page);

    await page.getByTestId('sort-bar').getByRole('link', { name: '价格↑' }).click();
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(page.getByTestId('sort-bar').getByRole('link', { name: '价格↑' })).toHaveAttribute('aria-current', 'true');
    const prices = (await page.getByTestId('product-grid').getByTestId('price').allInnerTexts()).map(yuan);
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    await page.getByTestId('sort-bar').getByRole('link', { name: '价格↓' }).click();
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    await expect(page.getByTestId('sort-bar').getByRole('link', { name: '价格↓' })).toHaveAttribute('aria-current', 'true');
    const down = (await page.getByTestId('product-grid').getByTestId('price').allInnerTexts()).map(yuan);
    expect([...down].sort((a, b) => b - a)).toEqual(down);

    await page.goBack();
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect.poll(() => cardNames(page)).toEqual(before);
    await noHorizontalOverflow(page);
  });

  test('filters (price range, attribute, category) narrow the results and live in the URL @pc', async ({ page }) => {
    await page.goto('/list');
    const total = Number(await page.getByTestId('result-count').locator('strong').innerText());
    expect(total).toBeGreaterThan(10);

    await openFilters(page);
    await page.getByTestId('facet-price').first().click();
    await expect(page).toHaveURL(/[?&](minPrice|maxPrice)=\d+/);
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    const afterPrice = await resultCount(page);
    const url = new URL(page.url());
    const min = Number(url.searchParams.get('minPrice') ?? 0);
    const max = Number(url.searchParams.get('maxPrice') ?? Infinity);
    for (const p of (await page.getByTestId('product-grid').getByTestId('price').allInnerTexts()).map(yuan)) {
      expect(p).toBeGreaterThanOrEqual(min);
      expect(p).toBeLessThanOrEqual(max);
    }

    // A shared link gives the same page.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    expect(Number(await other.getByTestId('result-count').locator('strong').innerText())).toBe(afterPrice);
    await other.close();

    await page.goto('/list/smartphones');
    const phones = Number(await page.getByTestId('result-count').locator('strong').innerText());
    await openFilters(page);
    const attr = page.getByTestId('facet-attr').first();
    await attr.click();
    await expect(page).toHaveURL(/[?&]attrs=/);
    await expect(page.getByTestId('facet-attr').and(page.locator('[aria-current="true"]'))).toHaveCount(1);
    const afterAttr = await resultCount(page);
    expect(afterAttr).toBeGreaterThan(0);
    expect(afterAttr).toBeLessThanOrEqual(phones);
    await openFilters(page);
    await expect(page.getByTestId('facet-attr').and(page.locator('[aria-current="true"]'))).toHaveCount(1);
    await page.goBack();
    await expect(page).not.toHaveURL(/attrs=/);

    await page.goto('/list/smartphone-tablet');
    await openFilters(page);
    const cat = page.getByTestId('facet-category').first();
    await cat.click();
    await expect(page).toHaveURL(/\/list\/(?!smartphone-tablet)[\w-]+/);
    await noHorizontalOverflow(page);
  });

  test('paging: page 2 shows other products, in the URL @phone', async ({ page }) => {
    await page.goto('/list');
    const first = await cardNames(page);
    await page.getByTestId('pagination').getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
    const second = await cardNames(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
  });

  test('bad query values never break the page @pc', async ({ page }) => {
    for (const q of ['?minPrice=abc&maxPrice=-5&page=-1&sort=zzz', '?page=999999', '?attrs=%E9%A2%9C%E8%89%B2', '?minPrice=99999999999']) {
      const res = await page.goto(`/list/smartphones${q}`);
      expect(res?.status(), q).toBe(200);
      await expect(page.getByTestId('listing-title')).toBeVisible();
    }
    const empty = await page.goto('/list/smartphones?attrs=%E9%A2%9C%E8%89%B2:%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E9%A2%9C%E8%89%B2');
    expect(empty?.status()).toBe(200);
    const emptyBlock = page.getByTestId('empty-result');
    if (await emptyBlock.isVisible()) {
      await page.getByTestId('clear-filters').click();
      await expect(page).not.toHaveURL(/attrs=/);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    }
    const unknown = await page.goto('/list/no-such-category');
    expect(unknown?.status()).toBe(404);
  });

  test('cards: picture, name, price; swatches change the picture @pc', async ({ page }) => {
    await page.goto('/list/smartphones');
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: /^颜色：/ }) })
      .first();
    await expect(card.locator('img')).toHaveAttribute('width', /\d+/);
    await expect(card.getByTestId('price')).toHaveText(/^¥[\d,]+(\.\d\d)?$/);
    const img = card.locator('img').first();
    const src = await img.getAttribute('src');
    const swatches = card.getByRole('button', { name: /^颜色：/ });
    await swatches.nth(1).click();
    await expect(swatches.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(img).not.toHaveAttribute('src', src!);
  });

  test('mobile category page: rail, level-2 entries and products @phone', async ({ page }) => {
    await page.goto('/classificationM');
    const rail = page.getByRole('navigation', { name: '一级分类' });
    await expect(rail.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    await rail.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/classificationM\/[\w-]+$/);
    await expect(rail.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await noHorizontalOverflow(page);
  });
});

test.describe('search', () => {
  test('finds products for 手机, its pinyin (shouji), its initials (sj) and a model (S25) @pc', async ({ page }) => {
    for (const [keyword, expected] of [
      ['手机', /手机/],
      ['shouji', /手机/],
      ['sj', /手机/],
      ['S25', /S25/],
    ] as const) {
      const res = await page.goto(`/search/${encodeURIComponent(keyword)}`);
      expect(res?.status(), keyword).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`“${keyword}”的搜索结果`));
      await expect(page.getByTestId('search-title')).toHaveText(`“${keyword}”的搜索结果`);
      const names = await cardNames(page);
      expect(names.length, keyword).toBeGreaterThan(0);
      // Most results, and most of the first three, are what was asked for.
      expect(names.filter((n) => expected.test(n)).length / names.length, keyword).toBeGreaterThanOrEqual(0.7);
      expect(names.slice(0, 3).filter((n) => expected.test(n)).length, keyword).toBeGreaterThanOrEqual(2);
      await noHorizontalOverflow(page);
    }
  });

  test('search results sort and page like the listing @pc', async ({ page }) => {
    await page.goto('/search/%E6%89%8B%E6%9C%BA');
    await page.getByTestId('sort-bar').getByRole('link', { name: '价格↑' }).click();
    await expect(page).toHaveURL(/\/search\/%E6%89%8B%E6%9C%BA\?sort=price-asc/);
    await expect(page.getByTestId('sort-bar').getByRole('link', { name: '价格↑' })).toHaveAttribute('aria-current', 'true');
    const prices = (await page.getByTestId('product-grid').getByTestId('price').allInnerTexts()).map(yuan);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  test('a keyword over 64 characters is cut to 64 @pc', async ({ page }) => {
    const long = '手机'.repeat(50);
    const res = await page.goto(`/search/${encodeURIComponent(long)}`);
    expect(res?.status()).toBe(200);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/search/${long.slice(0, 64)}`);
    const viaQuery = await page.goto(`/search?keyword=${encodeURIComponent('x'.repeat(200))}`);
    expect(viaQuery?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/search/${'x'.repeat(64)}`);
  });

  test('no result: message, popular searches as links, hot products @phone', async ({ page }) => {
    await page.goto('/search/qqzzxxyy');
    await expect(page.getByTestId('no-result')).toContainText('没有找到与“qqzzxxyy”相关的商品');
    const popular = page.getByTestId('popular-searches').getByRole('link');
    expect(await popular.count()).toBeGreaterThan(0);
    await expect(page.getByTestId('no-result').getByTestId('product-card').first()).toBeAttached();
    const word = (await popular.first().innerText()).trim();
    await popular.first().click();
    await expect(page.getByTestId('search-title')).toHaveText(`“${word}”的搜索结果`);
    await noHorizontalOverflow(page);
  });

  test('middle page: search box, popular searches, recent searches @phone', async ({ page }) => {
    await page.goto('/middlePage');
    await expect(page.getByRole('heading', { name: '搜索', level: 1 })).toBeVisible();
    expect(await page.getByTestId('popular-searches').getByRole('link').count()).toBeGreaterThan(0);
    await page.getByTestId('search-input').first().fill('平板');
    await page.getByTestId('search-submit').first().click();
    await expect(page).toHaveURL(/\/search\/%E5%B9%B3%E6%9D%BF$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto('/middlePage');
    await expect(page.getByTestId('recent-searches')).toContainText('平板');
    await noHorizontalOverflow(page);
  });

  test('/search without a keyword goes to the middle page @phone', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveURL(/\/middlePage$/);
  });
});

test.describe('sitemap and structured data', () => {
  test('sitemap page lists categories and sections @pc', async ({ page }) => {
    await page.goto('/sitemap');
    await expect(page.getByRole('heading', { name: '网站地图', level: 1 })).toBeVisible();
    expect(await page.getByTestId('sitemap-categories').getByRole('link').count()).toBeGreaterThan(5);
    await expect(page.getByRole('link', { name: '隐私政策' }).first()).toBeVisible();
    await noHorizontalOverflow(page);
  });

  test('sitemap.xml is valid XML with product URLs @pc', async ({ page, request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    const xml = await res.text();
    await page.goto('/sitemap');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return { error: doc.getElementsByTagName('parsererror').length, locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '') };
    }, xml);
    expect(parsed.error).toBe(0);
    expect(parsed.locs).toContain(`${baseURL}/`);
    const products = parsed.locs.filter((l) => /\/product\/[^/]+\/[^/]+$/.test(l));
    expect(products.length).toBeGreaterThan(20);
    expect(parsed.locs.some((l) => /\/list\/[\w-]+$/.test(l))).toBe(true);
    expect(parsed.locs.every((l) => l.startsWith('http'))).toBe(true);
  });

  test('listing and search carry parseable ItemList and BreadcrumbList JSON-LD @phone', async ({ page }) => {
    for (const path of ['/list/smartphones', '/search/S25']) {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.map((b) => JSON.parse(b));
      const list = data.find((d) => d['@type'] === 'ItemList');
      expect(list, path).toBeTruthy();
      expect(list.itemListElement.length).toBeGreaterThan(0);
      const item = list.itemListElement[0].item;
      expect(item['@type']).toBe('Product');
      expect(item.name).toBeTruthy();
      expect(item.url).toMatch(/^http.*\/product\//);
      expect(item.offers.priceCurrency).toBe('CNY');
      expect(item.offers.price).toMatch(/^\d+\.\d\d$/);
      expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(item.offers.availability);
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement[0].name).toBe('首页');
    }
    await page.goto('/sitemap');
    const sm = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
    expect(sm.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sort, filters, paging and search work as plain links and forms @pc', async ({ page }) => {
    await page.goto('/list');
    await page.getByTestId('sort-bar').getByRole('link', { name: '价格↓' }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    await page.getByTestId('pagination').getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/sort=price-desc&page=2|page=2.*sort=price-desc/);
    await page.goto('/middlePage');
    await page.getByTestId('search-input').first().fill('S25');
    await page.getByTestId('search-submit').first().click();
    await expect(page).toHaveURL(/\/search\/S25$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});

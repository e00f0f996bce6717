/**
 * The product page and checkout earn trust (issue #14 item 8): on a phone the name, the price
 * and the buy buttons fit the first screen (normal, flash-sale, pre-sale and invitation-only
 * products); on PC a sticky bar with name, SKU, price and the same buttons follows the shopper
 * once the price has scrolled away (out of the way while the page's own buy bar is on screen);
 * the service promises (CMS) by the price and at
 * checkout, each leading to its guide page; reviews in the recommended order with 最新 and
 * the 好评 / 中评 / 差评 filters.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, freshMobile, latestSmsCode, networkQuiet, scrollToPageEnd, seriousAxeFindings } from './helpers';

test.beforeEach(async ({ context, baseURL }) => {
  // A returning shopper: the consent step was answered before (its bar would cover the buy bar).
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b, 'element is laid out').not.toBeNull();
  return b!;
}

/** The element lies wholly inside the first screen, above `floor` (the fixed buy bar's top). */
async function inFirstScreen(l: Locator, floor: number, what: string) {
  const b = await box(l);
  expect(b.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height, `${what}: bottom ${Math.round(b.y + b.height)} ≤ ${Math.round(floor)}`).toBeLessThanOrEqual(floor + 0.5);
}

test('phone: name, price and buy buttons in the first screen for normal, flash-sale, pre-sale and invitation-only products @phone', async ({ page }) => {
  const viewport = page.viewportSize()!;
  const cases: [string, string, string[]][] = [
    ['/product/S25U', 'MAIN', ['pdp-add-cart', 'pdp-buy-now']],
    // SK-S25-DAILY runs now on S25-BLACK-1: the flash price with its banner and countdown.
    ['/activityproduct/S25/S25-BLACK-1', 'SECKILL', ['pdp-buy-now']],
    ['/product/TABS10U', 'PRESALE2', ['pdp-pay-deposit']],
    ['/product/ZFLIP7', 'MAIN', ['pdp-invitation']],
  ];
  for (const [path, typCd, buttons] of cases) {
    await page.goto(path);
    await expect(page.getByTestId('pdp-price-block')).toHaveAttribute('data-typcd', typCd);
    // Product pages have no tab bar: the buy bar alone is fixed at the bottom.
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    const bar = await box(page.getByTestId('pdp-buy-bar'));
    expect(Math.round(bar.y + bar.height), `${path}: the buy bar sits on the bottom edge`).toBe(viewport.height);
    await inFirstScreen(page.getByTestId('pdp-title'), bar.y, `${path} title`);
    await inFirstScreen(page.getByTestId('pdp-price'), bar.y, `${path} price`);
    if (typCd === 'SECKILL')
      await inFirstScreen(page.getByTestId('pdp-price-block').getByText('限时秒杀', { exact: true }), bar.y, `${path} flash-sale banner`);
    for (const id of buttons) await inFirstScreen(page.getByTestId(id), viewport.height, `${path} ${id}`);
    // Nothing scrolled to get there.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});

/** Scrolls until the page's buy bar is under the header, and waits for the sticky bar. */
async function scrollPastBuyBar(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector('[data-testid="pdp-buy-bar"]')!.getBoundingClientRect();
    window.scrollBy(0, bar.bottom - 20);
  });
  await expect(page.getByTestId('pdp-sticky-bar')).toHaveAttribute('data-shown', 'true');
}

test('PC: a sticky bar past the price, out of the way of the buy bar, moving nothing; its 加入购物车 adds @pc', async ({ page }) => {
  await page.goto('/product/S25U/S25U-TITANBLUE-1');
  // The side panels above the buy bar (coupons, services, delivery …) arrive after the first render.
  await networkQuiet(page);
  const sticky = page.getByTestId('pdp-sticky-bar');
  await expect(sticky).toHaveAttribute('data-shown', 'false');
  await expect(sticky).toBeHidden();
  // Hidden, its buttons are out of reach (inert): not in the tab order.
  await expect(page.getByTestId('sticky-add-cart')).toBeHidden();

  const barTop = () => page.evaluate(() => document.querySelector('[data-testid="pdp-buy-bar"]')!.getBoundingClientRect().top + window.scrollY);
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  // Past the price, the page's buy bar still below the fold: the sticky bar comes.
  await page.evaluate(() => window.scrollBy(0, document.querySelector('[data-testid="pdp-price-block"]')!.getBoundingClientRect().bottom - 20));
  await expect(sticky).toHaveAttribute('data-shown', 'true');
  // The page's own buy bar on screen: the sticky one steps aside (never two sets of buttons).
  await page.getByTestId('pdp-buy-bar').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(sticky).toHaveAttribute('data-shown', 'false');
  const before = { bar: await barTop(), height: await pageHeight() };
  // Past that one too: back.
  await scrollPastBuyBar(page);
  await expect(sticky).toBeVisible();
  // The bar is fixed: showing it moved nothing on the page.
  expect(await barTop()).toBe(before.bar);
  const header = await box(page.locator('header').first());
  // Right under the header (its bottom border may round to the next pixel), once it has slid
  // in: it comes with a transition, so a measure taken at once can catch it on its way.
  await expect.poll(async () => Math.abs((await box(sticky)).y - (header.y + header.height))).toBeLessThanOrEqual(1);

  await expect(sticky).toContainText('星辰 S25 Ultra 5G 手机');
  await expect(page.getByTestId('sticky-sku')).toHaveText('钛空蓝 12GB+256GB');
  await expect(page.getByTestId('sticky-price')).toHaveText((await page.getByTestId('pdp-price').textContent())!);
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);

  const cart = page.getByTestId('cart-link');
  await page.getByTestId('sticky-add-cart').click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await expect(cart).toHaveAccessibleName('购物车，1件商品');
  expect(await pageHeight()).toBe(before.height);

  // Back up: the page's own bar is in view again and the sticky one goes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(sticky).toHaveAttribute('data-shown', 'false');
  await expect(sticky).toBeHidden();
});

test('PC: the sticky bar carries each product’s own buttons (到货通知, 凭邀请码购买) @pc', async ({ page }) => {
  // Sold out: 到货通知 opens the arrival notice as the page's button does.
  await page.goto('/product/W26');
  await scrollPastBuyBar(page);
  await expect(page.getByTestId('sticky-sold-out')).toBeDisabled();
  await page.getByTestId('sticky-notify').click();
  await expect(page.getByTestId('arrival-dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // Invitation only: 凭邀请码购买; a visitor is sent to sign in and back.
  await page.goto('/product/ZFLIP7');
  await scrollPastBuyBar(page);
  await expect(page.getByTestId('sticky-add-cart')).toHaveCount(0);
  await page.getByTestId('sticky-invitation').click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fproduct%2FZFLIP7/);
});

test('service promises by the price, each opening its guide page; a bespoke page leaves 7天无理由退货 out', async ({ page }) => {
  await page.goto('/product/S25U');
  const promises = page.getByTestId('service-promises');
  await expect(promises).toHaveAttribute('data-variant', 'compact');
  for (const title of ['官方正品', '全场包邮', '7天无理由退货', '15天换货', '全国联保']) await expect(promises).toContainText(title);
  // Next to the price: straight under the price block.
  const price = await box(page.getByTestId('pdp-price-block'));
  const row = await box(promises);
  expect(row.y - (price.y + price.height)).toBeLessThan(24);

  await page.getByTestId('service-promises-toggle').click();
  const aftersales = promises.locator('[data-testid="service-promise"][data-code="return-7d"]');
  await expect(aftersales).toContainText('个性化定制商品除外');
  expect(await seriousAxeFindings(page, '[data-testid="service-promises"]')).toEqual([]);
  await aftersales.getByRole('link', { name: '7天无理由退货：查看说明' }).click();
  // A client navigation: the address changes once the guide page's data is in.
  await expect(page).toHaveURL(/\/shoppingMall\/aftersales$/, { timeout: 15_000 });
  await expect(page.getByTestId('guide-page')).toHaveAttribute('data-slug', 'aftersales');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('售后政策');

  // A bespoke fridge is not covered by 7天无理由退货: not promised on its design page.
  await page.goto('/design/product/RF65');
  await expect(page.getByTestId('service-promises')).toContainText('全场包邮');
  await expect(page.getByTestId('service-promises')).not.toContainText('7天无理由退货');
});

test('service promises at checkout under 服务保障, their links open the guide pages', async ({ page }) => {
  const mobile = freshMobile();
  let post = await apiAs(page.request);
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e-trust' });
  await post('/api/auth/login/mobile/token', { mobile, code: await latestSmsCode(page.request, mobile) });
  post = await apiAs(page.request);
  await post('/api/cart/cart/addCart', { skuCd: 'S25U-TITANGRAY-1', qtyCnt: 1 });
  await page.goto('/order/orderInfo');
  const section = page.getByTestId('service-promises');
  await expect(section).toHaveAttribute('data-variant', 'full', { timeout: 15_000 });
  await expect(section.getByRole('heading', { name: '服务保障' })).toBeVisible();
  await expect(section.getByTestId('service-promise')).toHaveCount(5);
  await expect(section).toContainText('签收之日起 7 天内');
  expect(await seriousAxeFindings(page, '[data-testid="service-promises"]')).toEqual([]);
  await section.getByRole('link', { name: '全场包邮：查看说明' }).click();
  await expect(page).toHaveURL(/\/shoppingMall\/distribution$/, { timeout: 15_000 });
  await expect(page.getByTestId('guide-page')).toHaveAttribute('data-slug', 'distribution');
});

test('reviews: recommended first (pictures, then 有用 votes), then 最新 and the grade filters @pc', async ({ page }) => {
  await page.goto('/product/S25U');
  await scrollToPageEnd(page);
  const section = page.getByTestId('reviews');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-state', 'ready');
  await expect(section).toHaveAttribute('data-sort', 'recommended');
  await expect(section.getByTestId('reviews-sort-recommended')).toHaveAttribute('aria-pressed', 'true');
  const reviews = section.getByTestId('review');
  await expect(reviews.first()).toBeVisible();

  // The list as it stands, read in one go.
  const rows = () =>
    section.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('[data-testid="review"]')].map((r) => ({
        pictures: Number(r.dataset.pictures),
        votes: Number(r.querySelector('[data-testid="review-upvotes"]')?.textContent),
        star: Number(r.dataset.star),
        created: r.dataset.created ?? '',
      })),
    );
  const first = await rows();
  expect(first[0]!.pictures).toBeGreaterThan(0);
  for (let i = 1; i < first.length; i++) {
    const [a, b] = [first[i - 1]!, first[i]!];
    // Pictures first; among equals, more 有用 votes first.
    expect(a.pictures > 0 || b.pictures === 0, `review ${i}: pictures first`).toBe(true);
    if (a.pictures > 0 === b.pictures > 0) expect(a.votes, `review ${i}: votes`).toBeGreaterThanOrEqual(b.votes);
  }
  expect(await seriousAxeFindings(page, '[data-testid="reviews"]')).toEqual([]);

  // 最新: newest first.
  await section.getByTestId('reviews-sort-newest').click();
  await expect(section).toHaveAttribute('data-sort', 'newest');
  await expect(section).toHaveAttribute('data-state', 'ready');
  const newest = await rows();
  expect(newest.map((r) => r.created)).toEqual([...newest.map((r) => r.created)].sort().reverse());

  // 好评: 4–5 stars only; then a low grade (差评, else 中评) keeps only its stars.
  await section.getByTestId('reviews-filter-good').click();
  await expect(section.getByTestId('reviews-filter-good')).toHaveAttribute('aria-pressed', 'true');
  await expect(section).toHaveAttribute('data-state', 'ready');
  for (const r of await rows()) expect(r.star).toBeGreaterThanOrEqual(4);
  const low = (await section.getByTestId('reviews-filter-bad').count()) > 0 ? { id: 'reviews-filter-bad', max: 2 } : { id: 'reviews-filter-medium', max: 3 };
  await section.getByTestId(low.id).click();
  await expect(section.getByTestId(low.id)).toHaveAttribute('aria-pressed', 'true');
  await expect(section).toHaveAttribute('data-state', 'ready');
  const lows = await rows();
  expect(lows.length).toBeGreaterThan(0);
  for (const r of lows) expect(r.star).toBeLessThanOrEqual(low.max);
});

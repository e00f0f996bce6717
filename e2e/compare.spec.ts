/** /contrast and /TVcontrast: pick phones, aligned rows, differences, 只看不同, the limit of four, reload keeps the choice. */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { seriousAxeFindings } from './helpers';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

/** Adds the n-th not yet chosen candidate and waits for the address to carry it. */
async function addCandidate(page: Page, chosen: number) {
  const card = page
    .getByTestId('compare-candidate')
    .filter({ has: page.getByRole('button', { name: /^加入对比/ }) })
    .first();
  const spu = await card.getAttribute('data-spu');
  await card.getByRole('button', { name: /^加入对比/ }).click();
  await expect(page).toHaveURL(new RegExp(`skus=([^&]*,){${chosen}}[^&,]+`));
  await expect(page.locator(`[data-testid="compare-candidate"][data-spu="${spu}"]`).getByRole('button', { name: /取消对比/ })).toBeVisible();
}

test('compare three phones, then four; a fifth is refused; reload keeps the selection @pc', async ({ page }) => {
  await page.goto('/contrast');
  await expect(page.getByTestId('compare-candidate').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '对比品类' }).getByRole('link', { name: '智能手机' })).toHaveAttribute('aria-current', 'page');
  for (let i = 0; i < 3; i++) await addCandidate(page, i);

  const table = page.getByTestId('compare-table');
  await expect(table.getByTestId('compare-product')).toHaveCount(3);
  // Every row has one cell per product: aligned.
  const rows = table.getByTestId('compare-row');
  const rowCount = await rows.count();
  expect(rowCount).toBeGreaterThan(5);
  for (let i = 0; i < rowCount; i++) await expect(rows.nth(i).locator('td')).toHaveCount(3);
  // Differences are marked and coloured; the trade-in row is there.
  const diff = table.locator('[data-testid="compare-row"][data-diff="true"]');
  expect(await diff.count()).toBeGreaterThan(0);
  const same = table.locator('[data-testid="compare-row"][data-diff="false"]');
  const sameCount = await same.count();
  expect(sameCount).toBeGreaterThan(0);
  const bg = (l: ReturnType<Page['locator']>) =>
    l
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td).backgroundColor);
  expect(await bg(diff.first())).not.toBe(await bg(same.first()));
  await expect(table).toContainText('以旧换新');

  await page.getByLabel('只看不同').check();
  await expect(same).toHaveCount(0);
  await expect(table.getByTestId('compare-row')).toHaveCount(rowCount - sameCount);
  await page.getByLabel('只看不同').uncheck();
  await expect(table.getByTestId('compare-row')).toHaveCount(rowCount);

  await addCandidate(page, 3);
  await expect(table.getByTestId('compare-product')).toHaveCount(4);
  await expect(page.getByTestId('compare-count')).toContainText('最多对比4款产品');
  const refused = page.getByTestId('compare-candidate').getByRole('button', { name: /^加入对比/ });
  expect(await refused.count()).toBeGreaterThan(0);
  for (const b of await refused.all()) await expect(b).toBeDisabled();

  const url = page.url();
  await page.reload();
  await expect(page.getByTestId('compare-table').getByTestId('compare-product')).toHaveCount(4);
  expect(page.url()).toBe(url);

  // Removing one from the table frees a place again.
  await page.getByTestId('compare-remove').first().click();
  await expect(page.getByTestId('compare-table').getByTestId('compare-product')).toHaveCount(3);
  await expect(
    page
      .getByTestId('compare-candidate')
      .getByRole('button', { name: /^加入对比/ })
      .first(),
  ).toBeEnabled();

  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
});

test('the table scrolls sideways with the first column in view @phone', async ({ page }) => {
  await page.goto('/contrast');
  for (let i = 0; i < 3; i++) await addCandidate(page, i);
  const scroller = page.getByRole('region', { name: /对比表格/ });
  const fits = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(fits).toBe(true);
  const head = page.getByTestId('compare-row').first().locator('th');
  const before = (await head.boundingBox())!.x;
  await scroller.evaluate((el) => el.scrollBy(200, 0));
  await expect.poll(async () => Math.round((await head.boundingBox())!.x)).toBe(Math.round(before));
});

test('/TVcontrast shows televisions @phone', async ({ page }) => {
  await page.goto('/TVcontrast');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('电视对比');
  const names = await page.getByTestId('compare-candidate').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  for (const n of names) expect(n).toMatch(/电视/);
  await addCandidate(page, 0);
  await addCandidate(page, 1);
  await expect(page).toHaveURL(/\/TVcontrast\?skus=/);
  await expect(page.getByTestId('compare-table').getByTestId('compare-product')).toHaveCount(2);
});

test('the category switch, a shared link without a category, and mixed categories @phone', async ({ page }) => {
  await page.goto('/contrast');
  const cats = page.getByRole('navigation', { name: '对比品类' });
  await cats.getByRole('link', { name: '平板电脑' }).click();
  await expect(page).toHaveURL(/\/contrast\?cat=tablets$/);
  await expect(cats.getByRole('link', { name: '平板电脑' })).toHaveAttribute('aria-current', 'page');
  for (const n of await page.getByTestId('compare-candidate').allTextContents()) expect(n).toMatch(/平板/);

  // A link someone shared: the category follows the products.
  await page.goto('/contrast?skus=QN90F,S95F');
  await expect(cats.getByRole('link', { name: '电视' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('compare-table').getByTestId('compare-product')).toHaveCount(2);

  // Products of two categories cannot be compared: the reason is shown, the picker stays.
  await page.goto('/contrast?cat=smartphones&skus=S25U,TABS10U');
  await expect(page.getByTestId('compare-error')).toHaveText('只能对比同一类目的产品');
  await expect(page.getByTestId('compare-picker')).toBeVisible();
});

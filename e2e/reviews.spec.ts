/** 用户评价 on /product/S25U: summary, 有图 and SKU filters, paging, and 有用 once per member. */
import { expect, test } from './fixtures';
import { scrollToPageEnd, signInThroughUi, seriousAxeFindings } from './helpers';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

async function openReviews(page: Page) {
  await scrollToPageEnd(page);
  const section = page.getByTestId('reviews');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-state', 'ready');
  return section;
}

test('summary, picture and SKU filters, next page @pc', async ({ page }) => {
  await page.goto('/product/S25U');
  const section = await openReviews(page);
  await expect(section.getByTestId('reviews-summary')).toBeVisible();
  await expect(section.getByTestId('reviews-average')).toHaveText(/^\d\.\d$/);
  await expect(section.getByTestId('reviews-good-rate')).toHaveText(/^\d+%$/);
  await expect(section.getByRole('img', { name: /星（满分 5 星）/ }).first()).toBeVisible();
  const reviews = section.getByTestId('review');
  await expect(reviews.first()).toBeVisible();
  expect(await seriousAxeFindings(page, '[data-testid="reviews"]')).toEqual([]);

  // 有图: only reviews with pictures; a picture opens the lightbox, Esc closes it.
  await section.getByTestId('reviews-filter-pictures').click();
  await expect(section.getByTestId('reviews-filter-pictures')).toHaveAttribute('aria-pressed', 'true');
  await expect(section).toHaveAttribute('data-state', 'ready');
  await expect(reviews.first()).toBeVisible();
  for (const r of await reviews.all()) expect(Number(await r.getAttribute('data-pictures'))).toBeGreaterThan(0);
  await section.getByTestId('review-thumb').first().click();
  const lightbox = page.getByTestId('review-lightbox');
  await expect(lightbox.getByTestId('review-lightbox-img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).not.toBeVisible();

  // A SKU chip: only that SKU's reviews.
  const chip = section.getByTestId('reviews-filter-sku').first();
  const sku = await chip.getAttribute('data-sku');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(section).toHaveAttribute('data-state', 'ready');
  await expect(reviews.first()).toBeVisible();
  for (const r of await reviews.all()) expect(await r.getAttribute('data-sku')).toBe(sku);

  // Back to all, then the next page (page buttons on PC, 加载更多 on phones).
  await section.getByTestId('reviews-filter-all').click();
  await expect(section).toHaveAttribute('data-state', 'ready');
  const firstId = await reviews.first().getAttribute('data-id');
  const count = await reviews.count();
  if (await section.getByTestId('reviews-pager').isVisible()) {
    await section.getByTestId('reviews-next').click();
    await expect(reviews.first()).not.toHaveAttribute('data-id', firstId!);
    await expect(section.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  } else {
    await section.getByTestId('reviews-more').click();
    await expect.poll(() => reviews.count()).toBeGreaterThan(count);
    await expect(reviews.first()).toHaveAttribute('data-id', firstId!);
  }
});

test('a signed-in shopper finds a review useful once @phone', async ({ page }) => {
  await signInThroughUi(page, undefined, '/product/S25U');
  await page.waitForURL(/\/product\/S25U/);
  await page.goto('/product/S25U');
  const section = await openReviews(page);
  const review = section.getByTestId('review').first();
  const button = review.getByTestId('review-upvote');
  const before = Number(await review.getByTestId('review-upvotes').textContent());
  await button.click();
  await expect(review.getByTestId('review-upvotes')).toHaveText(String(before + 1));
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await button.click();
  await expect(page.getByText('您已经点过赞了')).toBeVisible();
  await expect(review.getByTestId('review-upvotes')).toHaveText(String(before + 1));
});

test('a visitor who clicks 有用 is sent to login and back @pc', async ({ page }) => {
  await page.goto('/product/S25U');
  const section = await openReviews(page);
  await section.getByTestId('review-upvote').first().click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fproduct%2FS25U/);
});

/**
 * Wishlist (收藏, issue #6): the heart on a product page sends a visitor to login and back,
 * toggles for a member with a toast, the product shows up in 我的收藏 and is removed there
 * (empty state); an off-sale product shows 已下架; the phone layout has two columns.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, freshMobile, signInThroughUi } from './helpers';

const COLLECTION = '/Personalcenter/Personal_Collection';

/** A fresh member signed in by SMS through the API (same cookies as the page). */
async function member(page: Page) {
  let post = await apiAs(page.request);
  const mobile = freshMobile();
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e-wishlist' });
  const sms = await (await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
  await post('/api/auth/login/mobile/token', { mobile, code: sms.data.code });
  post = await apiAs(page.request);
  return post;
}

test.describe('wishlist', () => {
  test('heart on a product page → 我的收藏 → 取消收藏 @pc', async ({ page }) => {
    await page.goto('/product/S25U');
    const heart = page.getByTestId('wishlist-heart');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // A visitor goes to login with the way back here.
    await heart.click();
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fproduct%2FS25U/);

    await signInThroughUi(page, freshMobile(), '/product/S25U');
    await expect(page).toHaveURL(/\/product\/S25U/);
    // Back on the page, the tap made before signing in is done.
    await expect(page.getByText('已加入收藏')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveText('已收藏');

    // Still filled after a reload: the state comes from the server.
    await page.reload();
    await expect(page.getByTestId('wishlist-heart')).toHaveAttribute('aria-pressed', 'true');

    await page.goto(COLLECTION);
    const card = page.getByTestId('wishlist-card');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-spu', 'S25U');
    await expect(card).toContainText('星辰 S25 Ultra 5G 手机');
    await expect(card.getByTestId('wishlist-price')).toHaveText('¥9,699');
    await card.getByTestId('wishlist-remove').click();
    await expect(page.getByText('已取消收藏')).toBeVisible();
    await expect(page.getByTestId('wishlist-empty')).toContainText('您还没有收藏商品');

    await page.goto('/product/S25U');
    await expect(page.getByTestId('wishlist-heart')).toHaveAttribute('aria-pressed', 'false');
  });

  test('heart toggles off on the product page; an off-sale product shows 已下架 @pc', async ({ page }) => {
    const post = await member(page);
    await post('/api/member/memCollectSpu/saveCollectSpu/S23');
    await page.goto('/product/A56');
    const heart = page.getByTestId('wishlist-heart');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(page.getByText('已取消收藏')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await page.goto(COLLECTION);
    const card = page.getByTestId('wishlist-card');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-spu', 'S23');
    await expect(card.getByTestId('wishlist-price')).toHaveText('已下架');
  });

  test('two columns without sideways scrolling on a phone @phone', async ({ page }) => {
    const post = await member(page);
    for (const spu of ['S25U', 'A56', 'BUDS3']) await post(`/api/member/memCollectSpu/saveCollectSpu/${spu}`);
    await page.goto(COLLECTION);
    const cards = page.getByTestId('wishlist-card');
    await expect(cards).toHaveCount(3);
    // Newest first.
    await expect(cards.first()).toHaveAttribute('data-spu', 'BUDS3');
    const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(c.y).toBeGreaterThan(a.y + a.height - 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/**
 * The cart page (issue #5): a visitor's two products, a quantity change, removing through the
 * 移除产品 layer down to the empty cart; signing in by SMS merges the visitor's cart into the
 * member's (same item adds up); the phone layout with the summary fixed at the bottom.
 */
import type { Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMobile, signInThroughUi, apiAs as api } from './helpers';

const PHONE = 'S25U-TITANGRAY-1';
const BUDS = 'BUDS3-SILVER';

/** A visitor (anonymous token from the cart page, their first cart call) with two products in the cart. */
async function visitorWithTwo(page: Page, phoneQty = 1) {
  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  const post = await api(page.request);
  await post('/api/cart/cart/addCart', { skuCd: PHONE, qtyCnt: phoneQty });
  await post('/api/cart/cart/addCart', { skuCd: BUDS, qtyCnt: 1 });
}

const lines = (page: Page) => page.getByTestId('cart-line');

test.describe('cart', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
  });

  test('a visitor changes a quantity, removes through 移除产品 and ends with the empty cart @pc', async ({ page }) => {
    await visitorWithTwo(page);
    await page.goto('/shoppingCart');
    await expect(page.getByRole('heading', { name: /购物车/, level: 1 })).toBeVisible();
    await expect(lines(page)).toHaveCount(2);
    const phone = page.locator(`[data-sku="${PHONE}"]`);
    await expect(phone).toContainText('星辰 S25 Ultra');
    await expect(phone.getByTestId('line-attrs')).toContainText('颜色：');
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('购物车，2件商品');
    await expect(page.getByTestId('cart-selected-count')).toContainText('已选 2 件');

    await phone.getByRole('button', { name: '增加数量' }).click();
    await expect(phone.getByTestId('qty-input')).toHaveValue('2');
    await expect(phone.getByTestId('line-total')).toHaveText('¥19,398');
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('购物车，3件商品');
    await expect(page.getByTestId('cart-payable')).toHaveText('¥20,397');

    // Unselecting a line takes it out of the total.
    // (The boxes follow the server's answer, so they are clicked, then read.)
    const budsBox = page.locator(`[data-sku="${BUDS}"]`).getByRole('checkbox');
    await budsBox.click();
    await expect(budsBox).not.toBeChecked();
    await expect(page.getByTestId('cart-payable')).toHaveText('¥19,398');
    await expect(page.getByTestId('cart-selected-count')).toContainText('已选 2 件');
    const all = page.getByTestId('cart-summary').getByRole('checkbox', { name: '全选' });
    await expect(all).not.toBeChecked();
    await all.click();
    await expect(budsBox).toBeChecked();
    await expect(page.getByTestId('cart-payable')).toHaveText('¥20,397');

    // Remove the earphones through the layer, with its warning.
    await page.locator(`[data-sku="${BUDS}"]`).getByRole('button', { name: '删除' }).click();
    const layer = page.getByTestId('dialog-remove-product');
    await expect(layer).toBeVisible();
    await expect(layer).toContainText('移除产品');
    await expect(layer).toContainText('已使用的优惠券或优惠码将不予退还');
    await layer.getByRole('button', { name: '删除' }).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('购物车，2件商品');

    // The last one: the empty-cart layer, then the empty page with a way back to shopping.
    await phone.getByRole('button', { name: '删除' }).click();
    await layer.getByRole('button', { name: '删除' }).click();
    const emptyLayer = page.getByTestId('dialog-empty-cart');
    await expect(emptyLayer).toContainText('购物车中还没有商品.');
    await emptyLayer.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('cart-empty')).toContainText('购物车中还没有商品.');
    await expect(page.getByRole('link', { name: '去逛逛' })).toBeVisible();
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('购物车');
  });

  test('signing in by SMS merges the visitor cart into the member cart @pc', async ({ page, context, baseURL }) => {
    // A member who already has the phone in the cart (their own browser).
    const mobile = freshMobile();
    const other = await playwrightRequest.newContext({ baseURL });
    const memberPost = await api(other);
    await memberPost('/api/auth/code/sms', { mobile, deviceId: 'e2e-cart' });
    const sms = await (await other.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
    await memberPost('/api/auth/login/mobile/token', {
      mobile,
      code: sms.data.code,
    });
    await memberPost('/api/cart/cart/addCart', { skuCd: PHONE, qtyCnt: 1 });
    await other.dispose();

    // This browser runs 61 s ahead (test clock): the next code for that mobile may be sent.
    await context.addCookies([{ name: 'shop_clock_offset', value: '61000', url: baseURL! }]);
    await visitorWithTwo(page, 2);
    await page.goto('/shoppingCart');
    await expect(lines(page)).toHaveCount(2);
    // 去结算 sends a visitor to sign in first, then on to checkout with the merged cart.
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Forder%2ForderInfo/);

    await signInThroughUi(page, mobile, '/order/orderInfo');
    // Sign-in, the cart merge and the checkout's pricing before the URL changes: slower on a loaded machine.
    await expect(page).toHaveURL(/\/order\/orderInfo$/, { timeout: 20_000 });
    await page.goto('/shoppingCart');
    await expect(lines(page)).toHaveCount(2);
    await expect(page.locator(`[data-sku="${PHONE}"]`).getByTestId('qty-input')).toHaveValue('3');
    await expect(page.locator(`[data-sku="${BUDS}"]`).getByTestId('qty-input')).toHaveValue('1');
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('购物车，4件商品');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/order\/orderInfo$/);
  });

  test('phone: stacked lines and the summary fixed at the bottom @phone', async ({ page }) => {
    await visitorWithTwo(page);
    await page.goto('/shoppingCart');
    await expect(lines(page)).toHaveCount(2);
    const bar = page.getByTestId('cart-summary');
    await expect(bar).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.width).toBe(viewport.width);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.locator(`[data-sku="${PHONE}"]`).getByRole('button', { name: '增加数量' }).click();
    await expect(bar.getByTestId('cart-checkout')).toHaveText('去结算（3）');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Forder%2ForderInfo/);
  });
});

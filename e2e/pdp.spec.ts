/**
 * The product page (issue #4): SKU choice without a reload, impossible combinations,
 * sold-out SKUs and the arrival notice, add to cart, and the bad addresses (404, off-shelf,
 * preview with and without a token). Runs at 1440 and 390 px.
 */
import { expect, test } from './fixtures';
import { freshMobile, latestSmsCode } from './helpers';

// A returning shopper: the consent bars of the chrome were answered before.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

test('choosing colour and storage changes price, picture and address without a reload @pc', async ({ page }) => {
  await page.goto('/product/S25U');
  await expect(page.getByTestId('pdp-title')).toHaveText('星辰 S25 Ultra 5G 手机');
  const price = page.getByTestId('pdp-price');
  const image = page.getByTestId('pdp-main-image');
  const before = { price: await price.textContent(), src: await image.getAttribute('src') };
  await page.evaluate(() => ((window as unknown as { __pdpMarker: number }).__pdpMarker = 42));

  const colour = page.locator('[data-attr="颜色"]');
  const storage = page.locator('[data-attr="存储"]');
  await colour.getByRole('button', { name: /幻夜黑/ }).click();
  await expect(page).toHaveURL(/\/product\/S25U\/S25U-BLACK-1$/);
  await expect(image).not.toHaveAttribute('src', before.src ?? '');
  await storage.getByRole('button', { name: /16GB\+1TB/ }).click();
  await expect(page).toHaveURL(/\/product\/S25U\/S25U-BLACK-3$/);
  await expect(page.getByTestId('pdp-sku-name')).toContainText('幻夜黑 16GB+1TB');
  await expect(price).not.toHaveText(before.price ?? '');
  await expect(price).toHaveText('¥11,699');
  await expect(colour.getByRole('button', { name: /幻夜黑/ })).toHaveAttribute('aria-pressed', 'true');
  // S25U-BLACK-3 has 2 left against a threshold of 5.
  await expect(page.getByTestId('pdp-stock')).toHaveText('库存紧张');
  // Same document: the marker survived.
  expect(await page.evaluate(() => (window as unknown as { __pdpMarker?: number }).__pdpMarker)).toBe(42);

  // The address of a SKU opens on it.
  await page.goto('/product/S25U/S25U-TITANBLUE-2');
  await expect(page.getByTestId('pdp-sku-name')).toContainText('钛空蓝 12GB+512GB');
});

test('a value no SKU combines with the chosen ones is disabled @phone', async ({ page }) => {
  // Z Flip7 翡翠绿 exists only as 12GB+512GB.
  await page.goto('/product/ZFLIP7/ZFLIP7-JADE-2');
  const storage = page.locator('[data-attr="存储"]');
  const small = storage.getByRole('button', { name: /12GB\+256GB/ });
  await expect(small).toBeDisabled();
  await expect(small).toHaveAttribute('aria-disabled', 'true');
  // From a 256 GB SKU of another colour, 翡翠绿 is the impossible one.
  await page.goto('/product/ZFLIP7/ZFLIP7-NAVY-1');
  await expect(page.locator('[data-attr="颜色"]').getByRole('button', { name: /翡翠绿/ })).toBeDisabled();
  await expect(page.locator('[data-attr="颜色"]').getByRole('button', { name: /幻夜黑/ })).toBeEnabled();
});

test('a sold-out SKU shows 已售罄 and takes an arrival notice with an SMS code @pc', async ({ page }) => {
  await page.goto('/product/W26');
  await expect(page.getByTestId('pdp-stock')).toHaveText('已售罄');
  await expect(page.getByTestId('pdp-add-cart')).toHaveCount(0);
  await page.getByTestId('pdp-notify').click();
  const dialog = page.getByTestId('arrival-dialog');
  await expect(dialog).toBeVisible();
  // Validation first: an invalid number is refused in Chinese.
  await dialog.getByLabel('手机号码').fill('12345');
  await dialog.getByTestId('arrival-send-code').click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入正确的手机号码');

  const mobile = freshMobile();
  await dialog.getByLabel('手机号码').fill(` ${mobile} `);
  await dialog.getByTestId('arrival-send-code').click();
  await expect(dialog.getByTestId('arrival-send-code')).toHaveText(/\d+秒后重新获取/);
  const code = await latestSmsCode(page.request, mobile);
  await dialog.getByLabel('短信验证码').fill(code);
  await dialog.getByTestId('arrival-submit').click();
  await expect(dialog.getByTestId('arrival-done')).toHaveText('到货后我们将短信通知您');
});

test('add to cart: toast and the header cart number goes up @pc', async ({ page }) => {
  await page.goto('/product/S25U/S25U-TITANBLUE-1');
  const cart = page.getByTestId('cart-link');
  await expect(cart).toHaveAccessibleName('购物车');
  await page.getByRole('button', { name: '增加数量' }).click();
  await expect(page.getByTestId('qty-input')).toHaveValue('2');
  await page.getByTestId('pdp-add-cart').click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await expect(cart).toHaveAccessibleName('购物车，2件商品');
  await page.getByTestId('pdp-add-cart').click();
  await expect(cart).toHaveAccessibleName('购物车，4件商品');
});

test('unknown product → 404 notice; off-sale S23 → /OffShelf @pc', async ({ page }) => {
  const res = await page.goto('/product/NO-SUCH-SPU');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.goto('/product/S23');
  await expect(page).toHaveURL(/\/OffShelf$/);
  await expect(page.getByRole('heading', { name: '商品已下架' })).toBeVisible();
});

test('preview of a draft product: shown with a token, 404 without @pc', async ({ page, request }) => {
  const plain = await page.goto('/product/S26U');
  expect(plain?.status()).toBe(404);
  const none = await page.goto('/preview/product/S26U');
  expect(none?.status()).toBe(404);
  const bad = await page.goto('/preview/product/S26U?previewToken=forged');
  expect(bad?.status()).toBe(404);

  const r = await request.get('/api/dev/preview-token/S26U');
  expect(r.ok()).toBe(true);
  const { token } = (await r.json()).data as { token: string };
  const ok = await page.goto(`/preview/product/S26U?previewToken=${encodeURIComponent(token)}`);
  expect(ok?.status()).toBe(200);
  await expect(page.getByTestId('preview-ribbon')).toContainText('预览模式');
  await expect(page.getByTestId('pdp-title')).toContainText('S26 Ultra');
});

test('edit a cart line: 确认修改 saves the new SKU and returns to the cart @phone', async ({ page }) => {
  await page.goto('/product/S25U/S25U-TITANGRAY-1');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/cart/cart/addCart') && r.request().method() === 'POST');
  await page.getByTestId('pdp-add-cart').click();
  const cartId = ((await (await added).json()).data as { line: { cartId: number } }).line.cartId;

  await page.goto(`/cartProduct/${cartId}/1`);
  await expect(page.getByTestId('pdp-sku-name')).toContainText('钛影灰 12GB+256GB');
  await expect(page.getByTestId('pdp-add-cart')).toHaveCount(0);
  await page
    .locator('[data-attr="存储"]')
    .getByRole('button', { name: /12GB\+512GB/ })
    .click();
  // The address names the cart line, not the SKU: it stays.
  await expect(page).toHaveURL(new RegExp(`/cartProduct/${cartId}/1$`));
  await page.getByTestId('pdp-update-line').click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  const line = await page.request.get(`/api/cart/cart/line/${cartId}`);
  expect((await line.json()).data.skuCd).toBe('S25U-TITANGRAY-2');
});

test('stock shortage shows the layer, not a toast @phone', async ({ page }) => {
  // S25U-BLACK-3 has 2 in stock: a cart asking for more is refused with the stock code.
  await page.goto('/product/S25U/S25U-BLACK-3');
  await page.getByRole('button', { name: '增加数量' }).click();
  await page.getByTestId('pdp-add-cart').click();
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName('购物车，2件商品');
  await page.getByTestId('pdp-add-cart').click();
  await expect(page.getByTestId('dialog-message')).toContainText('对不起，目前库存不足');
  await expect(page.getByText('产品已失效或产品库存不足')).toHaveCount(0);
});

test('a tiered discount shows its ladder ascending @phone', async ({ page }) => {
  // ZK-CASES (chargers and cases): 2 pieces 95折, 3 pieces 9折.
  await page.goto('/product/TA45W');
  await expect(page.getByTestId('pdp-ladder')).toContainText('满2件95折，满3件9折');
});

/**
 * The product page's panels (1440 and 390 px): delivery region picker and the unsupported
 * area prompt, claiming a coupon with its limit, services and instalments, content tabs and
 * the share poster. Each test has its own browser context, so the remembered region and the
 * signed-in member are its own.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scrollToPageEnd, signInThroughUi, waitForHydration } from './helpers';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

/** Picks province → city → district in the open picker (starting from the 省 tab). */
async function pickRegion(page: Page, province: string, city: string, district: string) {
  const picker = page.getByTestId('region-picker');
  await expect(picker).toBeVisible();
  await picker.getByRole('tab').first().click();
  await picker.getByRole('tabpanel').getByRole('button', { name: province, exact: true }).click();
  await expect(picker.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await picker.getByRole('tabpanel').getByRole('button', { name: city, exact: true }).click();
  await expect(picker.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
  await picker.getByRole('tabpanel').getByRole('button', { name: district, exact: true }).click();
}

test('region picker: 上海 → 浦东新区 gives a promised date, remembered for the next visit @phone', async ({ page }) => {
  await page.goto('/product/S25U');
  const panel = page.getByTestId('delivery-panel');
  await expect(panel.getByTestId('delivery-text')).toContainText(/预计.*送达/);
  await panel.getByTestId('region-open').click();
  await pickRegion(page, '上海市', '上海市', '浦东新区');
  await expect(page.getByTestId('region-picker')).toBeHidden();
  await expect(panel.getByTestId('region-label')).toHaveText('上海市 浦东新区');
  await expect(panel.getByTestId('delivery-text')).toContainText(/现在下单，预计\d+月\d+日（周.）送达/);
  // Remembered in the browser and in the cookie the server can read.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'pdp_region');
  expect(decodeURIComponent(cookie?.value ?? '')).toContain('310115');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('region-label')).toHaveText('上海市 浦东新区');
});

test('region picker: keyboard moves between the 省 / 市 / 区 tabs @pc', async ({ page }) => {
  await page.goto('/product/S25U');
  await page.getByTestId('region-open').click();
  const picker = page.getByTestId('region-picker');
  const district = picker.getByRole('tab').nth(2);
  await expect(district).toHaveAttribute('aria-selected', 'true');
  await district.focus();
  await page.keyboard.press('Home');
  await expect(picker.getByRole('tab').first()).toBeFocused();
  await expect(picker.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect(picker.getByRole('tabpanel').getByRole('button', { name: '北京市', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(picker.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
});

test('a TV to 西藏 cannot be delivered: the no-address prompt, and 更换地址 reopens the picker @pc', async ({ page }) => {
  await page.goto('/product/QN90F');
  await page.getByTestId('region-open').click();
  await pickRegion(page, '西藏自治区', '那曲市', '色尼区');
  const prompt = page.getByTestId('no-address-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('该地区暂不支持配送，请更换收货地址');
  await expect(page.getByTestId('delivery-text')).toContainText('该地区暂不支持配送');
  await prompt.getByRole('button', { name: '更换地址' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByTestId('region-picker')).toBeVisible();
  // Back to a supported district: the promised date returns.
  await pickRegion(page, '上海市', '上海市', '黄浦区');
  await expect(page.getByTestId('delivery-text')).toContainText(/预计.*送达/);
});

test('香港 is listed but not delivered to @pc', async ({ page }) => {
  await page.goto('/product/S25U');
  await page.getByTestId('region-open').click();
  await pickRegion(page, '香港特别行政区', '香港特别行政区', '中西区');
  await expect(page.getByTestId('no-address-prompt')).toBeVisible();
});

test('claim a coupon: 领取成功, its state changes, a second claim meets the limit @pc', async ({ page }) => {
  await signInThroughUi(page, undefined, '/product/S25U');
  await page.waitForURL(/\/product\/S25U/);
  await waitForHydration(page);
  await page.getByTestId('coupons-open').click();
  const sheet = page.getByTestId('coupon-sheet');
  const coupon = sheet.locator('[data-cpn="CPN-ALL-1000-100"]');
  await expect(coupon).toContainText('全场满1000减100');
  await expect(coupon).toContainText('满1000减100');
  await expect(coupon).toHaveAttribute('data-status', 'canClaim');
  await coupon.getByRole('button').click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(coupon).toHaveAttribute('data-status', 'limitReached');
  await expect(coupon.getByTestId('coupon-state')).toContainText('已领取1张');
  await expect(coupon.getByRole('button')).toHaveText('已领取');
  await coupon.getByRole('button').click();
  await expect(page.getByText('您已达到该优惠券的领取上限')).toBeVisible();
});

test('a visitor who taps 领取 is sent to login and back, where the coupon is claimed @pc', async ({ page }) => {
  await page.goto('/product/S25U');
  await waitForHydration(page);
  await page.getByTestId('coupons-open').click();
  await page.getByTestId('coupon-sheet').locator('[data-cpn="CPN-ALL-1000-100"]').getByRole('button').click();
  await page.waitForURL(/\/user\/login\?redirect=%2Fproduct%2FS25U/);
  await signInThroughUi(page, undefined, '/product/S25U');
  await page.waitForURL(/\/product\/S25U/);
  await expect(page.getByText('领取成功')).toBeVisible();
  await page.getByTestId('coupons-open').click();
  await expect(page.getByTestId('coupon-sheet').locator('[data-cpn="CPN-ALL-1000-100"]')).toHaveAttribute('data-status', 'limitReached');
});

test('activities of the SKU are listed as labels @phone', async ({ page, request }) => {
  // S25-BLACK-1 is in the running flash sale SK-S25-DAILY of the marketing seed.
  const r = await request.get('/api/act/market/getProductActivityList/smartphones/S25/S25-BLACK-1');
  const body = await r.json();
  expect(body.success).toBe(true);
  const labels: string[] = body.data.skus[0].activities.filter((a: { status: string }) => a.status !== 'ended').map((a: { label: string }) => a.label);
  expect(labels).toContain('限时秒杀');
  await page.goto('/product/S25/S25-BLACK-1');
  await expect(page.getByTestId('activity-labels')).toContainText('限时秒杀');
});

test('choose a service and an instalment plan @pc', async ({ page }) => {
  await page.goto('/product/S25U');
  const services = page.getByTestId('services-panel');
  const option = services.getByTestId('service-option').first();
  await expect(option).toHaveAttribute('aria-pressed', 'false');
  await option.click();
  await expect(option).toHaveAttribute('aria-pressed', 'true');
  // One per kind: another of the same kind replaces it.
  const group = services.locator('[data-testid^="service-group-"]').first();
  const options = group.getByTestId('service-option');
  if ((await options.count()) > 1) {
    await options.nth(1).click();
    await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-pressed', 'false');
  }
  const plan = services.locator('[data-testid="instalment-option"][data-periods="12"]');
  await expect(plan).toContainText('12期');
  await plan.click();
  await expect(plan).toHaveAttribute('aria-pressed', 'true');
  await expect(services.locator('[data-testid="instalment-option"][data-periods="3"]')).toContainText('免息');
});

test('content tabs switch and are linkable @phone', async ({ page }) => {
  await page.goto('/product/S25U');
  const tabs = page.getByTestId('content-tabs');
  await expect(tabs.getByTestId('overview-html')).toBeVisible();
  await tabs.getByRole('tab', { name: '规格参数' }).click();
  const table = tabs.getByTestId('spec-table');
  await expect(table).toBeVisible();
  await expect(table).toContainText('处理器');
  await expect(tabs.getByTestId('overview-html')).toBeHidden();
  await expect(page).toHaveURL(/#specs$/);
  await tabs.getByRole('tab', { name: '规格参数' }).press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: '包装清单' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByTestId('packing-list')).toBeVisible();
  await page.goto('/product/S25U#specs');
  await expect(page.getByTestId('spec-table')).toBeVisible();
});

test('share poster dialog shows the poster picture with 保存图片 @phone', async ({ page }) => {
  await page.goto('/product/S25U');
  await scrollToPageEnd(page);
  await page.getByTestId('share-open').click();
  const dialog = page.getByTestId('share-poster');
  const img = dialog.getByTestId('poster-image');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(dialog.getByTestId('poster-save')).toHaveAttribute('download', /\.svg$/);
});

test('extras: notice line, product ads and 为你推荐 cards; no live badge while the live room is not built @pc', async ({ page }) => {
  await page.goto('/product/S25U');
  await scrollToPageEnd(page);
  await expect(page.getByTestId('horse-race-lamp')).toBeVisible();
  await expect(page.getByTestId('pdp-ads')).toContainText('S25 系列以旧换新');
  // S25U has a live room in the seed, but the live-room screen belongs to a later issue: no link leads there yet.
  await expect(page.getByTestId('live-entry')).toHaveCount(0);
  const recs = page.getByTestId('recommendations');
  await recs.scrollIntoViewIfNeeded();
  await expect(recs.getByTestId('product-card').first()).toBeVisible();
  expect(await recs.locator('[data-spu="S25U"]').count()).toBe(0);
});

test('services follow the product type: a TV offers installation, a phone does not @phone', async ({ page }) => {
  await page.goto('/product/QN90F');
  await expect(page.getByTestId('service-group-install')).toBeVisible();
  // The national trade-in subsidy is not offered as 立减 while checkout does not deduct it (issue #14).
  await expect(page.getByTestId('special-fund')).toHaveCount(0);
  await page.goto('/product/S25U');
  await expect(page.getByTestId('service-group-warranty')).toBeVisible();
  await expect(page.getByTestId('service-group-install')).toHaveCount(0);
});

test('TTM: a product sold by invitation says so on its card and buy button, and the button asks for the code; a wrong code is refused inline @phone', async ({
  page,
}) => {
  // A visitor: the card and the page say 凭邀请码购买 before any attempt to buy; no 加入购物车.
  await page.goto('/');
  await expect(page.locator('[data-testid="product-card"][data-spu="ZFOLD7"]').first().getByTestId('card-invitation-only')).toHaveText('凭邀请码购买');
  await page.goto('/product/ZFOLD7');
  await expect(page.getByTestId('pdp-invitation')).toHaveText('凭邀请码购买');
  await expect(page.getByTestId('pdp-add-cart')).toHaveCount(0);

  await signInThroughUi(page, undefined, '/product/ZFOLD7');
  await page.waitForURL(/\/product\/ZFOLD7/);
  await waitForHydration(page);
  await page.getByTestId('pdp-invitation').click();
  const box = page.getByTestId('ttm-verify');
  await expect(box).toBeVisible();
  await expect(box).toContainText('邀请码');
  await box.getByLabel('邀请码').fill('NOTACODE');
  await box.getByRole('button', { name: '验证' }).click();
  await expect(box.getByRole('alert')).not.toBeEmpty();
  await expect(box.getByRole('alert')).toContainText(/邀请码/);
});

test('trade-in: the dialog’s choice shows its credit and can be dropped @phone', async ({ page }) => {
  await page.goto('/product/S25U');
  const row = page.getByTestId('trade-in');
  await row.getByTestId('trade-in-open').click();
  const dialog = page.getByTestId('trade-in-dialog');
  await expect(dialog).toBeVisible();
  const model = dialog.getByTestId('trade-in-dialog-model').first();
  const name = (await model.getAttribute('data-name')) ?? '';
  const total = (await model.getByTestId('trade-in-dialog-model-total').textContent()) ?? '';
  await model.click();
  await dialog.getByTestId('trade-in-confirm').click();
  await expect(dialog).toBeHidden();
  const choice = row.getByTestId('trade-in-choice');
  await expect(choice).toContainText(name.split(' ').pop()!);
  await expect(choice).toContainText(`共抵 ${total.trim()}`);
  await row.getByRole('button', { name: '不使用以旧换新' }).click();
  await expect(choice).toBeHidden();
  await expect(row.getByTestId('trade-in-open')).toHaveText('以旧换新估价');
});

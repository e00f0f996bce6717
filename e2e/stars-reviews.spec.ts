/**
 * Issue #6, part E: a delivered order's line reviewed from 我的评价 with an uploaded picture
 * (shown as 已评价 and on the product page), the star-diamond conversion with its
 * insufficient-points and once-a-day messages, and the daily star-coin sign-in.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInByApi, confirmAlipayInSandbox, scrollToPageEnd } from './helpers';
import { pngFile } from '../test-support/pictures';

const SKU = 'S25U-TITANBLUE-1';
type Post = Awaited<ReturnType<typeof signInByApi>>['post'];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
});

/** Buy-now → checkout → submit → sandbox payment → simulated logistics until delivered. */
async function deliveredOrder(page: Page, post: Post, mobile: string): Promise<string> {
  await post('/api/order/address/save', {
    receiver: '韩梅梅',
    mobile,
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '世纪大道100号 8楼',
  });
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: SKU, qtyCnt: 1 });
  const source = { type: 'buyNow', token };
  const view = await post<{
    orderToken: string;
    address: { id: number };
    delivery: { dates: string[] } | null;
    coupons: { selectedId: number | null };
    price: { payable: number };
  }>('/api/order/checkout/confirm', { source, points: 0 });
  const { orderNo } = await post<{ orderNo: string }>('/api/order/checkout/submit', {
    orderToken: view.orderToken,
    source,
    addressId: view.address.id,
    deliveryDate: view.delivery?.dates[0],
    couponId: view.coupons.selectedId,
    points: 0,
    invoice: null,
    remark: '',
    expectedPayable: view.price.payable,
  });
  const created = await post<{ cashierUrl: string | null }>('/api/order/pay/create', { ordNo: orderNo, method: 'alipay' });
  await confirmAlipayInSandbox(page, created.cashierUrl!);
  await expect
    .poll(async () => (await post<{ status: string }>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: orderNo })).status, { timeout: 15_000 })
    .toBe('paid');
  for (let i = 0; i < 8; i++) if ((await post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`)).moved === 'delivered') break;
  return orderNo;
}

test('reviews a delivered line with a picture: 已评价 and on the product page', async ({ page }) => {
  const { post, mobile } = await signInByApi(page.request);
  const orderNo = await deliveredOrder(page, post, mobile);

  await page.goto('/Personalcenter/Personalcenter_Evaluate');
  await expect(page.getByTestId('evaluate-tab-pending')).toHaveText('待评价（1）');
  const line = page.getByTestId('evaluate-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`订单号 ${orderNo}`);
  await line.getByTestId('evaluate-write').click();
  await expect(page).toHaveURL(new RegExp(`/Personalcenter/releaseEvaluated/${orderNo}/\\d+$`));
  await expect(page.getByTestId('write-review-form')).toBeVisible();

  // Too short first: the Chinese message, nothing sent.
  await page.getByTestId('review-content').fill('好');
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-error')).toHaveText('评价内容至少 5 个字');

  const text = `拍照清晰，续航很给力 ${Date.now().toString(36)}`;
  await page.getByTestId('review-star-4').click();
  await expect(page.getByTestId('review-star-4')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('review-content').fill(text);
  await page.getByTestId('review-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await pngFile(32, 32) });
  await expect(page.getByTestId('review-upload')).toHaveCount(1);
  await expect(page.getByTestId('review-upload').locator('img')).toHaveAttribute('src', /^\/media\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
  await page.getByTestId('review-submit').click();

  await expect(page).toHaveURL(/\/Personalcenter\/Personalcenter_Evaluate\/done$/);
  await expect(page.getByTestId('evaluate-tab-done')).toHaveText('已评价（1）');
  await expect(page.getByTestId('evaluate-tab-pending')).toHaveText('待评价（0）');
  const done = page.getByTestId('evaluate-line');
  await expect(done.getByTestId('evaluate-done')).toHaveText('已评价');
  await expect(done.getByTestId('evaluate-content')).toHaveText(text);
  await expect(done.getByRole('img', { name: '4 星（满分 5 星）' })).toBeVisible();

  // On the product page under 最新 (the default order puts pictures and 有用 votes first).
  await page.goto('/product/S25U');
  const section = page.getByTestId('reviews');
  await expect(async () => {
    await scrollToPageEnd(page);
    await section.scrollIntoViewIfNeeded({ timeout: 3_000 });
    await expect(section).toHaveAttribute('data-state', 'ready', { timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await section.getByTestId('reviews-sort-newest').click();
  await expect(section).toHaveAttribute('data-sort', 'newest');
  await expect(section).toHaveAttribute('data-state', 'ready');
  const mine = section.getByTestId('review').filter({ hasText: text });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-pictures', '1');
});

test('converts points to star diamonds once a day, with the Chinese messages @phone', async ({ page }) => {
  await signInByApi(page.request);
  await page.goto('/Personalcenter/Personal_stardrill');
  await expect(page.getByTestId('stars-effective')).toHaveText('0');
  await expect(page.getByTestId('stars-points')).toHaveText('1000');

  await page.getByTestId('stars-convert-open').click();
  const dialog = page.getByTestId('stars-convert-dialog');
  await expect(dialog).toContainText('每位会员每天（北京时间）仅可兑换一次。');
  await dialog.getByTestId('stars-convert-points').fill('2000');
  await dialog.getByTestId('stars-convert-submit').click();
  await expect(dialog.getByTestId('stars-convert-error')).toHaveText('积分不足');

  await dialog.getByTestId('stars-convert-points').fill('300');
  await expect(dialog).toContainText('将获得 3 颗星钻');
  await dialog.getByTestId('stars-convert-submit').click();
  await expect(dialog).not.toBeVisible();
  await expect(page.getByTestId('stars-effective')).toHaveText('3');
  await expect(page.getByTestId('stars-points')).toHaveText('700');
  const entry = page.getByTestId('stars-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('积分兑换');

  await page.getByTestId('stars-convert-open').click();
  await dialog.getByTestId('stars-convert-points').fill('100');
  await dialog.getByTestId('stars-convert-submit').click();
  await expect(dialog.getByTestId('stars-convert-error')).toHaveText('每天仅可兑换一次，请明天再来');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('stars-points')).toHaveText('700');

  // The entry's detail page.
  await entry.click();
  await expect(page).toHaveURL(/\/Personalcenter\/Personal_drillDetail\/C[0-9A-F]{12}\/effect$/);
  await expect(page.getByTestId('star-detail-amount')).toHaveText('+3');
  await expect(page.getByTestId('star-detail-state')).toHaveText('生效');
});

test('signs in for star coin once a day @pc', async ({ page }) => {
  await signInByApi(page.request);
  await page.goto('/Personalcenter/Personal_StarCoin');
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
  await expect(page.getByTestId('coin-empty')).toBeVisible();
  const button = page.getByTestId('coin-sign-in');
  await expect(button).toHaveText('签到 +5');
  await button.click();
  await expect(page.getByText('签到成功，获得 5 星币')).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('5');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('今日已签到');
  await expect(page.getByTestId('coin-today')).toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId('coin-entry')).toHaveCount(1);
  await expect(page.getByTestId('coin-entry')).toContainText('每日签到（连续 1 天）');
  // Still signed in after a reload (server state).
  await page.reload();
  await expect(page.getByTestId('coin-sign-in')).toBeDisabled();
});

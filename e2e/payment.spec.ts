/**
 * Paying an order in the browser through the local sandbox gateways (issue #5): wxpay on PC
 * (QR code, the phone's scan page opened in a second page, the cashier moves on by itself),
 * an Alipay-style cashier that fails, pay error, 重新支付 and success; the draw after
 * paying; the way from pay error to the order list; the phone layout of the cashier.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMobile, waitForHydration, apiAs as api, saveShanghaiAddress, submitBuyNow } from './helpers';

/** A phone with plenty of stock, outside TTM programmes and activities. */
const SKU = 'C55-BLACK-1';

/** A fresh member (signed in by SMS through the API) with one order placed through the checkout API. */
async function memberWithOrder(page: Page): Promise<{ orderNo: string; payableAmt: number }> {
  let post = await api(page.request);
  const mobile = freshMobile();
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e-payment' });
  const sms = await (await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
  await post('/api/auth/login/mobile/token', { mobile, code: sms.data.code });
  post = await api(page.request);
  const address = await saveShanghaiAddress(post);
  const buyNow = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: SKU, qtyCnt: 1 });
  return submitBuyNow(post, buyNow.token, address.id);
}

const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}`;

test.describe('payment', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
  });

  test('wxpay on PC: QR code, scanned on a second page, the cashier goes to pay success; then the draw @pc', async ({ page, context }) => {
    const order = await memberWithOrder(page);
    await page.goto(`/order/wxpay?ordNo=${order.orderNo}`);
    await expect(page.getByRole('heading', { name: '订单提交成功，请尽快付款！' })).toBeVisible();
    await expect(page.getByTestId('pay-amount')).toHaveText(yuan(order.payableAmt));
    await expect(page.getByTestId('countdown')).toContainText('支付剩余时间');
    await page.getByTestId('pay-method-wxpay').click();
    await page.getByTestId('pay-now').click();

    const qr = page.getByTestId('pay-qr');
    await expect(qr.locator('svg')).toBeVisible();
    await expect(page.getByTestId('open-app')).toBeHidden(); // PC: scan, no app button
    const scanUrl = await qr.getAttribute('data-qr-content');
    expect(scanUrl).toMatch(/\/api\/sandbox\/wxpay\/scan\/\d{28}$/);

    // The phone "scans": opens the QR code's page and confirms.
    const phone = await context.newPage();
    await phone.goto(scanUrl!);
    await expect(phone.getByText('¥' + (order.payableAmt / 100).toFixed(2))).toBeVisible();
    await phone.getByRole('button', { name: '确认支付' }).click();
    await expect(phone.getByTestId('sandbox-result')).toHaveText('支付成功');
    await phone.close();

    await expect(page).toHaveURL(new RegExp(`/order/paySuccess/${order.orderNo}/wxpay$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.getByTestId('success-order-no')).toHaveText(order.orderNo);
    await expect(page.getByTestId('success-amount')).toHaveText(yuan(order.payableAmt));
    await expect(page.getByTestId('view-order')).toHaveAttribute('href', `/Personalcenter/orderDeatil/${order.orderNo}`);

    await page.getByTestId('lottery-entry').click();
    await expect(page).toHaveURL(new RegExp(`/order/lottery\\?ordNo=${order.orderNo}$`));
    await page.getByTestId('lottery-draw').click();
    const result = page.getByTestId('lottery-result');
    await expect(result).toHaveText(/积分|谢谢参与/);
    const text = await result.textContent();
    await page.reload();
    await expect(page.getByTestId('lottery-result')).toHaveText(text!); // one draw per order
  });

  test('Alipay-style cashier: 模拟支付失败 → pay error → 重新支付 → success @pc', async ({ page }) => {
    const order = await memberWithOrder(page);
    // Through the chooser: with &method= the page leaves for the gateway before it hydrates.
    await page.goto(`/order/wxpay?ordNo=${order.orderNo}`);
    await page.getByTestId('pay-method-alipay').click();
    await page.getByTestId('pay-now').click();
    await expect(page).toHaveURL(/\/api\/sandbox\/alipay\/cashier\/\d{28}$/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText('¥' + (order.payableAmt / 100).toFixed(2));
    await page.getByRole('button', { name: '模拟支付失败' }).click();

    await expect(page).toHaveURL(new RegExp(`/order/payError/${order.orderNo}/alipay$`));
    await expect(page.getByRole('heading', { name: '支付失败' })).toBeVisible();
    await page.getByTestId('pay-again').click();
    await expect(page).toHaveURL(new RegExp(`/order/wxpay\\?ordNo=${order.orderNo}$`));
    // A client navigation: choose only once the chooser has hydrated.
    await waitForHydration(page);
    await page.getByTestId('pay-method-unionpay').click();
    await page.getByTestId('pay-now').click();
    await expect(page).toHaveURL(/\/api\/sandbox\/unionpay\/cashier\/\d{28}$/);
    await page.getByRole('button', { name: '确认支付' }).click();

    await expect(page).toHaveURL(new RegExp(`/order/paySuccess/${order.orderNo}/unionpay$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    // Paying it again is refused with the reason.
    await page.goto(`/order/wxpay?ordNo=${order.orderNo}`);
    await expect(page.getByTestId('pay-blocked')).toContainText('订单已支付，请勿重复支付');
  });

  test('pay error → 查看订单 clears the stored store service and reloads the order list after 1 s @pc', async ({ page }) => {
    const order = await memberWithOrder(page);
    await page.goto(`/order/payError/${order.orderNo}/wxpay`);
    await expect(page.getByTestId('pay-error-reason')).toHaveText('支付未完成，请在支付时间内重新支付。');
    await page.evaluate(() => window.localStorage.setItem('storeService', '{"store":"SH-001"}'));
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('to-order-list').click();
    await expect(page).toHaveURL(/\/Personalcenter\/Personalcenter_order$/);
    await reloaded;
    expect(await page.evaluate(() => window.localStorage.getItem('storeService'))).toBeNull();
    await expect(page).toHaveURL(/\/Personalcenter\/Personalcenter_order$/);
  });

  test('phone layout of the cashier: methods stacked, 打开微信 instead of the QR code @phone', async ({ page }) => {
    const order = await memberWithOrder(page);
    await page.goto(`/order/wxpay?ordNo=${order.orderNo}`);
    const methods = page.getByRole('radiogroup', { name: '支付方式' });
    await expect(methods).toBeVisible();
    const [a, b] = await Promise.all([page.getByTestId('pay-method-wxpay').boundingBox(), page.getByTestId('pay-method-alipay').boundingBox()]);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1); // one column
    expect(a!.width).toBeGreaterThan(300);
    await page.getByTestId('pay-method-cmbpay').click();
    await expect(page.getByRole('group', { name: '分期期数' })).toContainText('免息');
    await page.getByTestId('pay-method-wxpay').click();
    await page.getByTestId('pay-now').click();

    const open = page.getByTestId('open-app');
    await expect(open).toBeVisible();
    await expect(open).toHaveText('打开微信');
    await expect(page.getByTestId('pay-qr')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await open.click();
    await expect(page).toHaveURL(/\/api\/sandbox\/wxpay\/scan\/\d{28}$/);
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByTestId('sandbox-result')).toHaveText('支付成功');
    // Back to the shop: the cashier confirms the result and moves on to pay success.
    await page.getByRole('link', { name: '返回商户页面' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/paySuccess/${order.orderNo}/wxpay$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    const overflowAfter = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflowAfter).toBeLessThanOrEqual(0);
  });
});

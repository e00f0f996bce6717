/**
 * The main browser flow (issue #5), at 1440 px and 390 px: a visitor adds two
 * products, signs in by SMS and sees the merged cart, checks out with a new address, an
 * invoice and a coupon, pays in the WeChat-Pay-style sandbox (the scan page opened in a
 * second page, as a phone scanning the QR code would), lands on pay success, finds the order
 * in the list and, after the simulated carrier takes the parcel, sees it shipped with tracking.
 *
 * Pages of the cart (/shoppingCart), the cashier (/order/wxpay), pay success and the order
 * pages are written against their task contracts; selectors marked CONTRACT are the places to
 * align at integration.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMobile, signInThroughUi, apiAs } from './helpers';

const PHONE = 'S25U-TITANGRAY-1';
const CHARGER = 'TA25W-WHITE';

/**
 * CONTRACT (H3): the WeChat-Pay-style cashier shows the URL its QR code holds (PC) or a
 * 打开微信 link to it (phone); opening that URL is 'scanning'.
 */
async function scanUrlOf(page: Page): Promise<string> {
  const holder = page.locator('[data-scan-url], a[href*="/sandbox/wxpay/"]').first();
  await expect(holder).toBeAttached({ timeout: 15_000 });
  const url = (await holder.getAttribute('data-scan-url')) ?? (await holder.getAttribute('href'));
  expect(url).toBeTruthy();
  return new URL(url!, page.url()).href;
}

test.describe('purchase flow', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
  });

  test('a visitor fills a cart, signs in, checks out with address, invoice and coupon, pays and follows the order to shipped', async ({ page, context }) => {
    test.setTimeout(120_000);

    // 1. A visitor (anonymous token from the cart page, their first cart call) puts two products in the cart.
    await page.goto('/shoppingCart');
    const asVisitor = await apiAs(page.request);
    await asVisitor('/api/cart/cart/addCart', { skuCd: PHONE, qtyCnt: 1 });
    await asVisitor('/api/cart/cart/addCart', { skuCd: CHARGER, qtyCnt: 2 });
    await page.goto('/shoppingCart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);

    // 2. Sign in by SMS: the visitor's lines are now the member's.
    await signInThroughUi(page, freshMobile(), '/shoppingCart');
    await expect(page).toHaveURL(/\/shoppingCart/);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.locator(`[data-testid="cart-line"][data-sku="${CHARGER}"]`).getByTestId('qty-input')).toHaveValue('2');

    // 3. A coupon to use, then 去结算.
    const asMember = await apiAs(page.request);
    await asMember('/api/act/market/coupon/receive', { cpnCd: 'CPN-ALL-1000-100' });
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/order\/orderInfo/);
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);

    // 4. A new address through the form.
    const form = page.getByTestId('address-form');
    await form.getByLabel('收货人').fill('李华');
    await form.getByLabel('手机号码').fill('13912345678');
    await form.getByLabel('省份').selectOption({ label: '浙江省' });
    await form.getByLabel('城市').selectOption({ label: '杭州市' });
    await form.getByLabel('区县').selectOption({ label: '西湖区' });
    await form.getByLabel('详细地址').fill('文三路 90 号 3 单元 501');
    await form.getByRole('button', { name: '保存并使用' }).click();
    await expect(page.getByTestId('checkout-address').getByTestId('address-card')).toContainText('李华');

    // 5. An electronic invoice for a company, the coupon preselected.
    const invoice = page.getByTestId('checkout-invoice');
    await invoice.getByText('电子普通发票').click();
    await invoice.getByText('单位', { exact: true }).click();
    await invoice.getByLabel('单位名称').fill('杭州星辰贸易有限公司');
    await invoice.getByLabel('纳税人识别号').fill('91350100M000100Y43');
    await invoice.getByLabel('收票邮箱（选填）').fill('finance@example.com');
    await expect(page.getByTestId('checkout-coupons').locator('[data-cpn="CPN-ALL-1000-100"] input')).toBeChecked();
    await expect(page.getByTestId('sum-coupon')).toContainText('-¥100');
    const payable = (await page.getByTestId('sum-payable').textContent())!;

    // 6. Submit: on to the cashier.
    await page.getByTestId('submit-order').click();
    await expect(page).toHaveURL(/\/order\/wxpay\?ordNo=\d{18}&method=wxpay/);
    const orderNo = new URL(page.url()).searchParams.get('ordNo')!;
    await expect(page.getByText(payable).first()).toBeVisible(); // CONTRACT (H3): the amount due is shown

    // 7. 'Scan' in a second page and confirm: the cashier moves on to pay success.
    const phone = await context.newPage();
    await phone.goto(await scanUrlOf(page));
    await phone.getByRole('button', { name: '确认支付' }).click();
    // The confirmation is a form POST: closing the page before its answer could cancel it.
    await expect(phone.getByTestId('sandbox-result')).toHaveText('支付成功');
    await phone.close();
    await expect(page).toHaveURL(new RegExp(`/order/paySuccess/${orderNo}/wxpay`), { timeout: 30_000 });

    // 8. The order is in the list, paid.
    await page.goto('/Personalcenter/Personalcenter_order');
    await expect(page.getByText(orderNo).first()).toBeVisible(); // CONTRACT (H2): the card shows the order number
    await expect(page.getByText('待发货').first()).toBeVisible();

    // 9. The simulated carrier takes it: shipped, with a tracking number on the logistics page.
    await asMember(`/api/dev/orders/${orderNo}/advance`);
    const logistics = await (await page.request.get(`/api/order/logistics/${orderNo}`)).json();
    expect(logistics.data.status).toBe('shipped');
    const trackingNo: string = logistics.data.trackingNo;
    expect(trackingNo).toBeTruthy();
    await page.goto(`/Personalcenter/logistics_Details/${orderNo}`);
    await expect(page.getByText(trackingNo).first()).toBeVisible();
    await expect(page.getByText(logistics.data.carrier).first()).toBeVisible();
    await page.goto('/Personalcenter/Personalcenter_order/pendingReceipt');
    await expect(page.getByText(orderNo).first()).toBeVisible();
  });
});

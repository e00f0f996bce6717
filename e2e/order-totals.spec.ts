/**
 * Issue #14, totals that add up and bundles, in the browser at 1440 and 390 px: the S25 Ultra
 * protection-and-charging bundle goes from the cart through checkout to the order with its
 * case and charger, and the amounts checkout shows are the ones the pay page, the order
 * detail and the order list show.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, freshMobile, seriousAxeFindings } from './helpers';

const PHONE = 'S25U-TITANGRAY-1';
const BUNDLE = 'BDL-S25U-PROTECT';
const SHOTS = '/tmp/totals-shots';

async function member(page: Page) {
  let post = await apiAs(page.request);
  const mobile = freshMobile();
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e-totals' });
  const sms = await (await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
  await post('/api/auth/login/mobile/token', { mobile, code: sms.data.code });
  post = await apiAs(page.request);
  await post('/api/order/address/save', {
    receiver: '韩梅梅',
    mobile,
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '世纪大道100号 8楼',
  });
  return post;
}

/** Label → amount text of a breakdown's rows, under `root`, by the row test ids' prefix. */
async function rowsOf(page: Page, selector: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const row of await page.locator(selector).all()) {
    const label = (await row.locator('dt').textContent())!.trim();
    out[label] = (await row.locator('dd').textContent())!.trim();
  }
  return out;
}

test.describe('totals that add up, a bundle bought with its items', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
  });

  test('the bundle is ordered with its case and charger, and every page shows checkout’s numbers', async ({ page }, info) => {
    test.setTimeout(300_000);
    const post = await member(page);
    await post('/api/cart/cart/addCart', { skuCd: PHONE, qtyCnt: 1, bundleCode: BUNDLE });

    // The cart: one line tagged 套装, with the items inside it at their bundle prices.
    await page.goto('/shoppingCart');
    const line = page.locator(`[data-testid="cart-line"][data-sku="${PHONE}"]`);
    await expect(line).toContainText('套装');
    await expect(line).toContainText('套装价 ¥99');
    await expect(line).toContainText('套装价 ¥149');
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-cart.png`, fullPage: true });

    // Checkout: the phone and, under it, the case and the charger.
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/order\/orderInfo/, { timeout: 30_000 });
    const lines = page.getByTestId('checkout-line');
    await expect(lines).toHaveCount(3);
    await expect(page.locator('[data-testid="checkout-line"][data-bundle-role="item"]')).toHaveCount(2);
    await expect(page.getByTestId('bundle-name')).toContainText('S25 Ultra 保护充电套装');
    await expect(page.getByTestId('sum-activity')).toBeVisible();
    const checkout = await rowsOf(page, '[data-testid="checkout-summary"] dl > div');
    const payable = (await page.getByTestId('sum-payable').textContent())!.trim();
    expect(checkout['订单总额']).toBe(payable);
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-checkout.png`, fullPage: true });

    // The pay page: the same rows and total.
    await page.getByTestId('submit-order').click();
    await expect(page).toHaveURL(/\/order\/wxpay\?ordNo=\d{18}/, { timeout: 30_000 });
    const orderNo = new URL(page.url()).searchParams.get('ordNo')!;
    await expect(page.getByTestId('pay-amount')).toHaveText(payable);
    const pay = await rowsOf(page, '[data-testid="pay-breakdown"] dl > div');
    expect(pay).toEqual(checkout);
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-pay.png`, fullPage: true });

    // The order detail: the same rows and total, the items under the bundle.
    await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
    await expect(page.getByTestId('order-line')).toHaveCount(3);
    await expect(page.locator('[data-testid="order-line"][data-bundle-role="item"]')).toHaveCount(2);
    await expect(page.getByTestId('order-bundle-name')).toContainText('S25 Ultra 保护充电套装');
    const detail = await rowsOf(page, '[data-testid="order-amounts"] dl > div');
    delete detail['已支付'];
    expect(detail).toEqual(checkout);
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-detail.png`, fullPage: true });
    expect(await seriousAxeFindings(page, '#main')).toEqual([]);

    // The order list: the same total.
    await page.goto('/Personalcenter/Personalcenter_order');
    const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await expect(card.getByTestId('card-total')).toHaveText(payable);
    await expect(card.getByTestId('card-saving')).toContainText(`商品总额 ${checkout['商品总额']}`);
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-list.png`, fullPage: true });
  });
});

/**
 * The checkout page (issue #5): address through the form and its province → city → district
 * cascader, company invoice checked as typed, the best coupon preselected, points, submit
 * once (even on a double click) and on to the cashier; a flash-sale buy-now; a price that
 * changed under the page; the phone layout with its bottom bar.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMobile, waitForHydration, apiAs as api, seriousAxeFindings, signInThroughUi } from './helpers';

const S25U = 'S25U-TITANGRAY-1';
const CASHIER = /\/order\/wxpay\?ordNo=\d{18}&method=wxpay$/;

/** A fresh member signed in by SMS through the API (the browser context shares the cookies). */
async function signInMember(page: Page) {
  const post = await api(page.request);
  const mobile = freshMobile();
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e-checkout' });
  const sms = await (await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
  await post('/api/auth/login/mobile/token', { mobile, code: sms.data.code });
  return { mobile, post: await api(page.request) };
}

const shanghai = {
  receiver: '王小明',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310115',
  detail: '世纪大道100号 8楼',
};

test.describe('checkout', () => {
  // Consent already given: the cookie bar would cover the phone's bottom bar.
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
  });

  // One flow in two tests (each well inside the 30-s budget on a loaded 2-core CI machine):
  // the address and invoice forms, then coupons, points and the single submit.
  test('adds an address through the cascader and checks the invoice @pc', async ({ page }) => {
    const { post } = await signInMember(page);
    await post('/api/cart/cart/addCart', { skuCd: S25U, qtyCnt: 1 });

    await page.goto('/order/orderInfo');
    await expect(page.getByRole('heading', { name: '确认订单', level: 1 })).toBeVisible();
    const line = page.getByTestId('checkout-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('星辰 S25 Ultra');
    await expect(line).toContainText('颜色：钛影灰');

    // No address yet: the form is inline and the order cannot be submitted.
    const submit = page.getByTestId('submit-order');
    await expect(submit).toBeDisabled();
    await expect(page.getByText('请先添加收货地址')).toBeVisible();
    const form = page.getByTestId('address-form');
    expect(await seriousAxeFindings(page, '#main')).toEqual([]);
    await form.getByRole('button', { name: '保存并使用' }).click();
    await expect(form.getByText('请输入收货人姓名')).toBeVisible();
    await form.getByLabel('收货人').fill('王小明');
    await form.getByLabel('手机号码').fill('1380013');
    await form.getByLabel('手机号码').blur();
    await expect(form.getByText('请输入正确的11位手机号码')).toBeVisible();
    await form.getByLabel('手机号码').fill('13800138000');
    await expect(form.getByLabel('城市')).toBeDisabled();
    await form.getByLabel('省份').selectOption({ label: '上海市' });
    await form.getByLabel('城市').selectOption({ label: '上海市' });
    await form.getByLabel('区县').selectOption({ label: '浦东新区' });
    await form.getByLabel('详细地址').fill('世纪大道100号 8楼');
    await form.getByRole('button', { name: '保存并使用' }).click();

    const card = page.getByTestId('checkout-address').getByTestId('address-card');
    await expect(card).toContainText('王小明');
    await expect(card).toContainText('138****8000');
    await expect(card).toContainText('上海市 浦东新区 世纪大道100号 8楼');
    await expect(submit).toBeEnabled();

    // Delivery: the earliest date is preselected.
    const dates = page.getByRole('radiogroup', { name: '配送日期' }).getByRole('radio');
    await expect(dates.first()).toBeChecked();

    // Invoice: a company with a wrong tax number is refused in place, a valid one accepted.
    const invoice = page.getByTestId('checkout-invoice');
    await invoice.getByText('电子普通发票').click();
    await invoice.getByText('单位', { exact: true }).click();
    await invoice.getByLabel('单位名称').fill('星辰科技（上海）有限公司');
    await invoice.getByLabel('纳税人识别号').fill('91350100M000100Y44');
    await invoice.getByLabel('纳税人识别号').blur();
    await expect(invoice.getByText('纳税人识别号格式不正确')).toBeVisible();
    await invoice.getByLabel('纳税人识别号').fill('91350100M000100Y43');
    await expect(invoice.getByText('纳税人识别号格式不正确')).toHaveCount(0);
    expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  });

  test('preselects the best coupon, uses points and submits once @pc', async ({ page }) => {
    const { post } = await signInMember(page);
    await post('/api/order/address/save', { ...shanghai, mobile: freshMobile(), isDefault: true });
    await post('/api/act/market/coupon/receive', { cpnCd: 'CPN-ALL-1000-100' });
    await post('/api/act/market/coupon/receive', { cpnCd: 'CPN-S25U-500' });
    await post('/api/act/market/coupon/receive', { cpnCd: 'CPN-TV-8000-800' });
    await post('/api/cart/cart/addCart', { skuCd: S25U, qtyCnt: 1 });

    await page.goto('/order/orderInfo');
    const submit = page.getByTestId('submit-order');
    await expect(page.getByTestId('checkout-address').getByTestId('address-card')).toContainText('王小明');
    await expect(submit).toBeEnabled();

    // Coupons: the best (¥500 off S25 Ultra) is preselected; the TV coupon is listed as unusable.
    const coupons = page.getByTestId('checkout-coupons');
    await expect(coupons.locator('[data-cpn="CPN-S25U-500"] input')).toBeChecked();
    await expect(coupons.locator('[data-cpn="CPN-ALL-1000-100"] input')).not.toBeChecked();
    await expect(page.getByTestId('sum-coupon')).toContainText('-¥500');
    await coupons.getByText(/不可用优惠券（\d+）/).click();
    // (the new-member pack's category coupons do not fit a phone either)
    await expect(coupons.getByTestId('coupon-unusable').filter({ hasText: '电视满8000减800' })).toHaveCount(1);

    // Switching the coupon asks the server again.
    await coupons.locator('[data-cpn="CPN-ALL-1000-100"]').click();
    await expect(page.getByTestId('sum-coupon')).toContainText('-¥100');
    await coupons.locator('[data-cpn="CPN-S25U-500"]').click();
    await expect(page.getByTestId('sum-coupon')).toContainText('-¥500');

    // Points: 使用积分抵扣 applies the most allowed; the summary shows it and the amount due drops.
    const before = await page.getByTestId('sum-payable').textContent();
    await page.getByTestId('checkout-points').getByLabel('使用积分抵扣').check();
    await expect(page.getByTestId('sum-points')).toContainText('-¥');
    await expect(page.getByTestId('sum-payable')).not.toHaveText(before!);
    await expect(page.getByTestId('sum-shipping')).toContainText('免运费');

    // Remark counter.
    await page.getByLabel('订单备注').fill('工作日送货');
    await expect(page.getByTestId('checkout-remark')).toContainText('5/100');

    // 1440 px: sections left, summary right.
    const mainBox = await page.getByTestId('checkout-address').boundingBox();
    const sumBox = await page.getByTestId('checkout-summary').boundingBox();
    expect(sumBox!.x).toBeGreaterThan(mainBox!.x + mainBox!.width - 1);

    // A double click sends one submit and lands on the cashier.
    let submits = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/order/checkout/submit')) submits++;
    });
    await submit.dblclick();
    await expect(page).toHaveURL(CASHIER);
    expect(submits).toBe(1);
  });

  test('buys the flash-sale phone now through /order/acorderInfo @pc', async ({ page, context }) => {
    const { post } = await signInMember(page);
    await post('/api/order/address/save', {
      ...shanghai,
      mobile: freshMobile(),
      isDefault: true,
    });
    const buy = await post<{ token: string }>('/api/cart/cart/buyNow', {
      skuCd: 'S25-BLACK-1',
      qtyCnt: 1,
      subTyp: 3,
      actId: 'SK-S25-DAILY',
    });

    await page.goto(`/order/acorderInfo?buyNow=${encodeURIComponent(buy.token)}`);
    await expect(page.getByTestId('checkout')).toHaveAttribute('data-kind', 'seckill');
    const line = page.getByTestId('checkout-line');
    await expect(line).toContainText('限时秒杀');
    await expect(line).toContainText('¥4,999');
    await expect(page.getByTestId('checkout-address').getByTestId('address-card')).toContainText('王小明');
    await page.getByTestId('checkout-pay').getByText('支付宝').click();
    // The Alipay-style cashier goes on to the gateway at once: catch the cashier URL as it passes.
    const toCashier = page.waitForURL(/\/order\/wxpay\?ordNo=\d{18}&method=alipay$/, { waitUntil: 'commit' });
    await page.getByTestId('submit-order').click();
    await toCashier;

    // The token bought once: coming back shows why there is nothing more to buy here.
    // (In a new tab: the cashier may be on its way to the gateway.)
    const again = await context.newPage();
    await again.goto(`/order/acorderInfo?buyNow=${encodeURIComponent(buy.token)}`);
    await waitForHydration(again);
    const failure = again.getByTestId('checkout-failure');
    if (!(await failure.isVisible())) await again.getByTestId('submit-order').click();
    await expect(failure).toContainText('限购');
    await expect(again.getByRole('link', { name: '返回购物车' })).toBeVisible();
  });

  test("a visitor's 立即购买 goes through sign-in and on to checkout with that product (#14 item 7) @pc", async ({ page }) => {
    await page.goto(`/product/S25U/${S25U}`);
    await waitForHydration(page);
    await page.getByTestId('pdp-buy-now').click();
    // A visitor signs in first; back on the product page the purchase goes on by itself.
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fproduct%2FS25U/, { timeout: 20_000 });
    const back = new URL(page.url()).searchParams.get('redirect')!;
    await signInThroughUi(page, freshMobile(), back);
    await expect(page).toHaveURL(/\/order\/orderInfo\?buyNow=/, { timeout: 20_000 });
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await expect(page.getByTestId('checkout-line')).toContainText('S25 Ultra');
  });

  test('a price that changed after the page was priced is refused with the catalogue message, then the new price goes through @pc', async ({ page }) => {
    const { post } = await signInMember(page);
    await post('/api/order/address/save', {
      ...shanghai,
      mobile: freshMobile(),
      isDefault: true,
    });
    const added = await post<{ line: { cartId: number } }>('/api/cart/cart/addCart', { skuCd: S25U, qtyCnt: 1 });

    await page.goto('/order/orderInfo');
    const payable = page.getByTestId('sum-payable');
    const shown = await payable.textContent();
    // Another tab changes the quantity: the page still shows the old amount.
    await post('/api/cart/cart/updateLine', {
      cartId: added.line.cartId,
      skuCd: S25U,
      qtyCnt: 2,
    });
    await page.getByTestId('submit-order').click();
    await expect(page.getByTestId('dialog-message')).toContainText('商品价格已变动，请刷新页面后重新下单');
    await expect(payable).not.toHaveText(shown!);
    await expect(page.getByTestId('checkout-line')).toContainText('× 2');
    await page.getByTestId('dialog-message').getByRole('button', { name: '关闭' }).click();
    await page.getByTestId('submit-order').click();
    await expect(page).toHaveURL(CASHIER);
  });

  test('phone layout: one column, the amount due and 提交订单 fixed at the bottom, no sideways scroll @phone', async ({ page }) => {
    const { post } = await signInMember(page);
    await post('/api/order/address/save', {
      ...shanghai,
      mobile: freshMobile(),
      isDefault: true,
    });
    await post('/api/cart/cart/addCart', { skuCd: S25U, qtyCnt: 1 });

    await page.goto('/appOrder/orderInfo');
    const submit = page.getByTestId('submit-order');
    await expect(submit).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = await submit.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 80);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    await expect(page.getByTestId('sum-payable')).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Sections stack: the summary comes after them, in one column.
    const addr = await page.getByTestId('checkout-address').boundingBox();
    const sum = await page.getByTestId('checkout-summary').boundingBox();
    expect(sum!.y).toBeGreaterThan(addr!.y);
    expect(Math.abs(sum!.x - addr!.x)).toBeLessThan(2);

    // 更换地址 opens the list as a bottom sheet; 编辑 opens the form with the cascader filled.
    await page.getByRole('button', { name: '更换地址' }).click();
    const chooser = page.getByTestId('address-choose');
    await expect(chooser.getByTestId('address-card')).toHaveCount(1);
    await chooser.getByRole('button', { name: /^编辑/ }).click();
    const form = page.getByTestId('address-edit').getByTestId('address-form');
    await expect(form.getByLabel('区县')).toHaveValue('310115');
    expect(await seriousAxeFindings(page, '[data-testid="address-edit"]')).toEqual([]);
    await form.getByLabel('详细地址').fill('张江路 1 号 2 楼');
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(page.getByTestId('checkout-address').getByTestId('address-card')).toContainText('张江路 1 号 2 楼');
    await submit.click();
    await expect(page).toHaveURL(CASHIER);
  });
});

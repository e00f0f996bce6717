/**
 * The member's orders (issue #5, spec 2.8): the list with status tabs and counts, the
 * detail with its pay countdown, cancelling an unpaid order from the list, an order paid in
 * the sandbox gateway followed through the simulated logistics (dev route advance) to
 * delivered and confirmed; another member's order is "not found"; the phone layout.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMobile, apiAs as api, payInAlipaySandbox } from './helpers';

const SKU = 'S25U-TITANBLUE-1';
const ORDERS = '/Personalcenter/Personalcenter_order';

/** A fresh member signed in by SMS through the API, with an address in Shanghai. */
async function member(page: Page) {
  let post = await api(page.request);
  const mobile = freshMobile();
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e-orders' });
  const sms = await (await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
  await post('/api/auth/login/mobile/token', { mobile, code: sms.data.code });
  post = await api(page.request);
  await post('/api/order/address/save', {
    receiver: '李雷',
    mobile,
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '世纪大道100号 8楼',
  });
  return { mobile, post };
}

type Post = Awaited<ReturnType<typeof member>>['post'];

/** Buy-now → checkout view → submit, as the checkout page does. */
async function placeOrder(post: Post): Promise<string> {
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: SKU, qtyCnt: 1 });
  const source = { type: 'buyNow', token };
  const view = await post<{
    orderToken: string;
    address: { id: number };
    delivery: { dates: string[] } | null;
    coupons: { selectedId: number | null };
    price: { payable: number };
  }>('/api/order/checkout/confirm', { source, points: 0 });
  const placed = await post<{ orderNo: string }>('/api/order/checkout/submit', {
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
  return placed.orderNo;
}

/** The next simulated logistics step now (dev route; outside production only). */
const advance = (post: Post, orderNo: string) => post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`);

test.describe('my orders', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
  });

  test('lists orders by tab with counts, shows the detail, and cancels an unpaid order @pc', async ({ page }) => {
    const { post } = await member(page);
    const first = await placeOrder(post);
    const second = await placeOrder(post);

    await page.goto(ORDERS);
    await expect(page.getByRole('heading', { name: '我的订单', level: 1 })).toBeVisible();
    await expect(page.getByTestId('order-tab-pendingPayment')).toContainText('2');
    const cards = page.getByTestId('order-card');
    await expect(cards).toHaveCount(2);
    // Newest first.
    await expect(cards.first()).toHaveAttribute('data-order-no', second);
    const card = page.locator(`[data-testid="order-card"][data-order-no="${first}"]`);
    await expect(card.getByTestId('order-status')).toHaveText('待付款');
    await expect(card).toContainText('剩余支付时间');
    await expect(card.getByRole('link', { name: '去支付' })).toHaveAttribute('href', `/order/wxpay?ordNo=${first}`);

    // Cancel from the list: asks first, then the order moves to 已取消.
    await card.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog', { name: '取消订单' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('商品价格较贵').check();
    await dialog.getByRole('button', { name: '确认取消' }).click();
    await expect(page.getByText('订单已取消').first()).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText('已取消');
    await expect(page.getByTestId('order-tab-pendingPayment')).toContainText('1');
    await expect(page.getByTestId('order-tab-cancelled')).toContainText('1');

    await page.getByTestId('order-tab-cancelled').click();
    await expect(page).toHaveURL(new RegExp(`${ORDERS}/cancelled$`));
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await page.getByTestId('order-tab-pendingShipment').click();
    await expect(page.getByTestId('order-empty')).toContainText('暂无待发货的订单');

    // The detail of the unpaid one: status, time left to pay, products, amounts.
    await page.goto(`/Personalcenter/orderDeatil/${second}`);
    await expect(page.getByTestId('order-status')).toHaveText('待付款');
    await expect(page.getByTestId('pay-countdown')).toContainText(/请在 \d+分\d+秒 内完成支付/);
    await expect(page.getByTestId('order-line')).toContainText('S25 Ultra');
    await expect(page.getByTestId('order-amounts')).toContainText('订单总额');
    await expect(page.getByTestId('order-timeline')).toContainText('订单已提交');
    await expect(page.getByText('李雷')).toBeVisible();

    // The cancelled one tells why.
    await page.goto(`/Personalcenter/orderDeatil/${first}`);
    await expect(page.getByTestId('cancel-reason')).toContainText('用户取消（商品价格较贵）');
  });

  test('follows a paid order through shipping to delivered and confirms receipt @pc', async ({ page }) => {
    const { post } = await member(page);
    const orderNo = await placeOrder(post);
    await payInAlipaySandbox(page, post, orderNo);

    await page.goto(`${ORDERS}/pendingShipment`);
    await expect(page.locator(`[data-order-no="${orderNo}"]`).getByTestId('order-status')).toHaveText('待发货');

    for (const step of ['shipped', 'tracking', 'tracking']) expect((await advance(post, orderNo)).moved).toBe(step);
    await page.goto(`/Personalcenter/logistics_Details/${orderNo}`);
    await expect(page.getByTestId('carrier')).toHaveText(/顺丰速运|京东物流/);
    await expect(page.getByTestId('tracking-no')).toHaveText(/^(SF|JDX)\d{13}$/);
    const events = page.getByTestId('logistics-events').locator('li');
    await expect(events).toHaveCount(3);
    await expect(events.first()).toContainText('上海转运中心');
    await expect(page.getByTestId('route-diagram')).toContainText('深圳市');
    await expect(page.getByTestId('route-diagram')).toContainText('上海市浦东新区');

    await page.goto(`/logistics_information?ordNo=${orderNo}`);
    await expect(page.getByTestId('logistics-events').locator('li')).toHaveCount(1);
    await page.getByRole('link', { name: '查看全部物流动态' }).click();
    await expect(page).toHaveURL(/\/logistics_information_msg\?ordNo=/);
    await expect(page.getByTestId('logistics-events').locator('li')).toHaveCount(3);

    expect((await advance(post, orderNo)).moved).toBe('tracking');
    expect((await advance(post, orderNo)).moved).toBe('delivered');
    await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
    await expect(page.getByTestId('order-status')).toHaveText('已签收');
    await expect(page.getByTestId('logistics-summary')).toContainText('已签收');
    await page.getByRole('button', { name: '确认收货' }).first().click();
    const dialog = page.getByRole('dialog', { name: '确认收货' });
    await dialog.getByRole('button', { name: '确认收货' }).click();
    await expect(page.getByText(/确认收货成功，获得 \d+ 积分/)).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('已完成');

    await page.goto(`/Personalcenter/orderDeatilMap/${orderNo}/1`);
    await expect(page.getByTestId('route-diagram').locator('[aria-current="step"]')).toContainText('已签收');

    // Within the after-sales windows: the order detail and the after-sales list lead to the apply pages (issue #17).
    await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
    await expect(page.getByTestId('order-after-sales')).toHaveAttribute('href', `/Personalcenter/Personal_AfterSales_apply/returnGoods/${orderNo}`);
    await page.goto('/Personalcenter/Personal_AfterSales');
    const eligible = page.getByTestId('after-sales-eligible');
    await expect(eligible).toContainText(orderNo);
    await expect(eligible.getByRole('link', { name: '申请退货' })).toHaveAttribute('href', `/Personalcenter/Personal_AfterSales_apply/returnGoods/${orderNo}`);
    await expect(eligible.getByRole('link', { name: '申请换货' })).toHaveAttribute(
      'href',
      `/Personalcenter/Personal_AfterSales_apply/exchangeGoods/${orderNo}`,
    );
  });

  test("shows another member's order as not found @pc", async ({ page, browser, baseURL }) => {
    const { post } = await member(page);
    const orderNo = await placeOrder(post);
    const other = await browser.newContext({ baseURL });
    await other.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
    const otherPage = await other.newPage();
    await member(otherPage);
    await otherPage.goto(`/Personalcenter/orderDeatil/${orderNo}`);
    await expect(otherPage.getByTestId('order-not-found')).toContainText('订单不存在');
    await otherPage.goto(`/Personalcenter/logistics_Details/${orderNo}`);
    await expect(otherPage.getByTestId('logistics-not-found')).toBeVisible();
    await other.close();
  });

  test('fits the phone: list and detail without sideways scrolling @phone', async ({ page }) => {
    const { post } = await member(page);
    const orderNo = await placeOrder(post);
    await page.goto(ORDERS);
    const card = page.getByTestId('order-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: '去支付' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
    await expect(page.getByTestId('order-status')).toHaveText('待付款');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/Personalcenter/historyorder');
    await expect(page.getByTestId('order-empty')).toContainText('没有历史订单');
  });
});

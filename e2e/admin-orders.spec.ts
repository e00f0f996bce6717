/**
 * The console's 订单 and 概览 (issue #16), at 1440 px: a member buys a phone and pays in the
 * sandbox gateway; a 仓储 staff member finds the order in 订单 by its number, opens it, is refused
 * a waybill number of the wrong form (the API's own schema, in the browser), ships it with 顺丰速运
 * and a waybill; the member's order page and logistics page show that carrier and waybill. A
 * 财务 opens the console on 概览 with its charts. axe finds nothing serious or critical on the
 * order list, the order detail and 概览.
 */
import { formatYuan } from '@shop/contracts/money';
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn, restingAxeFindings } from './admin-helpers';
import { payInAlipaySandbox, saveShanghaiAddress, signInByApi, submitBuyNow } from './helpers';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });
/** A screen's first opening loads its code: on a busy shared machine that can take longer than an assertion's 7 s. */
const SCREEN = { timeout: 20_000 };

const SKU = 'S25U-TITANBLUE-1';
test('@pc a member pays, 仓储 ships it from the console, the member sees the waybill; 财务 opens 概览', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  // The member buys and pays.
  const { post } = await signInByApi(page.request);
  const address = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: SKU, qtyCnt: 1 });
  const { orderNo } = await submitBuyNow(post, token, address.id);
  await payInAlipaySandbox(page, post, orderNo);

  // 仓储 finds it in 订单.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const staff = await staffContext.newPage();
  const name = await newStaffSignedIn(staff, baseURL!, '仓储');
  await expect(staff.getByRole('heading', { name: `欢迎，${name}` })).toBeVisible(SCREEN);
  await staff.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '订单' }).click();
  await expect(staff.getByRole('heading', { name: '订单', exact: true })).toBeVisible(SCREEN);
  await staff.getByLabel('订单号').fill(orderNo);
  await staff.getByRole('button', { name: '查询' }).click();
  const row = staff.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待发货');
  await expect(row).toContainText('支付宝');
  expect(await restingAxeFindings(staff), 'order list').toEqual([]);

  // Its detail: the breakdown as the shop shows it, the payment, the member's messages.
  await row.getByRole('link', { name: orderNo }).click();
  await expect(staff.getByRole('heading', { name: `订单 ${orderNo}` })).toBeVisible(SCREEN);
  await expect(staff.getByTestId('order-status')).toHaveText('待发货');
  const shop = await post<{ breakdown: { total: number } }>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: orderNo });
  await expect(staff.getByTestId('order-total')).toHaveText(formatYuan(shop.breakdown.total));
  await expect(staff.getByRole('cell', { name: '支付宝' })).toBeVisible();
  await expect(staff.getByText('订单支付成功')).toBeVisible();
  await expect(staff.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  // 仓储 sees whether the order was invoiced (no invoice asked at checkout) though it may not open 发票.
  await expect(staff.getByTestId('order-invoice-state')).toHaveText('未申请');
  expect(await restingAxeFindings(staff), 'order detail').toEqual([]);

  // 发货: a waybill of the wrong form is refused in the browser, then the right one.
  await staff.getByRole('button', { name: '发货' }).click();
  const dialog = staff.getByRole('dialog', { name: `订单发货 ${orderNo}` });
  await dialog.getByLabel('承运商').click();
  await staff.locator('.ant-select-item-option[title="顺丰速运"]').click();
  await dialog.getByLabel('运单号').fill('JDX1234567890123');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog).toContainText('顺丰速运运单号格式不正确');
  const waybill = `SF${Date.now().toString().slice(-13)}`;
  await dialog.getByLabel('运单号').fill(waybill);
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('待收货');
  await expect(staff.getByTestId('order-waybill')).toHaveText(`顺丰速运 ${waybill}`);
  await expect(staff.getByRole('button', { name: '发货' })).toHaveCount(0);

  // The member's order page and logistics page show the carrier and the waybill.
  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('待收货');
  await expect(page.getByTestId('logistics-summary')).toContainText(waybill);
  await page.goto(`/Personalcenter/logistics_Details/${orderNo}`);
  await expect(page.getByTestId('carrier')).toHaveText('顺丰速运');
  await expect(page.getByTestId('tracking-no')).toHaveText(waybill);
  await staffContext.close();

  // 财务 (reports.read) opens the console on 概览.
  const financeContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const finance = await financeContext.newPage();
  await newStaffSignedIn(finance, baseURL!, '财务');
  await expect(finance.getByRole('heading', { name: '概览' })).toBeVisible(SCREEN);
  // The member's browser opened the shop today: its beacon counts it among today's visitors.
  await expect(finance.getByTestId('today-visitors')).toContainText(/今日访客/);
  const visitorsToday = Number((await finance.getByTestId('today-visitors').locator('.ant-statistic-content-value').textContent())?.replace(/\D/g, ''));
  expect(visitorsToday).toBeGreaterThanOrEqual(1);
  await expect(finance.getByText('今日访客下单转化率')).toBeVisible();
  await expect(finance.getByText(/^\d+(\.\d)?%$/).first()).toBeVisible();
  await expect(finance.getByRole('img', { name: /近30天访客与订单数折线图：访客 [1-9]\d* 人次/ })).toBeVisible(SCREEN);
  await expect(finance.locator('canvas').first()).toBeVisible(SCREEN);
  expect(await restingAxeFindings(finance), 'dashboard').toEqual([]);
  await finance.screenshot({ path: '/tmp/ord-dash.png', fullPage: true });
  await financeContext.close();
});

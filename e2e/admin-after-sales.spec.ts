/**
 * The console's 售后 area (issue #17) at 1440 px, against the real API: a member files a return of
 * a delivered order over HTTP; the 超级管理员 finds it in the queue by order number, approves it,
 * the member books a pickup, the 超级管理员 inspects it (不通过 without a reason is refused with the
 * API's message) and refunds it — 退款中, then 已完成 with the refund 已退款. An exchange is
 * approved, shipped back, inspected and its new unit sent with an SF waybill (换货发出), reached
 * from the order detail's 售后申请 link. Each role sees only its own steps: a 客服 reviews but
 * neither inspects nor refunds; a 仓储 inspects but does not review. A 财务's refund the gateway
 * refuses shows 退款异常 with the reason and goes through on 重新发起退款. axe finds nothing serious on
 * the queue, the detail and a dialog.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { formatYuan } from '@shop/contracts/money';
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, motionSettled, newStaffSignedIn, restingAxeFindings } from './admin-helpers';
import { payInAlipaySandbox, saveShanghaiAddress, signInByApi, submitBuyNow } from './helpers';

const SKU = 'C55-BLACK-1';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

/**
 * A member in a browser of their own with one delivered order of a phone (buy now, the Alipay
 * sandbox, the dev route's logistics), and a request of `type` filed for it over HTTP.
 */
async function memberWithRequest(browser: Browser, baseURL: string, type: 'return' | 'exchange', devStatus?: string) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const shopper = await context.newPage();
  const { post } = await signInByApi(shopper.request);
  const { id } = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: SKU, qtyCnt: 1 });
  const { orderNo } = await submitBuyNow(post, token, id);
  await payInAlipaySandbox(shopper, post, orderNo);
  for (let i = 0; i < 8; i++) if ((await post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`)).moved === 'delivered') break;
  const get = async <T>(path: string): Promise<T> => {
    const body = await (await shopper.request.get(path)).json();
    expect(body.success, `${path}: ${body.message}`).toBe(true);
    return body.data as T;
  };
  const view = await get<{ lines: { lineId: number }[] }>(`/api/member/afterSales/apply/${orderNo}?type=${type}`);
  const { reqNo } = devStatus
    ? // The dev route files it already in a later state.
      await post<{ reqNo: string }>('/api/dev/afterSales', { orderNo, type, reason: '测试用售后申请', status: devStatus })
    : await post<{ reqNo: string }>('/api/member/afterSales/apply', {
        orderNo,
        type,
        lines: [{ lineId: view.lines[0]!.lineId, qty: 1 }],
        reason: type === 'return' ? 'no_reason' : 'quality',
        description: type === 'return' ? '不想要了，包装完好' : '屏幕有一条亮线',
        opened: false,
      });
  const { payNo } = await get<{ payNo: string }>(`/api/order/pay/latest/${orderNo}`);
  const { refundAmt } = await get<{ refundAmt: number }>(`/api/member/afterSales/detail/${reqNo}`);
  return {
    orderNo,
    reqNo,
    refundAmt,
    /** The Alipay sandbox's test switch: this trade's refunds fail at the gateway, or go through. */
    refundsAtGateway: async (outcome: 'failed' | 'success') =>
      expect(
        (await shopper.request.post('/api/sandbox/alipay/test/refund-behaviour', { data: { outTradeNo: payNo, outcome, suppressNotify: false } })).ok(),
      ).toBe(true),
    /** The member books a pickup for the goods (待寄回 → 待验货). */
    shipBack: () => post(`/api/member/afterSales/${reqNo}/ship`, { method: 'pickup' }),
    close: () => context.close(),
  };
}

const status = (page: Page) => page.getByTestId('after-sales-status');

/** Reloads the detail until its status reads `text` (a refund settles at the gateway within seconds). */
async function statusAfterReload(page: Page, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(status(page)).toBeVisible();
    await expect(status(page)).toHaveText(text, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

/** Opens a step's dialog, waits for it to stand still, and answers it. */
async function openDialog(page: Page, button: string, title: RegExp) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await motionSettled(page);
  return dialog;
}

async function approve(page: Page) {
  const dialog = await openDialog(page, '审核通过', /^审核通过 AS/);
  await dialog.getByLabel('备注（选填）').fill('已电话确认');
  await dialog.getByRole('button', { name: '确认通过' }).click();
  await expect(page.getByText('已审核通过，会员已收到寄回地址')).toBeVisible();
  await expect(status(page)).toHaveText('待寄回');
}

async function inspectPass(page: Page) {
  const dialog = await openDialog(page, '验货', /^验货 AS/);
  await dialog.getByLabel('通过', { exact: true }).check();
  await dialog.getByRole('button', { name: '提交验货结果' }).click();
  await expect(page.getByText('验货结果已提交，会员已收到通知')).toBeVisible();
  await expect(status(page)).toHaveText('验货通过');
}

test('@pc 超级管理员 finds a return in the queue, approves, inspects and refunds it until it completes', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const member = await memberWithRequest(browser, baseURL!, 'return');
  await newStaffSignedIn(page, baseURL!, '超级管理员');

  // The queue, from the menu: filtered by the order number (kept in the address), the request in 待审核 with its SLA.
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '售后' }).click();
  await expect(page.getByRole('heading', { name: '售后' })).toBeVisible();
  await page.getByLabel('订单号').fill('123');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('订单号须为18位数字')).toBeVisible();
  await page.getByLabel('订单号').fill(member.orderNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/after-sales\\?orderNo=${member.orderNo}$`));
  await expect(page.getByText('共 1 条')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: member.reqNo });
  await expect(row).toContainText('退货');
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('七天无理由退货');
  await expect(row).toContainText(formatYuan(member.refundAmt));
  await expect(row).toContainText(/剩余 (2[0-4]小时|1天)/);
  await expect(page.getByRole('radiogroup', { name: '售后状态' }).getByText(/^待审核（[1-9]\d*）$/)).toBeVisible();
  expect(await restingAxeFindings(page), 'after-sales queue').toEqual([]);
  // 仅看超时: a request filed a minute ago is not overdue; unticked, it is back.
  await page.getByLabel('仅看超时').check();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/overdue=true/);
  await expect(row).toHaveCount(0);
  await page.getByLabel('仅看超时').uncheck();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  // 导出 CSV: the filtered queue, for Excel.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^售后-\d{8}-\d{4}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`"${member.reqNo}"`);
  expect(csv[1]).toContain('"待审核"');

  // The detail: the request as the member filed it.
  await row.getByRole('link', { name: member.reqNo }).click();
  await expect(page.getByRole('heading', { name: `售后 ${member.reqNo}` })).toBeVisible();
  await expect(status(page)).toHaveText('待审核');
  await expect(page.getByText('不想要了，包装完好')).toBeVisible();
  await expect(page.getByTestId('after-sales-refund')).toHaveText(formatYuan(member.refundAmt));
  expect(await restingAxeFindings(page), 'after-sales detail').toEqual([]);
  await approve(page);

  // The member books a pickup: 待验货. 不通过 needs a reason (the API's message), then 通过.
  await member.shipBack();
  await statusAfterReload(page, '待验货');
  await expect(page.getByText('上门取件', { exact: true })).toBeVisible();
  const dialog = await openDialog(page, '验货', /^验货 AS/);
  await dialog.getByLabel(/^不通过/).check();
  await dialog.getByRole('button', { name: '提交验货结果' }).click();
  await expect(dialog.getByText('验货不通过须填写原因（至少2个字）')).toBeVisible();
  expect(await restingAxeFindings(page), 'inspect dialog').toEqual([]);
  await dialog.getByLabel('通过', { exact: true }).check();
  await expect(dialog.getByText('验货不通过须填写原因（至少2个字）')).toHaveCount(0);
  await dialog.getByRole('button', { name: '提交验货结果' }).click();
  await expect(page.getByText('验货结果已提交，会员已收到通知')).toBeVisible();
  await expect(status(page)).toHaveText('验货通过');

  // 退款 asks once with the amount; 退款中, then 已完成 once the sandbox settles it.
  await page.getByRole('button', { name: '退款', exact: true }).click();
  await expect(page.getByText(`确认原路退款 ${formatYuan(member.refundAmt)}？`)).toBeVisible();
  await motionSettled(page);
  await page.getByRole('button', { name: '确认退款' }).click();
  await expect(page.getByText(`已发起原路退款 ${formatYuan(member.refundAmt)}`)).toBeVisible();
  await expect(status(page)).toHaveText(/退款中|已完成/);
  await statusAfterReload(page, '已完成');
  const refunds = page.getByRole('table').filter({ hasText: '退款单号' });
  await expect(refunds).toContainText('已退款');
  await expect(refunds).toContainText(formatYuan(member.refundAmt));
  await expect(refunds).toContainText('支付宝');
  await expect(page.getByRole('button', { name: '退款', exact: true })).toHaveCount(0);
  await member.close();
});

test('@pc an exchange, reached from its order, is approved, inspected and its new unit shipped with an SF waybill', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const member = await memberWithRequest(browser, baseURL!, 'exchange');
  await newStaffSignedIn(page, baseURL!, '超级管理员');

  // The order detail links to its requests: the queue filtered by the order.
  await page.goto(`/admin/orders/${member.orderNo}`);
  await page.getByRole('link', { name: '售后申请' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/after-sales\\?orderNo=${member.orderNo}$`));
  await expect(page.getByLabel('订单号')).toHaveValue(member.orderNo);
  const row = page.getByRole('row').filter({ hasText: member.reqNo });
  await expect(row).toContainText('换货');
  await row.getByRole('link', { name: member.reqNo }).click();
  await expect(page.getByRole('heading', { name: `售后 ${member.reqNo}` })).toBeVisible();
  await expect(page.getByText('换货不退款')).toBeVisible();
  await approve(page);

  await member.shipBack();
  await statusAfterReload(page, '待验货');
  await inspectPass(page);

  // 发出换货: the waybill checked against the carrier's form, then 换货发出 with the waybill shown.
  const dialog = await openDialog(page, '发出换货', /^发出换货 AS/);
  await dialog.getByLabel('承运商').click();
  await page.locator('.ant-select-item-option[title="顺丰速运"]').click();
  await dialog.getByLabel('运单号').fill('SF123');
  await dialog.getByRole('button', { name: '确认发出' }).click();
  await expect(dialog.getByText(/顺丰速运运单号格式不正确/)).toBeVisible();
  const waybill = `SF${Date.now()}`;
  await dialog.getByLabel('运单号').fill(waybill);
  await dialog.getByRole('button', { name: '确认发出' }).click();
  await expect(page.getByText('换货已发出，会员已收到发货消息')).toBeVisible();
  await expect(status(page)).toHaveText('换货发出');
  await expect(page.getByTestId('after-sales-exchange-waybill')).toHaveText(`顺丰速运 ${waybill}`);
  await expect(page.getByRole('button', { name: '发出换货' })).toHaveCount(0);
  await member.close();
});

test('@pc each role sees only its steps: 客服 reviews, 仓储 inspects, neither refunds', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const member = await memberWithRequest(browser, baseURL!, 'return');
  const detailPath = `/admin/after-sales/${member.reqNo}`;
  // The 仓储, in a browser of their own.
  const warehouseContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const warehouse = await warehouseContext.newPage();
  await Promise.all([newStaffSignedIn(page, baseURL!, '客服'), newStaffSignedIn(warehouse, baseURL!, '仓储')]);
  const buttons = (p: Page, name: string) => p.getByRole('button', { name, exact: true });

  // 待审核: the 客服 may review; the 仓储 sees the request but no review buttons.
  await page.goto(detailPath);
  await expect(status(page)).toHaveText('待审核');
  await expect(buttons(page, '驳回')).toBeVisible();
  await warehouse.goto(detailPath);
  await expect(status(warehouse)).toHaveText('待审核');
  await expect(buttons(warehouse, '审核通过')).toHaveCount(0);
  await expect(buttons(warehouse, '驳回')).toHaveCount(0);
  await approve(page);

  // 待验货: only the 仓储 inspects.
  await member.shipBack();
  await statusAfterReload(page, '待验货');
  await expect(buttons(page, '验货')).toHaveCount(0);
  await statusAfterReload(warehouse, '待验货');
  await inspectPass(warehouse);

  // 验货通过: the refund is 财务's — neither role sees 退款.
  await expect(buttons(warehouse, '退款')).toHaveCount(0);
  await statusAfterReload(page, '验货通过');
  await expect(buttons(page, '退款')).toHaveCount(0);
  await expect(buttons(page, '审核通过')).toHaveCount(0);
  await warehouseContext.close();
  await member.close();
});

test('@pc 财务 refunds a return the gateway refuses, sees why, and sends it again until it completes', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const member = await memberWithRequest(browser, baseURL!, 'return', 'inspected');
  await member.refundsAtGateway('failed');
  await newStaffSignedIn(page, baseURL!, '财务');
  await page.goto(`/admin/after-sales/${member.reqNo}`);
  await expect(status(page)).toHaveText('验货通过');
  await expect(page.getByRole('button', { name: '验货', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: '退款', exact: true }).click();
  await motionSettled(page);
  await page.getByRole('button', { name: '确认退款' }).click();
  await expect(page.getByText(`已发起原路退款 ${formatYuan(member.refundAmt)}`)).toBeVisible();
  await statusAfterReload(page, '退款异常');
  const refunds = page.getByRole('table').filter({ hasText: '退款单号' });
  await expect(refunds).toContainText('退款失败');
  // The gateway's reason, under the state.
  await expect(refunds.locator('.ant-typography-danger').first()).not.toBeEmpty();
  await expect(page.getByRole('button', { name: '退款', exact: true })).toHaveCount(0);

  await member.refundsAtGateway('success');
  await page.getByRole('button', { name: '重新发起退款' }).click();
  const confirm = page.getByRole('dialog', { name: '重新发起退款？' });
  await motionSettled(page);
  await confirm.getByRole('button', { name: '重新发起' }).click();
  await expect(page.getByText('已重新发起退款', { exact: true })).toBeVisible();
  await statusAfterReload(page, '已完成');
  await expect(refunds).toContainText('已退款');
  await expect(refunds).toContainText('退款失败');
  await member.close();
});

/**
 * Cancel and refund before shipment (issue #17), in the browser: the member cancels a paid order
 * from its detail page — the dialog says how much goes back and what happens to coupons and
 * points, and will not send without a reason — and sees 退款中 turn into 已退款 with the refund
 * listed (PC and phone); in the console, 财务 cancels a paid order with its refund, the gateway
 * fails it (the sandbox's test switch), 退款异常 shows with the gateway's reason, and
 * 重新发起退款 sends it again until the order reads 已退款.
 */
import type { Page } from '@playwright/test';
import { formatYuan } from '@shop/contracts/money';
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn } from './admin-helpers';
import { payInAlipaySandbox, saveShanghaiAddress, signInByApi, submitBuyNow } from './helpers';

const SKU = 'C55-BLACK-1';

/** A fresh member with one order for a phone, paid in the Alipay sandbox. */
async function paidOrder(page: Page) {
  const { post } = await signInByApi(page.request);
  const { id } = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: SKU, qtyCnt: 1 });
  const { orderNo, payableAmt } = await submitBuyNow(post, token, id);
  await payInAlipaySandbox(page, post, orderNo);
  return { orderNo, payableAmt };
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
});

test('the member cancels a paid order and sees the money go back', async ({ page }) => {
  const { orderNo, payableAmt } = await paidOrder(page);
  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await page.getByTestId('order-actions').getByRole('button', { name: '取消订单' }).click();

  const dialog = page.getByRole('dialog', { name: '取消订单并退款' });
  await expect(dialog.getByTestId('cancel-refund-amount')).toHaveText(formatYuan(payableAmt));
  await expect(dialog).toContainText('原路退回');
  await expect(dialog).toContainText('优惠券');
  const confirm = dialog.getByRole('button', { name: '确认取消并退款' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('商品选错/多选').check();
  await confirm.click();
  await expect(page.getByText(`订单已取消，${formatYuan(payableAmt)} 将原路退回`)).toBeVisible();

  // The sandbox settles the refund within a second or two: the page shows it after a reload.
  await statusAfterReload(page, '已退款');
  const refund = page.getByTestId('order-refund');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(`退回支付宝 ${formatYuan(payableAmt)}`);
  await expect(refund.getByTestId('order-refund-status')).toHaveText('已退款');
  await expect(page.getByTestId('cancel-reason')).toContainText('用户取消（商品选错/多选）');
  await expect(page.getByTestId('refunded-amount')).toHaveText(formatYuan(payableAmt));
  await expect(page.getByTestId('order-timeline')).toContainText('已原路退回');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The list files it under 已取消, with no action left.
  await page.goto('/Personalcenter/Personalcenter_order/cancelled');
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-status')).toHaveText('已退款');
  await expect(card.getByRole('button', { name: '取消订单' })).toHaveCount(0);
});

/** Reloads the order detail (the shop's or the console's) until its status reads `status` (the gateway answers within seconds). */
async function statusAfterReload(page: Page, status: string) {
  await expect(async () => {
    await page.reload();
    // The screen loads its chunk and the order after a reload: wait for it, then read the status at once.
    await expect(page.getByTestId('order-status')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(status, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

test.describe('the console', () => {
  // The console is not the storefront: no hydration marker to wait for.
  test.use({ hydrate: false });

  test('@pc 财务 cancels a paid order with its refund; a failed refund is sent again from the console', async ({ page, browser, baseURL }) => {
    test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
    const member = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const shopper = await member.newPage();
    const { orderNo, payableAmt } = await paidOrder(shopper);
    const payNo = (await (await shopper.request.get(`/api/order/pay/latest/${orderNo}`)).json()).data.payNo as string;
    // The sandbox's test switch: this trade's refunds fail at the gateway.
    const behaviour = (outcome: 'failed' | 'success') =>
      page.request.post('/api/sandbox/alipay/test/refund-behaviour', { data: { outTradeNo: payNo, outcome, suppressNotify: false } });
    expect((await behaviour('failed')).ok()).toBe(true);

    await newStaffSignedIn(page, baseURL!, '财务');
    await page.goto(`/admin/orders/${orderNo}`);
    await expect(page.getByRole('heading', { name: `订单 ${orderNo}` })).toBeVisible();
    await page.getByRole('button', { name: '取消并退款' }).click();
    const dialog = page.getByRole('dialog', { name: `取消并退款 ${orderNo}` });
    await expect(dialog).toContainText(`已付 ${formatYuan(payableAmt)} 将原路退回`);
    await dialog.getByLabel('取消原因').fill('仓库缺货，与客户协商取消');
    await dialog.getByRole('button', { name: '确认取消并退款' }).click();
    await expect(page.getByText(`订单已取消，${formatYuan(payableAmt)} 已发起原路退款，会员已收到通知`)).toBeVisible();

    await statusAfterReload(page, '退款异常');
    await expect(page.getByRole('table').filter({ hasText: '退款单号' })).toContainText('退款失败');

    expect((await behaviour('success')).ok()).toBe(true);
    await page.getByRole('button', { name: '重新发起退款' }).click();
    await page.getByRole('dialog', { name: '重新发起退款？' }).getByRole('button', { name: '重新发起' }).click();
    await expect(page.getByText('已重新发起退款', { exact: true })).toBeVisible();
    await statusAfterReload(page, '已退款');
    const refunds = page.getByRole('table').filter({ hasText: '退款单号' });
    await expect(refunds).toContainText('退款失败（已重新发起）');
    await expect(refunds).toContainText('已退款');

    await shopper.goto(`/Personalcenter/orderDeatil/${orderNo}`);
    await expect(shopper.getByTestId('order-status')).toHaveText('已退款');
    await expect(shopper.getByTestId('cancel-reason')).toContainText('商城取消（仓库缺货，与客户协商取消）');
    await member.close();
  });
});

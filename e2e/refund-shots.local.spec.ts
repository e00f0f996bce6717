import { expect, test } from './fixtures';
import { payInAlipaySandbox, saveShanghaiAddress, signInByApi, submitBuyNow } from './helpers';

test('refund shots', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
  const w = page.viewportSize()!.width;
  const { post } = await signInByApi(page.request);
  const { id } = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: 'C55-BLACK-1', qtyCnt: 1 });
  const { orderNo } = await submitBuyNow(post, token, id);
  await payInAlipaySandbox(page, post, orderNo);
  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  await page.getByTestId('order-actions').getByRole('button', { name: '取消订单' }).click();
  const dialog = page.getByRole('dialog', { name: '取消订单并退款' });
  await dialog.getByLabel('不想要了').check();
  await page.screenshot({ path: `/tmp/shot-refund-dialog-${w}.png` });
  await dialog.getByRole('button', { name: '确认取消并退款' }).click();
  await page.waitForTimeout(3000);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('已退款');
  await page.screenshot({ path: `/tmp/shot-refunded-${w}.png`, fullPage: true });
});

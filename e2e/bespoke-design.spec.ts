/**
 * A bespoke fridge bought as designed (custGoods/addCustGoods): the options chosen on its
 * design page go to checkout with the 定制价 the page showed, and the design is on the line.
 */
import { expect, test } from './fixtures';
import { apiAs as api, freshMobile } from './helpers';

test('the design chosen on /design/product goes to checkout at its 定制价', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
  const post = await api(page.request);
  const mobile = freshMobile();
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e-bespoke' });
  const sms = await (await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
  await post('/api/auth/login/mobile/token', { mobile, code: sms.data.code });

  await page.goto('/design/product/RF65');
  const panel = page.getByTestId('bespoke-panel');
  await panel.locator('[data-group="topPanel"] [data-value="navy"]').click();
  await panel.locator('[data-group="material"] [data-value="glass"]').click();
  // ¥15,999 + 深海蓝 ¥300 + 玻璃 ¥800.
  await expect(page.getByTestId('bespoke-price')).toContainText('¥17,099');
  await page.getByRole('button', { name: '立即购买' }).first().click();

  await expect(page).toHaveURL(/\/order\/orderInfo/, { timeout: 15_000 });
  const line = page.getByTestId('checkout-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('上门板颜色：深海蓝');
  await expect(line).toContainText('面板材质：钢化玻璃');
  await expect(line).toContainText('¥17,099');
});

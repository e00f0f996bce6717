/**
 * Personal centre (issue #6): the home page with the member's figures and every entry (PC
 * grid; phone member card and icon grid, no sideways scrolling), editing nickname, gender
 * and avatar (a generated PNG through the file input) with the header following, and the
 * phone replacement through both steps with the codes from the SMS sink.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMobile, latestSmsCode, signInByApi } from './helpers';
import { pngFile } from '../test-support/pictures';

type Post = Awaited<ReturnType<typeof signInByApi>>['post'];

async function placeOrder(post: Post, mobile: string): Promise<string> {
  await post('/api/order/address/save', {
    receiver: '韩梅梅',
    mobile,
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '世纪大道100号 8楼',
  });
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: 'S25U-TITANBLUE-1', qtyCnt: 1 });
  const source = { type: 'buyNow', token };
  const view = await post<{ orderToken: string; address: { id: number }; delivery: { dates: string[] } | null; price: { payable: number } }>(
    '/api/order/checkout/confirm',
    {
      source,
      points: 0,
      couponId: null,
    },
  );
  const placed = await post<{ orderNo: string }>('/api/order/checkout/submit', {
    orderToken: view.orderToken,
    source,
    addressId: view.address.id,
    deliveryDate: view.delivery?.dates[0],
    couponId: null,
    points: 0,
    invoice: null,
    remark: '',
    expectedPayable: view.price.payable,
  });
  return placed.orderNo;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('personal centre', () => {
  test('home page: figures, order counts and every entry', async ({ page }, info) => {
    const { post, mobile } = await signInByApi(page.request);
    await placeOrder(post, mobile);
    await post('/api/act/market/coupon/receive', { cpnCd: 'CPN-ALL-1000-100' });

    await page.goto('/Personalcenter');
    await expect(page).toHaveURL(/\/Personalcenter\/Personal_homepage$/);
    await expect(page.getByTestId('home-name')).toHaveText(`用户${mobile.slice(-4)}`);
    await expect(page.getByTestId('home-group')).toHaveText('普通会员');
    await expect(page.getByTestId('home-points')).toContainText('1000');
    // The claimed coupon and the 4 of the new-member pack.
    await expect(page.getByTestId('home-coupons')).toContainText('5');
    // The count is a badge on the state's icon, left out at 0.
    await expect(page.getByTestId('home-order-pendingPayment')).toHaveAttribute('data-count', '1');
    await expect(page.getByTestId('home-order-pendingPayment')).toContainText('1');
    await expect(page.getByTestId('home-order-pendingShipment')).toHaveAttribute('data-count', '0');
    const tiles = page.getByTestId('home-shortcuts').getByRole('link');
    await expect(tiles).toHaveCount(18);
    for (const name of ['地址管理', '我的星钻', '我的星币', '消息中心', '学生认证', '设置'])
      await expect(tiles.filter({ has: page.getByText(name, { exact: true }) })).toHaveCount(1);

    // PC: the entries in a 6-column grid; phone: 4 columns under a full-width member card.
    const columns = await page.getByTestId('home-shortcuts').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(info.project.name === 'pc-1440' ? 6 : 4);
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.getByTestId('home-order-pendingPayment').click();
    await expect(page).toHaveURL(/\/Personalcenter\/Personalcenter_order\/pendingPayment$/);
  });

  test('edit nickname, gender and avatar; the header follows @pc', async ({ page }) => {
    await signInByApi(page.request);
    await page.goto('/Personalcenter/Personal_information');
    const nickname = `星友${Math.floor(Math.random() * 9000 + 1000)}`;
    await page.getByTestId('nickname-input').fill(`${nickname}！！`);
    await page.getByTestId('gender-2').check();
    await page.getByTestId('birthday-input').fill('1996-05-20');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText(nickname);
    await expect(page.getByTestId('nickname-input')).toHaveValue(nickname);

    // A bad nickname: the server's message under the field, nothing saved.
    await page.getByTestId('nickname-input').fill('官方客服');
    await page.getByTestId('profile-save').click();
    await expect(page.getByRole('alert').filter({ hasText: '昵称格式不正确或包含敏感词，请修改' })).toBeVisible();

    // Not an image, though named and typed as one: the server refuses it in Chinese.
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expect(page.getByTestId('avatar-error')).toHaveText('仅支持 JPG、PNG、WebP、GIF 格式的图片');

    const png = await pngFile(240, 180, '#1428a0');
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('头像已更新')).toBeVisible();
    const img = page.getByTestId('avatar-current');
    await expect(img).toHaveAttribute('src', /^\/media\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(400);

    await page.reload();
    await expect(page.getByTestId('gender-2')).toBeChecked();
    await expect(page.getByTestId('birthday-input')).toHaveValue('1996-05-20');
    await page.goto('/Personalcenter/Personal_homepage');
    await expect(page.getByTestId('home-name')).toHaveText(nickname);
    await expect(page.getByTestId('home-avatar')).toHaveAttribute('src', /\/media\/uploads\//);
  });

  test('replace phone through both steps @pc', async ({ page, context, baseURL }) => {
    const { mobile } = await signInByApi(page.request);
    // The sign-in code went to this number just now: the next one may go 60 s later (server clock moved on).
    await context.addCookies([{ name: 'shop_clock_offset', value: '61000', url: baseURL! }]);
    await page.goto('/Personalcenter/Personal_Accountsettings');
    await expect(page.getByTestId('account-mobile')).toHaveText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    await page.getByTestId('to-replace-phone').click();
    await expect(page).toHaveURL(/\/Personalcenter\/replacePhone$/);

    await page.getByTestId('send-old-code').click();
    await expect(page.getByTestId('send-old-code')).toHaveText(/秒后重发/);
    const oldCode = await latestSmsCode(page.request, mobile);
    // A wrong code: the server's message.
    await page.getByTestId('old-code').fill(oldCode === '000000' ? '111111' : '000000');
    await page.getByTestId('replace-next').click();
    await expect(page.getByTestId('replace-error')).toHaveText(/^验证码错误，还可尝试4次$/);
    await page.getByTestId('old-code').fill(oldCode);
    await page.getByTestId('replace-next').click();
    await expect(page).toHaveURL(/\/Personalcenter\/replacePhone2$/);

    const next = freshMobile();
    await page.getByTestId('new-mobile').fill(next);
    // A failed request (here: the network) shows 绑定失败.
    await page.route('**/replacePhone/sendNewCode', (route) => route.abort());
    await page.getByTestId('send-new-code').click();
    await expect(page.getByTestId('replace-error')).toHaveText('绑定失败');
    await page.unroute('**/replacePhone/sendNewCode');
    await page.getByTestId('send-new-code').click();
    await expect(page.getByTestId('send-new-code')).toHaveText(/秒后重发/);
    await page.getByTestId('new-code').fill(await latestSmsCode(page.request, next));
    await page.getByTestId('replace-submit').click();
    await expect(page).toHaveURL(/\/Personalcenter\/Personal_Accountsettings$/);
    await expect(page.getByTestId('account-mobile')).toHaveText(`${next.slice(0, 3)}****${next.slice(-4)}`);
  });

  test('settings save at once; phone layout fits 390 px @phone', async ({ page }) => {
    await signInByApi(page.request);
    await page.goto('/Personalcenter/Personal_settings');
    const sms = page.getByTestId('setting-marketingSms');
    await expect(sms).not.toBeChecked();
    await sms.check();
    await expect(page.getByText('设置已保存')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('setting-marketingSms')).toBeChecked();
    await expect(page.getByTestId('setting-personalizedRecommend')).toBeChecked();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.goto('/Personalcenter/Personal_information');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.goto('/Personalcenter/Personal_Accountsettings');
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});

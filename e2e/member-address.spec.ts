/**
 * Personal-centre addresses (issue #6): the list with its 默认 badge, add two addresses
 * through the form, make the second the default (the badge moves), edit one, delete one after
 * the confirmation; an id that is not the member's shows "not found"; at 20 addresses the
 * add button is disabled with the message (phone layout, no sideways scrolling).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMobile, apiAs as api } from './helpers';

const BOOK = '/Personalcenter/Personal_Address';

/** A fresh member signed in by SMS through the API (the browser context shares the cookies). */
async function signInMember(page: Page) {
  const post = await api(page.request);
  const mobile = freshMobile();
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e-member-address' });
  const sms = await (await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
  await post('/api/auth/login/mobile/token', { mobile, code: sms.data.code });
  return api(page.request);
}

async function fillForm(page: Page, a: { receiver: string; mobile: string; province: string; city: string; district: string; detail: string }) {
  const form = page.getByTestId('address-form');
  await form.getByLabel('收货人').fill(a.receiver);
  await form.getByLabel('手机号码').fill(a.mobile);
  await form.getByLabel('省份').selectOption({ label: a.province });
  await form.getByLabel('城市').selectOption({ label: a.city });
  await form.getByLabel('区县').selectOption({ label: a.district });
  await form.getByLabel('详细地址').fill(a.detail);
  await form.getByRole('button', { name: '保存', exact: true }).click();
}

const item = (page: Page, receiver: string) => page.getByTestId('address-book').getByRole('listitem').filter({ hasText: receiver });

test('@pc add two addresses, move the default, edit one and delete one', async ({ page }) => {
  await signInMember(page);
  await page.goto(BOOK);
  await expect(page.getByTestId('address-empty')).toContainText('您还没有收货地址');
  await expect(page.getByTestId('address-count')).toContainText('已保存 0 个地址');

  // First address: the form pre-ticks 设为默认地址 (a first address is the default anyway).
  await page.getByTestId('address-add').click();
  await expect(page).toHaveURL(/\/Personalcenter\/Personal_AddAddress$/);
  await expect(page.getByRole('heading', { name: '新增收货地址' })).toBeVisible();
  // Empty form: field messages in Chinese, nothing saved.
  await page.getByTestId('address-form').getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByTestId('address-form').getByText('请输入收货人姓名')).toBeVisible();
  await fillForm(page, { receiver: '王小明', mobile: '13800138000', province: '上海市', city: '上海市', district: '浦东新区', detail: '世纪大道100号 8楼' });
  await expect(page).toHaveURL(new RegExp(`${BOOK}$`));
  await expect(item(page, '王小明').getByText('默认', { exact: true })).toBeVisible();

  await page.getByTestId('address-add').click();
  await expect(page.getByLabel('设为默认地址')).not.toBeChecked();
  await fillForm(page, { receiver: '李晓红', mobile: '13900139000', province: '北京市', city: '北京市', district: '朝阳区', detail: '建国路88号 SOHO 1号楼' });
  await expect(page).toHaveURL(new RegExp(`${BOOK}$`));
  await expect(page.getByTestId('address-card')).toHaveCount(2);
  await expect(page.getByTestId('address-count')).toContainText('已保存 2 个地址');
  await expect(item(page, '李晓红').getByText('默认', { exact: true })).toHaveCount(0);

  // 设为默认 on the second: the badge moves.
  await item(page, '李晓红').getByRole('button', { name: '设为默认' }).click();
  await expect(item(page, '李晓红').getByText('默认', { exact: true })).toBeVisible();
  await expect(item(page, '王小明').getByText('默认', { exact: true })).toHaveCount(0);
  await expect(item(page, '王小明').getByRole('button', { name: '设为默认' })).toBeVisible();

  // Edit the first: the form comes filled in, 保存 goes back to the list with the change.
  await item(page, '王小明').getByRole('button', { name: /编辑/ }).click();
  await expect(page).toHaveURL(/\/Personalcenter\/Personal_AddAddress\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '编辑收货地址' })).toBeVisible();
  const form = page.getByTestId('address-form');
  await expect(form.getByLabel('收货人')).toHaveValue('王小明');
  await expect(form.getByLabel('区县')).toHaveValue('310115');
  await form.getByLabel('详细地址').fill('张江路 1 号 2 楼');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BOOK}$`));
  await expect(item(page, '王小明')).toContainText('张江路 1 号 2 楼');
  await expect(page.getByTestId('address-card')).toHaveCount(2);

  // Delete: a confirmation first; 取消 keeps it, 删除 removes it.
  await item(page, '王小明').getByRole('button', { name: /删除/ }).click();
  const dialog = page.getByTestId('dialog-delete-address');
  await expect(dialog).toContainText('确定要删除“王小明”的收货地址吗');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('address-card')).toHaveCount(2);
  await item(page, '王小明').getByRole('button', { name: /删除/ }).click();
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(item(page, '王小明')).toHaveCount(0);
  await expect(item(page, '李晓红').getByText('默认', { exact: true })).toBeVisible();
  await expect(page.getByTestId('address-count')).toContainText('已保存 1 个地址');

  // After a reload the server agrees.
  await page.reload();
  await expect(page.getByTestId('address-card')).toHaveCount(1);

  // An id that is not the member's: "not found", no form.
  await page.goto('/Personalcenter/Personal_AddAddress?id=999999999');
  await expect(page.getByTestId('address-not-found')).toContainText('地址不存在或已被删除');
  await expect(page.getByTestId('address-form')).toHaveCount(0);
});

test('@pc another member cannot open my address', async ({ page, browser }) => {
  const post = await signInMember(page);
  const mine = await post<{ id: number }>('/api/order/address/save', {
    receiver: '赵敏',
    mobile: '13700137000',
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '世纪大道100号 8楼',
  });
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page2 = await other.newPage();
  await signInMember(page2);
  await page2.goto(`/Personalcenter/Personal_AddAddress?id=${mine.id}`);
  await expect(page2.getByTestId('address-not-found')).toBeVisible();
  await expect(page2.getByText('赵敏')).toHaveCount(0);
  await other.close();
});

test('@phone at 20 addresses the add button is disabled with the message; no sideways scroll', async ({ page }) => {
  const post = await signInMember(page);
  for (let i = 1; i <= 20; i++) {
    await post('/api/order/address/save', {
      receiver: `收货人${i}`,
      mobile: '13800138000',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      detail: `世纪大道${i}号 8楼`,
    });
  }
  await page.goto(BOOK);
  await expect(page.getByTestId('address-card')).toHaveCount(20);
  await expect(page.getByTestId('address-count')).toContainText('已保存 20 个地址，最多可保存 20 个');
  await expect(page.getByRole('button', { name: '新增收货地址' })).toBeDisabled();
  await expect(page.getByTestId('address-limit')).toContainText('最多只能保存20个收货地址');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Straight to the add page: the same message instead of the form.
  await page.goto('/Personalcenter/Personal_AddAddress');
  await expect(page.getByTestId('address-limit')).toContainText('最多只能保存20个收货地址');
  await expect(page.getByTestId('address-form')).toHaveCount(0);

  // Delete one at phone width: the button comes back.
  await page.goto(BOOK);
  await item(page, '收货人20').getByRole('button', { name: /删除/ }).click();
  await page.getByTestId('dialog-delete-address').getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(19);
  await expect(page.getByTestId('address-add')).toBeVisible();
  await page.getByTestId('address-add').click();
  await expect(page.getByTestId('address-form')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

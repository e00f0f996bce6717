/**
 * The console's 会员 area (issue #16) at 1440 px: a 客服 made by the admin:create command finds a
 * shopper by phone (the list shows the phone masked), opens the detail, adjusts the points with a
 * reason, and the shopper's own 我的积分 page shows the new balance. axe finds nothing serious or
 * critical on the search list, the detail and the adjustment form.
 */
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn, restingAxeFindings } from './admin-helpers';
import { signInByApi } from './helpers';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

test('@pc a 客服 finds a member by phone, adjusts the points with a reason, and the shop shows the new balance', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  // The shopper, in a browser of their own.
  const shop = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const shopper = await shop.newPage();
  const { mobile } = await signInByApi(shopper.request);
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

  // The 客服 signs in for the first time and replaces the one-time password.
  await newStaffSignedIn(page, baseURL!, '客服');

  // 会员: search by the full phone; the list shows it masked.
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '会员' }).click();
  await expect(page.getByRole('heading', { name: '会员查询' })).toBeVisible();
  await page.getByLabel('手机号').fill('123');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('手机号须为11位完整号码或后4位')).toBeVisible();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: masked });
  await expect(row).toHaveCount(1);
  await expect(page.getByText(mobile, { exact: true })).toHaveCount(0);
  expect(await restingAxeFindings(page), 'member list').toEqual([]);

  // The detail: masked profile, no reveal button for a 客服, the balance of a new member.
  await row.getByRole('link', { name: /的详情$/ }).click();
  await expect(page.getByRole('heading', { name: /^会员 / })).toBeVisible();
  await expect(page.getByText(masked)).toBeVisible();
  await expect(page.getByRole('button', { name: '查看完整信息' })).toHaveCount(0);
  const balance = page.getByTestId('points-balance');
  await expect(balance).toHaveText('1000');
  expect(await restingAxeFindings(page), 'member detail').toEqual([]);

  // 调整积分: the reason is required (the API's zod message), then +500 with a reason.
  await page.getByRole('button', { name: '调整积分' }).click();
  const dialog = page.getByRole('dialog', { name: '调整积分' });
  await dialog.getByLabel(/正数增加/).fill('500');
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(dialog.getByText('请填写原因')).toBeVisible();
  expect(await restingAxeFindings(page), 'points form').toEqual([]);
  await dialog.getByLabel('原因').fill('活动补偿');
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(page.getByText('积分已调整，当前余额 1500')).toBeVisible();
  await expect(balance).toHaveText('1500');
  await expect(page.getByRole('row').filter({ hasText: '后台调整：活动补偿' })).toContainText('+500');

  // The shopper's own points page reads the same ledger.
  await shopper.goto('/Personalcenter/Personal_Myintegral');
  await expect(shopper.getByTestId('points-available')).toHaveText('1500');
  await shop.close();
});

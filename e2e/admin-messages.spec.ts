/**
 * The console's 消息 (issue #16) at 1440 px: a 运营 made by the admin:create command writes a
 * system message to one member (a shopper signed in by SMS in a browser of their own), the form
 * refuses an empty title with the API's own message, the detail drawer shows it delivered, and
 * the shopper finds it in the shop's message centre. A scheduled message is cancelled from its
 * drawer. axe finds nothing serious or critical on the list, the form and the drawer.
 * Nothing is sent to everyone here: other tests share the server.
 */
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn, restingAxeFindings } from './admin-helpers';
import { signInByApi } from './helpers';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

test('@pc a 运营 sends a message to one member and the member reads it in the message centre', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const shop = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const shopper = await shop.newPage();
  const { mobile } = await signInByApi(shopper.request);
  const title = `会员日专享${Date.now().toString(36).slice(-5)}`;

  await newStaffSignedIn(page, baseURL!, '运营');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '消息' }).click();
  await expect(page.getByRole('heading', { name: '消息', exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await restingAxeFindings(page), 'message list').toEqual([]);

  // 新建消息: the title is required (the API's zod message), then one member by phone, now.
  await page.getByRole('button', { name: '新建消息' }).click();
  const dialog = page.getByRole('dialog', { name: '新建消息' });
  await dialog.getByRole('button', { name: '立即发送' }).click();
  await expect(dialog.getByText('请填写消息标题')).toBeVisible();
  expect(await restingAxeFindings(page), 'new message form').toEqual([]);
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('内容').fill('您的会员日优惠券已到账，请在我的优惠券中查看。');
  await dialog.getByLabel('会员手机号或会员编号').fill(mobile);
  await dialog.getByRole('button', { name: '立即发送' }).click();
  await expect(page.getByText(`已发送：${title}`)).toBeVisible();

  // The drawer: 已发送 to that member, delivered to one inbox.
  const drawer = page.getByRole('dialog', { name: `消息：${title}` });
  await expect(drawer.getByText('已发送')).toBeVisible();
  await expect(drawer.getByText('1 人').first()).toBeVisible();
  await expect(drawer).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  expect(await restingAxeFindings(page), 'message drawer').toEqual([]);
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('已发送');

  // The shopper's message centre has it, unread; opening it shows the body.
  await shopper.goto('/Personalcenter/Personal_Systemmessage');
  const item = shopper.getByTestId('message-item').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-read', 'false');
  await item.getByRole('link').click();
  await expect(shopper.getByTestId('message-title')).toHaveText(title);
  await expect(shopper.getByTestId('message-body')).toHaveText('您的会员日优惠券已到账，请在我的优惠券中查看。');
  await shop.close();

  // A scheduled message to the same member, cancelled from its drawer before its time.
  const later = `${title}定时`;
  await page.getByRole('button', { name: '新建消息' }).click();
  await dialog.getByLabel('标题').fill(later);
  await dialog.getByLabel('内容').fill('明天上午十点开抢。');
  await dialog.getByLabel('会员手机号或会员编号').fill(mobile);
  await dialog.getByRole('radio', { name: '定时发送' }).check();
  const picker = dialog.getByLabel('定时发送时间');
  await picker.click();
  await picker.fill('2030-01-01 10:00');
  await page.getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
  await dialog.getByRole('button', { name: '定时发送' }).click();
  await expect(page.getByText(`已定时：${later}`)).toBeVisible();
  const scheduled = page.getByRole('dialog', { name: `消息：${later}` });
  await expect(scheduled.getByText('待发送')).toBeVisible();
  await scheduled.getByRole('button', { name: '取消发送' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /^确\s?定$/ })
    .click();
  await expect(page.getByText('已取消发送', { exact: true })).toBeVisible();
  await expect(scheduled.getByText('已取消', { exact: true })).toBeVisible();
  await expect(scheduled.getByRole('button', { name: '取消发送' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: later })).toContainText('已取消');
});

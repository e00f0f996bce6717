/**
 * Live customer service (issue #16 item 5): a shopper at 390 px (one browser) opens 在线客服 from
 * the 客服 tab's sheet and writes; a 客服 in the console at 1440 px (another browser) sees the
 * conversation with its unread count arrive live, answers, and the shopper sees the answer
 * without reloading; the shopper writes again and the console shows it live; the 客服 closes the
 * conversation and the shopper is told. axe finds nothing serious or critical on either screen.
 */
import { expect, test } from './fixtures';
import { newStaffSignedIn, restingAxeFindings, suffix } from './admin-helpers';
import { seriousAxeFindings, waitForHydration } from './helpers';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

/** The clock offset that puts the shopper's browser at `hour`:00 Beijing time today (12: inside the default service hours, 22: outside). */
function offsetToBeijingHour(hour: number): number {
  const wall = new Date(Date.now() + 8 * 3600_000);
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hour) - wall.getTime();
}
const offsetToBeijingNoon = () => offsetToBeijingHour(12);

test('@pc a shopper at 390 px and a 客服 at 1440 px chat both ways in real time', async ({ page, browser, baseURL }) => {
  test.slow();
  const shop = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await shop.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'shop_clock_offset', value: String(offsetToBeijingNoon()), url: baseURL! },
  ]);
  const shopper = await shop.newPage();
  const first = `请问这款手机什么时候发货？${suffix()}`;

  // The shopper: 客服 tab → the sheet → 在线客服.
  await shopper.goto('/shoppingMall/contact');
  await waitForHydration(shopper);
  await shopper.getByTestId('tab-bar').getByRole('button', { name: '客服' }).click();
  await shopper
    .getByTestId('service-panel')
    .getByRole('link', { name: /在线客服/ })
    .click();
  await expect(shopper).toHaveURL(/\/customerService$/);
  await expect(shopper.getByRole('heading', { name: '在线客服' })).toBeVisible();
  await expect(shopper.getByTestId('chat-hours')).toContainText('服务时间 08:00-20:00');
  await expect(shopper.getByTestId('chat-off-hours')).toHaveCount(0);
  await shopper.getByRole('button', { name: '发送' }).click();
  await expect(shopper.getByRole('alert')).toHaveText('请输入消息内容');
  await shopper.getByLabel('输入消息').fill(first);
  await shopper.getByRole('button', { name: '发送' }).click();
  const shopperLog = shopper.getByTestId('chat-log');
  await expect(shopperLog.getByTestId('chat-message').filter({ hasText: first })).toHaveAttribute('data-sender', 'shopper');
  await expect(shopper.getByLabel('输入消息')).toHaveValue('');
  expect(await seriousAxeFindings(shopper), 'shop chat').toEqual([]);

  // The 客服: 在线客服 in the menu; the conversation with one unread message.
  const staffName = await newStaffSignedIn(page, baseURL!, '客服');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '在线客服' }).click();
  await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible();
  await expect(page.getByText('实时连接')).toBeVisible();
  const item = page.getByTestId('chat-conversation').filter({ hasText: first });
  await expect(item.getByTestId('chat-unread')).toHaveText('1');
  await item.click();
  const staffLog = page.getByTestId('chat-admin-log');
  await expect(staffLog.getByTestId('chat-admin-message').filter({ hasText: first })).toHaveAttribute('data-sender', 'shopper');
  await expect(item.getByTestId('chat-unread')).toHaveCount(0);
  expect(await restingAxeFindings(page), 'console chat').toEqual([]);

  // The 客服 answers; the shopper sees it without reloading.
  const answer = `您好，现货订单当天发出。${suffix()}`;
  await page.getByLabel('回复内容').fill(answer);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(staffLog.getByTestId('chat-admin-message').filter({ hasText: answer })).toHaveAttribute('data-sender', 'staff');
  const answered = shopperLog.getByTestId('chat-message').filter({ hasText: answer });
  await expect(answered).toHaveAttribute('data-sender', 'staff');
  await expect(answered).toContainText(`客服 ${staffName}`);

  // The shopper writes again (Enter sends); the console shows it live in the open conversation.
  const second = `好的，谢谢！${suffix()}`;
  await shopper.getByLabel('输入消息').fill(second);
  await shopper.getByLabel('输入消息').press('Enter');
  await expect(staffLog.getByTestId('chat-admin-message').filter({ hasText: second })).toHaveAttribute('data-sender', 'shopper');

  // The 客服 closes the conversation; the shopper is told.
  await page.getByRole('button', { name: '结束会话' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '结束会话' }).click();
  await expect(page.getByText('会话已结束').first()).toBeVisible();
  await expect(shopper.getByTestId('chat-closed')).toBeVisible();
  await expect(shopperLog.getByTestId('chat-message').last()).toHaveAttribute('data-sender', 'system');
  await shop.close();
});

test('the product page’s buy bar opens the live chat with the product attached, at both widths', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
  await page.goto('/product/S25/S25-BLACK-1');
  const chat = page.getByTestId('pdp-buy-bar').getByRole('link', { name: '客服' });
  await expect(chat).toHaveAttribute('href', '/customerService?spu=S25&sku=S25-BLACK-1');
  await chat.click();
  await expect(page).toHaveURL(/\/customerService\?spu=S25&sku=S25-BLACK-1$/);
  await expect(page.getByTestId('chat-context')).toContainText('咨询商品：');
  await expect(page.getByTestId('chat-context').getByRole('link')).toHaveAttribute('href', '/product/S25');
});

test('@phone outside service hours a visitor leaves a number to be called back on, and the 客服 sees it', async ({ page, context, browser, baseURL }) => {
  test.slow();
  await context.addCookies([{ name: 'shop_clock_offset', value: String(offsetToBeijingHour(22)), url: baseURL! }]);
  await page.goto('/customerService');
  await expect(page.getByTestId('chat-off-hours')).toContainText('现在是非服务时间');
  const number = page.getByLabel('回电号码（选填）');
  await expect(number).toBeVisible();
  const text = `晚上好，想问问以旧换新怎么估价？${suffix()}`;
  // A wrong number is refused with the API's message and nothing is sent.
  await number.fill('1380013800');
  await page.getByLabel('输入消息').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入正确的11位手机号码');
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(0);
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await number.fill(mobile);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveAttribute('data-sender', 'shopper');
  await expect(page.getByTestId('chat-message').last()).toContainText('联系电话');
  expect(await seriousAxeFindings(page), 'off-hours chat').toEqual([]);

  // The 客服, at 1440 px in a browser of their own, sees the number on the conversation.
  const desk = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const staff = await desk.newPage();
  await newStaffSignedIn(staff, baseURL!, '客服');
  await staff.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '在线客服' }).click();
  // The list shows each conversation's last message: here the desk's notice, which repeats the number.
  await staff.getByTestId('chat-conversation').filter({ hasText: mobile }).click();
  await expect(staff.getByText(`回电号码 ${mobile}`)).toBeVisible();
  await desk.close();
});

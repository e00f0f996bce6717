/**
 * The console's 服务工单 (issue #16) at 1440 px: a shopper opens a ticket in the shop, a 客服 made
 * by the admin:create command finds it by the shopper's phone, answers it and marks it 已解决;
 * the shopper finds the reply in their messages and on the ticket with its new status. A 仓储
 * account sees no 服务 in the menu and is refused the screen and the API (403). axe finds nothing
 * serious or critical on the list, the detail and the reply form.
 */
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn, restingAxeFindings } from './admin-helpers';
import { signInByApi, waitForHydration } from './helpers';

// The console is not the storefront: no hydration marker to wait for (the shopper's pages wait themselves).
test.use({ hydrate: false });

const QUESTION = '新买的耳机左耳没有声音，请问怎么处理？';
const ANSWER = '您好，请在售后页面申请换货，我们会优先为您处理。';

test('@pc a shopper opens a ticket, a 客服 answers it in the console, the shopper sees the reply and the status', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  // The shopper opens a ticket in the shop, in a browser of their own.
  const shop = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const shopper = await shop.newPage();
  const { mobile } = await signInByApi(shopper.request);
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  await shopper.goto('/Personalcenter/Personal_support');
  await waitForHydration(shopper);
  await shopper.getByTestId('ticket-category').selectOption('product');
  await shopper.getByTestId('ticket-content').fill(QUESTION);
  await shopper.getByTestId('ticket-submit').click();
  await expect(shopper).toHaveURL(/\?ticket=ST[0-9A-Z]{14}$/);
  const ticketNo = new URL(shopper.url()).searchParams.get('ticket')!;
  await expect(shopper.getByTestId('ticket-status')).toHaveText('待处理');

  // The 客服 signs in for the first time and opens 服务 → 服务工单.
  await newStaffSignedIn(page, baseURL!, '客服');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '服务工单' }).click();
  await expect(page.getByRole('heading', { name: '服务工单' })).toBeVisible();
  await page.getByLabel('会员手机').fill('123');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('手机号须为11位数字')).toBeVisible();
  await page.getByLabel('会员手机').fill(mobile);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: ticketNo });
  await expect(row).toContainText(masked);
  await expect(row).toContainText('待处理');
  expect(await restingAxeFindings(page), 'ticket list').toEqual([]);

  // The ticket: the question; an empty reply is refused with the API's message; then the answer.
  await row.getByRole('link', { name: `处理工单 ${ticketNo}` }).click();
  await expect(page.getByRole('heading', { name: `工单 ${ticketNo}` })).toBeVisible();
  await expect(page.getByText(QUESTION)).toBeVisible();
  await page.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByText('请填写回复内容')).toBeVisible();
  expect(await restingAxeFindings(page), 'ticket detail with the reply form').toEqual([]);
  await page.getByLabel('回复内容').fill(ANSWER);
  await page.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByText('回复已发送，会员可在消息中心查看')).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText('处理中');
  await expect(page.getByRole('listitem').filter({ hasText: ANSWER })).toHaveCount(1);
  await page.getByRole('button', { name: '改为已解决' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('已解决');

  // The shopper: the message in their message centre, then the ticket with the reply and status.
  await shopper.goto('/Personalcenter/Personal_Systemmessage');
  await waitForHydration(shopper);
  const message = shopper.getByTestId('message-item').filter({ hasText: '您的服务工单有新回复' });
  await expect(message).toHaveCount(1);
  await message.getByRole('link').first().click();
  await expect(shopper).toHaveURL(/\/Personalcenter\/Personal_SystemMessageDetail\/\d+$/);
  await expect(shopper.getByText(ANSWER)).toBeVisible();
  await shopper.goto(`/Personalcenter/Personal_support?ticket=${ticketNo}`);
  await waitForHydration(shopper);
  await expect(shopper.getByTestId('ticket-status')).toHaveText('已解决');
  await expect(shopper.getByText(`客服回复：${ANSWER}`)).toBeVisible();
  await shop.close();
});

test('@pc a 客服 answers an enterprise purchase request with a quote; the shopper gets it in their messages', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const shop = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const shopper = await shop.newPage();
  const { post, mobile } = await signInByApi(shopper.request);
  const { code } = await post<{ code: string }>('/api/member/entBuy/save', {
    company: '星河科技有限公司',
    contact: '王经理',
    mobile: '13912345678',
    items: [{ name: 'S25 Ultra 12GB+256GB', qty: 20 }],
  });

  await newStaffSignedIn(page, baseURL!, '客服');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '企业采购询价' }).click();
  await expect(page.getByRole('heading', { name: '企业采购询价' })).toBeVisible();
  await page.getByLabel('会员手机').fill(mobile);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  expect(await restingAxeFindings(page), 'enterprise list').toEqual([]);
  await page.getByRole('link', { name: `处理申请 ${code}` }).click();
  await expect(page.getByRole('heading', { name: `企业采购申请 ${code}` })).toBeVisible();
  await expect(page.getByText('S25 Ultra 12GB+256GB')).toBeVisible();
  await page.getByRole('button', { name: '发送报价' }).click();
  await expect(page.getByText('请输入报价金额')).toBeVisible();
  expect(await restingAxeFindings(page), 'enterprise detail with the quote form').toEqual([]);
  await page.getByLabel('报价金额（元）').fill('123456.78');
  await page.getByLabel('报价说明').fill('含三年延保，30天内有效。');
  await page.getByRole('button', { name: '发送报价' }).click();
  await expect(page.getByText('报价已发送，会员可在消息中心查看')).toBeVisible();
  await expect(page.getByTestId('enterprise-status')).toHaveText('已报价');

  await shopper.goto('/Personalcenter/Personal_Systemmessage');
  await waitForHydration(shopper);
  await expect(shopper.getByTestId('message-item').filter({ hasText: '您的企业采购申请已报价' })).toContainText('¥123,456.78');
  // The request's own page shows the quote too.
  await shopper.goto(`/Personalcenter/Personal_Business/${code}`);
  await expect(shopper.getByTestId('business-status')).toHaveText('已报价');
  await expect(shopper.getByTestId('business-quote')).toContainText('¥123,456.78');
  await expect(shopper.getByTestId('business-quote')).toContainText('含三年延保，30天内有效。');
  await shop.close();
});

test('@pc a 仓储 account sees no 服务 in the menu and is refused the screen and the API', async ({ page, baseURL }) => {
  await newStaffSignedIn(page, baseURL!, '仓储');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '订单' })).toBeVisible();
  await expect(menu.getByText('服务', { exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '服务工单' })).toHaveCount(0);
  await page.goto('/admin/service/tickets');
  await expect(page.getByText('无权访问', { exact: true })).toBeVisible();
  const res = await page.request.get('/api/admin/service/tickets');
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN' });
});

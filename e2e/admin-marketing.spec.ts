/**
 * The console's 营销 area (issue #16) at 1440 px: a 运营 made by the admin:create command starts a
 * flash sale on a product (the form refuses what the API's zod schema refuses, and a price not
 * below the SKU's), and the shop shows it at once on the product page and on the home page's
 * 限时秒杀 strip; the 运营 then ends it early and the strip drops it. A 客服 sees no 营销 in the
 * menu and the API answers 403. axe finds nothing serious or critical on the form (with its
 * messages showing).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn, suffix } from './admin-helpers';
import { seriousAxeFindings } from './helpers';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

// A seeded watch no other browser test uses, in no seeded activity (¥3,199).
const SPU = 'WATCH8C';
const SKU = 'WATCH8C-BLACK-1';

/** Ends, through the API, what an earlier run on the same database left open on the SKU (a sale's window may not overlap another's). */
async function endLeftovers(page: Page) {
  const list = await page.request.get(`/api/admin/marketing/flash-sales?product=${SKU}&pageSize=100`);
  let token = list.headers()['x-csrf-token'] ?? '';
  const rows = (await list.json()).data.list as { actCd: string; skuCode: string; state: string }[];
  for (const r of rows.filter((x) => x.state !== 'ended')) {
    const ended = await page.request.post(`/api/admin/marketing/flash-sales/${r.actCd}/${r.skuCode}/end`, { headers: { 'x-csrf-token': token } });
    expect(ended.status()).toBe(200);
    token = ended.headers()['x-csrf-token'] ?? token;
  }
}

test('@pc a 运营 starts a flash sale, the shop shows it at once on the product page and the home strip, and ends it early', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  await newStaffSignedIn(page, baseURL!, '运营');
  await endLeftovers(page);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '限时抢购' }).click();
  await expect(page.getByRole('heading', { name: '限时抢购' })).toBeVisible();

  // 新建: the API's zod messages first, then the catalogue's price check.
  await page.getByRole('button', { name: '新建限时抢购' }).click();
  const dialog = page.getByRole('dialog', { name: '新建限时抢购' });
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('请输入活动名称')).toBeVisible();
  await expect(dialog.getByText('请选择开始时间')).toBeVisible();
  // axe on the dialog alone (the list behind it is the console's usual table): a whole-page run takes half a minute on a busy machine.
  await page.mouse.move(0, 0);
  expect(await seriousAxeFindings(page, '.ant-modal'), 'flash-sale form').toEqual([]);
  const name = `腕表秒杀${suffix()}`;
  await dialog.getByLabel('活动名称').fill(name);
  await dialog.getByLabel('SKU 编码').fill(SKU);
  await dialog.getByLabel('开始时间').click();
  await page.getByText('现在', { exact: true }).click();
  await dialog.getByLabel('结束时间').click();
  await page.getByText('2 小时后', { exact: true }).click();
  await dialog.getByLabel('活动价（元）').fill('3300');
  await dialog.getByLabel('活动库存（件）').fill('50');
  await dialog.getByLabel('每人限购（件）').fill('2');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText(/活动价须低于商品售价/)).toBeVisible();
  await dialog.getByLabel('活动价（元）').fill('1999');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText(`已创建：${name}（进行中）`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('进行中');
  await expect(row).toContainText('¥1999.00');

  // The shop, in a browser of its own: the product page and the home strip show the flash price now.
  const shop = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  await shop.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
  const shopper = await shop.newPage();
  await shopper.goto(`/product/${SPU}/${SKU}`);
  await expect(shopper.getByTestId('pdp-flash-sale').getByTestId('pdp-flash-price')).toHaveText('¥1,999');
  await shopper.goto('/');
  const card = shopper.getByTestId('flash-sale').locator(`[data-testid="flash-item"][data-sku="${SKU}"]`);
  await expect(card.getByTestId('flash-price')).toHaveText('¥1,999');

  // 提前结束: the list says 已结束 and the strip drops it.
  await row.getByRole('button', { name: `提前结束 ${name}` }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`已提前结束：${name}`)).toBeVisible();
  await expect(row).toContainText('已结束');
  const strip = await shopper.request.get(`/api/act/market/seckill/list?skuCd=${SKU}`);
  expect((await strip.json()).data.items).toEqual([]);
  await shop.close();
});

test('@pc a 客服 sees no 营销 in the menu and the flash-sale API answers 403', async ({ page: agent, baseURL }) => {
  await newStaffSignedIn(agent, baseURL!, '客服');
  const agentMenu = agent.getByRole('navigation', { name: '主菜单' });
  await expect(agentMenu.getByRole('link', { name: '会员' })).toBeVisible();
  await expect(agentMenu.getByText('营销')).toHaveCount(0);
  await expect(agentMenu.getByRole('link', { name: '限时抢购' })).toHaveCount(0);
  const refused = await agent.request.get('/api/admin/marketing/flash-sales');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false });
  await agent.goto('/admin/marketing/flash-sales');
  await expect(agent.getByText('无权访问', { exact: true })).toBeVisible();
});

test('@pc a 运营 opens 优惠券: the list with claim and use figures, and the form checked by the API schema', async ({ page, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  await newStaffSignedIn(page, baseURL!, '运营');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '优惠券' }).click();
  await expect(page.getByRole('heading', { name: '优惠券' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '已使用' })).toBeVisible();
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
  await page.getByRole('button', { name: '新建优惠券' }).click();
  const dialog = page.getByRole('dialog', { name: '新建优惠券' });
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('请输入优惠券名称')).toBeVisible();
  await expect(dialog.getByText('请选择领取开始时间')).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await seriousAxeFindings(page, '.ant-modal'), 'coupon form').toEqual([]);
});

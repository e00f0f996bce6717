/**
 * The console's 阶梯价 and 服务 at 1440 px, against the real API: a 运营 creates a tiered price
 * through the activity dialog (a first tier of 1 piece refused with the API schema's message, an
 * unknown SKU with the server's, each under its field), sees it 进行中 with its tiers, and the
 * shop's product page shows the ladder text at once; then a 运营 creates a care plan (a term of 0
 * months and no product type refused first), the product page's service choice offers it at its
 * price, and once taken off (下架) it is offered no more. axe finds nothing serious on the lists.
 */
import type { Browser, Page } from '@playwright/test';
import { formatYuan } from '@shop/contracts/money';
import type { LadderAdminRow } from '@shop/contracts/ladder-admin';
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, motionSettled, newStaffSignedIn, restingAxeFindings, suffix } from './admin-helpers';
import { apiAs } from './helpers';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

const LADDERS = '/api/admin/marketing/ladders';
// The console and the shop in one journey, each list's axe run included: longer than a console-only journey on a busy machine.
const JOURNEY_TIMEOUT = CONSOLE_JOURNEY_TIMEOUT + 60_000;
// A seeded phone and monitor no other browser test uses, in no seeded activity.
const SPU = 'S24FE';
const SKU = 'S24FE-BLUE-1';
const MONITOR = '/product/G60F/G60F-BLACK-1';

/** Ends, through the API, what an earlier run on the same database left open on the SKU (one ladder per SKU at a time). */
async function endLeftovers(page: Page, sku: string) {
  const post = await apiAs(page.request);
  const list = (await (await page.request.get(`${LADDERS}?product=${sku}&pageSize=100`)).json()).data.list as LadderAdminRow[];
  for (const r of list.filter((x) => x.state !== 'ended')) await post(`${LADDERS}/${r.actCd}/${r.skuCode}/end`);
}

async function shopPage(browser: Browser, baseURL: string) {
  const shop = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  await shop.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL },
    { name: 'cookie_consent', value: 'accepted', url: baseURL },
  ]);
  return { shop, shopper: await shop.newPage() };
}

test('@pc a 运营 creates a 阶梯价 in the dialog (bad input refused first, under its field) and the product page shows the ladder', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await newStaffSignedIn(page, baseURL!, '运营');
  await endLeftovers(page, SKU);
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '阶梯价' }).click();
  // First visits parse the screen's lazy chunk: slow on a busy machine.
  await expect(page.getByRole('heading', { name: '阶梯价' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: '阶梯' })).toBeVisible();
  expect(await restingAxeFindings(page, 'main'), 'ladder list').toEqual([]);

  await page.getByRole('button', { name: '新建阶梯价' }).click();
  const dialog = page.getByRole('dialog', { name: '新建阶梯价' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const name = `多件更优惠${suffix()}`;
  await dialog.getByLabel('活动名称').fill(name);
  await dialog.getByLabel('SKU 编码').fill('NO-SUCH-SKU-1');
  await dialog.getByLabel('开始时间').click();
  await page.getByText('现在', { exact: true }).click();
  await dialog.getByLabel('结束时间').click();
  await page.getByText('30 天后', { exact: true }).click();
  // The API's own schema refuses a first tier of 1 piece, under its field; nothing is sent.
  await dialog.getByLabel('第 1 档 起购件数').fill('1');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('起购件数至少2件')).toBeVisible();
  await dialog.getByLabel('第 1 档 起购件数').fill('2');
  await dialog.getByRole('button', { name: '添加一档' }).click();
  await dialog.getByLabel('第 2 档 起购件数').fill('3');
  await dialog.getByLabel('第 2 档 折扣').fill('9');
  // The server refuses an unknown SKU: its message under the field.
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('商品SKU NO-SUCH-SKU-1 不存在或未发布')).toBeVisible();
  await dialog.getByLabel('SKU 编码').fill(SKU);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText(`已创建：${name}（进行中）`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('进行中');
  await expect(row.getByTestId('ladder-tiers')).toHaveText('满2件9.5折，满3件9折');

  // The shop, in a browser of its own: the product page shows the ladder now.
  const { shop, shopper } = await shopPage(browser, baseURL!);
  await shopper.goto(`/product/${SPU}/${SKU}`);
  await expect(shopper.getByTestId('pdp-ladder')).toContainText('满2件95折，满3件9折');

  // 提前结束: the list says 已结束 and the product page drops the ladder.
  await row.getByRole('button', { name: `提前结束 ${name}` }).click();
  await motionSettled(page);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`已提前结束：${name}`)).toBeVisible();
  await expect(row).toContainText('已结束');
  await shopper.reload();
  await expect(shopper.getByTestId('pdp-price')).toBeVisible();
  await expect(shopper.getByTestId('pdp-ladder')).toHaveCount(0);
  await shop.close();
});

test('@pc a 运营 creates a care plan (bad input refused first) and the product page offers it at its price until taken off', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await newStaffSignedIn(page, baseURL!, '运营');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '服务', exact: true }).click();
  await expect(page.getByRole('heading', { name: '服务', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: '适用商品' })).toBeVisible();
  expect(await restingAxeFindings(page, 'main'), 'service list').toEqual([]);

  await page.getByRole('button', { name: '新建服务' }).click();
  const dialog = page.getByRole('dialog', { name: '新建服务' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const name = `显示器关怀计划${suffix()}`;
  await dialog.getByLabel('服务名称').fill(name);
  await dialog.getByLabel('价格（元）').fill('99');
  await dialog.getByLabel('服务期限（月）').fill('0');
  // The API's own schema: a care plan lasts at least a month and names the products it is for.
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('延保与关怀计划的服务期限至少1个月')).toBeVisible();
  await expect(dialog.getByText('至少选择一个适用的商品类型')).toBeVisible();
  await dialog.getByLabel('服务期限（月）').fill('12');
  await dialog.getByLabel('适用商品类型').click();
  await page.locator('.ant-select-item-option[title="显示器"]').click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel('服务说明').fill('屏幕意外碎裂免费换新一次');
  await dialog.getByRole('button', { name: '创建' }).click();
  // Saved: the dialog closes and the list, read again, has it (the success message may be gone by then on a busy machine).
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('在售');
  await page.getByLabel('名称', { exact: true }).fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(row).toContainText('关怀计划');
  await expect(row).toContainText('¥99.00');
  await expect(row).toContainText('12 个月');
  await expect(row).toContainText('显示器');

  // The shop's product page offers it among the care plans, at its price.
  const { shop, shopper } = await shopPage(browser, baseURL!);
  await shopper.goto(MONITOR);
  const option = shopper.getByTestId('service-group-care').getByTestId('service-option').filter({ hasText: name });
  await expect(option).toBeVisible({ timeout: 30_000 });
  await expect(option).toContainText(formatYuan(9900));
  await expect(option).toContainText('12个月');

  // 下架: kept in the list as 已下架, no longer offered by the shop.
  await row.getByRole('button', { name: `下架 ${name}` }).click();
  await motionSettled(page);
  await page.getByRole('button', { name: '下架', exact: true }).click();
  await expect(page.getByText(`已下架：${name}`)).toBeVisible();
  await expect(row).toContainText('已下架');
  await shopper.reload();
  await expect(shopper.getByTestId('services-panel')).toBeVisible();
  await expect(shopper.getByTestId('service-option').filter({ hasText: name })).toHaveCount(0);
  await shop.close();
});

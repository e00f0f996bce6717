/**
 * The console's 套装 and 赠品 at 1440 px, against the real API: a 运营 creates a bundle through the
 * dialog (a bundle price of 0 refused by the API's own schema, one above the accessory's price by
 * the server, each message under the price field), sees it 启用 in the list, and the shop's
 * product page of the main product shows the bundle with its price at once. A gift added in its
 * dialog shows on the product page too. axe finds nothing serious on the lists and the dialog.
 */
import type { APIRequestContext } from '@playwright/test';
import type { BundleAdminPage, GiftAdminPage } from '@shop/contracts/bundle-admin';
import { formatYuan } from '@shop/contracts/money';
import type { PdpInInfo } from '@shop/contracts/pdp';
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn, restingAxeFindings, suffix } from './admin-helpers';
import { apiAs } from './helpers';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

const BUNDLES = '/api/admin/marketing/bundles';
const GIFTS = '/api/admin/marketing/gifts';
// A phone no other browser test uses, an accessory (¥499) for its bundle and a power bank as its gift.
const SPU = 'S25E';
const SKU = 'S25E-TITANSILVER-1';
const ACCESSORY = 'TRIO-WHITE';
const GIFT = 'PB10K-PINK';

/** Disables, through the API, the bundles an earlier run on the same database left on the product, and removes its gift. */
async function clearLeftovers(http: APIRequestContext) {
  const post = await apiAs(http);
  const bundles = (await (await http.get(`${BUNDLES}?product=${SPU}&status=active&pageSize=100`)).json()).data as BundleAdminPage;
  for (const b of bundles.list.filter((x) => x.mainSpuCode === SPU)) await post(`${BUNDLES}/${b.code}/disable`);
  const gifts = (await (await http.get(`${GIFTS}?product=${SKU}&pageSize=100`)).json()).data as GiftAdminPage;
  if (gifts.list.some((g) => g.skuCode === SKU && g.giftSkuCode === GIFT)) {
    const prime = await http.get('/api/sys/comnmetd/getServerTimeStamp');
    const res = await http.delete(`${GIFTS}/${SKU}/${GIFT}`, { headers: { 'x-csrf-token': prime.headers()['x-csrf-token'] ?? '' } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test('@pc a 运营 creates a 套装 in the dialog (bad prices refused first) and adds a 赠品; the product page shows both at once, and the gift once removed no more', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  await newStaffSignedIn(page, baseURL!, '运营');
  await clearLeftovers(page.request);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '套装', exact: true }).click();
  // First visits parse the screen's lazy chunk: slow on a busy machine.
  await expect(page.getByRole('heading', { name: '套装' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: '套装商品（售价 → 套装价）' })).toBeVisible();
  expect(await restingAxeFindings(page, 'main'), 'bundle list').toEqual([]);

  await page.getByRole('button', { name: '新建套装' }).click();
  const dialog = page.getByRole('dialog', { name: '新建套装' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const name = `旗舰配件套装${suffix()}`;
  await dialog.getByLabel('套装名称').fill(name);
  await dialog.getByLabel('主商品 SPU 编码').fill(SPU);
  await dialog.getByLabel('SKU 编码 1', { exact: true }).fill(ACCESSORY);
  const price = dialog.getByLabel('套装价（元）1', { exact: true });
  // The API's own schema refuses a price of 0; nothing is sent.
  await price.fill('0');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('套装价须大于0')).toBeVisible();
  expect(await restingAxeFindings(page, '.ant-modal'), 'bundle dialog').toEqual([]);
  // The server refuses a price above the accessory's own: its message under the price field.
  await price.fill('600');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('套装价不能高于该SKU的售价 ¥499.00')).toBeVisible();
  await price.fill('399');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText(`已创建：${name}（启用）`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('启用');
  await expect(row.getByTestId('bundle-items')).toContainText(`${ACCESSORY}）¥499.00 → ¥399.00`);

  // The shop, in a browser of its own: the main product's page offers the bundle at its price now.
  const shop = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  await shop.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
  const shopper = await shop.newPage();
  const inInfo = async () => (await (await shopper.request.get(`/api/product/pdp/right/inInfo/${SPU}?skuCd=${SKU}`)).json()).data as PdpInInfo;
  const offered = (await inInfo()).bundles.find((b) => b.name === name);
  expect(offered?.total).toBe((offered?.mainPrice ?? 0) + 39_900);
  await shopper.goto(`/product/${SPU}/${SKU}`);
  const option = shopper.getByTestId('bundles').getByTestId('bundle-option').filter({ hasText: name });
  await expect(option).toContainText(`套装价 ${formatYuan(offered!.total)}`);
  await expect(option).toContainText('省 ¥100');

  // 赠品: added in its dialog, shown on the product page at once.
  await menu.getByRole('link', { name: '赠品', exact: true }).click();
  await expect(page.getByRole('heading', { name: '赠品' })).toBeVisible({ timeout: 30_000 });
  expect(await restingAxeFindings(page, 'main'), 'gift list').toEqual([]);
  await page.getByRole('button', { name: '添加赠品' }).click();
  const giftDialog = page.getByRole('dialog', { name: '添加赠品' });
  await expect(giftDialog).toBeVisible({ timeout: 30_000 });
  await giftDialog.getByLabel('SKU 编码', { exact: true }).fill(SKU);
  await giftDialog.getByLabel('赠品 SKU 编码').fill(GIFT);
  await giftDialog.getByLabel('赠送数量（件）').fill('2');
  await giftDialog.getByLabel('备注').fill('赠完即止');
  await giftDialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText(/^已创建：S25E-TITANSILVER-1 赠 .+（赠送 2 件）$/)).toBeVisible();
  const giftRow = page.getByRole('row').filter({ hasText: GIFT });
  await expect(giftRow).toContainText('2 件');
  await expect(giftRow).toContainText('赠完即止');

  await shopper.goto(`/product/${SPU}/${SKU}`);
  await expect(shopper.getByTestId('gifts')).toContainText('× 2');
  await expect(shopper.getByTestId('gifts')).toContainText('赠完即止');

  // 移除: asked once, then gone from the list and from the product page.
  await giftRow.getByRole('button', { name: /^移除 / }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/^已移除：S25E-TITANSILVER-1 赠 /)).toBeVisible();
  await expect(giftRow).toHaveCount(0);
  await shopper.reload();
  await expect(shopper.getByText('赠完即止')).toHaveCount(0);
  await shop.close();
});

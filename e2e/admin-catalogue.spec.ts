/**
 * The console's 商品 area (issue #16), at 1440 px: a 运营 made by the admin:create command
 * creates a product with two SKUs (colour attribute) and a picture, with channel prices; gets a
 * preview link while it is not on sale; puts it on sale, and the shop's search page finds it at
 * once. A 客服 sees no 商品 in the menu, cannot open the price form by its address (无权访问), and
 * the price API refuses them (403). axe finds nothing serious or critical on the product screens.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, adminCreate, motionSettled, restingAxeFindings, signInFirstTime, suffix } from './admin-helpers';
import { pngFile } from '../test-support/pictures.ts';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

test('@pc an operator creates a product with two SKUs and a picture, puts it on sale and the shop finds it; 客服 cannot open the price form', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const operator = `运营${suffix()}`;
  await signInFirstTime(page, operator, adminCreate(baseURL!, operator, '运营'));
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByText('商品', { exact: true })).toBeVisible();
  // 运营 has no stock.write: no 库存 entry.
  await expect(menu.getByRole('link', { name: '库存' })).toHaveCount(0);

  const spu = `E2E${suffix().toUpperCase()}`;
  const word = `琉璃${suffix()}`;
  const name = `星云${word}手机`;
  await menu.getByRole('link', { name: '新建商品' }).click();
  await expect(page.getByText('新建商品', { exact: true }).last()).toBeVisible();
  await page.getByLabel('商品编码').fill(spu);
  await page.getByLabel('商品名称').fill(name);
  await page.getByLabel('商品类型').click();
  await page.locator('.ant-select-item-option[title="手机"]').click();
  await page.getByLabel('类目').click();
  await page.locator('.ant-select-item-option[title="智能手机"]').click();
  await page.getByLabel('卖点').fill('超长续航，轻薄机身');
  const values = page.getByRole('combobox', { name: '属性值 1' });
  await values.fill('曜石黑');
  await values.press('Enter');
  await values.fill('云母白');
  await values.press('Enter');
  await page.getByRole('button', { name: '生成 SKU' }).click();
  for (const n of [1, 2]) {
    const code = `${spu}-${n}`;
    await expect(page.getByLabel(`${code} 划线价（元）`)).toBeVisible();
    await page.getByLabel(`${code} 划线价（元）`).fill('4999');
    await page.getByLabel(`${code} 官方商城价（元）`).fill(n === 1 ? '4599' : '4699');
  }
  await page.getByLabel(`${spu}-1 学生专区价（元）`).fill('4399');
  // A bad price is refused in the browser with the API's message.
  await page.getByLabel(`${spu}-2 企业购价（元）`).fill('0');
  await page.getByRole('button', { name: '创建商品' }).click();
  await expect(page.getByText('价格须大于0')).toBeVisible();
  await page.getByLabel(`${spu}-2 企业购价（元）`).fill('4499');
  // A picture for the first SKU: uploaded, checked and re-encoded by the API.
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: await pngFile(320, 320, '#224488') });
  await expect(page.getByRole('img', { name: `${spu}-1 图片` })).toBeVisible();
  expect(await restingAxeFindings(page), 'product form').toEqual([]);
  await page.getByRole('button', { name: '创建商品' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/catalogue/products/${spu}$`));
  await expect(page.getByText('未发布')).toBeVisible();
  await expect(page.getByRole('img', { name: `${spu}-1 图片` })).toBeVisible();
  // Not on sale yet: a preview link of the shop.
  await page.getByRole('button', { name: '预览链接' }).click();
  await expect(page.getByTestId('preview-link')).toHaveAttribute('href', new RegExp(`/preview/product/${spu}\\?previewToken=`));
  await page.getByRole('button', { name: '关闭' }).click();
  // The shop does not find it yet.
  await page.getByRole('button', { name: '上架' }).click();
  await expect(page.getByText('已上架，商城即时可见')).toBeVisible();
  await expect(page.locator('.ant-badge-status-text', { hasText: '在售' })).toBeVisible();

  // 商品列表: found by its code, on sale, two SKUs.
  await menu.getByRole('link', { name: '商品列表' }).click();
  await page.getByLabel('名称或编码').fill(spu);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: spu });
  await expect(row).toContainText('在售');
  await expect(row).toContainText('¥4599.00 – ¥4699.00');
  // Not while a toast fades out (its half-transparent text is not what the screen shows at rest).
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  expect(await restingAxeFindings(page), 'product list').toEqual([]);

  // 类目: the tree with its product counts.
  await menu.getByRole('link', { name: '类目' }).click();
  await expect(page.getByRole('cell', { name: '智能手机', exact: true })).toBeVisible();
  expect(await restingAxeFindings(page), 'categories').toEqual([]);

  // 库存, by a 仓储: stock in with a reason, and the ledger shows it.
  const keeper = `仓储${suffix()}`;
  const keeperPassword = adminCreate(baseURL!, keeper, '仓储');
  const warehouse = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const keeperPage = await warehouse.newPage();
  await signInFirstTime(keeperPage, keeper, keeperPassword);
  const keeperMenu = keeperPage.getByRole('navigation', { name: '主菜单' });
  await expect(keeperMenu.getByRole('link', { name: '商品列表' })).toHaveCount(0);
  await keeperMenu.getByRole('link', { name: '库存' }).click();
  await keeperPage.getByLabel('名称或编码').fill(spu);
  await keeperPage.getByRole('button', { name: '查询' }).click();
  const skuRow = keeperPage.getByRole('row').filter({ hasText: `${spu}-1` });
  await skuRow.getByRole('button', { name: '调整库存' }).click();
  const adjust = keeperPage.getByRole('dialog');
  // Typed into once it has opened, as a person does: a fill 70 ms into its opening once never reached the form (CI).
  await motionSettled(keeperPage);
  await adjust.getByLabel('调整数量').fill('5');
  await adjust.getByLabel('调整原因').fill('采购入库');
  await adjust.getByRole('button', { name: '确认调整' }).click();
  await expect(keeperPage.getByText('已调整，当前库存 5')).toBeVisible();
  await expect(keeperPage.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  expect(await restingAxeFindings(keeperPage), 'stock').toEqual([]);
  // Lowest stock on top (the server sorts): -2 (0) above -1 (5); the 库存 header turns it around, and the export follows.
  const skuCells = keeperPage.getByRole('cell', { name: new RegExp(`^${spu}-\\d$`) });
  await expect(skuCells).toHaveText([`${spu}-2`, `${spu}-1`]);
  await keeperPage.getByRole('columnheader', { name: '库存' }).click();
  await expect(skuCells).toHaveText([`${spu}-1`, `${spu}-2`]);
  const [stockCsv] = await Promise.all([keeperPage.waitForEvent('download'), keeperPage.getByRole('button', { name: '导出 CSV' }).click()]);
  expect(stockCsv.suggestedFilename()).toMatch(/^库存-\d{8}-\d{4}\.csv$/);
  const stockLines = readFileSync(await stockCsv.path(), 'utf8').split(/\r?\n/);
  expect(stockLines[0]).toContain('"SKU 编码"');
  expect(
    stockLines
      .slice(1)
      .filter((l) => l.includes(spu))
      .map((l) => l.split(',')[0]),
  ).toEqual([`"${spu}-1"`, `"${spu}-2"`]);
  await skuRow.getByRole('button', { name: '流水' }).click();
  const ledgerDrawer = keeperPage.getByRole('dialog');
  await expect(ledgerDrawer.getByRole('cell', { name: '采购入库' })).toBeVisible();
  const [ledgerCsv] = await Promise.all([keeperPage.waitForEvent('download'), ledgerDrawer.getByRole('button', { name: '导出 CSV' }).click()]);
  expect(ledgerCsv.suggestedFilename()).toMatch(new RegExp(`^库存流水-${spu}-1-\\d{8}-\\d{4}\\.csv$`));
  expect(readFileSync(await ledgerCsv.path(), 'utf8')).toContain('"采购入库"');
  await warehouse.close();

  // The shop's search page finds it at once.
  await page.goto(`/search/${encodeURIComponent(`星云${word}`)}`);
  await expect(page.getByText(name).first()).toBeVisible();

  // Off sale again through the screen (the e2e database outlives the run: other specs see the seeded catalogue), and the shop no longer finds it.
  await page.goto(`/admin/catalogue/products/${spu}`);
  await page.getByRole('button', { name: '下架' }).click();
  await expect(page.getByText('已下架', { exact: true }).first()).toBeVisible();
  await page.goto(`/search/${encodeURIComponent(`星云${word}`)}`);
  await expect(page.getByText(name)).toHaveCount(0);

  // A 客服, in a browser of their own: no 商品, no price form, and the price API refuses them.
  const agent = `客服${suffix()}`;
  const agentPassword = adminCreate(baseURL!, agent, '客服');
  const other = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const agentPage = await other.newPage();
  await signInFirstTime(agentPage, agent, agentPassword);
  await expect(agentPage.getByRole('navigation', { name: '主菜单' }).getByText('商品', { exact: true })).toHaveCount(0);
  await agentPage.goto(`/admin/catalogue/products/${spu}/prices`);
  await expect(agentPage.getByText('无权访问', { exact: true })).toBeVisible();
  await expect(agentPage.getByLabel(`${spu}-1 官方商城价（元）`)).toHaveCount(0);
  const refused = await agentPage.request.get(`/api/admin/catalogue/products/${spu}/prices`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('ERR_ADMIN_FORBIDDEN');
  await other.close();
});

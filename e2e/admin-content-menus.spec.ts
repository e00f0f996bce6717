/**
 * The console's 页脚链接 and 首页广告 (issue #16) at 1440 px: a 内容编辑 adds a footer link in the
 * nested link-list editor (its link checked with the API's schema in the form first) and adds a
 * home ad with an uploaded picture; a visitor whose pages were already served (and kept by the
 * page cache) sees both at the next load. Both are taken down again at the end, so the parallel
 * tests meet the seeded footer and home. axe finds nothing serious or critical on the new screens.
 */
import { pngFile } from '../test-support/pictures.ts';
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn, restingAxeFindings, suffix } from './admin-helpers';
import { expect, test } from './fixtures';

test.use({ hydrate: false });

test('@pc a 内容编辑 adds a footer link and a home ad; the shop shows both at once', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const tag = suffix();
  const linkText = `测试条款${tag}`.slice(0, 20);
  const adTitle = `测试广告${tag}`.slice(0, 30);

  const shop = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  await shop.addCookies([{ name: 'privacy_consent', value: '1|0', url: baseURL! }]);
  const visitor = await shop.newPage();
  await visitor.goto('/');
  const legal = visitor.getByTestId('site-footer').getByRole('list', { name: '法律信息' });
  await expect(legal).toBeVisible();
  await expect(legal.getByRole('link', { name: linkText })).toHaveCount(0);

  await newStaffSignedIn(page, baseURL!, '内容编辑');
  const menu = page.getByRole('navigation', { name: '主菜单' });

  // 页脚栏目: one per position and every position has its column: edited, never created anew.
  await menu.getByRole('link', { name: '页脚栏目' }).click();
  await expect(page.getByTestId('content-all-taken')).toHaveText('每个位置已有页脚栏目，请编辑');
  await expect(page.getByRole('button', { name: '新建页脚栏目' })).toHaveCount(0);

  // 页脚链接: a new block of 法律条款 links, on the computer site.
  await menu.getByRole('link', { name: '页脚链接' }).click();
  await expect(page.getByRole('heading', { name: '页脚链接', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '隐私政策' }).first()).toBeVisible();
  expect(await restingAxeFindings(page), 'footer links list').toEqual([]);
  await page.getByRole('button', { name: '新建页脚链接' }).click();
  const dialog = page.getByRole('dialog', { name: '新建页脚链接' });
  await dialog.getByRole('button', { name: '添加链接' }).click();
  await dialog.getByLabel('链接1 文字').fill(linkText);
  await dialog.getByLabel('链接1 链接').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: '发布' }).click();
  await expect(dialog.getByText(/链接须为本商城路径/)).toBeVisible();
  await dialog.getByLabel('链接1 链接').fill('/agreement/privacy');
  // a second link, moved above the first, then removed again
  await dialog.getByRole('button', { name: '添加链接' }).click();
  await dialog.getByLabel('链接2 文字').fill('临时链接');
  await dialog.getByLabel('链接2 链接').fill('/home');
  await dialog.getByRole('button', { name: '上移链接2' }).click();
  await expect(dialog.getByLabel('链接1 文字')).toHaveValue('临时链接');
  await dialog.getByRole('button', { name: '删除链接1' }).click();
  await expect(dialog.getByLabel('链接1 文字')).toHaveValue(linkText);
  await dialog.getByLabel('App', { exact: true }).uncheck();
  await dialog.getByLabel('手机网页', { exact: true }).uncheck();
  expect(await restingAxeFindings(page), 'footer links form').toEqual([]);
  await dialog.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('已发布页脚链接')).toBeVisible();
  const linkRow = page.getByRole('row').filter({ hasText: linkText });
  await expect(linkRow.getByText('展示中')).toBeVisible();

  // 首页广告: a new 首页大图广告 with an uploaded picture.
  await menu.getByRole('link', { name: '首页广告' }).click();
  await expect(page.getByRole('heading', { name: '首页广告', level: 1 })).toBeVisible();
  expect(await restingAxeFindings(page), 'ads list').toEqual([]);
  await page.getByRole('button', { name: '新建首页广告' }).click();
  const adDialog = page.getByRole('dialog', { name: '新建首页广告' });
  await adDialog.getByLabel('广告标题', { exact: true }).fill(adTitle);
  await adDialog.getByLabel('链接', { exact: true }).fill('/list/smartphones');
  await adDialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: await pngFile(960, 480, '#2a6f4e') });
  await expect(adDialog.getByRole('img', { name: '广告图片预览' })).toBeVisible();
  await adDialog.getByLabel('App', { exact: true }).uncheck();
  await adDialog.getByLabel('手机网页', { exact: true }).uncheck();
  expect(await restingAxeFindings(page), 'ad form').toEqual([]);
  await adDialog.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('已发布首页广告')).toBeVisible();
  const adRow = page.getByRole('row').filter({ hasText: adTitle });
  await expect(adRow.getByText('展示中')).toBeVisible();

  // The visitor's next load shows both.
  await visitor.reload();
  await expect(legal.getByRole('link', { name: linkText })).toHaveAttribute('href', '/agreement/privacy');
  const ad = visitor.getByRole('link', { name: new RegExp(adTitle) });
  await expect(ad).toHaveAttribute('href', '/list/smartphones');
  await expect(ad.locator('img')).toHaveAttribute('src', /^\/media\/catalogue\/.+\.webp$/);

  // Taken down again: gone at the next load.
  await adRow.getByRole('button', { name: `下线 ${adTitle}` }).click();
  await expect(page.getByText(`已下线 ${adTitle}`)).toBeVisible();
  await menu.getByRole('link', { name: '页脚链接' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: linkText })
    .getByRole('button', { name: /^下线 / })
    .click();
  await expect(page.getByText('已下线 法律条款')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('link', { name: new RegExp(adTitle) })).toHaveCount(0);
  await expect(legal.getByRole('link', { name: linkText })).toHaveCount(0);
  await shop.close();
});

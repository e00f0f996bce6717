/**
 * The console's 内容 area (issue #16) at 1440 px: a 内容编辑 made by the admin:create command
 * creates a home banner (the link checked by the API's schema in the form, the picture uploaded,
 * checked and re-encoded), and a visitor whose home page was already served (and kept by the
 * page cache) sees it at the next load; unpublished, it leaves the home page again. A 仓储 sees
 * no 内容 in the menu, the screen says 无权访问 and the API answers 403. axe finds nothing serious
 * or critical on the list and the form.
 */
import { pngFile } from '../test-support/pictures.ts';
import { CONSOLE_JOURNEY_TIMEOUT, adminCreate, newStaffSignedIn, restingAxeFindings, signInFirstTime, suffix } from './admin-helpers';
import { expect, test } from './fixtures';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

test('@pc a 内容编辑 publishes a home banner and the shop shows it at once; a 仓储 cannot open 内容', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const title = `冬季焕新 ${suffix()}`;
  const slideButton = (p: typeof page) => p.getByRole('button', { name: new RegExp(`^显示第 \\d+ 张：${title}$`) });

  // A visitor's home page, served once before the change (and kept by the page cache).
  const shop = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const visitor = await shop.newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('hero')).toBeVisible();
  await expect(slideButton(visitor)).toHaveCount(0);

  await newStaffSignedIn(page, baseURL!, '内容编辑');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '首页轮播' }).click();
  await expect(page.getByRole('heading', { name: '首页轮播' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'S25 Ultra' })).toHaveCount(1);
  expect(await restingAxeFindings(page), 'banner list').toEqual([]);

  // 新建: the link is checked with the API's schema before anything is sent.
  await page.getByRole('button', { name: '新建首页轮播' }).click();
  const dialog = page.getByRole('dialog', { name: '新建首页轮播' });
  await dialog.getByLabel('标题', { exact: true }).fill(title);
  await dialog.getByLabel('链接', { exact: true }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: '发布' }).click();
  await expect(dialog.getByText(/链接须为本商城路径/)).toBeVisible();
  await expect(dialog.getByText('请上传图片')).toBeVisible();
  await dialog.getByLabel('链接', { exact: true }).fill('/list/smartphones');
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await pngFile(1200, 500, '#1f4aa8') });
  await expect(dialog.getByRole('img', { name: '轮播图片预览' })).toBeVisible();
  expect(await restingAxeFindings(page), 'banner form').toEqual([]);
  await dialog.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('已发布首页轮播')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('展示中')).toBeVisible();

  // The visitor's next load shows it (the kept page was dropped when the block changed).
  await visitor.reload();
  await expect(slideButton(visitor)).toHaveCount(1);
  await expect(visitor.getByTestId('hero-slide').filter({ hasText: title }).locator('img')).toHaveAttribute('src', /^\/media\/catalogue\/.+\.webp$/);

  // 下线: gone from the home page at the next load.
  await row.getByRole('button', { name: `下线 ${title}` }).click();
  await expect(page.getByText(`已下线 ${title}`)).toBeVisible();
  await expect(row.getByText('已下线')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId('hero')).toBeVisible();
  await expect(slideButton(visitor)).toHaveCount(0);
  await shop.close();

  // A 仓储, in a browser of their own: no 内容, the screen refuses, the API answers 403.
  const keeper = `仓储${suffix()}`;
  const keeperPassword = adminCreate(baseURL!, keeper, '仓储');
  const other = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const keeperPage = await other.newPage();
  await signInFirstTime(keeperPage, keeper, keeperPassword);
  await expect(keeperPage.getByRole('navigation', { name: '主菜单' }).getByText('内容', { exact: true })).toHaveCount(0);
  await keeperPage.goto('/admin/content/banners');
  await expect(keeperPage.getByText('无权访问', { exact: true })).toBeVisible();
  await expect(keeperPage.getByRole('button', { name: '新建首页轮播' })).toHaveCount(0);
  const refused = await keeperPage.request.get('/api/admin/content/banners');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('ERR_ADMIN_FORBIDDEN');
  await other.close();
});

/**
 * The console's 常见问题 and 协议与政策 (issue #16) at 1440 px: a 内容编辑 publishes a new FAQ
 * question and the shop's help centre shows it at once; then writes a new version of the 访客须知
 * from the text in effect, previews it and publishes it to take effect now, and the shop's page
 * shows it. (A new privacy-policy version would ask every member of the parallel tests for
 * consent: the consent trigger is proved by the API test on its own clock.) axe finds nothing
 * serious or critical on the screens.
 */
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn, restingAxeFindings, suffix } from './admin-helpers';
import { expect, test } from './fixtures';

test.use({ hydrate: false });

test('@pc a 内容编辑 publishes a FAQ question and a new agreement version; the shop shows both at once', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const tag = suffix();
  const question = `如何预约上门安装（测试 ${tag}）？`;
  await newStaffSignedIn(page, baseURL!, '内容编辑');
  const menu = page.getByRole('navigation', { name: '主菜单' });

  // 常见问题: a new question in 购物流程.
  await menu.getByRole('link', { name: '常见问题' }).click();
  await expect(page.getByRole('heading', { name: '常见问题', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '购物流程', exact: true }).click();
  await expect(page.getByRole('heading', { name: '购物流程的问题' })).toBeVisible();
  expect(await restingAxeFindings(page), 'faq list').toEqual([]);
  await page.getByRole('button', { name: '新建问题' }).click();
  const dialog = page.getByRole('dialog', { name: '新建问题' });
  await dialog.getByLabel('问题', { exact: true }).fill(question);
  await dialog.getByLabel('解答', { exact: true }).fill(`下单后在订单详情中预约安装时间。\n\n- 工程师上门前会电话联系\n- 安装费用以页面说明为准 ${tag}`);
  await expect(dialog.getByLabel('解答预览').getByText('工程师上门前会电话联系')).toBeVisible();
  expect(await restingAxeFindings(page), 'faq form').toEqual([]);
  await dialog.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('问题已发布')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: question }).getByText('展示中')).toBeVisible();

  const shop = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  await shop.addCookies([{ name: 'privacy_consent', value: '1|0', url: baseURL! }]);
  const visitor = await shop.newPage();
  await visitor.goto('/faq/shopping');
  await visitor.getByTestId('faq-questions').getByRole('link', { name: question }).click();
  await expect(visitor.getByRole('heading', { name: question })).toBeVisible();
  await expect(visitor.getByText(`安装费用以页面说明为准 ${tag}`)).toBeVisible();

  // 协议与政策: a new 访客须知 version from the text in effect, published now.
  await menu.getByRole('link', { name: '协议与政策' }).click();
  await expect(page.getByRole('heading', { name: '协议与政策', level: 1 })).toBeVisible();
  expect(await restingAxeFindings(page), 'agreement list').toEqual([]);
  await page.getByRole('button', { name: '管理访客须知的版本' }).click();
  const drawer = page.getByRole('dialog', { name: '访客须知：版本' });
  // A draft left by an interrupted run is dropped first.
  if (await drawer.getByRole('button', { name: '删除草稿' }).isVisible()) await drawer.getByRole('button', { name: '删除草稿' }).click();
  await drawer.getByRole('button', { name: '新建版本' }).click();
  const version = `V9.${Date.now() % 100000}`;
  await drawer.getByLabel('版本号').fill(version);
  await drawer.getByLabel('更新摘要').fill(`本次更新补充了说明（${tag}）。`);
  await expect(drawer.getByLabel('正文预览').getByRole('heading').first()).toBeVisible();
  expect(await restingAxeFindings(page), 'agreement form').toEqual([]);
  await drawer.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await drawer.getByRole('button', { name: '发布草稿' }).click();
  const confirm = page.getByRole('dialog', { name: new RegExp(`发布访客须知 ${version.replace('.', '\\.')}`) });
  await confirm.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('新版本已发布')).toBeVisible();
  await expect(drawer.getByRole('row').filter({ hasText: version }).getByText('生效中')).toBeVisible();

  await visitor.goto('/agreement/visitors');
  await expect(visitor.getByTestId('agreement-version')).toContainText(`版本：${version}`);
  await expect(visitor.getByText(`本次更新补充了说明（${tag}）。`)).toBeVisible();
  await shop.close();
});

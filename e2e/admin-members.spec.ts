/**
 * The console's 会员 area (issue #16) at 1440 px: a 客服 made by the admin:create command finds a
 * shopper by phone (the list shows the phone masked), opens the detail, adjusts the points with a
 * reason, and the shopper's own 我的积分 page shows the new balance. axe finds nothing serious or
 * critical on the search list, the detail and the adjustment form.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousAxeFindings as axeFindings, signInByApi } from './helpers';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

const root = path.resolve(import.meta.dirname, '..');

/** `npm run admin:create` against the test server's embedded database; answers the one-time password it prints. */
function adminCreate(baseURL: string, name: string, role: string): string {
  const port = new URL(baseURL).port;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: `.data/e2e-${port}` };
  delete env.DATABASE_URL;
  const out = execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/admin-create.ts', '--name', name, '--role', role], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const password = /一次性密码：(\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${out}`);
  return password;
}

/** axe on the screen as it rests (the pointer off any control, so no hover colour is judged). */
async function seriousAxeFindings(page: Page) {
  await page.mouse.move(0, 0);
  return axeFindings(page);
}

const suffix = () => Math.random().toString(36).slice(2, 7);

test('@pc a 客服 finds a member by phone, adjusts the points with a reason, and the shop shows the new balance', async ({ page, browser, baseURL }) => {
  test.slow();
  // The shopper, in a browser of their own.
  const shop = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const shopper = await shop.newPage();
  const { mobile } = await signInByApi(shopper.request);
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

  // The 客服 signs in for the first time and replaces the one-time password.
  const agent = `客服${suffix()}`;
  const oneTime = adminCreate(baseURL!, agent, '客服');
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('账号').fill(agent);
  await page.getByLabel('密码').fill(oneTime);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  const newPassword = `Agent-${suffix()}-2026`;
  await page.getByLabel('当前密码').fill(oneTime);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '修改并进入后台' }).click();
  await expect(page.getByRole('heading', { name: `欢迎，${agent}` })).toBeVisible();

  // 会员: search by the full phone; the list shows it masked.
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '会员' }).click();
  await expect(page.getByRole('heading', { name: '会员查询' })).toBeVisible();
  await page.getByLabel('手机号').fill('123');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('手机号须为11位完整号码或后4位')).toBeVisible();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: masked });
  await expect(row).toHaveCount(1);
  await expect(page.getByText(mobile, { exact: true })).toHaveCount(0);
  expect(await seriousAxeFindings(page), 'member list').toEqual([]);

  // The detail: masked profile, no reveal button for a 客服, the balance of a new member.
  await row.getByRole('link', { name: /的详情$/ }).click();
  await expect(page.getByRole('heading', { name: /^会员 / })).toBeVisible();
  await expect(page.getByText(masked)).toBeVisible();
  await expect(page.getByRole('button', { name: '查看完整信息' })).toHaveCount(0);
  const balance = page.getByTestId('points-balance');
  await expect(balance).toHaveText('1000');
  expect(await seriousAxeFindings(page), 'member detail').toEqual([]);

  // 调整积分: the reason is required (the API's zod message), then +500 with a reason.
  await page.getByRole('button', { name: '调整积分' }).click();
  const dialog = page.getByRole('dialog', { name: '调整积分' });
  await dialog.getByLabel(/正数增加/).fill('500');
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(dialog.getByText('请填写原因')).toBeVisible();
  expect(await seriousAxeFindings(page), 'points form').toEqual([]);
  await dialog.getByLabel('原因').fill('活动补偿');
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(page.getByText('积分已调整，当前余额 1500')).toBeVisible();
  await expect(balance).toHaveText('1500');
  await expect(page.getByRole('row').filter({ hasText: '后台调整：活动补偿' })).toContainText('+500');

  // The shopper's own points page reads the same ledger.
  await shopper.goto('/Personalcenter/Personal_Myintegral');
  await expect(shopper.getByTestId('points-available')).toHaveText('1500');
  await shop.close();
});

/**
 * The back-office console at /admin (issue #16), at 1440 px: a 超级管理员 made by the
 * admin:create command signs in with the one-time password, is made to change it, creates a 客服
 * account, finds it in the staff list and its creation in the audit log (and exports the log as
 * CSV for Excel); the 客服 signs in, sees no 系统 in the menu, and the staff API refuses them;
 * disabled by the boss, the 客服's open console goes back to 登录 with the reason.
 * axe finds nothing serious or critical on the login, staff list and audit log screens.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, adminCreate, restingAxeFindings, signInFirstTime, suffix } from './admin-helpers';
import { base32Decode, totp } from '../apps/api/src/modules/staff/totp.ts';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

test('@pc a super administrator signs in, changes the one-time password, creates a 客服 who cannot reach 系统', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const boss = `总管${suffix()}`;
  const agent = `客服${suffix()}`;
  const bossPassword = adminCreate(baseURL!, boss, '超级管理员');

  // The login screen, before anyone signs in.
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: '商城管理后台' })).toBeVisible();
  expect(await restingAxeFindings(page), 'login').toEqual([]);
  // A wrong password: the envelope's message with the tries left.
  await page.getByLabel('账号').fill(boss);
  await page.getByLabel('密码').fill('Wrong-password-1');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toContainText('账号或密码错误，还可尝试4次');

  await signInFirstTime(page, boss, bossPassword, `Boss-${suffix()}-2026`);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByText('系统', { exact: true })).toBeVisible();

  // 系统 → 员工与角色: a new 客服 account, its one-time password shown once.
  await menu.getByRole('link', { name: '员工与角色' }).click();
  await expect(page.getByRole('heading', { name: '员工与角色' })).toBeVisible();
  await expect(page.getByRole('cell', { name: boss, exact: true })).toBeVisible();
  expect(await restingAxeFindings(page), 'staff list').toEqual([]);
  await page.getByRole('button', { name: '新建员工' }).click();
  const dialog = page.getByRole('dialog', { name: '新建员工' });
  await dialog.getByLabel('账号名').fill(agent);
  await dialog.getByLabel('角色').click();
  await page.locator('.ant-select-item-option[title="客服"]').click();
  await dialog.getByRole('button', { name: '创建' }).click();
  const agentPassword = (await page.getByTestId('one-time-password').innerText()).trim();
  expect(agentPassword).toMatch(/^[A-Za-z0-9]{16}$/);
  await page.getByRole('button', { name: '我已记下' }).click();
  // Closed, not still fading out: its 账号名 field would be a second one on the page.
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: agent });
  await expect(row).toContainText('客服');
  await expect(row).toContainText('待修改初始密码');
  // Filtered by role and name.
  await page.getByLabel('账号名').fill(agent);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 人')).toBeVisible();

  // 角色与权限: 超级管理员's are fixed; 内容编辑 gains 查看报表 and loses it again (both saved).
  await page.getByRole('tab', { name: '角色与权限' }).click();
  const superCard = page.getByTestId('role-super_admin');
  await expect(superCard).toContainText('全部权限（超级管理员不可修改）');
  expect(await restingAxeFindings(page), 'roles').toEqual([]);
  const editorCard = page.getByTestId('role-content_editor');
  const reports = editorCard.getByLabel('查看报表（reports.read）');
  await expect(reports).not.toBeChecked();
  // A click and then the state, not check(): check() reads the box at once and fails when
  // React renders the controlled group a moment after the click (seen on a loaded machine).
  await reports.click();
  await expect(reports).toBeChecked();
  await editorCard.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存「内容编辑」的权限')).toBeVisible();
  await expect(reports).toBeChecked();
  await reports.click();
  await editorCard.getByRole('button', { name: '保存' }).click();
  await expect(editorCard.getByRole('button', { name: '保存' })).toBeDisabled();
  await expect(reports).not.toBeChecked();

  // 系统 → 审计日志: the creation, by the boss; the CSV for Excel has it too.
  await menu.getByRole('link', { name: '审计日志' }).click();
  await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible();
  await page.getByLabel('操作人').fill(boss);
  await page.getByRole('button', { name: '查询' }).click();
  const created = page.getByRole('row').filter({ hasText: '新建员工' });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(agent);
  expect(await restingAxeFindings(page), 'audit log').toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^审计日志-\d{8}-\d{4}\.csv$/);
  const csv = readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.toString('utf8');
  expect(text).toContain('"操作人"');
  expect(text).toContain('"新建员工"');
  expect(text).toContain(agent);
  expect(text).not.toContain(agentPassword);

  // The 客服, in a browser of their own: no 系统, and the staff API refuses them even when called directly.
  const other = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const agentPage = await other.newPage();
  await signInFirstTime(agentPage, agent, agentPassword, `Agent-${suffix()}-2026`);
  const agentMenu = agentPage.getByRole('navigation', { name: '主菜单' });
  await expect(agentMenu.getByRole('link', { name: '个人设置' })).toBeVisible();
  await expect(agentMenu.getByText('系统', { exact: true })).toHaveCount(0);
  await expect(agentMenu.getByText('员工与角色')).toHaveCount(0);
  const refused = await agentPage.request.get('/api/admin/staff');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', message: '当前角色无权执行该操作' });
  await agentPage.goto('/admin/system/staff');
  await expect(agentPage.getByText('无权访问', { exact: true })).toBeVisible();

  // The boss disables the 客服 from the list: the 客服's open console is sent to 登录 with the reason at its next call.
  await menu.getByRole('link', { name: '员工与角色' }).click();
  await page.getByRole('row').filter({ hasText: agent }).getByRole('button', { name: '停用' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '停用' }).click();
  await expect(page.getByRole('row').filter({ hasText: agent })).toContainText('停用');
  // Opening another screen checks the session (/me), which now answers 401.
  await agentMenu.getByRole('link', { name: '个人设置' }).click();
  await expect(agentPage).toHaveURL(/\/admin\/login$/);
  await expect(agentPage.getByRole('alert')).toContainText('登录已失效，请重新登录');
  await other.close();
});

test('@pc a staff member turns on TOTP in 个人设置 (QR code of the otpauth address) and then signs in with a code', async ({ page, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  const name = `运营${suffix()}`;
  const password = `Ops-${suffix()}-2026`;
  await signInFirstTime(page, name, adminCreate(baseURL!, name, '运营'), password);
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '个人设置' }).click();
  await expect(page.getByRole('heading', { name: '个人设置' })).toBeVisible();
  await page.getByRole('button', { name: '开启动态验证码' }).click();
  await expect(page.locator('.ant-qrcode canvas')).toBeVisible();
  const secret = base32Decode((await page.getByTestId('totp-secret').innerText()).trim());
  expect(await restingAxeFindings(page), 'profile').toEqual([]);
  // A wrong code: the envelope's message, nothing turned on.
  const now = Date.now();
  const wrong = ['000000', '111111', '222222'].find((c) => ![-30_000, 0, 30_000].some((d) => totp(secret, now + d) === c))!;
  await page.getByLabel('验证器显示的6位数字').fill(wrong);
  await page.getByRole('button', { name: '确认开启' }).click();
  await expect(page.getByRole('alert')).toContainText('动态验证码错误，请重新输入');
  await page.getByLabel('验证器显示的6位数字').fill(totp(secret, Date.now()));
  await page.getByRole('button', { name: '确认开启' }).click();
  await expect(page.getByRole('button', { name: '关闭动态验证码' })).toBeVisible();

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  // The password was right: the second step asks for the code. The next time step's code (the
  // server accepts ±1 step, never the step already used to confirm).
  await page.getByLabel('动态验证码').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: '验证并登录' }).click();
  await expect(page.getByRole('heading', { name: `欢迎，${name}` })).toBeVisible();
  await expect(page.getByText('已开启', { exact: true })).toBeVisible();
});

/**
 * Account provider sign-in (OpenID Connect) and enterprise SSO through the screens, against
 * the local stand-in provider the shop mounts under /sandbox/*.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMobile } from './helpers';

/** On the provider's sign-in screen: sign in, consent, and land back in the shop. */
async function signInAtProvider(page: Page, loginId: string, password: string) {
  await expect(page.getByRole('heading', { name: /登录星辰账号|企业账号登录/ })).toBeVisible();
  await page.getByLabel(/手机号 \/ 账号|企业邮箱/).fill(loginId);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '授权确认' })).toBeVisible();
  await page.getByRole('button', { name: '同意授权' }).click();
}

async function signedInUserNo(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  const user = cookies.find((c) => c.name === 'user');
  return user ? (JSON.parse(decodeURIComponent(user.value)) as { userNo?: string }).userNo : undefined;
}

test('OIDC sign-in from the login page through the provider screens', async ({ page }) => {
  await page.goto('/user/login?redirect=%2Fcart');
  await page.getByRole('button', { name: '星辰账号登录' }).click();
  await expect(page).toHaveURL(/\/sandbox\/account\/interaction\//);
  await expect(page.getByText('演示账号')).toBeVisible();
  // A wrong password stays on the provider with its message.
  await page.getByLabel(/手机号 \/ 账号/).fill('13800138000');
  await page.getByLabel('密码').fill('wrong-pass1');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误');
  await signInAtProvider(page, '13800138000', 'Demo1234');
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(() => signedInUserNo(page)).toBeTruthy();
});

test('join at the provider and come back signed in @pc', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/user/login?redirect=%2Fcart');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByRole('heading', { name: '注册星辰账号' })).toBeVisible();
  await expect(page.locator('input[name="countryCode"]')).toHaveValue('CN');
  await expect(page.locator('input[name="languageCode"]')).toHaveValue('zh');
  await expect(page.locator('input[name="clientId"]')).toHaveValue('shop-web');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('昵称').fill('新会员');
  await page.getByLabel(/密码/).fill('short');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('alert')).toHaveText('密码需为8-32位，且包含字母和数字');
  await page.getByLabel(/密码/).fill('Welcome123');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('status')).toContainText('已注册');
  await page.getByRole('link', { name: '返回商城登录' }).click();
  await signInAtProvider(page, mobile, 'Welcome123');
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(() => signedInUserNo(page)).toBeTruthy();
});

test('enterprise staff sign in through the enterprise store login @phone', async ({ page }) => {
  await page.goto('/user/estoreLogin?redirect=%2Fcart');
  await expect(page.getByRole('heading', { name: '企业商城登录' })).toBeVisible();
  await page.getByTestId('estore-sso').click();
  await expect(page).toHaveURL(/\/sandbox\/enterprise\/interaction\//);
  await signInAtProvider(page, 'zhangwei@xctech.example', 'Ent12345');
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(() => signedInUserNo(page)).toBeTruthy();
  const site = (await page.context().cookies()).find((c) => c.name === 'siteCd');
  expect(site?.value).toBe('ent');
});

test('a callback that does not belong to this browser shows a clear error @pc', async ({ page }) => {
  await page.goto('/user/saAuthorize?code=abc&state=forged');
  await expect(page.getByTestId('provider-error')).toHaveText('登录请求已失效，请重新登录');
  await expect(page.getByRole('link', { name: '重新登录' })).toBeVisible();
});

/**
 * What the console's browser tests share: staff accounts made by the real `admin:create`
 * command, the first sign-in that replaces the one-time password, and axe on a resting screen.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { seriousAxeFindings } from './helpers';

const root = path.resolve(import.meta.dirname, '..');

/** A short random tail that keeps names made by parallel tests apart. */
export const suffix = () => Math.random().toString(36).slice(2, 7);

/** `npm run admin:create` against the test server's embedded database; answers the one-time password it prints. */
export function adminCreate(baseURL: string, name: string, role: string): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: `.data/e2e-${new URL(baseURL).port}` };
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

/**
 * Signs in with the one-time password and replaces it with `newPassword`, as a new staff member
 * does; resolves when the console's welcome shows.
 */
export async function signInFirstTime(page: Page, name: string, oneTimePassword: string, newPassword = `Staff-${suffix()}-2026`): Promise<string> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill(oneTimePassword);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await expect(page.getByRole('heading', { name: '修改初始密码' })).toBeVisible();
  await page.getByLabel('当前密码').fill(oneTimePassword);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '修改并进入后台' }).click();
  await expect(page.getByRole('heading', { name: `欢迎，${name}` })).toBeVisible();
  return newPassword;
}

/** A new account of `role` made by the command and signed in for the first time; answers its name. */
export async function newStaffSignedIn(page: Page, baseURL: string, role: string): Promise<string> {
  const name = `${role}${suffix()}`;
  await signInFirstTime(page, name, adminCreate(baseURL, name, role));
  return name;
}

/** axe on the screen as it rests (the pointer off any control, so no hover colour is judged). */
export async function restingAxeFindings(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  return seriousAxeFindings(page);
}

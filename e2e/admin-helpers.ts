/**
 * What the console's browser tests share: staff accounts made by the real `admin:create`
 * command, the first sign-in that replaces the one-time password, and axe on a resting screen.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { request, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { CSRF_HEADER } from '@shop/contracts/constants';
import { staffRoleOf } from '@shop/contracts/staff';
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

/**
 * A new account of `role`, signed in on `page` with its first password changed; answers its name.
 * Over HTTP, not through the screens (the first sign-in's screens have their own tests, in
 * admin-console.spec.ts): one 超级管理员 per test worker, made once by the command, creates the
 * account; the page's own request context then signs in and changes the one-time password, so
 * the browser holds the session cookie. Seconds less per console test than typing it all.
 */
export async function newStaffSignedIn(page: Page, baseURL: string, role: string): Promise<string> {
  const roleCode = staffRoleOf(role);
  if (!roleCode) throw new Error(`no staff role ${role}`);
  const name = `${role}${suffix()}`;
  const boss = await workerBoss(baseURL);
  const { oneTimePassword } = await boss.post<{ oneTimePassword: string }>('/api/admin/staff', { name, roleCode });
  const own = csrfClient(page.request);
  await own.post('/api/admin/auth/login', { name, password: oneTimePassword });
  await own.post('/api/admin/auth/password', { currentPassword: oneTimePassword, newPassword: `Staff-${suffix()}-2026` });
  await page.goto('/admin/');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  return name;
}

/** The worker's 超级管理员, signed in over HTTP in a request context of its own (also for shop specs that set up console data, e.g. speed-kill.spec.ts). */
let boss: Promise<CsrfClient> | undefined;
export function workerBoss(baseURL: string): Promise<CsrfClient> {
  boss ??= (async () => {
    const name = `总管${suffix()}`;
    const oneTimePassword = adminCreate(baseURL, name, '超级管理员');
    const client = csrfClient(await request.newContext({ baseURL }));
    await client.post('/api/admin/auth/login', { name, password: oneTimePassword });
    await client.post('/api/admin/auth/password', { currentPassword: oneTimePassword, newPassword: `Boss-${suffix()}-2026` });
    return client;
  })();
  return boss;
}

export interface CsrfClient {
  post<T = unknown>(path: string, body: unknown): Promise<T>;
  get<T = unknown>(path: string): Promise<T>;
}

/** Writes with the API's CSRF double submit: the token comes with every answer (the first from the server-time call). */
function csrfClient(http: APIRequestContext): CsrfClient {
  let token = '';
  const remember = (res: APIResponse) => {
    token = res.headers()[CSRF_HEADER] ?? token;
  };
  return {
    async post<T>(path: string, body: unknown): Promise<T> {
      if (!token) remember(await http.get('/api/sys/comnmetd/getServerTimeStamp'));
      const res = await http.post(path, { data: body, headers: { [CSRF_HEADER]: token } });
      remember(res);
      const envelope = (await res.json()) as { success: boolean; code: string; message: string; data: T };
      if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
      return envelope.data;
    },
    async get<T>(path: string): Promise<T> {
      const res = await http.get(path);
      remember(res);
      const envelope = (await res.json()) as { success: boolean; code: string; message: string; data: T };
      if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
      return envelope.data;
    },
  };
}

/**
 * Resolves when no antd drawer, dialog or message is entering or leaving (rc-motion's -enter,
 * -appear and -leave classes are on an element only while it animates); at most 5 s.
 */
export async function motionSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('[class*="-enter"], [class*="-appear"], [class*="-leave"]'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * axe on the screen as it rests (the pointer off any control, so no hover colour is judged);
 * `selector` keeps it to part of the screen (a dialog), as seriousAxeFindings does.
 */
export async function restingAxeFindings(page: Page, selector?: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  // …and no drawer, dialog or message still fading in or out: text half transparent
  // mid-animation fails colour contrast although it passes at rest (seen in CI).
  await motionSettled(page);
  return seriousAxeFindings(page, selector);
}

/**
 * A console journey's time limit: 3 minutes, not test.slow()'s 90 s. A journey is one operator's
 * whole task (forty to sixty steps across several antd screens, each first visit parsing its lazy
 * chunk); alone it takes 20–60 s, but on CI's two cores beside another worker's browser the longest
 * ones came within seconds of 90 s and now and then passed it.
 */
export const CONSOLE_JOURNEY_TIMEOUT = 180_000;

/**
 * Issue #14: one consent step and the agreement pages, at 1440 and 390 px. A first visit asks
 * once (the required box's error shows before the tap), the agreement links open working pages
 * with version and effective date, a new privacy-policy version asks again, the login page does
 * not ask a shopper who already answered, and every agreement page passes axe.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { seriousAxeFindings } from './helpers';

// axe and several pages per test: room for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.CONSENT_SHOTS_DIR;
const width = (page: Page) => page.viewportSize()?.width ?? 1440;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${width(page)}.png`, fullPage: false });
}

test('first visit: one consent, with the agreement link opening its page, then home', async ({ page, context }) => {
  await page.goto('/');
  const step = page.getByTestId('consent-step');
  await expect(step).toBeVisible();
  await expect(step).toHaveAttribute('data-variant', 'dialog');
  // Only one consent point: no separate cookie bar or second layer.
  await expect(page.getByTestId('consent-step')).toHaveCount(1);
  await expect(page.getByTestId('cookie-bar')).toHaveCount(0);
  await expect(page.getByTestId('privacy-layer')).toHaveCount(0);

  // Checkbox and buttons: at least 24 px.
  const box = await step.getByTestId('consent-required').boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
  for (const name of ['进入网站', '离开页面']) expect((await step.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(24);
  await expect(step.getByTestId('consent-note')).toHaveText('勾选上方必选项后即可进入网站');
  await shot(page, 'consent-dialog');

  // The agreement link opens the working page (a new tab), with version and effective date.
  const [policy] = await Promise.all([context.waitForEvent('page'), step.getByRole('link', { name: '《隐私政策》' }).click()]);
  await policy.waitForLoadState();
  await expect(policy).toHaveURL(/\/agreement\/privacy$/);
  await expect(policy.getByRole('heading', { level: 1 })).toContainText('隐私政策');
  await expect(policy.getByTestId('agreement-version')).toContainText(/版本：V\d/);
  await expect(policy.getByTestId('agreement-version')).toContainText(/生效日期：\d{4}年\d{1,2}月\d{1,2}日/);
  await expect(policy.getByText('页面暂不可用')).toHaveCount(0);
  await policy.close();

  // The error shows before the tap: reaching the button with the box unticked.
  await step.getByRole('button', { name: '进入网站' }).focus();
  await expect(step.getByTestId('consent-error')).toHaveText('请先勾选同意《用户服务协议》和《隐私政策》，再进入网站');
  await expect(step).toBeVisible();
  await shot(page, 'consent-dialog-error');

  await step.getByTestId('consent-required').check();
  await expect(step.getByRole('alert')).toHaveCount(0);
  await step.getByRole('button', { name: '进入网站' }).click();
  await expect(step).toBeHidden();
  await expect(page.locator('#main')).toBeVisible();
  expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'privacy_consent')!.value)).toMatch(/^1\|0\|\d+$/);

  // Asked once: not on the next page, not on home again, not on the login page.
  await page.goto('/list');
  await expect(page.getByTestId('consent-step')).toHaveCount(0);
  await page.goto('/home');
  await expect(page.getByTestId('consent-step')).toHaveCount(0);
  await page.goto('/user/login');
  await expect(page.getByTestId('login-agreed')).toBeVisible();
  await expect(page.getByTestId('login-agree')).toHaveCount(0);
});

test('a new privacy-policy version asks again, saying what changed', async ({ page, context, baseURL }) => {
  const current = await (await page.request.get('/api/agreements/document/privacy')).json();
  const { revision, version, history } = current.data as { revision: number; version: string; history: { revision: number }[] };
  expect(history.length).toBeGreaterThan(0); // the demo policy has an earlier version
  // This shopper consented to the earlier version, before the current one took effect.
  await context.addCookies([{ name: 'privacy_consent', value: encodeURIComponent(`1|0|${history[0]!.revision}`), url: baseURL! }]);

  await page.goto('/list'); // any page, not only the landing page
  const step = page.getByTestId('consent-step');
  await expect(step).toHaveAttribute('data-variant', 'dialog');
  await expect(step.getByRole('heading')).toHaveText('隐私政策已更新');
  await expect(step.getByTestId('consent-updated')).toContainText(version);
  await shot(page, 'consent-updated');
  await step.getByTestId('consent-required').check();
  await step.getByRole('button', { name: '进入网站' }).click();
  await expect(step).toBeHidden();
  expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'privacy_consent')!.value)).toBe(`1|0|${revision}`);
  await page.reload();
  await expect(page.getByTestId('consent-step')).toHaveCount(0);
});

test('the login page asks (a required box at least 24 px) when the shopper has not answered yet', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByTestId('consent-step')).toHaveCount(0);
  const agree = page.getByTestId('login-agree');
  await expect(agree).toBeVisible();
  const box = await agree.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  await expect(page.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/agreement/service');
});

const PAGES = [
  { path: '/agreement/service', title: '用户服务协议', shot: 'agreement-service' },
  { path: '/agreement/useclause', title: '网站使用条款' },
  { path: '/agreement/privacy', title: '隐私政策', shot: 'agreement-privacy' },
  { path: '/agreement/visitors', title: '访客须知' },
  { path: '/appPolicy', title: '隐私政策' },
  { path: '/appPolicy?code=1', title: 'Cookie 政策', shot: 'app-policy-cookie' },
  { path: '/cn_corporate/appPolicy', title: '企业购隐私政策补充说明' },
];

test.describe('agreement pages', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'privacy_consent', value: '1|0', url: baseURL! }]);
  });
  // Every page at PC width; the first two at phone width too (the pages share one layout). One
  // page after another in one test: a fresh browser per page cost more than the checks.
  test('each agreement page shows the version in effect, complete and accessible, its links working', async ({ page }) => {
    test.setTimeout(120_000);
    const phone = width(page) < 768;
    const linksChecked = new Set<string>();
    for (const p of phone ? PAGES.slice(0, 2) : PAGES) {
      const res = await page.goto(p.path);
      expect(res!.status(), p.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(p.title);
      await expect(page.getByTestId('agreement-version')).toContainText(/版本：V\d/);
      await expect(page.getByText('页面暂不可用')).toHaveCount(0);
      expect(await page.locator('article section').count(), p.path).toBeGreaterThanOrEqual(3);
      expect(await page.locator('article').innerText()).not.toMatch(/\{brand\}|\{operator\}/);
      const scrollW = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollW, p.path).toBeLessThanOrEqual(width(page) + 1);
      // Every related link opens a working page (each address once).
      for (const href of await page
        .getByRole('complementary')
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        if (linksChecked.has(href!)) continue;
        linksChecked.add(href!);
        const r = await page.request.get(href!);
        expect(r.status(), href!).toBe(200);
        expect(await r.text(), href!).not.toContain('页面暂不可用');
      }
      if (p.shot) await shot(page, p.shot);
      expect(await seriousAxeFindings(page), p.path).toEqual([]);
    }
  });
});

test('the consent step passes axe, as dialog and as bar', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('consent-step')).toBeVisible();
  await page.getByTestId('consent-step').getByRole('button', { name: '进入网站' }).focus();
  await expect(page.getByTestId('consent-error')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await context.clearCookies();
  await page.goto('/not_');
  await expect(page.getByTestId('consent-step')).toHaveAttribute('data-variant', 'bar');
  await shot(page, 'consent-bar');
  expect(await seriousAxeFindings(page)).toEqual([]);
});

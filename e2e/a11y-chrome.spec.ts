/**
 * Accessibility of the global chrome: no serious or critical axe violations with the chrome
 * open — header panel (PC) or menu drawer (phone), search overlay, service sheet, the consent
 * step as bar and as dialog — at 1440 and 390 px.
 */
import { expect, test } from './fixtures';
import { type Page } from '@playwright/test';
import { seriousAxeFindings } from './helpers';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

test.describe('chrome accessibility', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'privacy_consent', value: '1|0', url: baseURL! }]);
  });

  test('closed chrome, header, footer, consent bar (and tab bar on phones)', async ({ page, context }) => {
    await context.clearCookies({ name: 'privacy_consent' });
    await page.goto('/list');
    await expect(page.getByTestId('consent-step')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('menu open: PC panel or phone drawer', async ({ page }) => {
    await page.goto('/not_');
    if (isMobile(page)) {
      await page.getByTestId('menu-button').click();
      const drawer = page.getByTestId('menu-drawer');
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button').nth(1).click();
    } else {
      await page.getByRole('navigation', { name: '主导航' }).getByRole('button').nth(1).click();
      await expect(page.locator('[data-testid^="nav-panel-"]:visible')).toHaveCount(1);
    }
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('search overlay open with popular searches', async ({ page }) => {
    await page.goto('/not_');
    await page.getByTestId('search-button').click();
    await expect(page.getByTestId('search-popular')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByTestId('search-input').fill('qqzzxxyy');
    await expect(page.getByTestId('search-no-suggestions')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('customer-service sheet (phone)', { tag: '@phone' }, async ({ page }) => {
    // the tab bar is a phone element (@phone only: see the projects in playwright.config.ts)
    await page.goto('/home');
    await page.getByTestId('tab-bar').getByRole('button', { name: '客服' }).click();
    await expect(page.getByTestId('service-panel')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

test('consent step (dialog)', async ({ page }) => {
  await page.goto('/');
  const layer = page.getByTestId('consent-step');
  await expect(layer).toBeVisible();
  await layer.getByRole('button', { name: '进入网站' }).click();
  await expect(layer.getByRole('alert')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

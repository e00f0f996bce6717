/** Accessibility of the catalogue pages: no serious or critical axe violations (1440 and 390 px). */
import { expect, test } from './fixtures';
import { seriousAxeFindings } from './helpers';

// A returning shopper: the privacy layer and cookie bar of the chrome were answered before.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

const PAGES = ['/', '/list/smartphones', '/search/%E6%89%8B%E6%9C%BA', '/search/qqzzxxyy', '/middlePage', '/classificationM', '/sitemap'];

// One page after another in one test (a fresh browser per page cost more than the check).
test('no serious or critical violations on the catalogue pages', async ({ page }) => {
  test.slow();
  const findings: Record<string, string[]> = {};
  for (const path of PAGES) {
    await page.goto(path);
    await page.locator('#main').waitFor();
    // The page content this issue builds; the global chrome has its own checks.
    const found = await seriousAxeFindings(page, '#main');
    if (found.length) findings[decodeURIComponent(path)] = found;
  }
  expect(findings).toEqual({});
});

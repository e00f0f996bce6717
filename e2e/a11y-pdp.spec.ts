/** Accessibility of the product page: no serious or critical axe violations (1440 and 390 px). */
import { expect, test } from './fixtures';
import { networkQuiet, seriousAxeFindings } from './helpers';

// A returning shopper: the privacy layer and cookie bar of the chrome were answered before.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

test('no serious or critical violations on the product pages (phone, watch, tablet)', async ({ page }) => {
  test.slow();
  const findings: Record<string, string[]> = {};
  for (const path of ['/product/S25U', '/product/W26', '/product/TABS10U']) {
    await page.goto(path);
    await page.getByTestId('pdp-price-block').waitFor();
    // Let the side panels (fetched after the first render) arrive before checking.
    await networkQuiet(page);
    const found = await seriousAxeFindings(page, '#main');
    if (found.length) findings[path] = found;
  }
  expect(findings).toEqual({});
});

test('the sold-out arrival dialog has no serious or critical violations', async ({ page }) => {
  await page.goto('/product/W26');
  await page.getByTestId('pdp-notify').click();
  await page.getByTestId('arrival-dialog').waitFor();
  expect(await seriousAxeFindings(page, '[data-testid="arrival-dialog"]')).toEqual([]);
});

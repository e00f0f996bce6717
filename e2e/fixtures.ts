/**
 * The browser tests' `test`: like Playwright's, but `page.goto` of an HTML page returns once
 * the page has hydrated, so a test never clicks a client-only control (search overlay, code
 * button) before React has attached it. Pages without scripts (`javaScriptEnabled: false`, or
 * `test.use({ hydrate: false })` where a test blocks the bundle) are not waited for.
 */
import { test as base } from '@playwright/test';
import { waitForHydration } from './helpers';

export { expect } from '@playwright/test';

export const test = base.extend<{ hydrate: boolean }>({
  hydrate: [true, { option: true }],
  page: async ({ page, hydrate, javaScriptEnabled }, use) => {
    if (hydrate && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((response?.headers()['content-type'] ?? '').includes('text/html')) await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});

/**
 * The browser tests' `test`: like Playwright's, but `page.goto` of an HTML page returns once
 * the page has hydrated, so a test never clicks a client-only control (search overlay, code
 * button) before React has attached it. Pages without scripts (`javaScriptEnabled: false`, or
 * `test.use({ hydrate: false })` where a test blocks the bundle) are not waited for.
 *
 * The shop runs with its Content-Security-Policy on: a test fails when any page of its
 * browser context reported a violation (issue #12), unless it says
 * `test.use({ failOnCspViolation: false })` or empties `cspViolations` after an expected one.
 */
import { test as base } from '@playwright/test';
import { recordCspViolations, waitForHydration } from './helpers';

export { expect } from '@playwright/test';

export const test = base.extend<{ hydrate: boolean; failOnCspViolation: boolean; cspViolations: string[] }>({
  hydrate: [true, { option: true }],
  failOnCspViolation: [true, { option: true }],
  // Every context of the test counts: the default one and any the test opens itself.
  cspViolations: [
    async ({ browser, failOnCspViolation }, use) => {
      const found: string[] = [];
      const newContext = browser.newContext;
      browser.newContext = async function (this: typeof browser, options) {
        const context = await newContext.call(this, options);
        await recordCspViolations(context, found);
        return context;
      };
      try {
        await use(found);
      } finally {
        browser.newContext = newContext;
      }
      if (failOnCspViolation && found.length > 0) {
        throw new Error(`Content-Security-Policy violation(s) during the test:\n${[...new Set(found)].join('\n')}`);
      }
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await recordCspViolations(context, cspViolations);
    await use(context);
  },
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

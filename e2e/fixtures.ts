/**
 * The browser tests' `test`: like Playwright's, but `page.goto` of an HTML page returns once
 * the page has hydrated, so a test never clicks a client-only control (search overlay, code
 * button) before React has attached it. Pages without scripts (`javaScriptEnabled: false`, or
 * `test.use({ hydrate: false })` where a test blocks the bundle) are not waited for.
 *
 * The shop runs with its Content-Security-Policy on: a test fails when any page of its
 * browser context reported a violation (issue #12), unless it says
 * `test.use({ failOnCspViolation: false })` or empties `cspViolations` after an expected one.
 *
 * Likewise a test fails when any page it opened threw an uncaught error (`pageerror`), React's
 * hydration errors included (#418 / #423 / #425 in a production build are page errors; a
 * console error that speaks of hydration counts too): issue #15, "no hydration mismatch". A
 * test that expects one says `test.use({ failOnPageError: false })` or empties `pageErrors`
 * after the expected error.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { recordCspViolations, waitForHydration } from './helpers';

export { expect } from '@playwright/test';

/** A console error about hydration (React's development wording, or its production error numbers). */
const HYDRATION_CONSOLE = /hydrat|Minified React error #(418|419|422|423|425)\b/i;

const errorsWatched = new WeakSet<BrowserContext>();

/** Collects the uncaught errors of every page of a context (pages opened later included) into `into`. */
function recordPageErrors(context: BrowserContext, into: string[]): void {
  if (errorsWatched.has(context)) return;
  errorsWatched.add(context);
  const watch = (page: Page) => {
    page.on('pageerror', (error) => into.push(`${page.url()}: ${error.name}: ${error.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && HYDRATION_CONSOLE.test(m.text())) into.push(`${page.url()}: console error: ${m.text()}`);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

export const test = base.extend<{
  hydrate: boolean;
  failOnCspViolation: boolean;
  cspViolations: string[];
  failOnPageError: boolean;
  pageErrors: string[];
}>({
  hydrate: [true, { option: true }],
  failOnCspViolation: [true, { option: true }],
  failOnPageError: [true, { option: true }],
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
  // Set up after cspViolations (it depends on it), so the two wrappers of newContext nest and unwind in order.
  pageErrors: [
    async ({ browser, failOnPageError, cspViolations: _ }, use) => {
      const found: string[] = [];
      const newContext = browser.newContext;
      browser.newContext = async function (this: typeof browser, options) {
        const context = await newContext.call(this, options);
        recordPageErrors(context, found);
        return context;
      };
      try {
        await use(found);
      } finally {
        browser.newContext = newContext;
      }
      if (failOnPageError && found.length > 0) {
        throw new Error(
          `Uncaught page error(s) during the test (a hydration mismatch shows as React error #418/#423/#425):\n${[...new Set(found)].join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations, pageErrors }, use) => {
    await recordCspViolations(context, cspViolations);
    recordPageErrors(context, pageErrors);
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
